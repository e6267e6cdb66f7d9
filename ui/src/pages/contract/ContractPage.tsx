import type { RecognitionRow } from "@portal/domain/entities/recognitionRow";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { PageLoading } from "../../components/Spinner";
import { contractSteps } from "../../work/contractSteps";
import { FeeContractForm } from "../../work/FeeContractForm";
import { useAppeal } from "../../work/useAppeal";
import RecognitionPage from "../forms/RecognitionPage";

/**
 * The contract pages of spec 2 ({base}/recognition/…/contract/{id}/create): the saved
 * appeal in mode 2, priced by the domain fees, with the contract number and the button
 * that creates the contract, or the invoice of a yearly appeal.
 */
export default function ContractPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { appeal, failed } = useAppeal(id, false);
  if (failed) {
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );
  }
  if (appeal === undefined) return <PageLoading />;
  const yearly = appeal.appeal.is_yearly === 1;
  if (appeal.kind !== "recognition") return <FeeContractForm appeal={appeal} yearly={yearly} />;
  return (
    <RecognitionPage
      mode={2}
      preloaded={appeal.devices as RecognitionRow[]}
      contract={{
        label: t(yearly ? "work.contract.createInvoice" : "work.contract.createContract"),
        steps: (rows, number) => contractSteps(appeal.id, yearly, rows, number),
      }}
    />
  );
}
