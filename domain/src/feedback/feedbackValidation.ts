import type { Feedback, PrivateFeedback, PublicFeedback } from "./feedback";
import { type Message, message } from "../shared/message";
import { isMissing, isUnchosen, isWellFormedEmail, normalisePhone, when } from "../shared/rules";

/**
 * The feedback appeal (spec 5), sent only when this returns []. Anonymous ("private"):
 * message, branch. Identified ("public"), in the form's order: message, name, email,
 * phone, branch, region, district.
 *
 * A filled but malformed email or phone (not nine digits after +998) gets its own
 * message in the field's place: the identified tab exists so the branch can answer,
 * and an unreachable contact defeats it. An empty field keeps the spec's "fill in" text.
 */
export function validateFeedback(input: Feedback): Message[] {
  return input.type === "private" ? privateMessages(input) : publicMessages(input);
}

function privateMessages(input: PrivateFeedback): Message[] {
  return [
    ...when(isMissing(input.private_msg), message("privateMessageRequired")),
    ...when(isUnchosen(input.branch_id), message("branchRequired")),
  ];
}

function publicMessages(input: PublicFeedback): Message[] {
  return [
    ...when(isMissing(input.public_msg), message("publicMessageRequired")),
    ...when(isMissing(input.name), message("nameRequired")),
    ...contactMessages(input.email, "emailRequired", isWellFormedEmail, "emailInvalid"),
    ...contactMessages(input.phone, "phoneRequired", (v) => normalisePhone(v) !== undefined, "phoneInvalid"),
    ...when(isUnchosen(input.branch_id), message("branchRequired")),
    ...when(isUnchosen(input.region_id), message("regionRequired")),
    ...when(isUnchosen(input.district_id), message("districtRequired")),
  ];
}

function contactMessages(
  value: unknown,
  required: "emailRequired" | "phoneRequired",
  wellFormed: (value: unknown) => boolean,
  malformed: "emailInvalid" | "phoneInvalid",
): Message[] {
  if (isMissing(value)) return [message(required)];
  return when(!wellFormed(value), message(malformed));
}
