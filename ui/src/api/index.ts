import { portalConfig } from "../config";
import { currentLanguage } from "../i18n";
import { createApiClient, CSRF_COOKIE, readCookie } from "./client";
import { makePortalApi } from "./portal";

/** The CSRF token to send: the page-level value, else the XSRF-TOKEN cookie. */
export const csrfToken = (): string | undefined =>
  portalConfig().csrfToken ?? readCookie(document.cookie, CSRF_COOKIE);

/** The raw client, for calls outside makePortalApi (the application forms' own module). */
export const http = createApiClient({
  baseUrl: portalConfig().baseUrl,
  csrfToken,
  language: currentLanguage,
});

/** The page's API: base address and CSRF token from the page-level config, else the cookie. */
export const api = makePortalApi(http);
