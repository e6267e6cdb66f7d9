import type { BankRequisite } from "@portal/domain/cabinet/requisite";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { preloadable } from "../../components/preloadable";

// The chooser (with its add-requisite form) is a chunk of its own, loaded once the field shows:
// the forms' first load stays light, and the dialog opens at once.
const RequisitesChooser = preloadable<
  Parameters<typeof import("../../components/RequisitesChooser").RequisitesChooser>[0]
>(() => import("../../components/RequisitesChooser").then((m) => ({ default: m.RequisitesChooser })));

export interface RequisitesFieldProps {
  readonly chosen: BankRequisite | undefined;
  readonly onChoose: (requisite: BankRequisite) => void;
  readonly disabled?: boolean;
  /** The requisites to choose from when not the signed-in customer's (offline mode). */
  readonly requisites?: readonly BankRequisite[] | undefined;
}

/** A legal entity's bank requisites on an application (spec 1, 2.16): the chosen one and the chooser. */
export function RequisitesField({ chosen, onChoose, disabled, requisites }: RequisitesFieldProps) {
  const { t } = useTranslation();
  if (!disabled) void RequisitesChooser.preload();
  const [open, setOpen] = useState(false);
  return (
    <div className="field requisites-field">
      <span className="field__label">{t("forms.requisites")}</span>
      <div className="requisites-field__value">
        <span data-testid="chosen-requisite">
          {chosen
            ? `${chosen.company_name} · ${chosen.bank_name} · ${chosen.account_number}`
            : t("forms.noRequisite")}
        </span>{" "}
        {!disabled && (
          <button type="button" className="btn btn--small btn--secondary" onClick={() => setOpen(true)}>
            {t("forms.chooseRequisite")}
          </button>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <RequisitesChooser
            open={open}
            chosenId={chosen?.id}
            given={requisites}
            onChoose={onChoose}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
