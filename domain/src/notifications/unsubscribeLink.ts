import * as t from "io-ts";
import type { Language } from "../shared/constants";
import { described } from "../shared/schema";
import { PositiveIntegerText } from "./notificationListQuery";

/** The signed token of a link: text the server signed, of bounded length. */
const LinkToken = described(
  t.refinement(t.string, (token) => token.length > 0 && token.length <= 200, "LinkToken"),
  { type: "string", minLength: 1, maxLength: 200 },
);

/** The mail's language, kept for the page: another value (or none) leaves the choice to the customer's settings. */
const LinkLanguage = described(
  new t.Type<Language | undefined, Language | undefined, unknown>(
    "LinkLanguage",
    (u): u is Language | undefined => u === undefined || u === "uz" || u === "ru",
    (u) => t.success(u === "uz" || u === "ru" ? u : undefined),
    (language) => language,
  ),
  { enum: ["uz", "ru"] },
);

/** The kinds of e-mail a customer turns off apart: reminders of due dates, notices of appeals' steps. */
export type MailTopic = "reminders" | "appeals";

/**
 * What the link turns off: `k=appeals` the appeals' notices; anything else (or none, as on
 * the first reminders) reminders. Optional in the link, so its type admits none.
 */
const LinkTopic = described(
  new t.Type<MailTopic | undefined, MailTopic | undefined, unknown>(
    "LinkTopic",
    (u): u is MailTopic | undefined => u === undefined || u === "reminders" || u === "appeals",
    (u) => t.success(u === "appeals" ? "appeals" : "reminders"),
    (topic) => (topic === "appeals" ? topic : undefined),
  ),
  { enum: ["appeals"] },
);

/**
 * The e-mail's unsubscribe link, `/unsubscribe?u&t&lang&k`: the user, the token signed for
 * them, the mail's language, and the kind of e-mail it turns off.
 */
export const UnsubscribeLink = t.type({
  u: PositiveIntegerText,
  t: LinkToken,
  lang: LinkLanguage,
  k: LinkTopic,
});
export type UnsubscribeLink = t.TypeOf<typeof UnsubscribeLink>;

/**
 * The link's query as its route takes it: any query, described as the link. The route
 * decodes the link itself (`UnsubscribeLink`), because a broken one is answered with the
 * page that says so (a 422 page, the forged one's a 404 page), not with a JSON refusal.
 */
export const UnsubscribeQuery = described(t.record(t.string, t.unknown), (side, inner) =>
  inner(UnsubscribeLink, side),
);

const ONE_CLICK = { "List-Unsubscribe": "One-Click" } as const;

/**
 * RFC 8058's one-click body, `List-Unsubscribe=One-Click` (the page's form, or a mail
 * provider's POST; urlencoded or multipart): whether the request confirms. Any other body
 * is no confirmation, and the page asks again; it is never a malformed request.
 */
export const OneClickConfirmation = described(
  new t.Type<boolean, Record<string, string>, unknown>(
    "OneClickConfirmation",
    (u): u is boolean => typeof u === "boolean",
    (u) =>
      t.success(
        typeof u === "object" &&
          u !== null &&
          !Array.isArray(u) &&
          (u as Record<string, unknown>)["List-Unsubscribe"] === ONE_CLICK["List-Unsubscribe"],
      ),
    (confirmed): Record<string, string> => (confirmed ? { ...ONE_CLICK } : {}),
  ),
  {
    type: "object",
    properties: { "List-Unsubscribe": { const: ONE_CLICK["List-Unsubscribe"] } },
    required: ["List-Unsubscribe"],
  },
);
