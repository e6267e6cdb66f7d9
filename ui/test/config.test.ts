import { expect } from "chai";
import { DEFAULT_CONFIG, mergeConfig, readConfig } from "../src/config";

describe("the page-level configuration", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    delete window.__PORTAL__;
  });

  it("has a support phone and an empty base address by default", () => {
    expect(readConfig(window)).to.deep.include({ baseUrl: "", offerPath: "/offerta-4.html" });
    expect(readConfig(window).supportPhones).to.not.be.empty;
  });

  it("takes the base address, CSRF token and phones the server put in the page", () => {
    document.head.innerHTML = `
      <meta name="portal-config" content='{"baseUrl":"/portal/","supportPhones":["+998 71 000-00-00"]}'>
      <meta name="csrf-token" content="page-token">`;
    const config = readConfig(window);
    expect(config.baseUrl).to.equal("/portal");
    expect(config.csrfToken).to.equal("page-token");
    expect(config.supportPhones).to.deep.equal(["+998 71 000-00-00"]);
  });

  it("lets window.__PORTAL__ override the meta tag", () => {
    document.head.innerHTML = `<meta name="portal-config" content='{"showDemoAccounts":true}'>`;
    window.__PORTAL__ = { showDemoAccounts: false };
    expect(readConfig(window).showDemoAccounts).to.equal(false);
  });

  it("ignores a broken or mistyped override", () => {
    document.head.innerHTML = `<meta name="portal-config" content="{not json">`;
    expect(readConfig(window)).to.deep.equal({ ...DEFAULT_CONFIG, csrfToken: undefined });
    expect(mergeConfig(DEFAULT_CONFIG, { supportPhones: "x", baseUrl: 7 })).to.deep.equal({
      ...DEFAULT_CONFIG,
      csrfToken: undefined,
    });
  });
});
