import { type Message, message } from "@portal/domain/shared/message";
import type { VerificationLineState } from "../../../state/verificationLine";
import { toPayloadLine } from "./pricing";

/** Whether the editor holds something the reader chose or typed (a blank editor is no line). */
export const isStarted = (line: VerificationLineState): boolean =>
  line.type_id != null || line.device_id != null || (line.about_device ?? "").trim() !== "";

/** A value with its objects' keys in one order, so that equal lines read the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]));
};

/** Whether two lines send the same (a reloaded device list gives the editor a fresh but equal line). */
const sameLine = (a: VerificationLineState, b: VerificationLineState): boolean =>
  JSON.stringify(canonical(toPayloadLine(a))) === JSON.stringify(canonical(toPayloadLine(b)));

/** The line in the editor as sending sees it. */
export type PendingLine =
  /** Nothing new in the editor. */
  | { readonly kind: "none" }
  /** A complete line not yet put in the list: it counts, and sending puts it there. */
  | { readonly kind: "counted"; readonly number: number }
  /** A line begun but not complete: sending stops and says what it lacks. */
  | { readonly kind: "incomplete"; readonly number: number; readonly messages: readonly Message[] };

export interface LinesToSend {
  /** The list with the editor's complete line in it: what the total shows and sending sends. */
  readonly lines: readonly VerificationLineState[];
  readonly pending: PendingLine;
}

/**
 * What the form sends: its list, with the line in the editor when it is complete (a new line
 * added at the end, an edited one in its original's place), so that a device chosen but not
 * yet added is never shown in its line yet missing from the total and the request. A line
 * begun but not complete is not counted; `check` gives its messages (the domain's line rules,
 * numbered as its place).
 */
export function linesToSend(
  lines: readonly VerificationLineState[],
  editor: VerificationLineState,
  editing: number | undefined,
  check: (line: VerificationLineState, number: number) => readonly Message[],
): LinesToSend {
  const original = editing === undefined ? undefined : lines[editing];
  const changed = original === undefined ? isStarted(editor) : !sameLine(editor, original);
  if (!changed) return { lines, pending: { kind: "none" } };
  const number = original === undefined || editing === undefined ? lines.length + 1 : editing + 1;
  const messages = check(editor, number);
  if (messages.length > 0) return { lines, pending: { kind: "incomplete", number, messages } };
  return {
    lines:
      original === undefined ? [...lines, editor] : lines.map((line, i) => (i === editing ? editor : line)),
    pending: { kind: "counted", number },
  };
}

/** Why sending stops on a line begun but not complete: which line, then what it lacks. */
export const pendingMessages = (pending: PendingLine): readonly Message[] =>
  pending.kind === "incomplete" ? [message("lineNotAdded", { n: pending.number }), ...pending.messages] : [];
