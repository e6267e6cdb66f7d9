import { TypeId } from "@portal/domain/shared/constants";
import type { RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { useTranslation } from "react-i18next";
import { fileColumn, nameColumn } from "./columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import { RecognitionForm, useRecognitionRows } from "./RecognitionForm";
import { Upload } from "./upload";
import { saveRecognitionAppeal } from "../appealsApi";

/**
 * Normative-document expertise, type 15 (spec 2.12): document name, PDF, delete. Mode 2
 * (the expertiza contract page) shows the saved rows disabled with their fees.
 */
export default function NormativePage(props: AppealFormProps<RecognitionRow>) {
  const { t } = useTranslation();
  const form = useRecognitionRows(TypeId.normativeDocuments, props);
  const { list, disabled } = form;
  return (
    <RecognitionForm
      title={t("forms.normative.title")}
      form={form}
      columns={[
        nameColumn(list, t("forms.normative.documentName"), { disabled }),
        fileColumn(list, t("forms.documents"), Upload.recognition, { disabled }),
      ]}
      kind={TypeId.normativeDocuments}
      typeId={TypeId.normativeDocuments}
      feeOf={() => TypeId.normativeDocuments}
      contract={props.contract}
      send={saveRecognitionAppeal}
    />
  );
}
