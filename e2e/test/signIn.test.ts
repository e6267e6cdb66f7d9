import { expect } from "chai";
import { signInThroughForm as signIn, useBrowserSuite } from "./support/harness";

describe("signing in (browser)", () => {
  const e2e = useBrowserSuite();

  const ACCOUNTS = [
    { login: "demo.person", name: "Jasur Karimov", lands: "/cabinet", nav: "Oʻlchov vositalarim" },
    { login: "demo.company", name: "Dilshod Rahimov", lands: "/cabinet", nav: "Oʻlchov vositalarim" },
    { login: "demo.staff", name: "Nodira Yusupova", lands: "/staff", nav: "Xodim boʻlimi" },
    { login: "demo.reviewer", name: "Bekzod Tursunov", lands: "/staff", nav: "Xodim boʻlimi" },
  ];

  for (const account of ACCOUNTS) {
    it(`signs in as ${account.login} and shows the navigation of its role`, async () => {
      await signIn(e2e, account.login);
      const { page } = e2e;
      expect(new URL(page.url()).pathname).to.equal(account.lands);
      await page.getByTestId("user-name").filter({ hasText: account.name }).waitFor();
      await page
        .getByRole("navigation", { name: "Asosiy menyu" })
        .getByRole("link", { name: account.nav })
        .waitFor();
    });
  }

  it("shows the support phone to customers and not to staff (offline mode)", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    expect(await page.getByTestId("support-phone").count()).to.equal(1);
    // The cabinet loaded: none of its requests is still to be made when the session ends.
    await page.getByTestId("identity").waitFor();
    await page.getByRole("button", { name: "Chiqish" }).click();
    await page.getByRole("link", { name: "Kirish" }).waitFor();
    await signIn(e2e, "demo.staff");
    expect(await page.getByTestId("support-phone").count()).to.equal(0);
  });

  it("says clearly that the password is wrong", async () => {
    const { page } = e2e;
    e2e.allowRefusal({ status: 401, method: "POST", path: "/auth/login" });
    await page.goto(e2e.url("/login"));
    await page.getByLabel("Login").fill("demo.person");
    await page.getByLabel("Parol").fill("wrong-password");
    await page.getByRole("button", { name: "Kirish", exact: true }).click();
    await page.getByText("Login yoki parol notoʻgʻri").waitFor();
    expect(new URL(page.url()).pathname).to.equal("/login");
  });

  it("signs out back to a visitor", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByTestId("identity").waitFor();
    await page.getByRole("button", { name: "Chiqish" }).click();
    await page.getByRole("link", { name: "Kirish" }).waitFor();
    await page.goto(e2e.url("/cabinet"));
    await page.waitForURL((url) => url.pathname === "/login");
  });
});
