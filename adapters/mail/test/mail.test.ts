import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OutgoingMail } from "@portal/application";
import { freePort, type MailpitServer, startMailpit, startOrSkip } from "@portal/testkit";
import { expect } from "chai";
import nodemailer from "nodemailer";
import { emlName, HmacUnsubscribeTokens, NodemailerMailSender } from "../src";
import { composeMail } from "../src/NodemailerMailSender";

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  key: "reminder:2:2026-12-09",
  message_id: "<reminder.2.2026-12-09@portal.test>",
  to: "demo.company@example.com",
  subject: "Напоминание: срок поверки 1 средств измерения",
  text: "Здравствуйте!\nManometr: следующая поверка 16.12.2026",
  unsubscribe: "https://portal.test/unsubscribe?u=2&t=abc&lang=ru",
  ...overrides,
});

describe("e-mail as .eml files (no SMTP server configured)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "portal-mail-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes one whole RFC 5322 message per outbox key, with its Message-ID and List-Unsubscribe", async () => {
    const sender = new NodemailerMailSender({
      from: "Portal <noreply@portal.test>",
      outboxDir: join(dir, "outbox"),
    });
    await sender.send(mail());
    await sender.send(mail()); // a repeat writes the same file again, not a second one
    expect(readdirSync(join(dir, "outbox"))).to.deep.equal([emlName("reminder:2:2026-12-09")]);
    const eml = readFileSync(join(dir, "outbox", "reminder_2_2026-12-09.eml"), "utf8").replace(
      /\r\n[ \t]+/g,
      " ",
    );
    expect(eml).to.match(/^From: Portal <noreply@portal\.test>\r$/m);
    expect(eml).to.match(/^Message-ID: <reminder\.2\.2026-12-09@portal\.test>\r$/m);
    expect(eml).to.match(/^List-Unsubscribe: <https:\/\/portal\.test\/unsubscribe\?u=2&t=abc&lang=ru>\r$/m);
    // RFC 8058: a mail provider may POST to that link to unsubscribe in one click.
    expect(eml).to.match(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(eml).to.match(/^Content-Type: text\/plain; charset=utf-8\r$/m);
  });
});

describe("the recipient handed to nodemailer", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "portal-mail-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is one address object, never a string nodemailer would parse", () => {
    expect(composeMail(mail(), "p@portal.test").to).to.deep.equal({
      name: "",
      address: "demo.company@example.com",
    });
  });

  for (const to of ["a,b@attacker.test", "x<evil@attacker.test>"]) {
    it(`keeps ${JSON.stringify(to)} one recipient of the envelope, never another address`, async () => {
      const transport = nodemailer.createTransport({ jsonTransport: true });
      const info = await transport.sendMail(composeMail(mail({ to }), "p@portal.test"));
      expect(info.envelope.to).to.have.length(1);
      expect(info.envelope.to[0]).to.not.be.oneOf(["b@attacker.test", "evil@attacker.test", "a"]);
      expect(info.envelope.to[0]).to.match(/^"[^"]+"@attacker\.test$/);
    });
  }

  it("writes one address in the .eml's To header for a list-like string", async () => {
    const sender = new NodemailerMailSender({ from: "p@portal.test", outboxDir: dir });
    await sender.send(mail({ to: "a,b@attacker.test" }));
    const eml = readFileSync(join(dir, emlName(mail().key)), "utf8");
    expect(eml).to.match(/^To: <"a,b"@attacker\.test>\r$/m);
  });
});

describe("e-mail over SMTP (Mailpit)", function () {
  this.timeout(60_000);
  let mailpit: MailpitServer;
  before(async function () {
    mailpit = await startOrSkip(this, "Mailpit", () => startMailpit());
  });
  after(() => mailpit?.dispose());

  it("resolves once the server has accepted the message, which arrives whole", async () => {
    const sender = new NodemailerMailSender({
      smtpUrl: mailpit.smtpUrl,
      from: "Portal <noreply@portal.test>",
      outboxDir: "/nonexistent",
    });
    await sender.send(mail());
    sender.close();
    const [delivered] = await mailpit.messages();
    expect(delivered).to.deep.include({
      messageId: "reminder.2.2026-12-09@portal.test",
      subject: "Напоминание: срок поверки 1 средств измерения",
    });
    expect(delivered!.to).to.deep.equal(["demo.company@example.com"]);
    expect(delivered!.text).to.contain("Manometr: следующая поверка 16.12.2026");
    expect(delivered!.headers["List-Unsubscribe-Post"]).to.deep.equal(["List-Unsubscribe=One-Click"]);
    expect(delivered!.headers["List-Unsubscribe"]).to.deep.equal([
      "<https://portal.test/unsubscribe?u=2&t=abc&lang=ru>",
    ]);
  });

  it("rejects when no SMTP server answers, so the outbox retries", async () => {
    const port = await freePort();
    const sender = new NodemailerMailSender({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "p@portal.test",
      outboxDir: "/nonexistent",
    });
    let failure: unknown;
    await sender.send(mail()).catch((error: unknown) => {
      failure = error;
    });
    expect(failure).to.be.instanceOf(Error);
    expect((failure as Error).message).to.match(/ECONNREFUSED/);
  });
});

describe("unsubscribe tokens", () => {
  it("verify for the user they were signed for, under the same secret only", () => {
    const tokens = new HmacUnsubscribeTokens("s".repeat(40));
    const token = tokens.sign(2);
    expect(token).to.match(/^[\w-]{43}$/);
    expect(tokens.verify(2, token)).to.equal(true);
    expect(tokens.verify(3, token)).to.equal(false);
    expect(tokens.verify(2, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).to.equal(false);
    expect(tokens.verify(2, "")).to.equal(false);
    expect(new HmacUnsubscribeTokens("t".repeat(40)).verify(2, token)).to.equal(false);
  });
});
