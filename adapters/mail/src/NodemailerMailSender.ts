import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MailSender, OutgoingMail } from "@portal/application";
import nodemailer, { type Transporter } from "nodemailer";

/**
 * The SMTP client's own limits: a stalled server fails the attempt well inside the
 * outbox's sending lease (two minutes), so a live sender never outlives its claim.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

export interface MailSenderOptions {
  /** smtp://user:pass@host:port or smtps://…; absent: mail is written as .eml files. */
  readonly smtpUrl?: string;
  /** The From address, e.g. "Metrologiya portali <noreply@portal.example.uz>". */
  readonly from: string;
  /** Where the .eml files go when there is no SMTP server (DATA_DIR/mail/outbox). */
  readonly outboxDir: string;
}

/**
 * The mail as nodemailer composes it: one Message-ID per outbox key, the unsubscribe link as
 * List-Unsubscribe (one-click, RFC 8058). The recipient is an address object: nodemailer
 * parses a string as an address list ("a,b@x" is two recipients, "x<y@z>" is y@z), while
 * an object's address is taken whole, as one recipient.
 */
export function composeMail(mail: OutgoingMail, from: string) {
  return {
    from,
    to: { name: "", address: mail.to },
    subject: mail.subject,
    text: mail.text,
    messageId: mail.message_id,
    // RFC 8058 one-click: a mail provider's "unsubscribe" button POSTs List-Unsubscribe=One-Click to the link.
    ...(mail.unsubscribe
      ? {
          list: { unsubscribe: mail.unsubscribe },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
  };
}

/** A file name from an outbox key: the same key always writes the same file. */
export const emlName = (key: string) => `${key.replace(/[^A-Za-z0-9._-]/g, "_")}.eml`;

/**
 * Sends over SMTP with nodemailer, resolving once the server has accepted the message
 * (its 250 after DATA). Without SMTP_URL, nodemailer's stream transport builds the same
 * RFC 5322 message and it is written whole (temporary file, then rename) as an .eml file.
 */
export class NodemailerMailSender implements MailSender {
  private readonly transport: Transporter;
  /** The outbox folder, made once. */
  private folder: Promise<unknown> | undefined;

  constructor(private readonly options: MailSenderOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS } as Parameters<
          typeof nodemailer.createTransport
        >[0])
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  }

  /** Where the .eml files go, when the sender writes files. */
  get writesFiles(): boolean {
    return !this.options.smtpUrl;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail(composeMail(mail, this.options.from));
    if (this.options.smtpUrl) return;
    const message = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(message)) throw new Error("the stream transport gave no message");
    this.folder ??= mkdir(this.options.outboxDir, { recursive: true });
    await this.folder.catch((error: unknown) => {
      this.folder = undefined;
      throw error;
    });
    const path = join(this.options.outboxDir, emlName(mail.key));
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, message);
    await rename(temporary, path);
  }

  close(): void {
    this.transport.close();
  }
}
