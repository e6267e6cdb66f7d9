import type { Language, MailTopic } from "@portal/domain";
import type { NotificationDeps } from "./deps";
import type { OutboxRecord } from "./ports/Mail";

/** The portal's address without a trailing slash, which the mail's links start with. */
export const baseOf = (config: NotificationDeps["config"]) => config.baseUrl.replace(/\/+$/, "");

/** The host a Message-ID names: the portal's own. */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname || "portal";
  } catch {
    return "portal";
  }
}

/** The unsubscribe link of a user's mail of one kind, in the mail's language. */
export function unsubscribeLink(
  deps: Pick<NotificationDeps, "config" | "tokens">,
  userId: number,
  language: Language,
  topic: MailTopic,
): string {
  const kind = topic === "appeals" ? "&k=appeals" : "";
  return `${baseOf(deps.config)}/unsubscribe?u=${userId}&t=${deps.tokens.sign(userId)}&lang=${language}${kind}`;
}

/**
 * A mail for the outbox under its key, due now: the Message-ID is made from the key, so
 * every process and every retry sends the same one.
 */
export function outboxMail(
  config: NotificationDeps["config"],
  mail: { readonly key: string; readonly to: string; readonly subject: string; readonly text: string },
  unsubscribe: string,
  now: string,
): OutboxRecord {
  return {
    ...mail,
    message_id: `<${mail.key.replaceAll(":", ".")}@${hostOf(config.baseUrl)}>`,
    unsubscribe,
    state: "pending",
    next_attempt_at: now,
    attempts: 0,
    created_at: now,
  };
}
