import type { RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { isYearlyAppeal } from "@portal/domain/appeals/yearly";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import type { AppealKindName as AppealKind } from "@portal/domain/appeals/destinations";
import { PageLoading } from "../components/Spinner";
import type { AppealFormProps } from "../forms/contractEntry";
import { contractSteps } from "./contractSteps";
import { AppealCustomer } from "../appeals/work/AppealCustomer";
import { useAppeal } from "../appeals/work/useAppeal";
import MethodRecognitionPage from "../appeals/forms/MethodRecognitionPage";
import NormativePage from "../appeals/forms/NormativePage";
import RecognitionPage from "../appeals/forms/RecognitionPage";
import RecognitionTestPage from "../appeals/forms/RecognitionTestPage";
import StandardSamplePage from "../appeals/forms/StandardSamplePage";

/** The kinds spec 2 sends to a contract page, each shown by its own form in mode 2. */
const CONTRACT_FORMS: Partial<Record<AppealKind, ComponentType<AppealFormProps<RecognitionRow>>>> = {
  recognition: RecognitionPage,
  method_recognition: MethodRecognitionPage,
  recognition_test: RecognitionTestPage,
  normative: NormativePage,
  standard_sample: StandardSamplePage,
};

/**
 * The contract pages of spec 2 ({base}/recognition/…/contract/{id}/create): the saved
 * appeal in its own form's mode 2, priced by the domain fees, with the contract number and
 * the button that creates the contract, or the invoice of a yearly appeal.
 */
export default function ContractPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { appeal, parties, failed } = useAppeal(id);
  if (failed) {
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );
  }
  if (appeal === undefined) return <PageLoading />;
  const Form = CONTRACT_FORMS[appeal.kind];
  if (Form === undefined) {
    // Verification, kompleks, comment and provider appeals make their document on the appeal's page.
    return (
      <div className="card notice" role="status">
        {t("forms.noContractPage")}{" "}
        <Link to={`/appeals/${appeal.id}`}>{t("work.paperwork.onAppealPage")}</Link>
      </div>
    );
  }
  // The server's value: it keeps is_yearly 1 only with the customer's own yearly contract.
  const yearly = isYearlyAppeal(appeal.appeal);
  return (
    <>
      <AppealCustomer customer={parties.customer} />
      <Form
        key={appeal.id}
        mode={2}
        preloaded={appeal.devices as RecognitionRow[]}
        contract={{
          label: t(yearly ? "work.contract.createInvoice" : "work.contract.createContract"),
          steps: (rows, number) => contractSteps(appeal.id, yearly, rows, number),
        }}
      />
    </>
  );
}
