import { expect } from "chai";
import { left, right } from "./fakes/fakeUseCases";
import { type Portal, startPortal } from "./harness";

describe("the feedback route", () => {
  let portal: Portal;
  const body = { type: "private", branch_id: 2, private_msg: "Salom" };

  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  it("POST /apply sends the feedback of an anonymous visitor and answers success", async () => {
    portal.useCases.sendFeedback.resolves(right({ id: 3 }));

    const response = await portal.browser().post("/apply", body);

    expect(await response.json()).to.deep.equal({ success: true });
    expect(portal.useCases.sendFeedback.firstCall.args).to.deep.equal([{ lang: "uz" }, body]);
  });

  it("POST /apply answers the form's messages when refused", async () => {
    portal.useCases.sendFeedback.resolves(
      left({ _tag: "Invalid", messages: [{ key: "privateMessageRequired" }, { key: "branchRequired" }] }),
    );

    const response = await portal.browser().post("/apply", { type: "private" });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Xabarni to`ldiring\nFilialni tanlang",
      errors: ["Xabarni to`ldiring", "Filialni tanlang"],
    });
  });

  it("POST /apply refuses a body of another shape with 422 naming the field, before any use case runs", async () => {
    const response = await portal.browser().post("/apply", { type: "secret", branch_id: { $gt: 0 } });

    expect(response.status).to.equal(422);
    expect(((await response.json()) as { errors: string[] }).errors.length).to.be.greaterThan(0);
    expect(portal.useCases.sendFeedback.callCount).to.equal(0);
  });
});
