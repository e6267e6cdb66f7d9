import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import { left, right } from "../fakes/fakeUseCases";
import { type Portal, startPortal } from "../harness";

const staff = aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 });
const reviewer = aUser({ id: 4, login: "demo.reviewer", role: "reviewer", corporate: 0 });

const request = {
  name: "Gir toshlari toʻplami F1",
  type: "KG-F1",
  serial_number: "GT-2041",
  range: "1 mg – 20 kg",
  accuracy: "F1",
  certificate: { number: "UzNIM-2026-0412", issuer: "UzNIM", valid_until: "2027-12-31" },
  branch_id: 1,
};
const standard = { id: 5, ...request, branch_name: "Bosh ofis", state: "valid" as const };

describe("the reference standards routes", () => {
  let portal: Portal;
  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  it("hands the list its decoded state and search, and answers the standards of the day", async () => {
    portal.modules.standards.listStandards.resolves(right({ data: [standard], today: "2026-12-09" }));
    const answer = await (await portal.signedIn(reviewer)).get("/api/staff/standards?state=due&q=%20gir%20");
    expect(answer.status).to.equal(200);
    expect(await answer.json()).to.deep.equal({ status: true, data: [standard], today: "2026-12-09" });
    expect(portal.modules.standards.listStandards.firstCall.args[1]).to.deep.equal({
      state: "due",
      q: "gir",
    });
  });

  it("records a standard with the body decoded, and says so in the caller's language", async () => {
    portal.modules.standards.createStandard.resolves(right(standard));
    const browser = await portal.signedIn(staff);
    const answer = await browser.post("/api/staff/standards?lang=ru", { ...request, branch_id: "1" });
    expect(answer.status).to.equal(200);
    expect(await answer.json()).to.deep.equal({ status: true, message: "Эталон добавлен", data: standard });
    expect(portal.modules.standards.createStandard.firstCall.args[1]).to.deep.equal(request);
  });

  it("answers a serial number taken with 409 and the message naming it", async () => {
    portal.modules.standards.updateStandard.resolves(
      left({
        _tag: "Conflict",
        message: { key: "standardSerialTaken", params: { type: "KG-F1", serial: "GT-2041" } },
      }),
    );
    const browser = await portal.signedIn(staff);
    const answer = await browser.request("PUT", "/api/staff/standards/5", { json: request });
    expect(answer.status).to.equal(409);
    expect(await answer.json()).to.deep.equal({
      status: false,
      message: "«KG-F1» turidagi GT-2041 zavod raqamli etalon roʻyxatda allaqachon bor",
    });
    expect(portal.modules.standards.updateStandard.firstCall.args[1]).to.equal(5);
  });

  it("refuses a date that does not exist and an unknown state with 422 before any use case, a reviewer's save with 403", async () => {
    const browser = await portal.signedIn(staff);
    const bad = await browser.post("/api/staff/standards", {
      ...request,
      certificate: { ...request.certificate, valid_until: "2027-02-30" },
    });
    expect(bad.status).to.equal(422);
    expect(((await bad.json()) as { errors: string[] }).errors).to.deep.equal([
      "Maydon notoʻgʻri toʻldirilgan: certificate.valid_until",
    ]);
    expect((await browser.get("/api/staff/standards?state=overdue")).status).to.equal(422);
    expect((await (await portal.signedIn(reviewer)).post("/api/staff/standards", request)).status).to.equal(
      403,
    );
    expect(portal.modules.standards.createStandard.callCount).to.equal(0);
    expect(portal.modules.standards.listStandards.callCount).to.equal(0);
  });
});
