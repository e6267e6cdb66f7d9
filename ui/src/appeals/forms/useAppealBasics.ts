import type { BankRequisite } from "@portal/domain/cabinet/requisite";
import type { AppealMode } from "../../state/modes";
import { initialOffer, type OfferState } from "../../state/offer";
import { useState } from "react";
import { useSession } from "../../session/SessionContext";
import { type OfflineCustomer, useOfflineCustomer } from "./offlineCustomer";

/** What every application shares: the mode, the offer, the corporate flag and the chosen requisite. */
export interface AppealBasics {
  readonly mode: AppealMode;
  readonly offer: OfferState;
  readonly setOffer: (offer: OfferState) => void;
  /** The customer's flag: the signed-in customer's, or in offline mode the chosen customer's. */
  readonly corporate: boolean;
  readonly requisite: BankRequisite | undefined;
  readonly setRequisite: (requisite: BankRequisite) => void;
  /** Offline mode (spec 6): staff fill the form for `customer`. */
  readonly customer: OfflineCustomer | undefined;
  /** The mode the offer follows: 2 (pre-accepted, hidden) in mode 2 and when editing a sent appeal. */
  readonly offerMode: AppealMode;
}

/**
 * The basics of a form in `mode`. `editing` a sent appeal (the reviewer's update) keeps the
 * offer its customer accepted: pre-accepted and not asked again, as in mode 2.
 */
export function useAppealBasics(mode: AppealMode = 1, editing = false): AppealBasics {
  const { user } = useSession();
  const customer = useOfflineCustomer();
  const offerMode: AppealMode = editing ? 2 : mode;
  const [offer, setOffer] = useState(() => initialOffer(offerMode));
  const [requisite, setRequisite] = useState<BankRequisite | undefined>(undefined);
  const corporate = customer ? customer.corporate === 1 : user?.corporate === 1;
  return { mode, offer, setOffer, corporate, requisite, setRequisite, customer, offerMode };
}

/**
 * The header fields every application sends: the chosen requisite's id, and in offline mode
 * the customer's id with is_offline = 1 (spec 6).
 */
export const basicHeader = (basics: AppealBasics) => ({
  is_old: 0 as const,
  ...(basics.requisite ? { account_number_id: basics.requisite.id } : {}),
  ...(basics.customer ? { user_id: basics.customer.id, is_offline: 1 as const } : {}),
});
