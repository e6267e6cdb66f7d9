import { PHONE_PREFIX } from "@portal/domain/shared/constants";
import type { Feedback } from "@portal/domain";
import type { Message, MessageKey } from "@portal/domain/shared/message";
import type { FeedbackErrors, FeedbackField, FeedbackFormState } from "./state/feedback";

/** The form as POST /apply takes it (spec 2.2, 3): the phone gets its fixed +998 prefix. */
export function toFeedbackPayload(state: FeedbackFormState): Feedback {
  if (state.tab === "private")
    return { type: "private", branch_id: state.branch_id, private_msg: state.message };
  return {
    type: "public",
    branch_id: state.branch_id,
    public_msg: state.message,
    name: state.name,
    email: state.email,
    phone: state.phone === "" ? "" : `${PHONE_PREFIX}${state.phone}`,
    region_id: state.region_id,
    district_id: state.district_id,
  };
}

/** Which field each feedback message belongs under. */
const FIELD_OF: Partial<Record<MessageKey, FeedbackField>> = {
  privateMessageRequired: "message",
  publicMessageRequired: "message",
  nameRequired: "name",
  emailRequired: "email",
  emailInvalid: "email",
  phoneRequired: "phone",
  phoneInvalid: "phone",
  branchRequired: "branch_id",
  regionRequired: "region_id",
  districtRequired: "district_id",
};

/** validateFeedback's messages placed under their fields (the first one per field). */
export function errorsByField(messages: readonly Message[]): FeedbackErrors {
  const errors: Partial<Record<FeedbackField, Message>> = {};
  for (const m of messages) {
    const field = FIELD_OF[m.key];
    if (field && !errors[field]) errors[field] = m;
  }
  return errors;
}
