import { TypeId } from "@portal/domain/shared/constants";
import type { RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { blankMethodRecognitionRow, toSentMethodRecognitionRows } from "./state/recognition";
import { useTranslation } from "react-i18next";
import { fileColumn, nameColumn } from "./columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import { RecognitionForm } from "./RecognitionForm";
import { useRowsForm } from "./RowsForm";
import { Upload } from "./upload";
import { saveRecognitionAppeal } from "../appealsApi";

/**
 * Method (uslubiyot) recognition, type 14 (spec 2.1): method name (4 lines) and its
 * documents. Mode 2 is read-only with the offer pre-accepted; the spec gives this type no
 * fee, so its rows show no cost.
 */
export default function MethodRecognitionPage(props: AppealFormProps<RecognitionRow>) {
  const { t } = useTranslation();
  const form = useRowsForm(blankMethodRecognitionRow, props);
  const { list, disabled } = form;
  return (
    <RecognitionForm
      title={t("forms.methodRecognition.title")}
      form={form}
      columns={[
        nameColumn(list, t("forms.methodRecognition.methodName"), { disabled, lines: 4 }),
        fileColumn(list, t("forms.documents"), Upload.recognitionS3, { disabled }),
      ]}
      kind={TypeId.methodRecognition}
      typeId={TypeId.methodRecognition}
      toSent={toSentMethodRecognitionRows}
      contract={props.contract}
      send={saveRecognitionAppeal}
    />
  );
}
