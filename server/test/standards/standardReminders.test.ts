import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addDays, tashkentDay } from "@portal/domain";
import { expect } from "chai";
import { startTestPortal, type TestPortal } from "../support/server";
import { type ProductionServices, startProductionServices } from "../support/services";

/** 10:00 in Tashkent on a day: past the default reminder hour. */
const tenOClock = (day: string) => `${day}T05:00:00.000Z`;

/**
 * A reference standard's reminder through the real server and its store, the test clock driving
 * the daily run: the staff of the standard's branch are told once, in the bell and by one e-mail
 * (an .eml file of the outbox), whatever runs follow.
 */
function describeStandardReminders(profile: string, start: () => Promise<TestPortal>) {
  describe(`reminders of reference standards on the ${profile} profile`, function () {
    this.timeout(60_000);
    let portal: TestPortal;
    const today = tashkentDay(new Date());
    const mails = () => {
      try {
        return readdirSync(join(portal.dataDir, "mail", "outbox")).filter((name) =>
          name.startsWith("standard_"),
        );
      } catch {
        return [];
      }
    };
    before(async () => {
      portal = await start();
    });
    after(() => portal?.stop());

    it("tells the branch's staff once, 30 days before the certificate runs out, in the portal and by e-mail", async () => {
      const [staff, branchStaff] = await Promise.all([
        portal.signedIn("demo.staff"),
        portal.signedIn("demo.staff.branch"),
      ]);
      const validUntil = addDays(today, 32);
      const made = await staff.post("/api/staff/standards", {
        name: "Bosim kalibratori",
        type: "Metran-517",
        serial_number: "517-0093",
        range: "0 – 60 MPa",
        accuracy: "±0,02 %",
        certificate: { number: "UzNIM-2026-1187", issuer: "UzNIM", valid_until: validUntil },
        branch_id: 3,
      });
      expect(made.status, made.text).to.equal(200);
      const id: number = made.json.data.id;

      const moved = await portal.client().post("/api/test/clock", { at: tenOClock(addDays(today, 2)) });
      expect(moved.status, moved.text).to.equal(200);
      expect(moved.json.tick.run).to.deep.include({ standards: 1, notifications: 1, mails: 1 });
      expect(moved.json.tick.delivery).to.deep.include({ sent: 1 });
      const file = `standard_${id}_due30_${validUntil}_7.eml`;
      expect(mails()).to.deep.equal([file]);
      const eml = readFileSync(join(portal.dataDir, "mail", "outbox", file), "utf8").replace(
        /\r\n[ \t]+/g,
        " ",
      );
      expect(eml).to.match(/^To: demo\.staff\.branch@example\.com\r$/m);

      const bell = await branchStaff.get("/api/notifications");
      expect(bell.json.data.items).to.have.length(1);
      expect(bell.json.data.items[0]).to.deep.include({
        kind: "standard",
        subject: "Etalon sertifikatining muddati tugayapti: Bosim kalibratori",
        links: { standards: "/staff/standards?state=due" },
      });
      expect(
        (await staff.get("/api/notifications/unread-count")).json,
        "head office: the branch has its own staff",
      ).to.deep.equal({
        unread: 0,
      });

      // The same day again, and the next one: nothing more.
      expect(
        (await portal.client().post("/api/test/clock", { at: tenOClock(addDays(today, 2)) })).json.tick.run,
      ).to.equal(undefined);
      const next = await portal.client().post("/api/test/clock", { at: tenOClock(addDays(today, 3)) });
      expect(next.json.tick.run).to.deep.include({ standards: 0, notifications: 0, mails: 0 });
      expect(mails()).to.deep.equal([file]);
      expect((await branchStaff.get("/api/notifications")).json.data.items).to.have.length(1);
    });
  });
}

describeStandardReminders("embedded", () =>
  startTestPortal({ PORTAL_TEST_CLOCK: "1", PUBLIC_URL: "http://localhost:0" }),
);

describe("the production profile (FerretDB, MinIO, Redis)", function () {
  this.timeout(120_000);
  let services: ProductionServices;
  before(async function () {
    services = await startProductionServices(this);
  });
  after(() => services?.dispose());
  describeStandardReminders("production", () =>
    startTestPortal({ ...services.env, PORTAL_TEST_CLOCK: "1", PUBLIC_URL: "http://localhost:0" }),
  );
});
