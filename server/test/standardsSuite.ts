import { addDays, tashkentDay } from "@portal/domain";
import { expect } from "chai";
import type { SignedInClients } from "./attentionApi";
import type { PortalClient } from "./support/client";

let serial = 0;

/** A standard of Andijon's branch (3) whose certificate's last valid day is `days` from today in Tashkent. */
const aStandard = (days = 400, overrides: Record<string, unknown> = {}) => ({
  name: "Bosim kalibratori",
  type: `Metran-517/${process.pid}`,
  serial_number: `517-${++serial}`,
  range: "0 – 60 MPa",
  accuracy: "0,02 %",
  certificate: {
    number: `UzNIM-2026-${serial}`,
    issuer: "UzNIM",
    valid_until: addDays(tashkentDay(new Date()), days),
  },
  branch_id: 3,
  ...overrides,
});

/**
 * The lab's reference standards register: staff keep the standards of their branches, reviewers
 * read them. Part of the API suite, on both profiles; it makes standards of its own type, so
 * the demo's standards and another run's do not disturb it.
 */
export function describeStandardsApi(clients: () => SignedInClients) {
  describe("the lab's reference standards register", () => {
    let branchStaff: PortalClient;
    let reviewer: PortalClient;
    before(async () => {
      [branchStaff, reviewer] = await Promise.all([
        clients().portal.signedIn("demo.staff.branch"),
        clients().portal.signedIn("demo.reviewer"),
      ]);
    });

    /** The standards of this run's own type, by id. */
    const ours = (data: { id: number; type: string }[]) =>
      data.filter((s) => s.type === `Metran-517/${process.pid}`).map((s) => s.id);

    it("records a standard, answers it with its branch and state, and lists and finds it", async () => {
      const sent = aStandard(20);
      const made = await clients().staff.post("/api/staff/standards", sent);
      expect(made.status, made.text).to.equal(200);
      expect(made.json.message).to.equal("Etalon qoʻshildi");
      expect(made.json.data).to.deep.include({
        name: sent.name,
        branch_id: 3,
        branch_name: "Andijon filiali",
        state: "due",
      });
      const id: number = made.json.data.id;

      const one = await clients().staff.get(`/api/staff/standards/${id}?lang=ru`);
      expect(one.status, one.text).to.equal(200);
      expect(one.json.data).to.deep.equal({ ...made.json.data, branch_name: "Андижанский филиал" });

      const listed = await branchStaff.get("/api/staff/standards?state=due");
      expect(listed.status, listed.text).to.equal(200);
      expect(listed.json.today).to.equal(tashkentDay(new Date()));
      expect(ours(listed.json.data)).to.include(id);
      const searched = await reviewer.get(`/api/staff/standards?q=${encodeURIComponent(sent.serial_number)}`);
      expect(searched.json.data.map((s: { id: number }) => s.id)).to.deep.equal([id]);
    });

    it("changes a standard with its new certificate, and shows an expired one as expired", async () => {
      const made = await branchStaff.post("/api/staff/standards", aStandard(400));
      const id: number = made.json.data.id;
      const renewed = { ...aStandard(-1), serial_number: made.json.data.serial_number };
      const changed = await branchStaff.request("PUT", `/api/staff/standards/${id}?lang=ru`, renewed);
      expect(changed.status, changed.text).to.equal(200);
      expect(changed.json.message).to.equal("Данные эталона сохранены");
      expect(changed.json.data).to.deep.include({ id, state: "expired", certificate: renewed.certificate });
      const expired = await branchStaff.get("/api/staff/standards?state=expired");
      expect(expired.json.data.map((s: { id: number }) => s.id)).to.include(id);
    });

    it("refuses empty fields and a date that does not exist with 422 and clear messages, storing nothing", async () => {
      const before = ours((await clients().staff.get("/api/staff/standards")).json.data).length;
      const empty = await clients().staff.post(
        "/api/staff/standards",
        aStandard(30, { name: " ", range: "" }),
      );
      expect(empty.status).to.equal(422);
      expect(empty.json.errors).to.deep.equal(["Etalon nomini kiriting", "Oʻlchash diapazonini kiriting"]);
      const bad = aStandard();
      const date = await clients().staff.post("/api/staff/standards?lang=ru", {
        ...bad,
        certificate: { ...bad.certificate, valid_until: "2027-02-30" },
      });
      expect(date.status).to.equal(422);
      expect(date.json.errors).to.deep.equal(["Поле заполнено неверно: certificate.valid_until"]);
      const { branch_id: _none, ...noBranch } = aStandard();
      expect((await clients().staff.post("/api/staff/standards", noBranch)).status).to.equal(422);
      expect(ours((await clients().staff.get("/api/staff/standards")).json.data)).to.have.length(before);
    });

    it("refuses a second standard of one type and serial number with 409 naming it", async () => {
      const sent = aStandard();
      expect((await clients().staff.post("/api/staff/standards", sent)).status).to.equal(200);
      const again = await clients().staff.post("/api/staff/standards", {
        ...sent,
        serial_number: sent.serial_number.replace("-", " "),
      });
      expect(again.status).to.equal(409);
      expect(again.json.message).to.contain(sent.serial_number.replace("-", " "));
    });

    it("keeps a branch's staff to its own standards, and reviewers and customers out of keeping them", async () => {
      const elsewhere = await clients().staff.post("/api/staff/standards", aStandard(400, { branch_id: 5 }));
      const id: number = elsewhere.json.data.id;
      expect((await branchStaff.get(`/api/staff/standards/${id}`)).status).to.equal(404);
      expect(
        (await branchStaff.request("PUT", `/api/staff/standards/${id}`, aStandard(400, { branch_id: 3 })))
          .status,
      ).to.equal(404);
      const foreign = await branchStaff.post("/api/staff/standards", aStandard(400, { branch_id: 5 }));
      expect(foreign.status).to.equal(422);
      expect(foreign.json.errors).to.deep.equal(["Siz bu filialning etalonlari bilan ishlamaysiz"]);
      expect((await reviewer.post("/api/staff/standards", aStandard())).status).to.equal(403);
      expect((await clients().company.get("/api/staff/standards")).status).to.equal(403);
      expect((await clients().portal.client().get("/api/staff/standards")).status).to.equal(401);
      expect((await clients().staff.get("/api/staff/standards/abc")).status).to.equal(404);
      expect((await clients().staff.get("/api/staff/standards?state=overdue")).status).to.equal(422);
    });
  });
}
