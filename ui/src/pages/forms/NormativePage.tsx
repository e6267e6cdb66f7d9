import { TypeId } from "@portal/domain/constants";
import type { RecognitionRow } from "@portal/domain/entities/recognitionRow";
import { blankRecognitionRow } from "../../state/recognition";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { feeColumn, fileColumn, nameColumn } from "../../forms/columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RowsForm, useRowsForm } from "../../forms/RowsForm";
import { Upload } from "../../forms/upload";

/**
 * Normative-document expertise, type 15 (spec 2.12): document name, PDF, delete. Mode 2
 * (the expertiza contract page) shows the saved rows disabled with their fees.
 */
export default function NormativePage(props: AppealFormProps<RecognitionRow>) {
  const { t } = useTranslation();
  const blank = useCallback(() => blankRecognitionRow(TypeId.normativeDocuments), []);
  const { basics, list, disabled } = useRowsForm(blank, props);
  const columns = [
    nameColumn(list, t("forms.normative.documentName"), { disabled }),
    fileColumn(list, t("forms.documents"), Upload.recognition, { disabled }),
  ];
  if (disabled) columns.push(feeColumn(t("forms.cost"), () => TypeId.normativeDocuments));
  return (
    <RowsForm
      title={t("forms.normative.title")}
      basics={basics}
      list={list}
      columns={columns}
      contract={props.contract}
      steps={(rows) => recognitionSteps(basics, rows, TypeId.normativeDocuments, TypeId.normativeDocuments)}
    />
  );
}
