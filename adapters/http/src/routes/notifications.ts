import multer from "@koa/multer";
import { type Failure, malformed, type ReminderTick } from "@portal/application";
import { catalogue, type Language } from "@portal/domain";
import type { Middleware } from "koa";
import type { ParsedUrlQuery } from "node:querystring";
import type { PortalContext, PortalState } from "../context";
import { fromThisMachine } from "../middleware/addressGroup";
import { answer, bodyRecord, positiveInteger, refuse } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/** `?limit&before` of GET /api/notifications; a value given but unusable is Malformed. */
export function notificationListQuery(search: ParsedUrlQuery): { limit?: number; before?: number } | Failure {
  const { limit, before } = search;
  const query = {
    ...(limit === undefined ? {} : { limit: positiveInteger(limit) }),
    ...(before === undefined ? {} : { before: positiveInteger(before) }),
  };
  const problems = [
    ...(limit !== undefined && query.limit === undefined
      ? [{ path: "limit", problem: "expected a positive integer" }]
      : []),
    ...(before !== undefined && query.before === undefined
      ? [{ path: "before", problem: "expected a positive integer" }]
      : []),
  ];
  return problems.length > 0 ? malformed(problems) : (query as { limit?: number; before?: number });
}

/** RFC 8058 lets the one-click body come as multipart/form-data too: its few short fields, no file. */
const oneClickForm = multer({
  limits: { fields: 4, fieldSize: 64, files: 0, parts: 4 },
} as multer.Options).fields([]) as unknown as Middleware<PortalState>;

/** Paths whose POST carries its permission as a signed token in the address, not a session: exempt from the CSRF check. */
export const SIGNED_LINK_PATHS: ReadonlySet<string> = new Set(["/unsubscribe"]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the unsubscribe page says: a form asking to confirm, the change done, or the link refused. */
type UnsubscribeState =
  | { readonly kind: "confirm"; readonly action: string }
  | { readonly kind: "done" }
  | { readonly kind: "invalid" }
  | { readonly kind: "unconfirmed"; readonly action: string };

/**
 * The small page of the unsubscribe link: no script, no styles, no sign-in, in the mail's
 * language. Opening the link (a GET, which mail scanners do too) only asks; the change is
 * the form's POST, whose hidden field is RFC 8058's one-click body.
 */
function unsubscribePage(lang: Language, state: UnsubscribeState): string {
  const title = escapeHtml(catalogue.reminderUnsubscribe[lang]);
  const say = (key: keyof typeof catalogue) => escapeHtml(catalogue[key][lang]);
  const form = (action: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${say("reminderUnsubscribeButton")}</button></form>`;
  const body =
    state.kind === "confirm"
      ? `<p id="question">${say("reminderUnsubscribeConfirm")}</p>${form(state.action)}`
      : state.kind === "unconfirmed"
        ? `<p role="alert">${say("reminderUnsubscribeNeedsConfirm")}</p><p>${say("reminderUnsubscribeConfirm")}</p>${form(state.action)}`
        : `<p role="status">${say(state.kind === "done" ? "reminderUnsubscribed" : "reminderUnsubscribeInvalid")}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}<p><a href="/cabinet">${say("reminderCabinetLink")}</a></p></main></body></html>`;
}

/** Answers the unsubscribe page in `state`, in `lang`. */
function showPage(ctx: PortalContext, lang: Language, state: UnsubscribeState): void {
  ctx.type = "text/html; charset=utf-8";
  ctx.body = unsubscribePage(lang, state);
}

/** The link's own query, kept for the form's action: only its three parameters, re-encoded. */
function unsubscribeAction(query: ParsedUrlQuery): string {
  const keep = new URLSearchParams();
  for (const name of ["u", "t", "lang"]) {
    const value = query[name];
    if (typeof value === "string") keep.set(name, value);
  }
  return `/unsubscribe?${keep.toString()}`;
}

/** The language of the page: the link's own `lang`, else the customer's, else the request's. */
const pageLanguage = (query: ParsedUrlQuery, fallback: Language): Language =>
  query["lang"] === "ru" || query["lang"] === "uz" ? query["lang"] : fallback;

/** The customer's notifications (the bell and its list), reminder settings, and the e-mail's unsubscribe link. */
export function notificationRoutes({ notifications }: RouteDeps) {
  const router = newRouter();

  router.get("/api/notifications", (ctx) => {
    const query = notificationListQuery(ctx.query);
    if ("_tag" in query) return refuse(ctx, query);
    return answer(ctx, notifications.list(ctx.state.actor, query), (list) => ({ data: list }));
  });

  router.get("/api/notifications/unread-count", (ctx) =>
    answer(ctx, notifications.unreadCount(ctx.state.actor), (unread) => ({ unread })),
  );

  router.post("/api/notifications/read-all", (ctx) =>
    answer(ctx, notifications.markAllRead(ctx.state.actor), (marked) => ({ status: true, marked })),
  );

  router.post("/api/notifications/read", (ctx) =>
    answer(ctx, notifications.markRead(ctx.state.actor, ctx.request.body), (marked) => ({
      status: true,
      marked,
    })),
  );

  router.get("/api/notifications/settings", (ctx) =>
    answer(ctx, notifications.getSettings(ctx.state.actor), (settings) => ({ data: settings })),
  );

  router.post("/api/notifications/settings", (ctx) =>
    answer(ctx, notifications.saveSettings(ctx.state.actor, ctx.request.body), (settings) => ({
      status: true,
      data: settings,
    })),
  );

  // The e-mail's link. A GET changes nothing: mail scanners and previews open links, so it
  // only checks the link and asks to confirm (docs/security.md).
  router.get("/unsubscribe", async (ctx) => {
    const outcome = await notifications.unsubscribeCheck(ctx.query["u"], ctx.query["t"]);
    const lang = pageLanguage(ctx.query, outcome._tag === "Right" ? outcome.right.language : ctx.state.lang);
    ctx.status = outcome._tag === "Right" ? 200 : outcome.left._tag === "Malformed" ? 422 : 404;
    ctx.set("Cache-Control", "no-store");
    showPage(
      ctx,
      lang,
      outcome._tag === "Right"
        ? { kind: "confirm", action: unsubscribeAction(ctx.query) }
        : { kind: "invalid" },
    );
  });

  // The change: the page's form, or a mail provider's RFC 8058 one-click POST (no cookies,
  // so no CSRF token: the signed token in the address is the permission, and this route
  // reads no session — the CSRF check lets this path through, middleware/csrf.ts). The body
  // must be the one-click field; an answer is HTML for a browser, JSON otherwise.
  router.post("/unsubscribe", async (ctx) => {
    if (ctx.is("multipart")) {
      try {
        await oneClickForm(ctx, async () => {});
      } catch {
        // An unreadable form is no confirmation: answered below as unconfirmed.
        ctx.request.body = {};
      }
    }
    const html = ctx.accepts("json", "html") === "html";
    const confirmed = bodyRecord(ctx.request.body)["List-Unsubscribe"] === "One-Click";
    const outcome = confirmed
      ? await notifications.unsubscribe(ctx.query["u"], ctx.query["t"])
      : await notifications.unsubscribeCheck(ctx.query["u"], ctx.query["t"]);
    const lang = pageLanguage(ctx.query, outcome._tag === "Right" ? outcome.right.language : ctx.state.lang);
    ctx.set("Cache-Control", "no-store");
    if (outcome._tag === "Left") {
      if (!html) return refuse(ctx, outcome.left);
      ctx.status = outcome.left._tag === "Malformed" ? 422 : 404;
      return showPage(ctx, lang, { kind: "invalid" });
    }
    if (!confirmed) {
      ctx.status = 422;
      if (!html) {
        ctx.body = { status: false, message: catalogue.reminderUnsubscribeNeedsConfirm[lang] };
        return;
      }
      return showPage(ctx, lang, { kind: "unconfirmed", action: unsubscribeAction(ctx.query) });
    }
    if (!html) {
      ctx.body = { status: true, message: catalogue.reminderUnsubscribed[lang] };
      return;
    }
    showPage(ctx, lang, { kind: "done" });
  });

  return router;
}

/** Moves the clock of a test server and runs the reminder job's tick (docs/security.md). */
export interface TestClockControl {
  set(at: Date): Promise<ReminderTick>;
}

/**
 * POST /api/test/clock {at}: mounted only when the server was started with the test flag
 * (PORTAL_TEST_CLOCK=1, refused with PORTAL_ENV=production), and then only for callers on
 * this machine: a test server listening on a public address still moves no clock for others.
 * Absent otherwise, so a 404.
 */
export function testClockRoutes({ testClock }: RouteDeps) {
  const router = newRouter();
  if (!testClock) return router;
  router.post("/api/test/clock", async (ctx, next) => {
    if (!fromThisMachine(ctx)) return next();
    const raw = bodyRecord(ctx.request.body)["at"];
    const at = typeof raw === "string" && /^\d{4}-\d\d-\d\dT/.test(raw) ? new Date(raw) : undefined;
    if (!at || Number.isNaN(at.getTime()))
      return refuse(ctx, malformed([{ path: "at", problem: "expected an ISO instant" }]));
    const tick = await testClock.set(at);
    ctx.body = { now: at.toISOString(), tick };
  });
  return router;
}
