import { expect } from "chai";
import AdminAccountsPage from "../../src/accounts/AdminAccountsPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const ADMIN = {
  id: 8,
  login: "demo.admin",
  role: "admin",
  corporate: 0,
  info: { first_name: "Dilnoza", last_name: "Rahimova" },
};

const anAccount = (fields: Record<string, unknown>) => ({
  id: 3,
  login: "demo.staff",
  role: "staff",
  first_name: "Jasur",
  last_name: "Karimov",
  middle_name: "",
  email: "staff@example.uz",
  branches: [1],
  disabled: false,
  has_password: true,
  ...fields,
});

const ACCOUNTS = [
  anAccount({ id: 8, login: "demo.admin", role: "admin", branches: "all", first_name: "Dilnoza" }),
  anAccount({}),
];
const BRANCHES = [
  { id: 1, name: "Toshkent shahar filiali" },
  { id: 2, name: "Samarqand filiali" },
];

const row = (login: string) => document.querySelector(`tr[data-login="${login}"]`) as HTMLElement | null;
const logins = () => [...document.querySelectorAll("tbody tr")].map((tr) => tr.getAttribute("data-login"));
const confirmButton = () =>
  document.querySelector("[data-modal=confirm-dialog] .modal__footer .btn:last-child");
const errorsUnder = (container: HTMLElement, label: string) =>
  [...(byLabel(container, label).closest(".field")?.querySelectorAll(".field__error") ?? [])].map(
    (e) => e.textContent,
  );

describe("the administrator's accounts page", () => {
  let http: ReturnType<typeof stubFetch>;
  let container: HTMLElement;

  beforeEach(async () => {
    http = stubFetch()
      .reply("GET", "/auth/me", { body: { data: ADMIN } })
      .reply("GET", "/api/admin/accounts", { body: { data: ACCOUNTS } })
      .reply("GET", "/api/front/branches", { body: BRANCHES });
    ({ container } = await render(
      <SessionProvider>
        <AdminAccountsPage />
      </SessionProvider>,
    ));
    await settle();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  it("lists the accounts with their role, branches by name and state", () => {
    expect(logins()).to.deep.equal(["demo.admin", "demo.staff"]);
    expect(row("demo.staff")?.textContent)
      .to.contain("Karimov Jasur")
      .and.contain("Xodim")
      .and.contain("Toshkent shahar filiali")
      .and.contain("Faol");
    expect(row("demo.admin")?.textContent).to.contain("Barcha filiallar (bosh ofis)");
  });

  async function openForm() {
    await click(byText(container, "+ Yangi hisob", "button"));
    await type(byLabel(container, "Login"), "nodira.y");
    await type(byLabel(container, "Familiya"), "Yusupova");
    await type(byLabel(container, "Ism"), "Nodira");
    await type(byLabel(container, "E-pochta"), "nodira@example.uz");
  }

  it("shows the server's refusals under the fields they are about", async () => {
    http.reply("POST", "/api/admin/accounts", {
      status: 422,
      body: {
        status: false,
        message: "…",
        errors: [
          "Login 3–40 ta belgidan iborat boʻlsin: lotin harflari, raqamlar, nuqta, chiziqcha va pastki chiziq",
          "Kamida bitta filialni tanlang yoki «Barcha filiallar»ni belgilang",
        ],
      },
    });
    await openForm();
    await click(byText(container, "Barcha filiallar (bosh ofis)", "label")?.querySelector("input"));
    await click(byText(container, "Hisob yaratish", "button"));
    await settle();
    expect(errorsUnder(container, "Login")).to.deep.equal([
      "Login 3–40 ta belgidan iborat boʻlsin: lotin harflari, raqamlar, nuqta, chiziqcha va pastki chiziq",
    ]);
    expect(byLabel(container, "Login").getAttribute("aria-invalid")).to.equal("true");
    const branches = container.querySelector("[data-testid=branches-field]");
    expect(branches?.querySelector(".field__error")?.textContent).to.equal(
      "Kamida bitta filialni tanlang yoki «Barcha filiallar»ni belgilang",
    );
    expect(branches?.getAttribute("aria-describedby")).to.equal(
      branches?.querySelector(".field__errors")?.id,
    );

    http.reply("POST", "/api/admin/accounts", {
      status: 409,
      body: { status: false, message: "Bu login band" },
    });
    await click(byText(container, "Hisob yaratish", "button"));
    await settle();
    expect(errorsUnder(container, "Login")).to.deep.equal(["Bu login band"]);
    expect(logins()).to.deep.equal(["demo.admin", "demo.staff"]);
  });

  it("creates an account with the branches chosen and adds its row", async () => {
    http.reply("POST", "/api/admin/accounts", (call) => ({
      body: {
        status: true,
        message: "Hisob yaratildi. Parol oʻrnatish havolasi nodira@example.uz manziliga yuborildi",
        data: anAccount({
          ...(call.body as object),
          id: 12,
          middle_name: "",
          disabled: false,
          has_password: false,
        }),
      },
    }));
    await openForm();
    await type(byLabel(container, "Rol"), "reviewer");
    await click(byText(container, "Barcha filiallar (bosh ofis)", "label")?.querySelector("input"));
    await click(byText(container, "Samarqand filiali", "label")?.querySelector("input"));
    await click(byText(container, "Hisob yaratish", "button"));
    await settle();
    expect(http.calls.find((c) => c.method === "POST")?.body).to.deep.include({
      login: "nodira.y",
      first_name: "Nodira",
      last_name: "Yusupova",
      email: "nodira@example.uz",
      role: "reviewer",
      branches: [2],
    });
    expect(logins()).to.deep.equal(["demo.admin", "demo.staff", "nodira.y"]);
    expect(row("nodira.y")?.textContent)
      .to.contain("Tekshiruvchi")
      .and.contain("Samarqand filiali")
      .and.contain("Parol oʻrnatilmagan");
    expect(document.querySelector(".toast__text")?.textContent).to.contain("nodira@example.uz");
    expect(byText(container, "Hisob yaratish", "button")).to.equal(undefined);
  });

  it("disables an account only after a confirmation", async () => {
    http.reply("POST", "/api/admin/accounts/3/disable", {
      body: { status: true, message: "Saqlandi", data: anAccount({ disabled: true }) },
    });
    await click(byText(row("demo.staff")!, "Oʻchirib qoʻyish", "button"));
    expect(document.querySelector("[data-modal=confirm-dialog]")?.textContent).to.contain("demo.staff");
    await click(byText(document.body, "Bekor qilish", "button"));
    expect(http.calls.filter((c) => c.method === "POST")).to.deep.equal([]);
    expect(row("demo.staff")?.textContent).to.contain("Faol");

    await click(byText(row("demo.staff")!, "Oʻchirib qoʻyish", "button"));
    await click(confirmButton());
    await settle();
    expect(http.calls.filter((c) => c.method === "POST").map((c) => c.url)).to.deep.equal([
      "/api/admin/accounts/3/disable",
    ]);
    expect(row("demo.staff")?.textContent).to.contain("Oʻchirib qoʻyilgan");
    expect(byText(row("demo.staff")!, "Yoqish", "button")).to.not.equal(undefined);
  });

  it("does not offer the administrator to disable their own account", () => {
    expect((byText(row("demo.admin")!, "Oʻchirib qoʻyish", "button") as HTMLButtonElement).disabled).to.equal(
      true,
    );
  });

  it("changes an account's branches in a dialog and sends them with PUT", async () => {
    http.reply("PUT", "/api/admin/accounts/3/branches", (call) => ({
      body: { status: true, message: "Saqlandi", data: anAccount({ ...(call.body as object) }) },
    }));
    await click(byText(row("demo.staff")!, "Filiallar", "button"));
    const modal = document.querySelector("[data-modal=branches-modal]") as HTMLElement;
    await click(byText(modal, "Samarqand filiali", "label")?.querySelector("input"));
    await click(byText(modal, "Saqlash", "button"));
    await settle();
    expect(http.calls.find((c) => c.method === "PUT")?.body).to.deep.include({ branches: [1, 2] });
    expect(row("demo.staff")?.textContent).to.contain("Toshkent shahar filiali, Samarqand filiali");
  });
});

describe("the administrator's accounts page: who may sign certificates", () => {
  let http: ReturnType<typeof stubFetch>;
  const modal = () => document.querySelector("[data-modal=signer-modal]") as HTMLElement | null;
  const puts = () => http.calls.filter((c) => c.method === "PUT");

  beforeEach(async () => {
    http = stubFetch()
      .reply("GET", "/auth/me", { body: { data: ADMIN } })
      .reply("GET", "/api/admin/accounts", { body: { data: ACCOUNTS } })
      .reply("GET", "/api/front/branches", { body: BRANCHES })
      .reply("PUT", "/api/admin/accounts/3/signer", (call) => {
        const { position } = call.body as { position: string | null };
        return {
          body: {
            status: true,
            message: "Saqlandi",
            data: anAccount(position === null ? {} : { signer: { position: position.trim() } }),
          },
        };
      });
    await render(
      <SessionProvider>
        <AdminAccountsPage />
      </SessionProvider>,
    );
    await settle();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  async function makeSigner(position: string) {
    await click(byText(row("demo.staff")!, "Imzolovchi", "button"));
    await type(byLabel(modal()!, "Lavozimi"), position);
    await click(byText(modal()!, "Saqlash", "button"));
    await settle();
  }

  it("offers the right to sign to staff accounts only", () => {
    expect(byText(row("demo.staff")!, "Imzolovchi", "button")).to.not.equal(undefined);
    expect(byText(row("demo.admin")!, "Imzolovchi", "button")).to.equal(undefined);
  });

  it("asks for a position before sending anything", async () => {
    await click(byText(row("demo.staff")!, "Imzolovchi", "button"));
    expect(byText(modal()!, "Imzolash huquqini olib tashlash", "button")).to.equal(undefined);
    await type(byLabel(modal()!, "Lavozimi"), "   ");
    await click(byText(modal()!, "Saqlash", "button"));
    await settle();
    expect(errorsUnder(modal()!, "Lavozimi")).to.deep.equal(["Imzolovchining lavozimini kiriting"]);
    expect(puts()).to.deep.equal([]);
  });

  it("makes a staff account a signer with the position typed, and the list shows it", async () => {
    await makeSigner("Bosh metrolog");
    expect(puts().map((c) => [c.url, c.body])).to.deep.equal([
      ["/api/admin/accounts/3/signer", { position: "Bosh metrolog" }],
    ]);
    expect(modal()).to.equal(null);
    expect(row("demo.staff")?.querySelector("[data-testid=signer-position]")?.textContent).to.equal(
      "Imzolovchi: Bosh metrolog",
    );
    expect(row("demo.admin")?.querySelector("[data-testid=signer-position]")).to.equal(null);
  });

  it("withdraws the right with a null position, and the list no longer shows it", async () => {
    await makeSigner("Bosh metrolog");
    await click(byText(row("demo.staff")!, "Imzolovchi", "button"));
    expect((byLabel(modal()!, "Lavozimi") as HTMLInputElement).value).to.equal("Bosh metrolog");
    await click(byText(modal()!, "Imzolash huquqini olib tashlash", "button"));
    await settle();
    expect(puts().map((c) => c.body)).to.deep.equal([{ position: "Bosh metrolog" }, { position: null }]);
    expect(row("demo.staff")?.querySelector("[data-testid=signer-position]")).to.equal(null);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    http.reply("PUT", "/api/admin/accounts/3/signer", {
      status: 422,
      body: { status: false, message: "Sertifikatlarni faqat xodim hisobi imzolay oladi" },
    });
    await makeSigner("Bosh metrolog");
    expect(modal()?.textContent).to.contain("Sertifikatlarni faqat xodim hisobi imzolay oladi");
    expect(row("demo.staff")?.querySelector("[data-testid=signer-position]")).to.equal(null);
  });
});
