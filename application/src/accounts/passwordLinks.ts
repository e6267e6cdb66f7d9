import { createHash, randomBytes } from "node:crypto";
import {
  emailAddressOf,
  type Language,
  message,
  PASSWORD_LINK_HOURS,
  type PasswordLinkPurpose,
  passwordLinkUrl,
  render,
} from "@portal/domain";
import type { UserRecord } from "../shared";
import type { AccountDeps } from "./deps";

/** A token's stored form: its SHA-256, so that the store never holds a working link. */
export const tokenHash = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

const MAIL_TEXT = {
  set: { subject: "passwordSetMailSubject", text: "passwordSetMailText" },
  reset: { subject: "passwordResetMailSubject", text: "passwordResetMailText" },
} as const;

/** Both languages, Uzbek first: the account's holder has not chosen one yet. */
const bilingual = (render1: (lang: Language) => string, separator: string): string =>
  [render1("uz"), render1("ru")].join(separator);

/** A new one-time link: the links the account had still open end; only the token's hash is kept. */
export async function issuePasswordLink(
  deps: Pick<AccountDeps, "links" | "clock" | "config">,
  user: UserRecord,
  purpose: PasswordLinkPurpose,
): Promise<{ url: string; hash: string; hours: number }> {
  const token = randomBytes(32).toString("base64url");
  const hash = tokenHash(token);
  const now = deps.clock.now();
  const at = now.toISOString();
  const hours = PASSWORD_LINK_HOURS[purpose];
  await deps.links.retireAllOf(user.id, at);
  await deps.links.insert({
    token_hash: hash,
    user_id: user.id,
    purpose,
    created_at: at,
    expires_at: new Date(now.getTime() + hours * 3600_000).toISOString(),
    used_at: null,
  });
  return { url: passwordLinkUrl(deps.config.baseUrl, token), hash, hours };
}

/**
 * Makes a one-time link for the account and queues the mail that carries it; answers the
 * address mailed, or undefined when the account has no valid one (then nothing is made). The
 * mail is sent at once, and retried from the outbox.
 */
export async function sendPasswordLinkMail(
  deps: AccountDeps,
  user: UserRecord,
  purpose: PasswordLinkPurpose,
): Promise<string | undefined> {
  const to = emailAddressOf(user.info.email);
  if (to === undefined) return undefined;
  const { url, hash, hours } = await issuePasswordLink(deps, user, purpose);
  const at = deps.clock.now().toISOString();
  const params = {
    name: `${user.info.first_name} ${user.info.last_name}`.trim(),
    login: user.login,
    link: url,
    hours,
  };
  const words = MAIL_TEXT[purpose];
  // The key names the link by a part of its hash: one mail per link, and the token itself never stored.
  const key = `password-${purpose}:${user.id}:${hash.slice(0, 24)}`;
  await deps.outbox.enqueueOnce({
    key,
    message_id: `<${key.replaceAll(":", ".")}@${hostOf(deps.config.baseUrl)}>`,
    to,
    subject: bilingual((lang) => render(message(words.subject), lang), " / "),
    text: bilingual((lang) => render(message(words.text, params), lang), "\n\n— — —\n\n"),
    state: "pending",
    next_attempt_at: at,
    attempts: 0,
    created_at: at,
  });
  // Sent now rather than at the next tick; a failure stays in the outbox, which retries it.
  deps.delivery.deliverDue().catch(() => undefined);
  return to;
}

const hostOf = (baseUrl: string): string => {
  try {
    return new URL(baseUrl).hostname || "portal";
  } catch {
    return "portal";
  }
};
