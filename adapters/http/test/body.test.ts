import { expect } from "chai";
import { aSavedAppeal, aUser } from "./builders";
import { right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("request bodies", () => {
  let portal: Portal;
  let browser: Browser;

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(aUser());
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal()));
  });
  afterEach(() => portal.close());

  it("answers malformed JSON with 400 and a clear message", async () => {
    const response = await browser.request("POST", "/front/save-appeal", { raw: '{"appeal": ' });

    expect(response.status).to.equal(400);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "So'rov noto'g'ri tuzilgan (JSON xato)",
    });
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("answers a body over the limit with 413 and a clear message", async () => {
    const huge = JSON.stringify({ appeal: { note: "x".repeat(1024 * 1024 + 10) } });

    const response = await browser.request("POST", "/front/save-appeal", { raw: huge });

    expect(response.status).to.equal(413);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "So'rov hajmi juda katta (ko'pi bilan 1mb)",
    });
    // The rest of the body is not drained: the connection is closed after the answer.
    expect(response.headers.get("connection")).to.equal("close");
  });

  it("refuses a __proto__ key with 400 and leaves Object.prototype alone", async () => {
    const response = await browser.request("POST", "/front/save-appeal", {
      raw: '{"__proto__": {"polluted": true}, "appeal": {}}',
    });

    expect(response.status).to.equal(400);
    expect(({} as Record<string, unknown>)["polluted"]).to.equal(undefined);
  });

  it("drops constructor and prototype keys before the use case sees the body", async () => {
    await browser.request("POST", "/front/save-appeal", {
      raw: '{"constructor": {"prototype": {"polluted": true}}, "appeal": {"prototype": 1, "branch_id": 2}}',
    });

    expect(portal.useCases.saveAppeal.firstCall.args[2]).to.deep.equal({ appeal: { branch_id: 2 } });
    expect(({} as Record<string, unknown>)["polluted"]).to.equal(undefined);
  });

  it("refuses a body nested absurdly deep with 400, not 500", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;

    const response = await browser.request("POST", "/front/save-appeal", { raw: deep });

    expect(response.status).to.equal(400);
  });

  it("parses a urlencoded form body into fields", async () => {
    const token = await browser.token();

    await browser.request("POST", "/front/save-appeal", {
      raw: `_token=${token}&type_id=8&appeal[branch_id]=1`,
      contentType: "application/x-www-form-urlencoded",
    });

    expect(portal.useCases.saveAppeal.firstCall.args[2]).to.deep.equal({
      _token: token,
      type_id: "8",
      appeal: { branch_id: "1" },
    });
  });
});
