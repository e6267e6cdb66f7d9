import { CLICK_ERRORS, type ClickErrorName, type ClickPrepare } from "@portal/domain";

/** The fields every Click answer repeats, and its error code with Click's own note. */
export function clickAnswer(fields: ClickPrepare, error: ClickErrorName) {
  return {
    click_trans_id: fields.click_trans_id,
    merchant_trans_id: fields.merchant_trans_id,
    error: CLICK_ERRORS[error].code,
    error_note: CLICK_ERRORS[error].note,
  };
}
