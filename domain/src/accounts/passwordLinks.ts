/** Why a one-time password link was made: a new account's first password, or a forgotten one. */
export type PasswordLinkPurpose = "set" | "reset";

/** How long a link works: a new account's holder may open the mail days later; a reset is asked for now. */
export const PASSWORD_LINK_HOURS: Readonly<Record<PasswordLinkPurpose, number>> = { set: 72, reset: 1 };

/** The portal page a link opens. */
export const PASSWORD_SET_PAGE = "/password/set";

/** The link as mailed: the public address, the page, the token (URL-safe base64, so no escaping). */
export const passwordLinkUrl = (baseUrl: string, token: string): string =>
  `${baseUrl.replace(/\/+$/, "")}${PASSWORD_SET_PAGE}?token=${token}`;
