import { TypeId } from "@portal/domain/constants";
import { blankRecognitionRow } from "@portal/domain/state/recognition";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { fileColumn, nameColumn } from "../../forms/columns";
import { FormFrame } from "../../forms/FormFrame";
import { unkeyed, useRowList } from "../../forms/keyedRows";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RequisitesFor } from "../../forms/RequisitesFor";
import { RowTable } from "../../forms/RowTable";
import { Upload } from "../../forms/upload";
import { useAppealBasics } from "../../forms/useAppealBasics";
import { useSubmitFlow } from "../../forms/useSubmitFlow";

/** Normative-document expertise, type 15 (spec 2.12): document name, PDF, delete. */
export default function NormativePage() {
  const { t } = useTranslation();
  const basics = useAppealBasics(1);
  const flow = useSubmitFlow();
  const blank = useCallback(() => blankRecognitionRow(TypeId.normativeDocuments), []);
  const list = useRowList(blank);
  const send = () =>
    flow.submit(
      recognitionSteps(basics, unkeyed(list.rows), TypeId.normativeDocuments, TypeId.normativeDocuments),
    );
  return (
    <FormFrame
      title={t("forms.normative.title")}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
    >
      <RequisitesFor basics={basics} />
      <RowTable
        caption={t("forms.normative.title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={[
          nameColumn(list, t("forms.normative.documentName")),
          fileColumn(list, t("forms.documents"), Upload.recognition),
        ]}
        onRemove={list.remove}
        onAdd={list.add}
      />
    </FormFrame>
  );
}
