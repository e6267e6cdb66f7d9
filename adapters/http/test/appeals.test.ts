import { expect } from "chai";
import { decodeSaveCommand, type SaveCommand } from "@portal/application";
import * as E from "fp-ts/lib/Either";
import { aContract, anAppeal, aSavedAppeal, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("appeal routes", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const payload = { type_id: 8, appeal: { branch_id: 1 }, devices: [{ device_name: "Manometr", amount: 2 }] };

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  const saves = [
    ["/save-recognition-appeal", "recognition", 1],
    ["//save-recognition-appeal", "recognition", 1],
    ["/api/recognition/save-recognition-provider-appeal", "provider", true],
    ["/save-kompleks-appeal", "kompleks", 1],
    ["/front/save-appeal-comment", "comment", 1],
    ["/front/save-appeal", "verification", 1],
  ] as const;

  for (const [path, endpoint, status] of saves) {
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
      const [actor, command] = portal.useCases.saveAppeal.firstCall.args;
      expect(actor).to.deep.equal({ user, lang: "uz" });
      // The body decoded once, here, with the endpoint's codec: the use case takes the command.
      expect(command.endpoint).to.equal(endpoint);
      expect(command).to.deep.equal(decodeSaveCommand(endpoint, payload));
    });
  }

  it("POST /recognition-appeal/save is no save call (spec 7 has none there): 404, no use case", async () => {
    const response = await browser.post("/recognition-appeal/save", payload);

    expect(response.status).to.equal(404);
    expect(portal.useCases.saveAppeal.callCount).to.equal(0);
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
      decodeSaveCommand("verification", payload),
      undefined,
    ]);
  });

  it("POST /recognition/contract/store creates a contract and answers status true", async () => {
    const contract = aContract();
    portal.useCases.createContract.resolves(right(contract));
    const body = { appeal_id: 501, contract_number: "A-17", devices: [] };

    const response = await browser.post("/recognition/contract/store", body);

    expect(await response.json()).to.deep.equal({
      status: true,
      message: "Shartnoma yaratildi",
      data: contract,
    });
    expect(portal.useCases.createContract.firstCall.args).to.deep.equal([{ user, lang: "uz" }, body]);
  });

  it("POST /recognition/create-invoice creates an invoice and answers status true", async () => {
    const invoice = aContract({ kind: "invoice" });
    portal.useCases.createInvoice.resolves(right(invoice));

    const response = await browser.post("/recognition/create-invoice", { appeal_id: 501 });

    expect(await response.json()).to.deep.equal({
      status: true,
      message: "Hisob-faktura yaratildi",
      data: invoice,
    });
    expect(portal.useCases.createInvoice.calledOnce).to.equal(true);
  });

  it("a contract refused as Invalid answers status false with the rendered message", async () => {
    portal.useCases.createContract.resolves(
      left({ _tag: "Invalid", messages: [{ key: "contractNumberRequired" }] }),
    );

    const response = await browser.post("/recognition/contract/store", { appeal_id: 501 });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: false,
      message: "Shartnoma raqamini kiriting!",
      errors: ["Shartnoma raqamini kiriting!"],
    });
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

  it("GET /api/my/appeals refuses a limit that is not a positive integer without asking the use case", async () => {
    const response = await browser.get("/api/my/appeals?limit=ten");

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Maydon noto'g'ri to'ldirilgan: limit",
      errors: ["Maydon noto'g'ri to'ldirilgan: limit"],
    });
    expect(portal.useCases.listMyAppeals.called).to.equal(false);
  });

  it("GET /api/appeals/:id answers the appeal under data", async () => {
    const appeal = anAppeal({ id: 5 });
    portal.useCases.getAppeal.resolves(right(appeal));

    const response = await browser.get("/api/appeals/5");

    expect(await response.json()).to.deep.equal({ data: appeal });
    expect(portal.useCases.getAppeal.firstCall.args).to.deep.equal([{ user, lang: "uz" }, 5]);
  });

  for (const id of ["abc", "0", "-1", "1.5", "99999999999999999999"]) {
    it(`GET /api/appeals/${id} is a 404 and never reaches the use case`, async () => {
      const response = await browser.get(`/api/appeals/${id}`);

      expect(response.status).to.equal(404);
      expect(portal.useCases.getAppeal.called).to.equal(false);
    });
  }

  it('reads a header user_id that is no number, such as {"toString": 1}, as no customer named: the save is answered, not a 500', async () => {
    portal.useCases.saveAppeal.resolves(left({ _tag: "Invalid", messages: [{ key: "customerRequired" }] }));

    const response = await browser.post("/front/save-appeal", {
      appeal: { user_id: { toString: 1 } },
      devices: [],
    });

    expect(response.status).to.equal(422);
    expect(portal.useCases.saveAppeal.firstCall.args[1].userId).to.equal(undefined);
  });

  it('hands an operator object such as {"$gt": ""} to the decoding as parsed, and answers the refusal its command carries', async () => {
    portal.useCases.saveAppeal.callsFake(async (_actor, command: SaveCommand) =>
      E.isLeft(command.payload) ? command.payload : right(aSavedAppeal()),
    );
    portal.useCases.createContract.resolves(right(aContract()));
    const hostile = { appeal: { branch_id: { $gt: "" } }, devices: [{ $where: "1" }] };

    const response = await browser.post("/front/save-appeal", hostile);
    // The contract call hands its use case the body as parsed: the operators are kept, not stripped.
    await browser.post("/recognition/contract/store", hostile);

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Maydon noto'g'ri to'ldirilgan: appeal.branch_id",
      errors: ["Maydon noto'g'ri to'ldirilgan: appeal.branch_id"],
    });
    expect(portal.useCases.saveAppeal.firstCall.args[1].payload).to.deep.equal(
      E.left({
        _tag: "Malformed",
        problems: [{ path: "appeal.branch_id", problem: "expected a positive whole number" }],
      }),
    );
    expect(portal.useCases.createContract.firstCall.args[1]).to.deep.equal(hostile);
  });
});
