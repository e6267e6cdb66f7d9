import type { DecodeProblem, Message } from "@portal/domain";

/**
 * The expected failures of the use cases. Only the HTTP adapter turns them into status
 * codes, in one table. Messages are domain messages, rendered in the caller's language.
 */
export type Failure =
  /**
   * The payload is not of the expected shape (wrong types, operator objects…): each problem
   * with its field's path. The caller is told the fields; the problems' words go to the log.
   */
  | { readonly _tag: "Malformed"; readonly problems: readonly DecodeProblem[] }
  /** The payload is well formed but breaks the spec's rules; every message at once. */
  | { readonly _tag: "Invalid"; readonly messages: readonly Message[] }
  /** Per-field messages, for the forms that show them under their fields (spec 5). */
  | { readonly _tag: "InvalidFields"; readonly fields: Readonly<Record<string, readonly Message[]>> }
  | { readonly _tag: "Unauthenticated" }
  | { readonly _tag: "Forbidden" }
  /** Unknown, or someone else's: the two are not told apart. */
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "Conflict"; readonly message: Message };

export const malformed = (problems: readonly DecodeProblem[]): Failure => ({ _tag: "Malformed", problems });
export const invalid = (messages: readonly Message[]): Failure => ({ _tag: "Invalid", messages });
export const invalidFields = (fields: Readonly<Record<string, readonly Message[]>>): Failure => ({
  _tag: "InvalidFields",
  fields,
});
export const unauthenticated: Failure = { _tag: "Unauthenticated" };
export const forbidden: Failure = { _tag: "Forbidden" };
export const notFound: Failure = { _tag: "NotFound" };
export const conflict = (message: Message): Failure => ({ _tag: "Conflict", message });
