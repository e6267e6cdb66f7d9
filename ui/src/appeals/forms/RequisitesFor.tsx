import { RequisitesField } from "./RequisitesField";
import type { AppealBasics } from "./useAppealBasics";

/**
 * The requisites field, for legal entities only (spec 1, 5). In offline mode staff choose
 * among the customer's own requisites.
 */
export function RequisitesFor({ basics }: { readonly basics: AppealBasics }) {
  if (!basics.corporate) return null;
  return (
    <RequisitesField
      chosen={basics.requisite}
      onChoose={basics.setRequisite}
      disabled={basics.mode === 2}
      requisites={basics.customer?.requisites}
    />
  );
}
