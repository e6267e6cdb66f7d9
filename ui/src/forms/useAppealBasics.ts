import type { BankRequisite } from "@portal/domain/entities/requisite";
import type { AppealMode } from "@portal/domain/state/modes";
import { initialOffer, type OfferState } from "@portal/domain/state/offer";
import { useState } from "react";
import { useSession } from "../session/SessionContext";

/** What every application shares: the mode, the offer, the corporate flag and the chosen requisite. */
export interface AppealBasics {
  readonly mode: AppealMode;
  readonly offer: OfferState;
  readonly setOffer: (offer: OfferState) => void;
  readonly corporate: boolean;
  readonly requisite: BankRequisite | undefined;
  readonly setRequisite: (requisite: BankRequisite) => void;
}

export function useAppealBasics(mode: AppealMode = 1): AppealBasics {
  const { user } = useSession();
  const [offer, setOffer] = useState(() => initialOffer(mode));
  const [requisite, setRequisite] = useState<BankRequisite | undefined>(undefined);
  return { mode, offer, setOffer, corporate: user?.corporate === 1, requisite, setRequisite };
}

/** The header fields every application sends: the chosen requisite's id. */
export const basicHeader = (basics: AppealBasics) => ({
  is_old: 0 as const,
  ...(basics.requisite ? { account_number_id: basics.requisite.id } : {}),
});
