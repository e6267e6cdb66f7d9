import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import OneIdCallbackPage from "../../src/identity/OneIdCallbackPage";
import { SessionProvider } from "../../src/session/SessionContext";
import { stubFetch } from "../support/fetchStub";
import { byText, cleanUp, click, render, settle } from "../support/render";

const PERSON = {
  id: 1001,
  login: "oneid:41403882610045",
  role: "person",
  corporate: 0,
  discount: "0",
  info: { first_name: "Gulnora", last_name: "Hamidova", middle_name: "", tin: "", phone: "", email: "" },
};
const COMPANY = { ...PERSON, id: 1002, login: "stir:207418529", role: "company", corporate: 1 };
const CHOICES = [
  { kind: "person", tin: null, name: "Hamidova Gulnora", current: true },
  { kind: "company", tin: "207418529", name: "MEZON O'LCHOV MChJ", current: false },
];

/** The callback page at `at`, and a cabinet page to land on. */
const page = (at: string) =>
  render(
    <SessionProvider>
      <Routes>
        <Route path="/oneid/callback" element={<OneIdCallbackPage />} />
        <Route path="/cabinet" element={<h1>cabinet</h1>} />
      </Routes>
    </SessionProvider>,
    { at },
  );

describe("OneID's callback page (issue 26)", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch().reply("GET", "/auth/me", { body: { data: null } });
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  it("finishes the sign-in with the code and state, then lets a representative choose a company", async () => {
    http.reply("POST", "/auth/oneid/finish", { body: { status: true, data: PERSON, accounts: CHOICES } });
    http.reply("POST", "/auth/acting-as", { body: { status: true, data: COMPANY, accounts: CHOICES } });
    const { container } = await page("/oneid/callback?code=c-1&state=s-1");
    await settle();

    expect(http.calls.find((c) => c.url.endsWith("/auth/oneid/finish"))?.body).to.deep.equal({
      code: "c-1",
      state: "s-1",
    });
    expect(byText(container, "Kim nomidan ishlaysiz?", "h1")).to.not.equal(undefined);
    await click(byText(container, "MEZON O'LCHOV MChJ", "strong")?.closest("button"));
    await settle();
    expect(http.calls.find((c) => c.url.endsWith("/auth/acting-as"))?.body).to.deep.equal({
      tin: "207418529",
    });
    expect(byText(container, "cabinet", "h1")).to.not.equal(undefined);
  });

  it("goes straight to the cabinet when the person acts for no company", async () => {
    http.reply("POST", "/auth/oneid/finish", {
      body: { status: true, data: PERSON, accounts: [CHOICES[0]] },
    });
    const { container } = await page("/oneid/callback?code=c&state=s");
    await settle();
    expect(byText(container, "cabinet", "h1")).to.not.equal(undefined);
  });

  it("shows the server's words for a refused sign-in, with a way back, and sends nothing without a code", async () => {
    http.reply("POST", "/auth/oneid/finish", {
      status: 422,
      body: { status: false, message: "OneID kirishni tasdiqlamadi. Qaytadan kiring" },
    });
    const refused = await page("/oneid/callback?code=c&state=s");
    await settle();
    expect(refused.container.querySelector("[role=alert]")?.textContent).to.equal(
      "OneID kirishni tasdiqlamadi. Qaytadan kiring",
    );
    expect(byText(refused.container, "Qaytadan kirish", "a")?.getAttribute("href")).to.equal("/login");
    await cleanUp();

    const before = http.calls.length;
    const cancelled = await page("/oneid/callback?error=access_denied");
    await settle();
    expect(cancelled.container.querySelector("[role=alert]")?.textContent).to.equal(
      "OneID orqali kirish bekor qilindi",
    );
    expect(http.calls.slice(before).filter((c) => c.url.includes("/auth/oneid"))).to.deep.equal([]);
  });
});
