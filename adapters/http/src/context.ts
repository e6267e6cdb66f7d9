import type { RouterContext } from "@koa/router";
import type { Actor } from "@portal/application";
import type { Language } from "@portal/domain";
import type { ParameterizedContext } from "koa";
import type { Logger } from "pino";

/** What the middlewares leave on `ctx.state` for the routes. */
export interface PortalState {
  requestId: string;
  log: Logger;
  lang: Language;
  /** The caller, known once the session middleware has run. */
  actor: Actor;
  /** The signed-in session's id, when there is one. */
  sessionId?: string;
  /** The browser's anti-forgery token (also in the XSRF-TOKEN cookie). */
  csrfToken: string;
  /** Set for multipart uploads whose token travels as a form field, checked after parsing. */
  csrfDeferred?: boolean;
}

export type PortalContext = ParameterizedContext<PortalState>;
export type RouteContext = RouterContext<PortalState>;
