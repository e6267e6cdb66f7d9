import { expect } from "chai";
import { BankAccounts } from "../../src/cabinet/BankAccounts";
import { anAccount } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const ACCOUNTS = [
  anAccount({ id: 1, account_number: "20208000900001101001", status: 1 }),
  anAccount({
    id: 2,
    bank_name: "Milliy bank",
    mfo: "00450",
    account_number: "20208000900001102002",
    status: 0,
  }),
];

const row = (container: HTMLElement, account: string) =>
  container.querySelector(`tr[data-account="${account}"]`) as HTMLElement | null;
const statuses = (container: HTMLElement) =>
  [...container.querySelectorAll("tbody tr")].map((tr) => tr.querySelector(".badge")?.textContent);
const confirmButton = () =>
  document.querySelector("[data-modal=confirm-dialog] .modal__footer .btn:last-child");

describe("the cabinet's bank accounts (spec 2.16)", () => {
  let http: ReturnType<typeof stubFetch>;
  let container: HTMLElement;

  beforeEach(async () => {
    http = stubFetch();
    ({ container } = await render(<BankAccounts userId={2} initial={ACCOUNTS} />));
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  it("activates after a confirmation, leaving exactly one account active", async () => {
    http.reply("POST", "/active-check-accounts", {
      body: { status: true, data: { ...ACCOUNTS[1], status: 1 } },
    });
    await click(byText(row(container, "20208000900001102002")!, "Faollashtirish", "button"));
    expect(document.querySelector("[data-modal=confirm-dialog]")?.textContent).to.include(
      "20208000900001102002",
    );
    await click(confirmButton());
    await settle();
    expect(statuses(container)).to.deep.equal(["Faol emas", "Faol"]);
    expect(http.calls.at(-1)?.body).to.include({ id: 2, user_id: 2 });
  });

  it("changes nothing when the activation is not confirmed", async () => {
    await click(byText(row(container, "20208000900001102002")!, "Faollashtirish", "button"));
    await click(byText(document.body, "Bekor qilish", "button"));
    expect(http.calls).to.deep.equal([]);
    expect(statuses(container)).to.deep.equal(["Faol", "Faol emas"]);
  });

  it("deletes after 'O'chirishni tasdiqlaysizmi?'", async () => {
    http.reply("DELETE", "/delete-accounts/2", { body: { status: true } });
    await click(byText(row(container, "20208000900001102002")!, "O'chirish", "button"));
    expect(document.querySelector("[data-modal=confirm-dialog]")?.textContent).to.include(
      "O'chirishni tasdiqlaysizmi?",
    );
    await click(confirmButton());
    await settle();
    expect(row(container, "20208000900001102002")).to.equal(null);
  });

  it("adds then saves, with numeric-only MFO and account number, and shows the new row", async () => {
    http.reply("POST", "/add-account-number", (call) => ({
      body: { status: true, data: { id: 3, user_id: 2, status: 0, ...(call.body as object) } },
    }));
    await click(byText(container, "+ Hisob raqam qoʻshish", "button"));
    await type(byLabel(container, "Bank nomi"), "Hamkorbank");
    await type(byLabel(container, "MFO"), "00a8-73");
    await type(byLabel(container, "Hisob raqami"), "2020 8000 9000 0119 9999");
    expect((byLabel(container, "MFO") as HTMLInputElement).value).to.equal("00873");
    await click(byText(container, "Saqlash", "button"));
    await settle();
    expect(http.calls.at(-1)?.body).to.include({
      bank_name: "Hamkorbank",
      mfo: "00873",
      account_number: "20208000900001199999",
    });
    expect(row(container, "20208000900001199999")).to.not.equal(null);
  });

  it("edits then updates, the form loaded from /edit-accounts", async () => {
    http
      .reply("GET", "/edit-accounts/2", { body: { data: ACCOUNTS[1] } })
      .reply("POST", "/update-accounts", (call) => ({
        body: { status: true, data: { ...ACCOUNTS[1], ...(call.body as object) } },
      }));
    await click(byText(row(container, "20208000900001102002")!, "Tahrirlash", "button"));
    await settle();
    expect((byLabel(container, "Bank nomi") as HTMLInputElement).value).to.equal("Milliy bank");
    await type(byLabel(container, "Bank nomi"), "Milliy bank (yangi)");
    await click(byText(container, "Yangilash", "button"));
    await settle();
    expect(http.calls.at(-1)?.body).to.include({
      account_id: 2,
      user_id: 2,
      bank_name: "Milliy bank (yangi)",
    });
    expect(row(container, "20208000900001102002")?.textContent).to.include("Milliy bank (yangi)");
  });

  it("shows the server's message under each field it refused", async () => {
    http.reply("POST", "/add-account-number", {
      status: 422,
      body: {
        status: false,
        message: { bank_name: ["Bank nomini kiriting"], mfo: ["MFO 5 ta raqamdan iborat boʻlishi kerak"] },
      },
    });
    await click(byText(container, "+ Hisob raqam qoʻshish", "button"));
    await click(byText(container, "Saqlash", "button"));
    await settle();
    const errorOf = (label: string) => {
      const id = byLabel(container, label).getAttribute("aria-describedby") ?? "";
      return document.getElementById(id)?.textContent;
    };
    expect(errorOf("Bank nomi")).to.equal("Bank nomini kiriting");
    expect(errorOf("MFO")).to.equal("MFO 5 ta raqamdan iborat boʻlishi kerak");
  });
});
