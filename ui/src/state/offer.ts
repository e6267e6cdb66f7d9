import type { AppealMode } from "./modes";

/** The public-offer checkbox and its modal (spec 2.18 and 4). */
export interface OfferState {
  readonly accepted: boolean;
  readonly modalOpen: boolean;
}

/** Mode 2 starts with the offer accepted (spec 4); the modal starts closed. */
export const initialOffer = (mode: AppealMode): OfferState => ({ accepted: mode === 2, modalOpen: false });

/** Ticking the checkbox accepts and opens the offer modal; unticking withdraws and opens nothing. */
export const tickOffer = (_offer: OfferState, on: boolean): OfferState => ({ accepted: on, modalOpen: on });

/** The modal's 'Roziman' (I agree) button: accepted, modal closed. */
export const agreeToOffer = (_offer: OfferState): OfferState => ({ accepted: true, modalOpen: false });
