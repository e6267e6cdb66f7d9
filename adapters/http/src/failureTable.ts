import {
  type Failure,
  PasswordCheckAbandonedError,
  PasswordCheckBusyError,
  ServiceUnavailableError,
  StorageFullError,
} from "@portal/application";
import { type Language, type Message, message, problemMessages, render, renderAll } from "@portal/domain";
import { say } from "./messages";
import { UNDECODABLE_BODY } from "./middleware/body";

const CLOSE = { Connection: "close" } as const;

/**
 * The kind of the `status` field of an answer. Where the spec reads a boolean — the
 * provider save ("status (true)"), contracts and invoices ("on status true"), self
 * devices ("status (boolean)"), personal data ("status (boolean)") and, beside them, the
 * cabinet's accounts and requisites and our own /auth calls — success is `true` and a
 * refusal `false`. Elsewhere (appeal saves "status (1 = ok)", uploads, feedback) it is
 * 1 / 0. A per-field refusal (InvalidFields) is always `false`, as the cabinet reads it.
 */
export type StatusStyle = "numeric" | "boolean";

export const okStatus = (style: StatusStyle): 1 | true => (style === "boolean" ? true : 1);
export const refusedStatus = (style: StatusStyle): 0 | false => (style === "boolean" ? false : 0);

export interface HttpAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * When a client may try a save again on a full disk: room is made by an operator, not by
 * waiting, so a minute rather than the seconds of a restart.
 */
export const STORAGE_FULL_RETRY_SECONDS = 60;

/**
 * When a sign-in refused because every password check is taken may be tried again: the
 * hasher's queue drains in a few seconds (a check takes about 100 ms).
 */
export const SIGN_IN_BUSY_RETRY_SECONDS = 5;

const renderFields = (fields: Readonly<Record<string, readonly Message[]>>, lang: Language) =>
  Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, renderAll(messages, lang)]));

/** The one table from an expected failure of a use case to an HTTP answer. */
export function failureToHttp(failure: Failure, lang: Language, style: StatusStyle = "numeric"): HttpAnswer {
  const refused = refusedStatus(style);
  switch (failure._tag) {
    case "Malformed": {
      // The fields, never the codec's words (its type names); `refuse` logs those.
      const errors = renderAll(problemMessages(failure.problems), lang);
      return { status: 422, body: { status: refused, message: errors.join("\n"), errors } };
    }
    case "Invalid": {
      const errors = renderAll(failure.messages, lang);
      return { status: 422, body: { status: refused, message: errors.join("\n"), errors } };
    }
    case "InvalidFields": {
      const fields = renderFields(failure.fields, lang);
      return { status: 422, body: { status: false, message: fields, errors: fields } };
    }
    case "Unauthenticated":
      return { status: 401, body: { status: refused, message: say("unauthenticated", lang) } };
    case "Forbidden":
      return { status: 403, body: { status: refused, message: say("forbidden", lang) } };
    case "NotFound":
      return { status: 404, body: { status: refused, message: say("notFound", lang) } };
    case "Conflict":
      return { status: 409, body: { status: refused, message: renderAll([failure.message], lang)[0] } };
  }
}

interface ClientHttpError {
  readonly status: number;
  readonly expose?: boolean;
  readonly type?: string;
}

const isClientHttpError = (error: unknown): error is ClientHttpError => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
};

const isServiceUnavailable = (error: unknown): boolean =>
  error instanceof ServiceUnavailableError || (error as Error | null)?.name === "ServiceUnavailableError";

const isStorageFull = (error: unknown): boolean =>
  error instanceof StorageFullError || (error as Error | null)?.name === "StorageFullError";

const isPasswordCheckAbandoned = (error: unknown): boolean =>
  error instanceof PasswordCheckAbandonedError ||
  (error as Error | null)?.name === "PasswordCheckAbandonedError";

/** nginx's "client closed request": the answer to a request whose client is no longer there. */
export const CLIENT_CLOSED_REQUEST = 499;

const isPasswordCheckBusy = (error: unknown): boolean =>
  error instanceof PasswordCheckBusyError || (error as Error | null)?.name === "PasswordCheckBusyError";

/**
 * The same table for what was thrown: an outage, a full disk or a full password-check
 * queue is 503, a refusal of the body parser (too large, not JSON) keeps its 4xx with a
 * clear message, anything else is a defect and answers 500 without a word about its insides.
 */
export function thrownToHttp(error: unknown, lang: Language, bodyLimit: string): HttpAnswer {
  if (isServiceUnavailable(error)) {
    // OneID's outage is named: the person can do nothing but wait for it, or use a password.
    const words =
      (error as ServiceUnavailableError).service === "identity"
        ? render(message("oneIdUnavailable"), lang)
        : say("serviceUnavailable", lang);
    return { status: 503, body: { status: 0, message: words } };
  }
  if (isStorageFull(error)) {
    return {
      status: 503,
      body: { status: 0, message: render(message("storageFull"), lang) },
      headers: { "Retry-After": String(STORAGE_FULL_RETRY_SECONDS) },
    };
  }
  if (isPasswordCheckBusy(error)) {
    const seconds = SIGN_IN_BUSY_RETRY_SECONDS;
    return {
      status: 503,
      body: { status: false, message: render(message("signInBusy", { seconds }), lang) },
      headers: { "Retry-After": String(seconds) },
    };
  }
  if (isPasswordCheckAbandoned(error)) {
    return { status: CLIENT_CLOSED_REQUEST, body: { status: false, message: say("badRequest", lang) } };
  }
  if (isClientHttpError(error)) {
    // A body refused for its Content-Encoding is left unread (or half read): the
    // connection is closed rather than drained, as after a 413.
    if (error.status === 415) {
      const body = { status: 0, message: render(message("bodyEncodingUnsupported"), lang) };
      return { status: 415, body, headers: CLOSE };
    }
    if (error.type === UNDECODABLE_BODY) {
      return {
        status: 400,
        body: { status: 0, message: render(message("bodyNotDecodable"), lang) },
        headers: CLOSE,
      };
    }
    const text =
      error.status === 413
        ? say("bodyTooLarge", lang, { limit: bodyLimit })
        : error.status === 400 && error.type !== "request.aborted"
          ? say("malformedBody", lang)
          : say("badRequest", lang);
    return { status: error.status, body: { status: 0, message: text } };
  }
  return { status: 500, body: { status: 0, message: say("internalError", lang) } };
}
