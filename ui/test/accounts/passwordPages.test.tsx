import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import ForgotPasswordPage from "../../src/accounts/ForgotPasswordPage";
import SetPasswordPage from "../../src/accounts/SetPasswordPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const page = (at: string) =>
  render(
    <SessionProvider>
      <Routes>
        <Route path="/password/set" element={<SetPasswordPage />} />
        <Route path="/password/forgot" element={<ForgotPasswordPage />} />
        <Route path="/login" element={<h1>login</h1>} />
      </Routes>
    </SessionProvider>,
    { at },
  );

const errorsUnder = (container: HTMLElement, label: string) =>
  [...(byLabel(container, label).closest(".field")?.querySelectorAll(".field__error") ?? [])].map(
    (e) => e.textContent,
  );
const alerts = (container: HTMLElement) =>
  [...container.querySelectorAll(".error-list__item")].map((e) => e.textContent);

describe("the set-password page of a one-time link", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch().reply("GET", "/auth/me", { body: { data: null } });
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  async function fill(container: HTMLElement, password: string, repeat: string) {
    await type(byLabel(container, "Yangi parol"), password);
    await type(byLabel(container, "Yangi parolni takrorlang"), repeat);
    await click(byText(container, "Parolni saqlash", "button"));
    await settle();
  }

  it("shows the password rule as the hint and catches two passwords that differ without asking the server", async () => {
    const { container } = await page("/password/set?token=tok-1");
    await settle();
    const hint = document.getElementById(
      byLabel(container, "Yangi parol").getAttribute("aria-describedby")?.split(" ")[0] ?? "",
    );
    expect(hint?.textContent).to.contain("kamida 10 ta belgidan").and.contain("bitta harf va bitta raqam");
    await fill(container, "Yangi-parol-1", "Yangi-parol-2");
    expect(errorsUnder(container, "Yangi parolni takrorlang")).to.deep.equal(["Parollar bir xil emas"]);
    expect(byLabel(container, "Yangi parolni takrorlang").getAttribute("aria-invalid")).to.equal("true");
    expect(http.calls.filter((c) => c.url.includes("/auth/password"))).to.deep.equal([]);
  });

  it("sends the link's token with the password and, once set, offers to sign in", async () => {
    http.reply("POST", "/auth/password/set", {
      body: { status: true, message: "Parol oʻrnatildi. Endi tizimga kirishingiz mumkin" },
    });
    const { container } = await page("/password/set?token=tok-2");
    await settle();
    await fill(container, "Yangi-parol-1", "Yangi-parol-1");
    expect(http.calls.find((c) => c.url.endsWith("/auth/password/set"))?.body).to.include({
      token: "tok-2",
      password: "Yangi-parol-1",
    });
    expect(container.querySelector("[data-testid=password-set] [role=status]")?.textContent).to.equal(
      "Parol oʻrnatildi. Endi tizimga kirishingiz mumkin",
    );
    expect(byText(container, "Tizimga kirish", "a")?.getAttribute("href")).to.equal("/login");
  });

  it("shows a used link's refusal with a way to ask for a new one, and the rule's refusal under the password", async () => {
    http.reply("POST", "/auth/password/set", {
      status: 422,
      body: {
        status: false,
        message: "Bu havola allaqachon ishlatilgan. Yangi havola soʻrang",
        errors: ["Bu havola allaqachon ishlatilgan. Yangi havola soʻrang"],
      },
    });
    const { container } = await page("/password/set?token=used");
    await settle();
    await fill(container, "Yangi-parol-1", "Yangi-parol-1");
    expect(alerts(container)).to.deep.equal(["Bu havola allaqachon ishlatilgan. Yangi havola soʻrang"]);
    expect(container.querySelector(".error-list")?.closest("[aria-live=assertive]")).to.not.equal(null);
    expect(byText(container, "Yangi havola soʻrash", "a")?.getAttribute("href")).to.equal("/password/forgot");

    http.reply("POST", "/auth/password/set", {
      status: 422,
      body: {
        status: false,
        message: "Parolda kamida bitta harf va bitta raqam boʻlishi kerak",
        errors: ["Parolda kamida bitta harf va bitta raqam boʻlishi kerak"],
      },
    });
    await fill(container, "faqat-harflar-uzun", "faqat-harflar-uzun");
    expect(errorsUnder(container, "Yangi parol")).to.deep.equal([
      "Parolda kamida bitta harf va bitta raqam boʻlishi kerak",
    ]);
    expect(alerts(container)).to.deep.equal([]);
  });

  it("says a link without a token is not valid, and sends nothing", async () => {
    const { container } = await page("/password/set");
    await settle();
    expect(container.querySelector("[role=alert]")?.textContent).to.equal(
      "Havola notoʻgʻri. Yangi havola soʻrang",
    );
    expect(http.calls.filter((c) => c.url.includes("/auth/password"))).to.deep.equal([]);
  });
});

describe("the forgotten-password page", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch().reply("GET", "/auth/me", { body: { data: null } });
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  const CONFIRMATION =
    "Agar bunday hisob mavjud boʻlsa, uning e-pochtasiga parolni tiklash havolasi yuborildi";

  it("sends the login or address and shows the same confirmation whatever it names", async () => {
    http.reply("POST", "/auth/password/forgot", { body: { status: true, message: CONFIRMATION } });
    for (const login of ["demo.staff", "nobody@example.uz"]) {
      const { container } = await page("/password/forgot");
      await settle();
      await type(byLabel(container, "Login yoki e-pochta"), ` ${login} `);
      await click(byText(container, "Havolani yuborish", "button"));
      await settle();
      expect(http.calls.at(-1)?.body).to.include({ login });
      expect(container.querySelector("[data-testid=reset-requested]")?.textContent).to.equal(CONFIRMATION);
      await cleanUp();
    }
  });

  it("asks for a login before sending, and shows the rate limit's words when refused", async () => {
    const { container } = await page("/password/forgot");
    await settle();
    await click(byText(container, "Havolani yuborish", "button"));
    expect(errorsUnder(container, "Login yoki e-pochta")).to.deep.equal(["Login yoki e-pochtani kiriting"]);
    expect(http.calls.filter((c) => c.url.includes("/auth/password"))).to.deep.equal([]);

    http.reply("POST", "/auth/password/forgot", {
      status: 429,
      body: { status: false, message: "Juda ko'p urinish. 60 soniyadan keyin qayta urinib koʻring" },
    });
    await type(byLabel(container, "Login yoki e-pochta"), "demo.staff");
    await click(byText(container, "Havolani yuborish", "button"));
    await settle();
    expect(alerts(container)).to.deep.equal(["Juda ko'p urinish. 60 soniyadan keyin qayta urinib koʻring"]);
    expect(container.querySelector("[data-testid=reset-requested]")).to.equal(null);
  });
});
