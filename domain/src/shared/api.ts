import * as t from "io-ts";
import { described } from "./schema";

/**
 * The calls of the HTTP API, each declared once: a module's `api.ts` lists its calls as
 * rows of this shape, and the rest follows from them — the route that decodes the request
 * and encodes the answer, the OpenAPI document, the UI's typed calls and the security
 * suite's role × route tests (docs/architecture.md, "Adding a call").
 */

/**
 * The roles of a signed-in user. An administrator manages the accounts of staff, reviewers
 * and administrators, and works on no appeal.
 */
export const USER_ROLES = ["person", "company", "staff", "reviewer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** A user's role as an answer carries it. */
export const UserRoleCodec = t.keyof(
  Object.fromEntries(USER_ROLES.map((role) => [role, null])) as Record<UserRole, null>,
);

/** Who may make a call: anyone, the anonymous visitor included, or signed-in users of these roles. */
export type Audience = "anyone" | readonly UserRole[];

export const ANYONE: Audience = "anyone";
export const CUSTOMERS: readonly UserRole[] = ["person", "company"];
export const STAFF: readonly UserRole[] = ["staff", "reviewer"];
/** Whoever works with appeals: customers and staff (an administrator does not). */
export const SIGNED_IN: readonly UserRole[] = [...CUSTOMERS, ...STAFF];
export const ADMINS: readonly UserRole[] = ["admin"];
/** The accounts that sign in with a password set by a one-time link (customers come through OneID). */
export const PASSWORD_ROLES: readonly UserRole[] = [...STAFF, ...ADMINS];

/** The expected refusals a call may answer, by the name of the use case's failure. */
export type FailureName =
  | "Malformed"
  | "Invalid"
  | "InvalidFields"
  | "Unauthenticated"
  | "Forbidden"
  | "NotFound"
  | "Conflict"
  | "TooMany";

/**
 * How the answer's `status` field reads (spec 7): `true`/`false` where the spec reads a
 * boolean, `1`/`0` elsewhere.
 */
export type StatusStyle = "numeric" | "boolean";

/** An answer that is a file (a PDF, a spreadsheet, a page), not JSON. */
export interface FileAnswer {
  readonly _tag: "FileAnswer";
  readonly contentTypes: readonly string[];
  /** The JSON answered instead to a client that asks for JSON (`pageOrJson`). */
  readonly json?: t.Mixed;
}
export const fileAnswer = (...contentTypes: string[]): FileAnswer => ({ _tag: "FileAnswer", contentTypes });
/** An HTML page for a browser, or this JSON for a client that asks for JSON (by its Accept header). */
export const pageOrJson = (json: t.Mixed): FileAnswer => ({
  _tag: "FileAnswer",
  contentTypes: ["text/html"],
  json,
});
export const isFileAnswer = (answer: t.Mixed | FileAnswer): answer is FileAnswer =>
  (answer as { _tag?: string })._tag === "FileAnswer";

/** A request whose body is a form with a file (multipart), decoded by the upload middleware. */
export interface MultipartBody<F extends t.Mixed> {
  readonly _tag: "MultipartBody";
  /** The form's text fields, decoded with this codec. */
  readonly fields: F;
  /** The name of the file field. */
  readonly file: string;
}
export const multipartBody = <F extends t.Mixed>(fields: F, file = "file"): MultipartBody<F> => ({
  _tag: "MultipartBody",
  fields,
  file,
});
export const isMultipart = (body: t.Mixed | MultipartBody<t.Mixed>): body is MultipartBody<t.Mixed> =>
  (body as { _tag?: string })._tag === "MultipartBody";

/** No path parameters, no query, no body: what a call without them declares. */
export const Nothing = described(t.type({}), { type: "object" });

export interface ApiCall<
  P extends t.Mixed = t.Mixed,
  Q extends t.Mixed = t.Mixed,
  B extends t.Mixed | MultipartBody<t.Mixed> = t.Mixed | MultipartBody<t.Mixed>,
  A extends t.Mixed | FileAnswer = t.Mixed | FileAnswer,
> {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path as the router declares it: `/self-devices/:id/update`. */
  readonly path: string;
  /** One line for the API's description. */
  readonly summary: string;
  readonly audience: Audience;
  /** The path parameters (by the names in `path`). */
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The answer of a success (200). */
  readonly answer: A;
  /** The refusals it may answer besides those of every call (a broken body, a busy service). */
  readonly failures: readonly FailureName[];
  readonly statusStyle: StatusStyle;
  /** The media types the body comes in, when not JSON: a form's (urlencoded, multipart). */
  readonly bodyTypes?: readonly string[];
  /**
   * A save that takes an `Idempotency-Key` header: a repeat with the same key answers the
   * first answer and stores nothing again (adapters/http/src/middleware/idempotency.ts).
   */
  readonly idempotent?: true;
}

type Optional = "params" | "query" | "body" | "failures" | "statusStyle" | "bodyTypes" | "idempotent";

/** A call row, with what it leaves out filled in: no parameters, query or body; numeric status. */
export function apiCall<
  P extends t.Mixed = typeof Nothing,
  Q extends t.Mixed = typeof Nothing,
  B extends t.Mixed | MultipartBody<t.Mixed> = typeof Nothing,
  A extends t.Mixed | FileAnswer = t.Mixed,
>(
  call: Omit<ApiCall<P, Q, B, A>, Optional> & Partial<Pick<ApiCall<P, Q, B, A>, Optional>>,
): ApiCall<P, Q, B, A> {
  return {
    params: Nothing as unknown as P,
    query: Nothing as unknown as Q,
    body: Nothing as unknown as B,
    failures: [],
    statusStyle: "numeric",
    ...call,
  } as ApiCall<P, Q, B, A>;
}

/** A module's calls, by name. */
export type ApiTable = Readonly<Record<string, ApiCall>>;

/** What a client sends as a call's JSON body. */
export type RequestOf<C extends ApiCall> = C["body"] extends t.Mixed ? t.OutputOf<C["body"]> : never;
/** What a use case is given: the decoded body. */
export type BodyOf<C extends ApiCall> = C["body"] extends t.Mixed
  ? t.TypeOf<C["body"]>
  : C["body"] extends MultipartBody<infer F>
    ? t.TypeOf<F>
    : never;
export type ParamsOf<C extends ApiCall> = t.TypeOf<C["params"]>;
export type QueryOf<C extends ApiCall> = t.TypeOf<C["query"]>;
/** What the server's handler gives for a success, before it is encoded. */
export type AnswerOf<C extends ApiCall> = C["answer"] extends t.Mixed ? t.TypeOf<C["answer"]> : never;
/** What a client receives: the answer as JSON. */
export type ReplyOf<C extends ApiCall> = C["answer"] extends t.Mixed ? t.OutputOf<C["answer"]> : never;

export { pathOf } from "./callPath";

/** Whether a signed-in user of `role` (or an anonymous visitor, `undefined`) may make the call. */
export function admits(audience: Audience, role: UserRole | undefined): boolean {
  if (audience === "anyone") return true;
  return role !== undefined && audience.includes(role);
}
