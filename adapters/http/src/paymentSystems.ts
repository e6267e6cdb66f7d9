import { createHash, timingSafeEqual } from "node:crypto";
import {
  CLICK_ERRORS,
  CLICK_SIGNED_FIELDS,
  type ClickAction,
  type ClickComplete,
  type ClickCompleteAnswer,
  type ClickErrorName,
  type ClickPrepareAnswer,
  type ClickPrepare,
  type ClickRequest,
  catalogue,
  clickSignSource,
  isAccountError,
  PAYME_ACCOUNT_FIELD,
  PAYME_ERROR_ENGLISH,
  PAYME_ERROR_MESSAGES,
  PAYME_ERRORS,
  type PaymeErrorName,
  type PaymeRpcId,
} from "@portal/domain";
import type { PaymentSystemKeys } from "./config";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * Two texts compared in constant time whatever their lengths (their digests are compared),
 * so the time of a refusal tells a guesser nothing of how much of a key or sign was right.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

const BASIC = /^Basic[ \t]+([A-Za-z0-9+/]+={0,2})[ \t]*$/i;

/**
 * Whether the call carries Payme's authorisation for this merchant: `Basic base64("Paycom:<key>")`.
 * Without a configured key nothing is authorised.
 */
export function isPaymeAuthorised(header: string | undefined, key: string | undefined): boolean {
  const encoded = BASIC.exec(header ?? "")?.[1];
  const credentials = encoded === undefined ? "" : Buffer.from(encoded, "base64").toString("utf8");
  const right = sameSecret(credentials, `Paycom:${key ?? ""}`);
  return right && encoded !== undefined && key !== undefined && key !== "";
}

/** Payme's answer of a result. */
export const paymeResult = (id: PaymeRpcId, result: Readonly<Record<string, unknown>>) => ({
  jsonrpc: "2.0" as const,
  id,
  result,
});

/**
 * Payme's answer of a documented error: its code, its message in Uzbek and Russian from the
 * catalogue and in English, and for an account error the account field it is about.
 */
export function paymeError(id: PaymeRpcId, name: PaymeErrorName) {
  const text = catalogue[PAYME_ERROR_MESSAGES[name]];
  return {
    jsonrpc: "2.0" as const,
    id,
    error: {
      code: PAYME_ERRORS[name],
      message: { uz: text.uz, ru: text.ru, en: PAYME_ERROR_ENGLISH[name] },
      data: isAccountError(name) ? PAYME_ACCOUNT_FIELD : undefined,
    },
  };
}

export { rpcIdOf } from "@portal/domain";

const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

/** The form's fields, whether the domain read it as a call or refused it. */
export const clickFields = <F extends ClickPrepare>(request: ClickRequest<F>): Partial<F> =>
  request._tag === "call" ? request.call.fields : request.fields;

/**
 * What Click's call is refused with before the use case sees it, in this order: a signed
 * field missing (−8, nothing to check the sign with); a sign that is not the MD5 of the
 * fields with our secret key (−1); a correctly signed call for another service (−8); then
 * what the domain found wrong with the form. Undefined: the call goes on.
 */
export function clickRefusal<F extends ClickPrepare>(
  action: ClickAction,
  request: ClickRequest<F>,
  keys: PaymentSystemKeys | undefined,
): ClickErrorName | undefined {
  const fields = clickFields(request) as Readonly<Record<string, string | undefined>>;
  if (CLICK_SIGNED_FIELDS[action].some((name) => typeof fields[name] !== "string")) return "badRequest";
  const signed = Object.fromEntries(
    CLICK_SIGNED_FIELDS[action].map((name) => [name, fields[name]!]),
  ) as unknown as ClickPrepare | ClickComplete;
  const secret = keys?.clickSecretKey ?? "";
  const expected = md5(clickSignSource(signed, secret));
  if (!sameSecret(fields.sign_string!.toLowerCase(), expected) || secret === "") return "signFailed";
  if (fields.service_id !== keys?.clickServiceId) return "badRequest";
  return request._tag === "refused" ? request.error : undefined;
}

/** Click's answer of an error: Click's own ids echoed, the documented code and note. */
export function clickError<F extends ClickPrepare>(fields: Partial<F>, name: ClickErrorName): ClickAnswer {
  const { code, note } = CLICK_ERRORS[name];
  return {
    click_trans_id: fields.click_trans_id ?? "",
    merchant_trans_id: fields.merchant_trans_id ?? "",
    error: code,
    error_note: note,
  };
}

/** Click's answer as the row's codec takes it: an id the merchant has none of (null) is left out. */
export interface ClickAnswer {
  readonly click_trans_id: string;
  readonly merchant_trans_id: string;
  readonly error: number;
  readonly error_note: string;
  readonly merchant_prepare_id?: number;
  readonly merchant_confirm_id?: number;
}

export function clickAnswer(answer: ClickPrepareAnswer | ClickCompleteAnswer): ClickAnswer {
  const { click_trans_id, merchant_trans_id, error, error_note } = answer;
  const prepareId = "merchant_prepare_id" in answer ? answer.merchant_prepare_id : null;
  const confirmId = "merchant_confirm_id" in answer ? answer.merchant_confirm_id : null;
  return {
    click_trans_id,
    merchant_trans_id,
    error,
    error_note,
    ...(prepareId === null ? {} : { merchant_prepare_id: prepareId }),
    ...(confirmId === null ? {} : { merchant_confirm_id: confirmId }),
  };
}
