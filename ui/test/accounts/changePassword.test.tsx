import { expect } from "chai";
import ChangePasswordPage from "../../src/accounts/ChangePasswordPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const STAFF = {
  id: 3,
  login: "demo.staff",
  role: "staff",
  corporate: 0,
  info: { first_name: "J", last_name: "K" },
};

const errorsUnder = (container: HTMLElement, label: string) =>
  [...(byLabel(container, label).closest(".field")?.querySelectorAll(".field__error") ?? [])].map(
    (e) => e.textContent,
  );

describe("changing one's own password", () => {
  let http: ReturnType<typeof stubFetch>;
  let container: HTMLElement;
  beforeEach(async () => {
    http = stubFetch().reply("GET", "/auth/me", { body: { data: STAFF } });
    ({ container } = await render(
      <SessionProvider>
        <ChangePasswordPage />
      </SessionProvider>,
    ));
    await settle();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  async function fill(current: string, password: string, repeat = password) {
    await type(byLabel(container, "Joriy parol"), current);
    await type(byLabel(container, "Yangi parol"), password);
    await type(byLabel(container, "Yangi parolni takrorlang"), repeat);
    await click(byText(container, "Parolni oʻzgartirish", "button"));
    await settle();
  }

  it("shows a wrong current password under its field, and the new password's refusal under the new one", async () => {
    http.reply("POST", "/auth/password/change", {
      status: 422,
      body: { status: false, message: "Joriy parol notoʻgʻri", errors: ["Joriy parol notoʻgʻri"] },
    });
    await fill("Demo12345?", "Yangi-parol-7");
    expect(errorsUnder(container, "Joriy parol")).to.deep.equal(["Joriy parol notoʻgʻri"]);
    expect(http.calls.at(-1)?.body).to.include({ current_password: "Demo12345?", password: "Yangi-parol-7" });
  });

  it("says the other sessions ended once the password is changed, and empties the form", async () => {
    http.reply("POST", "/auth/password/change", {
      body: { status: true, message: "Parol oʻzgartirildi. Boshqa qurilmalardagi seanslar yakunlandi" },
    });
    await fill("Demo12345!", "Yangi-parol-7");
    expect(container.querySelector("[data-testid=password-changed]")?.textContent).to.equal(
      "Parol oʻzgartirildi. Boshqa qurilmalardagi seanslar yakunlandi",
    );
    expect((byLabel(container, "Joriy parol") as HTMLInputElement).value).to.equal("");
  });

  it("compares the two new passwords before sending", async () => {
    await fill("Demo12345!", "Yangi-parol-7", "Yangi-parol-8");
    expect(errorsUnder(container, "Yangi parolni takrorlang")).to.deep.equal(["Parollar bir xil emas"]);
    expect(http.calls.filter((c) => c.method === "POST")).to.deep.equal([]);
  });
});
