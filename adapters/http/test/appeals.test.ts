import { expect } from "chai";
import { appealsApi, render } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { anAppeal, aSavedAppeal, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

/** A body as its call's codec decodes it: what the use case is handed. */
const decoded = (call: { readonly body: unknown }, body: unknown): unknown => {
  const read = (call.body as typeof appealsApi.saveRecognitionAppeal.body).decode(body);
  if (E.isLeft(read)) throw new Error("the test's body does not decode");
  return read.right;
};

describe("appeal routes", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const staffMember = aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 });
  const payload = { type_id: 8, appeal: { branch_id: 1 }, devices: [{ device_name: "Manometr", amount: 2 }] };

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  const saves = [
    ["/save-recognition-appeal", appealsApi.saveRecognitionAppeal, "recognition", 1],
    ["//save-recognition-appeal", appealsApi.saveRecognitionAppeal, "recognition", 1],
    ["/api/recognition/save-recognition-provider-appeal", appealsApi.saveProviderAppeal, "provider", true],
    ["/save-kompleks-appeal", appealsApi.saveKompleksAppeal, "kompleks", 1],
    ["/front/save-appeal-comment", appealsApi.saveCommentAppeal, "comment", 1],
    ["/front/save-appeal", appealsApi.saveVerificationAppeal, "verification", 1],
  ] as const;

  for (const [path, call, endpoint, status] of saves) {
    it(`POST ${path} saves a ${endpoint} appeal for the signed-in user and answers its id and destination`, async () => {
      portal.useCases.saveAppeal.resolves(right(aSavedAppeal(601, "/recognition/contract/601/create")));

      const response = await browser.post(path, payload);

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({
        status,
        appeal_id: 601,
        message: "Muvaffaqiyatli yuborildi",
        redirect: "/recognition/contract/601/create",
        // Spec 7: the comment save is read for `error` too.
        ...(endpoint === "comment" ? { error: null } : {}),
      });
      expect(portal.useCases.saveAppeal.callCount).to.equal(1);
      const [actor, command, key] = portal.useCases.saveAppeal.firstCall.args;
      expect(actor).to.deep.equal({ user, lang: "uz" });
      // The body decoded once, here, with its call's codec: the use case takes the command.
      expect(command).to.deep.equal({ endpoint, payload: decoded(call, payload) });
      expect(key).to.equal(undefined);
    });
  }

  it("decodes the customer staff save for and the accepted offer into the payload, and hands on the Idempotency-Key", async () => {
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal(603)));
    const staff = await portal.signedIn(staffMember);

    await staff.post(
      "/front/save-appeal",
      { appeal: { user_id: "12", branch_id: 1 }, devices: [], offer_accepted: "1" },
      { headers: { "Idempotency-Key": "key-1" } },
    );

    const [, command, key] = portal.useCases.saveAppeal.firstCall.args;
    expect(command).to.deep.equal({
      endpoint: "verification",
      payload: { appeal: { user_id: 12, branch_id: 1 }, devices: [], offer_accepted: true },
    });
    expect(key).to.equal("key-1");
  });

  it("POST /recognition-appeal/save is no save call (spec 7 has none there): 404, no use case", async () => {
    const response = await browser.post("/recognition-appeal/save", payload);

    expect(response.status).to.equal(404);
    expect(portal.useCases.saveAppeal.callCount).to.equal(0);
  });

  it("refuses an anonymous save 401 without asking the use case", async () => {
    const response = await portal.browser().post("/front/save-appeal", payload);

    expect(response.status).to.equal(401);
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("POST /front/save-appeal-comment refused answers its message under error too (spec 7)", async () => {
    portal.useCases.saveAppeal.resolves(left({ _tag: "Invalid", messages: [{ key: "offerRequired" }] }));

    const response = await browser.post("/front/save-appeal-comment", { appeal: {}, devices: [] });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Ommaviy offertaga rozilik bildiring",
      errors: ["Ommaviy offertaga rozilik bildiring"],
      error: "Ommaviy offertaga rozilik bildiring",
    });
  });

  it("POST /api/recognition/save-recognition-provider-appeal refused answers status false", async () => {
    portal.useCases.saveAppeal.resolves(left({ _tag: "Invalid", messages: [{ key: "offerRequired" }] }));

    const response = await browser.post("/api/recognition/save-recognition-provider-appeal", { devices: [] });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.include({
      status: false,
      message: "Ommaviy offertaga rozilik bildiring",
    });
  });

  it("POST /front/draft-appeal saves a draft and says so", async () => {
    portal.useCases.saveDraft.resolves(right(aSavedAppeal(602)));

    const response = await browser.post("/front/draft-appeal", payload);

    expect(await response.json()).to.deep.equal({
      status: 1,
      appeal_id: 602,
      message: "Qoralama saqlandi",
      redirect: "/application/expected",
    });
    expect(portal.useCases.saveDraft.firstCall.args).to.deep.equal([
      { user, lang: "uz" },
      decoded(appealsApi.saveDraft, payload),
      undefined,
    ]);
  });

  it("POST /front/draft-appeal is the customer's own: staff are refused 403 without the use case", async () => {
    const staff = await portal.signedIn(staffMember);

    const response = await staff.post("/front/draft-appeal", payload);

    expect(response.status).to.equal(403);
    expect(portal.useCases.saveDraft.called).to.equal(false);
  });

  it("GET /api/my/appeals passes limit, before and status and answers data and next", async () => {
    const summary = {
      id: 9,
      kind: "comment",
      owner_id: 7,
      status: "submitted",
      total: "0",
      created_at: "x",
    } as const;
    portal.useCases.listMyAppeals.resolves(right({ items: [summary], next: 8 }));

    const response = await browser.get("/api/my/appeals?limit=10&before=50&status=submitted");

    expect(await response.json()).to.deep.equal({ data: [summary], next: 8 });
    expect(portal.useCases.listMyAppeals.firstCall.args[1]).to.deep.equal({
      limit: 10,
      before: 50,
      status: "submitted",
    });
  });

  it("GET /api/my/appeals answers the last page without next", async () => {
    portal.useCases.listMyAppeals.resolves(right({ items: [] }));

    const response = await browser.get("/api/my/appeals");

    expect(await response.json()).to.deep.equal({ data: [] });
  });

  for (const query of ["limit=ten", "before=-1", "status=lost"]) {
    it(`GET /api/my/appeals?${query} is refused 422 naming the parameter, without asking the use case`, async () => {
      const response = await browser.get(`/api/my/appeals?${query}`);
      const name = query.split("=")[0];

      expect(response.status).to.equal(422);
      expect(await response.json()).to.deep.equal({
        status: 0,
        message: `Maydon notoʻgʻri toʻldirilgan: ${name}`,
        errors: [`Maydon notoʻgʻri toʻldirilgan: ${name}`],
      });
      expect(portal.useCases.listMyAppeals.called).to.equal(false);
    });
  }

  it("GET /api/appeals/:id answers the appeal under data, with who acted on it by name and its customer", async () => {
    const appeal = anAppeal({ id: 5 });
    const people = [{ id: 3, name: "Karimov Anvar" }];
    const customer = { id: 2, name: "Demo Metall MChJ", corporate: 1 as const, tin: "301234567" };
    portal.useCases.showAppeal.resolves(right({ appeal, people, customer }));

    const response = await browser.get("/api/appeals/5");

    expect(await response.json()).to.deep.equal({ data: appeal, people, customer });
    expect(portal.useCases.showAppeal.firstCall.args).to.deep.equal([{ user, lang: "uz" }, 5]);
  });

  for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999"]) {
    it(`GET /api/appeals/${id} is a 404 and never reaches the use case`, async () => {
      const response = await browser.get(`/api/appeals/${id}`);

      expect(response.status).to.equal(404);
      expect(portal.useCases.showAppeal.called).to.equal(false);
    });
  }

  it('refuses a header user_id that is no number, such as {"toString": 1}, 422 naming it: never a 500, no use case', async () => {
    const response = await browser.post("/front/save-appeal", {
      appeal: { user_id: { toString: 1 } },
      devices: [],
    });

    expect(response.status).to.equal(422);
    expect(((await response.json()) as { errors: string[] }).errors).to.deep.equal([
      "Maydon notoʻgʻri toʻldirilgan: appeal.user_id",
    ]);
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it('refuses an operator object such as {"$gt": ""} 422 naming the field, before any use case', async () => {
    const hostile = { appeal: { branch_id: { $gt: "" } }, devices: [{ $where: "1" }] };

    const response = await browser.post("/front/save-appeal", hostile);

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Maydon notoʻgʻri toʻldirilgan: appeal.branch_id",
      errors: ["Maydon notoʻgʻri toʻldirilgan: appeal.branch_id"],
    });
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  for (const email of ["a,b@attacker.test", "x<evil@attacker.test>"]) {
    for (const path of [...saves.map(([path]) => path), "/front/draft-appeal"]) {
      it(`refuses the header e-mail ${email} of POST ${path} 422 with the e-mail message, before any use case`, async () => {
        const response = await browser.post(path, { appeal: { branch_id: 1, email }, devices: [] });

        expect(response.status).to.equal(422);
        expect(((await response.json()) as { errors: string[] }).errors).to.deep.equal([
          render({ key: "emailInvalid" }, "uz"),
        ]);
        expect(portal.useCases.saveAppeal.called || portal.useCases.saveDraft.called).to.equal(false);
      });
    }
  }

  it("refuses a malformed comment save with its message under error too", async () => {
    const response = await browser.post("/front/save-appeal-comment", { devices: "none" });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Maydon notoʻgʻri toʻldirilgan: devices",
      errors: ["Maydon notoʻgʻri toʻldirilgan: devices"],
      error: "Maydon notoʻgʻri toʻldirilgan: devices",
    });
  });
});
