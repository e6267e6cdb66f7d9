import * as E from "fp-ts/lib/Either";
import type * as t from "io-ts";
import { BROKEN_TEXT, NOT_ONE_EMAIL } from "./primitives";
import { type Message, message } from "./message";

/** The path of a problem with the payload as a whole (not an object, say). */
export const WHOLE_BODY = "(body)";

/** A problem found while decoding a payload: where it is and what was expected. */
export interface DecodeProblem {
  readonly path: string;
  readonly problem: string;
  /** For a problem a person can fix (a broken character in a text, an e-mail), its catalogue message. */
  readonly message?: Message;
}

/** Decodes without throwing; on failure, every problem with the path that has it. */
export function decode<C extends t.Mixed>(codec: C, input: unknown): E.Either<DecodeProblem[], t.TypeOf<C>> {
  return E.mapLeft(toProblems)(codec.decode(input));
}

function toProblems(errors: t.Errors): DecodeProblem[] {
  const seen = new Set<string>();
  const problems: DecodeProblem[] = [];
  for (const error of errors) {
    // Members of an intersection or a union are keyed "0", "1"… in the context: not
    // part of the payload's path, so they are left out of it.
    const path = error.context
      .filter((entry, i) => entry.key !== "" && !isComposite(error.context[i - 1]?.type))
      .map((entry) => entry.key)
      .join(".");
    const problem =
      error.message ?? `expected ${error.context[error.context.length - 1]?.type.name ?? "a value"}`;
    const line = `${path}: ${problem}`;
    if (seen.has(line)) continue;
    seen.add(line);
    const where = path || WHOLE_BODY;
    problems.push(
      problem === BROKEN_TEXT
        ? { path: where, problem, message: message("textBroken", { field: where }) }
        : problem === NOT_ONE_EMAIL
          ? { path: where, problem, message: message("emailInvalid") }
          : { path: where, problem },
    );
  }
  return problems;
}

function isComposite(type: t.Decoder<unknown, unknown> | undefined): boolean {
  const node = type as { _tag?: string; type?: t.Decoder<unknown, unknown> } | undefined;
  if (node?._tag === "ExactType" || node?._tag === "RefinementType") return isComposite(node.type);
  return node?._tag === "IntersectionType" || node?._tag === "UnionType";
}

/**
 * What a caller is told: one message per wrong field, named by its path, in the order
 * found. The problem itself stays out: a codec's words name its internal types
 * ("expected Partial<{| user_id: Nullable<Id>, …"), so they belong in the log.
 */
export function problemMessages(problems: readonly DecodeProblem[]): Message[] {
  const paths = [...new Set(problems.map((p) => p.path))];
  if (paths.length === 0) return [message("bodyMalformed")];
  return paths.map((path) =>
    path === WHOLE_BODY ? message("bodyMalformed") : message("fieldMalformed", { field: path }),
  );
}

/** For the log: "appeal.branch_id: expected a positive whole number" */
export const describeProblems = (problems: readonly DecodeProblem[]): string[] =>
  problems.map((p) => `${p.path}: ${p.problem}`);
