import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APPEAL_STATUSES, tashkentDay } from "@portal/domain";
import { expect } from "chai";
import { readConfig } from "../src/config";
import type { PortalClient } from "./support/client";
import { startTestPortal, type TestPortal } from "./support/server";

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Each entry's due state on `today`, by its next inspection date. */
function dueStates(entries: { next_inspection_date: string; unfit?: boolean }[], today: string) {
  return new Set(
    entries.map((entry) => {
      if (entry.unfit) return "unfit";
      if (entry.next_inspection_date < today) return "overdue";
      if (entry.next_inspection_date <= dayAfter(today, 7)) return "within 7 days";
      if (entry.next_inspection_date <= dayAfter(today, 30)) return "within 30 days";
      if (entry.next_inspection_date <= dayAfter(today, 90)) return "within 90 days";
      return "fine";
    }),
  );
}

async function statusesOf(client: PortalClient): Promise<string[]> {
  const answer = await client.get("/api/my/appeals?limit=50");
  expect(answer.status).to.equal(200);
  return answer.json.data.map((appeal: { status: string }) => appeal.status);
}

describe("demo data (DEMO_DATA=on, embedded profile)", function () {
  this.timeout(120_000);
  let dir: string;
  let portal: TestPortal;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "portal-demo-"));
    portal = await startTestPortal({ DEMO_DATA: "on" }, dir);
  });
  after(async () => {
    await portal?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives demo.company a register in every due state, with serial numbers", async () => {
    const company = await portal.signedIn("demo.company");
    const entries = (await company.get("/self-devices/all")).json.data;
    expect(entries.length).to.be.at.least(25);
    expect(
      entries.every((entry: { serial_number?: string }) => /^DM-\d+$/.test(entry.serial_number ?? "")),
    ).to.equal(true);
    expect([...dueStates(entries, tashkentDay(new Date()))].sort()).to.deep.equal(
      ["fine", "overdue", "unfit", "within 30 days", "within 7 days", "within 90 days"].sort(),
    );
  });

  it("takes demo.company's appeals to every status of the lifecycle, with contracts and invoices, one paid", async () => {
    const company = await portal.signedIn("demo.company");
    expect([...new Set(await statusesOf(company))].sort()).to.deep.equal([...APPEAL_STATUSES].sort());
    const contracts = (await company.get("/api/contracts?limit=50")).json.data;
    expect(contracts.map((contract: { kind: string }) => contract.kind).sort()).to.deep.equal([
      "contract",
      "contract",
      "invoice",
      "invoice",
    ]);
    const staff = await portal.signedIn("demo.staff");
    const ledger = (await staff.get("/api/staff/payments")).json.data;
    expect(
      ledger.map((entry: { provider: string; state: string }) => [entry.provider, entry.state]),
    ).to.deep.equal([["payme", "performed"]]);
    const paid = (await company.get(`/api/appeals/${ledger[0].appeal_id}/payments`)).json.data;
    expect(
      paid.map((invoice: { state: string; receipts: unknown[] }) => [invoice.state, invoice.receipts.length]),
    ).to.deep.equal([["paid", 1]]);
  });

  it("shows the completed appeal's certificates as issue 28 made them: measured, signed, with their standards", async () => {
    const company = await portal.signedIn("demo.company");
    const appeals = (await company.get("/api/my/appeals?limit=50")).json.data;
    const completed = appeals.find((appeal: { status: string }) => appeal.status === "completed");
    const results = (await company.get(`/api/appeals/${completed.id}/results`)).json.data.instruments;
    expect(results.length).to.be.above(0);
    for (const { result } of results) {
      expect(result.measurement.standards.length).to.be.at.least(1);
      expect(result.measurement.authoriser.position).to.equal("Bosh metrolog");
      expect(result.measurement.conforms).to.equal(true);
      const check = await portal.client().get(`/api/public/certificates/${result.certificate_number}`);
      expect(check.json.data.signature.valid).to.equal(true);
      expect(check.json.data.measurement.method.code).to.equal("GOST 8.453-82");
    }
  });

  it("gives the lab reference standards in every state, Uzbek names as staff typed them, and Andijon's its own", async () => {
    const staff = await portal.signedIn("demo.staff");
    const all = (await staff.get("/api/staff/standards?lang=ru")).json.data;
    expect(all.map((s: { state: string }) => s.state).sort()).to.deep.equal(
      ["due", "expired", "valid", "valid", "valid"].sort(),
    );
    expect(all.map((s: { name: string }) => s.name)).to.include("Gir toshlari toʻplami F1");
    const branch = await portal.signedIn("demo.staff.branch");
    const own = (await branch.get("/api/staff/standards")).json.data;
    expect(
      own.map((s: { serial_number: string; branch_name: string }) => [s.serial_number, s.branch_name]),
    ).to.deep.equal([["GT-3307", "Andijon filiali"]]);
  });

  it("gives demo.company the reminders of the last days, the latest unread, by the register's own dates", async () => {
    const company = await portal.signedIn("demo.company");
    const answer = (await company.get("/api/notifications?limit=50")).json.data;
    const list: unknown[] = Array.isArray(answer) ? answer : answer.items;
    expect(list.length).to.be.at.least(2);
    const unread = (await company.get("/api/notifications/unread-count")).json.unread;
    const count = typeof unread === "number" ? unread : unread.count;
    expect(count).to.be.above(0).and.below(list.length);
  });

  it("gives demo.person a smaller set and the staff inbox work to do", async () => {
    const person = await portal.signedIn("demo.person");
    expect((await person.get("/self-devices/all")).json.data.length).to.be.within(3, 10);
    expect((await statusesOf(person)).sort()).to.deep.equal(["draft", "submitted", "under_review"]);
    const staff = await portal.signedIn("demo.staff");
    const waiting = (await staff.get("/api/staff/appeals?limit=50&status=submitted")).json.data;
    expect(waiting.length).to.be.at.least(2);
  });

  it("adds nothing at the next start, and keeps what a user changed", async () => {
    const company = await portal.signedIn("demo.company");
    const before = (await company.get("/self-devices/all")).json.data;
    const removed = before[0].id;
    expect((await company.post(`/self-devices/${removed}/delete`, {})).status).to.equal(200);
    const appealsBefore = (await statusesOf(company)).length;
    await portal.stop();
    portal = await startTestPortal({ DEMO_DATA: "on" }, dir);
    const again = await portal.signedIn("demo.company");
    const after = (await again.get("/self-devices/all")).json.data;
    expect(after.map((entry: { id: number }) => entry.id)).to.deep.equal(
      before.slice(1).map((entry: { id: number }) => entry.id),
    );
    expect((await statusesOf(again)).length).to.equal(appealsBefore);
  });

  it("writes nothing without the flag, in production or with MongoDB", async () => {
    const clean = await startTestPortal({});
    try {
      const company = await clean.signedIn("demo.company");
      expect((await company.get("/self-devices/all")).json.data).to.deep.equal([]);
      expect(await statusesOf(company)).to.deep.equal([]);
    } finally {
      await clean.stop();
    }
    expect(
      readConfig({
        DEMO_DATA: "on",
        PORTAL_ENV: "production",
        CSRF_SECRET: "x".repeat(40),
        PUBLIC_URL: "https://portal.example.uz",
      }).demoData,
    ).to.equal(false);
    expect(readConfig({ DEMO_DATA: "on", MONGO_URL: "mongodb://127.0.0.1:1/x" }).demoData).to.equal(false);
    expect(readConfig({ DEMO_DATA: "on" }).demoData).to.equal(true);
  });
});
