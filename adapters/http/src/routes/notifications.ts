import multer from "@koa/multer";
import { decodeBody } from "@portal/application";
import {
  catalogue,
  type Language,
  type MailTopic,
  type MessageKey,
  notificationsApi,
  type ReminderTick,
  UnsubscribeLink,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { Middleware } from "koa";
import type { PortalContext, PortalState } from "../context";
import { fromThisMachine } from "../middleware/addressGroup";
import { notFoundAnswer } from "../middleware/staticUi";
import { refuse } from "../respond";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** RFC 8058 lets the one-click body come as multipart/form-data too: its few short fields, no file. */
const oneClickForm = multer({
  limits: { fields: 4, fieldSize: 64, files: 0, parts: 4 },
} as multer.Options).fields([]) as unknown as Middleware<PortalState>;

/** Reads a multipart one-click body into the request's body; an unreadable form is no confirmation. */
const oneClickBody: Middleware<PortalState> = async (ctx, next) => {
  if (ctx.is("multipart")) {
    try {
      await oneClickForm(ctx, async () => {});
    } catch {
      ctx.request.body = {};
    }
  }
  await next();
};

/** Paths whose POST carries its permission as a signed token in the address, not a session: exempt from the CSRF check. */
export const SIGNED_LINK_PATHS: ReadonlySet<string> = new Set(["/unsubscribe"]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the unsubscribe page says: a form asking to confirm, the change done, or the link refused. */
type UnsubscribeState =
  | { readonly kind: "confirm"; readonly action: string }
  | { readonly kind: "done" }
  | { readonly kind: "invalid" }
  | { readonly kind: "unconfirmed"; readonly action: string };

/** The words of the page and of its answers, by the kind of e-mail the link turns off. */
const TOPIC_WORDS: Readonly<
  Record<MailTopic, Readonly<Record<"title" | "confirm" | "button" | "done", MessageKey>>>
> = {
  reminders: {
    title: "reminderUnsubscribe",
    confirm: "reminderUnsubscribeConfirm",
    button: "reminderUnsubscribeButton",
    done: "reminderUnsubscribed",
  },
  appeals: {
    title: "noticeUnsubscribe",
    confirm: "noticeUnsubscribeConfirm",
    button: "noticeUnsubscribeButton",
    done: "noticeUnsubscribed",
  },
};

/**
 * The small page of the unsubscribe link: no script, no styles, no sign-in, in the mail's
 * language. Opening the link (a GET, which mail scanners do too) only asks; the change is
 * the form's POST, whose hidden field is RFC 8058's one-click body.
 */
function unsubscribePage(lang: Language, topic: MailTopic, state: UnsubscribeState): string {
  const words = TOPIC_WORDS[topic];
  const say = (key: MessageKey) => escapeHtml(catalogue[key][lang]);
  const title = say(words.title);
  const form = (action: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${say(words.button)}</button></form>`;
  const body =
    state.kind === "confirm"
      ? `<p id="question">${say(words.confirm)}</p>${form(state.action)}`
      : state.kind === "unconfirmed"
        ? `<p role="alert">${say("reminderUnsubscribeNeedsConfirm")}</p><p>${say(words.confirm)}</p>${form(state.action)}`
        : `<p role="status">${say(state.kind === "done" ? words.done : "reminderUnsubscribeInvalid")}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>${body}<p><a href="/cabinet">${say("reminderCabinetLink")}</a></p></main></body></html>`;
}

/** The link's query as the route took it: whatever was sent. */
type LinkQuery = Readonly<Record<string, unknown>>;

/** The kind of e-mail a link names (`k`), as its decoding reads it: the appeals' notices, else reminders. */
const topicOf = (query: LinkQuery): MailTopic => (query["k"] === "appeals" ? "appeals" : "reminders");

/** Answers the unsubscribe page in `state`, in `lang`, in the words of the link's kind of e-mail. */
function showPage(ctx: PortalContext, lang: Language, query: LinkQuery, state: UnsubscribeState): void {
  ctx.type = "text/html; charset=utf-8";
  ctx.body = unsubscribePage(lang, topicOf(query), state);
}

/** The link's own query, kept for the form's action: only its four parameters, re-encoded. */
function unsubscribeAction(query: LinkQuery): string {
  const keep = new URLSearchParams();
  for (const name of ["u", "t", "lang", "k"]) {
    const value = query[name];
    if (typeof value === "string") keep.set(name, value);
  }
  return `/unsubscribe?${keep.toString()}`;
}

/** The language of the page: the link's own `lang`, else the customer's, else the request's. */
const pageLanguage = (query: LinkQuery, fallback: Language): Language =>
  query["lang"] === "ru" || query["lang"] === "uz" ? query["lang"] : fallback;

/** The notifications (the bell and its list), a customer's e-mail settings, and the e-mail's unsubscribe link. */
export function notificationRoutes({ notifications }: RouteDeps) {
  const router = newRouter();
  const api = notificationsApi;

  route(router, api.list, ({ actor, query }) =>
    answered(notifications.list(actor, query), (data) => ({ data })),
  );
  route(router, api.unreadCount, ({ actor }) =>
    answered(notifications.unreadCount(actor), (unread) => ({ unread })),
  );
  route(router, api.markAllRead, ({ actor }) =>
    answered(notifications.markAllRead(actor), (marked) => ({ status: true as const, marked })),
  );
  route(router, api.markRead, ({ actor, body }) =>
    answered(notifications.markRead(actor, body), (marked) => ({ status: true as const, marked })),
  );
  route(router, api.settings, ({ actor }) =>
    answered(notifications.getSettings(actor), (data) => ({ data })),
  );
  route(router, api.saveSettings, ({ actor, body }) =>
    answered(notifications.saveSettings(actor, body), (data) => ({ status: true as const, data })),
  );

  /**
   * The link's user, checked (a GET) or unsubscribed (its confirmed POST). The link is
   * decoded here, not by the row: a malformed one (Malformed, a 422) is answered with the
   * page that says so, as a forged one (NotFound, a 404) is.
   */
  const follow = (query: LinkQuery, confirmed: boolean) => {
    const link = decodeBody(UnsubscribeLink, query);
    if (E.isLeft(link)) return link;
    const { u, t, k } = link.right;
    return confirmed
      ? notifications.unsubscribe(u, t, k ?? "reminders")
      : notifications.unsubscribeCheck(u, t);
  };

  // The e-mail's link. A GET changes nothing: mail scanners and previews open links, so it
  // only checks the link and asks to confirm (docs/security.md).
  route(router, api.unsubscribePage, async ({ query, ctx }) => {
    const outcome = await follow(query, false);
    const lang = pageLanguage(query, outcome._tag === "Right" ? outcome.right.language : ctx.state.lang);
    ctx.status = outcome._tag === "Right" ? 200 : outcome.left._tag === "Malformed" ? 422 : 404;
    ctx.set("Cache-Control", "no-store");
    showPage(
      ctx,
      lang,
      query,
      outcome._tag === "Right" ? { kind: "confirm", action: unsubscribeAction(query) } : { kind: "invalid" },
    );
  });

  // The change: the page's form, or a mail provider's RFC 8058 one-click POST (no cookies,
  // so no CSRF token: the signed token in the address is the permission, and this route
  // reads no session — the CSRF check lets this path through, middleware/csrf.ts). The body
  // must be the one-click field; an answer is HTML for a browser, JSON otherwise.
  route(
    router,
    api.unsubscribe,
    async ({ query, body: confirmed, ctx }) => {
      const html = ctx.accepts("json", "html") === "html";
      const outcome = await follow(query, confirmed);
      const lang = pageLanguage(query, outcome._tag === "Right" ? outcome.right.language : ctx.state.lang);
      ctx.set("Cache-Control", "no-store");
      if (outcome._tag === "Left") {
        if (!html) return refuse(ctx, outcome.left);
        ctx.status = outcome.left._tag === "Malformed" ? 422 : 404;
        return showPage(ctx, lang, query, { kind: "invalid" });
      }
      if (!confirmed) {
        ctx.status = 422;
        if (!html) {
          ctx.body = { status: false, message: catalogue.reminderUnsubscribeNeedsConfirm[lang] };
          return;
        }
        return showPage(ctx, lang, query, { kind: "unconfirmed", action: unsubscribeAction(query) });
      }
      if (!html) {
        ctx.body = { status: true, message: catalogue[TOPIC_WORDS[topicOf(query)].done][lang] };
        return;
      }
      showPage(ctx, lang, query, { kind: "done" });
    },
    oneClickBody,
  );

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
  // Anyone else is answered as for a path that does not exist, before the body is read.
  const onThisMachine: Middleware<PortalState> = (ctx, next) =>
    fromThisMachine(ctx) ? next() : notFoundAnswer(ctx, next);
  route(
    router,
    notificationsApi.testClock,
    async ({ body }) => E.right({ now: body.at, tick: await testClock.set(body.at) }),
    onThisMachine,
  );
  return router;
}
