import { expect } from "chai";
import sinon from "sinon";
import { aContract, aSavedAppeal, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("idempotent saves", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const staffMember = aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 });
  const withKey = (key: string) => ({ headers: { "Idempotency-Key": key } });
  /** The smallest body a save's codec takes. */
  const SAVE = { devices: [] };

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  it("replays the first answer to a repeat with the same key and saves once", async () => {
    portal.useCases.saveAppeal.onFirstCall().resolves(right(aSavedAppeal(701)));
    portal.useCases.saveAppeal.onSecondCall().resolves(right(aSavedAppeal(702)));

    const first = await browser.post("/front/save-appeal", SAVE, withKey("order-1"));
    const repeat = await browser.post("/front/save-appeal", SAVE, withKey("order-1"));

    expect(repeat.status).to.equal(200);
    expect(await repeat.json()).to.deep.equal(await first.json());
    expect(first.headers.get("idempotent-replayed")).to.equal(null);
    expect(repeat.headers.get("idempotent-replayed")).to.equal("true");
    expect(portal.useCases.saveAppeal.callCount).to.equal(1);
  });

  it("replays a refusal (4xx) too", async () => {
    portal.useCases.saveAppeal.resolves(left({ _tag: "Invalid", messages: [{ key: "offerRequired" }] }));

    await browser.post("/save-kompleks-appeal", SAVE, withKey("k-1"));
    const repeat = await browser.post("/save-kompleks-appeal", SAVE, withKey("k-1"));

    expect(repeat.status).to.equal(422);
    expect(repeat.headers.get("idempotent-replayed")).to.equal("true");
    expect(portal.useCases.saveAppeal.callCount).to.equal(1);
  });

  it("frees the key when the first attempt fails on the server, so a retry runs", async () => {
    portal.useCases.createContract.onFirstCall().rejects(new Error("database hiccup"));
    portal.useCases.createContract.onSecondCall().resolves(right(aContract()));
    const staff = await portal.signedIn(staffMember);

    const failed = await staff.post("/recognition/contract/store", { appeal_id: 501 }, withKey("c-1"));
    const retried = await staff.post("/recognition/contract/store", { appeal_id: 501 }, withKey("c-1"));

    expect(failed.status).to.equal(500);
    expect(retried.status).to.equal(200);
    expect(portal.useCases.createContract.callCount).to.equal(2);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    await portal.idempotency.reserve(`${user.id}:/front/draft-appeal:d-1`, 60);

    const response = await browser.post("/front/draft-appeal", SAVE, withKey("d-1"));

    expect(response.status).to.equal(409);
    expect(((await response.json()) as { message: string }).message).to.match(/hali bajarilmoqda/);
    expect(portal.useCases.saveDraft.called).to.equal(false);
  });

  it("keeps the keys of different users apart", async () => {
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal()));
    const other = await portal.signedIn(aUser({ id: 8 }));

    await browser.post("/front/save-appeal", SAVE, withKey("same"));
    const response = await other.post("/front/save-appeal", SAVE, withKey("same"));

    expect(response.headers.get("idempotent-replayed")).to.equal(null);
    expect(portal.useCases.saveAppeal.callCount).to.equal(2);
  });

  it("hands the key to the use case, which stores one appeal per key even when this cache forgets it", async () => {
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal(703)));
    portal.useCases.saveDraft.resolves(right(aSavedAppeal(704)));

    await browser.post("/front/save-appeal", SAVE, withKey("order-9"));
    await browser.post("/front/draft-appeal", SAVE, withKey("draft-9"));
    await browser.post("/front/save-appeal", SAVE);

    expect(portal.useCases.saveAppeal.firstCall.args[2]).to.equal("order-9");
    expect(portal.useCases.saveDraft.firstCall.args[2]).to.equal("draft-9");
    expect(portal.useCases.saveAppeal.secondCall.args[2]).to.equal(undefined);
  });

  it("holds a key as still running for a short lease, so a server that died mid-request does not block it for a day", async () => {
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal(705)));
    const reserve = sinon.spy(portal.idempotency, "reserve");
    const complete = sinon.spy(portal.idempotency, "complete");

    await browser.post("/front/save-appeal", SAVE, withKey("lease-1"));

    expect(reserve.firstCall.args[1]).to.equal(60);
    expect(complete.firstCall.args[2]).to.equal(24 * 60 * 60);
  });

  it("takes the lease from the configuration", async () => {
    const configured = await startPortal({ config: { idempotencyPendingSeconds: 5 } });
    try {
      configured.useCases.saveAppeal.resolves(right(aSavedAppeal(706)));
      const reserve = sinon.spy(configured.idempotency, "reserve");
      await (await configured.signedIn(user)).post("/front/save-appeal", SAVE, withKey("lease-2"));
      expect(reserve.firstCall.args[1]).to.equal(5);
    } finally {
      await configured.close();
    }
  });

  it("refuses a malformed key with 400", async () => {
    const response = await browser.post("/front/save-appeal", SAVE, withKey("no spaces/allowed"));

    expect(response.status).to.equal(400);
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("runs every request that carries no key", async () => {
    portal.useCases.createInvoice.resolves(right(aContract({ kind: "invoice" })));
    const staff = await portal.signedIn(staffMember);

    await staff.post("/recognition/create-invoice", { appeal_id: 501 });
    await staff.post("/recognition/create-invoice", { appeal_id: 501 });

    expect(portal.useCases.createInvoice.callCount).to.equal(2);
  });
});
