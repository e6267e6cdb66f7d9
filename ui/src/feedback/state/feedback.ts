import type { Feedback } from "@portal/domain/feedback/feedback";
import type { City } from "@portal/domain/catalogue/lookups";
import type { Message } from "@portal/domain/shared/message";

/**
 * The feedback form (spec 2.2 and 4). The tabs carry the payload's words: "private" is the
 * anonymous tab (Anonim), "public" the tab with the sender's identity disclosed.
 */
export type FeedbackTab = Feedback["type"];

export type FeedbackField =
  | "message"
  | "branch_id"
  | "name"
  | "email"
  | "phone"
  | "region_id"
  | "district_id";

/** One message per field, as the form shows them. */
export type FeedbackErrors = Readonly<Partial<Record<FeedbackField, Message>>>;

export interface FeedbackFormState {
  readonly tab: FeedbackTab;
  readonly message: string;
  readonly branch_id?: number | undefined;
  readonly name: string;
  readonly email: string;
  /** The nine digits after the fixed +998 prefix. */
  readonly phone: string;
  readonly region_id?: number | undefined;
  readonly district_id?: number | undefined;
  readonly errors: FeedbackErrors;
}

/** The form as it opens: the anonymous tab, every field empty, no errors. */
export const initialFeedbackForm: FeedbackFormState = {
  tab: "private",
  message: "",
  name: "",
  email: "",
  phone: "",
  errors: {},
};

const withoutError = (errors: FeedbackErrors, field: FeedbackField): FeedbackErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field));

/** Switching tab clears every error (spec 4); the values typed are kept. */
export const switchFeedbackTab = (state: FeedbackFormState, tab: FeedbackTab): FeedbackFormState => ({
  ...state,
  tab,
  errors: {},
});

/** Editing a field sets it and clears that field's error only (spec 4). */
export const editFeedbackField = <K extends FeedbackField>(
  state: FeedbackFormState,
  field: K,
  value: FeedbackFormState[K],
): FeedbackFormState => ({ ...state, [field]: value, errors: withoutError(state.errors, field) });

/** The validation result, shown under the fields. */
export const withFeedbackErrors = (state: FeedbackFormState, errors: FeedbackErrors): FeedbackFormState => ({
  ...state,
  errors,
});

/**
 * After a successful send, message, email, phone and name are reset (spec 4); the tab,
 * branch, region and district stay, and no error remains.
 */
export const afterFeedbackSent = (state: FeedbackFormState): FeedbackFormState => ({
  ...state,
  message: "",
  email: "",
  phone: "",
  name: "",
  errors: {},
});

/** The first city of a province's list: the district the feedback form preselects. */
export const firstDistrict = (cities: readonly City[]): number | undefined => cities[0]?.id;

/**
 * Choosing a region (province) sets it, clears its error and clears the district until the
 * region's cities arrive (`preselectFirstDistrict`).
 */
export const chooseFeedbackRegion = (
  state: FeedbackFormState,
  regionId: number | undefined,
): FeedbackFormState => ({
  ...editFeedbackField(state, "region_id", regionId),
  district_id: undefined,
});

/** The region's cities arrived: the first one becomes the district (spec 4), clearing its error. */
export function preselectFirstDistrict(state: FeedbackFormState, cities: readonly City[]): FeedbackFormState {
  const district = firstDistrict(cities);
  return district === undefined
    ? { ...state, district_id: undefined }
    : editFeedbackField(state, "district_id", district);
}
