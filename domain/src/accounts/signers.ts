import * as t from "io-ts";
import { Id, text } from "../shared/primitives";

/** The longest position a signer's certificates print under the name. */
export const SIGNER_POSITION_MAX = 200;

/**
 * What makes a staff account a signer: the position printed under its name on the
 * certificates it authorises, one text as typed (the same in both languages' certificates).
 */
export const SignerPosition = t.strict({ position: t.string });
export type SignerPosition = t.TypeOf<typeof SignerPosition>;

/** PUT /api/admin/accounts/:id/signer: a position makes the account a signer, null ends it. */
export const SignerChange = t.strict({ position: t.union([text(SIGNER_POSITION_MAX), t.null]) });
export type SignerChange = t.TypeOf<typeof SignerChange>;

/** A staff account that may sign, as the results form offers it: "Last First Middle" and position. */
export const SignerAccount = t.strict({ id: Id, name: t.string, position: t.string });
export type SignerAccount = t.TypeOf<typeof SignerAccount>;

/**
 * The position as kept: its runs of spaces and line breaks made one space, since the
 * certificate prints it on one line under the name.
 */
export const normaliseSignerPosition = (typed: string): string => typed.replace(/\s+/g, " ").trim();
