import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "chai";
import type { PortalClient } from "./support/client";
import { verificationAppeal } from "./support/fixtures";
import { startTestPortal, type TestPortal } from "./support/server";

describe("an appeal's notice by e-mail on the embedded profile (.eml files, the test clock)", function () {
  this.timeout(60_000);
  let portal: TestPortal;
  let company: PortalClient;
  let reviewer: PortalClient;
  const outbox = () => join(portal.dataDir, "mail", "outbox");
  const appealMails = () => {
    try {
      return readdirSync(outbox()).filter((name) => name.startsWith("appeal_"));
    } catch {
      return [];
    }
  };
  /** Runs the job's tick now: delivers what the outbox holds. */
  const deliver = async () => {
    const moved = await portal.client().post("/api/test/clock", { at: new Date().toISOString() });
    expect(moved.status, moved.text).to.equal(200);
    return moved.json.tick.delivery;
  };
  const step = (client: PortalClient, id: number, action: string, note?: string) =>
    client.post(`/api/appeals/${id}/status`, { action, ...(note ? { note } : {}) });

  before(async () => {
    portal = await startTestPortal({
      PORTAL_TEST_CLOCK: "1",
      REMINDER_TICK_SECONDS: "0",
      PUBLIC_URL: "http://localhost:0",
    });
    [company, reviewer] = await Promise.all([
      portal.signedIn("demo.company"),
      portal.signedIn("demo.reviewer"),
    ]);
  });
  after(() => portal?.stop());

  it("mails the send-back once, in the customer's language, with the appeal's link; its unsubscribe link turns off the appeals' mail only", async () => {
    // The company reads the portal in Russian: its mail comes in Russian.
    await company.get("/api/notifications/unread-count", { "accept-language": "ru" });
    const saved = await company.post("/front/save-appeal", verificationAppeal());
    const id: number = saved.json.appeal_id;
    await step(reviewer, id, "take_for_review");
    expect((await step(reviewer, id, "send_back", "Seriya raqamini yozing")).status).to.equal(200);

    expect(await deliver()).to.deep.include({ sent: 1, failed: 0 });
    expect(await deliver()).to.deep.include({ sent: 0 });
    expect(appealMails()).to.deep.equal([`appeal_${id}_3_sent_back_2.eml`]);
    const eml = readFileSync(join(outbox(), appealMails()[0]!), "utf8").replace(/\r\n[ \t]+/g, "");
    expect(eml).to.match(/^To: demo\.company@example\.com\r$/m);
    expect(eml).to.match(new RegExp(`^Message-ID: <appeal\\.${id}\\.3\\.sent_back\\.2@localhost>\\r$`, "m"));
    expect(eml).to.match(
      /^List-Unsubscribe:\s*<http:\/\/localhost:0\/unsubscribe\?u=2&t=[\w-]+&lang=ru&k=appeals>/m,
    );
    expect(eml).to.match(/^Subject: =\?UTF-8\?/m);

    // The mail provider's one-click POST on that link: the appeals' mail off, the reminders' on.
    const link = new URL(/^List-Unsubscribe:\s*<([^>]+)>/m.exec(eml)![1]!);
    const done = await fetch(`${portal.url}${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).to.equal(200);
    expect((await done.json()).message).to.equal(
      "Письма о статусе заявок отключены. Их можно снова включить в личном кабинете.",
    );
    const settings = (await company.get("/api/notifications/settings")).json.data;
    expect(settings).to.deep.include({ email_reminders: true, email_appeals: false, language: "ru" });

    // The next step is in the list, not in the mail.
    await company.post(`/api/appeals/${id}/status`, { action: "resubmit" });
    await step(reviewer, id, "take_for_review");
    await step(reviewer, id, "reject", "Hujjatlar yetarli emas");
    expect(await deliver()).to.deep.include({ sent: 0 });
    expect(appealMails()).to.have.length(1);
    const list = (await company.get("/api/notifications", { "accept-language": "ru" })).json.data.items;
    expect(list.map((n: { subject: string }) => n.subject)).to.deep.equal([
      `Заявка № ${id} отклонена`,
      `Заявка № ${id} возвращена на доработку`,
    ]);
  });
});
