import { TypeId } from "@portal/domain/constants";
import type { RecognitionRow } from "@portal/domain/entities/recognitionRow";
import type { AppealMode } from "@portal/domain/state/modes";
import { blankMethodRecognitionRow, toSentMethodRecognitionRows } from "@portal/domain/state/recognition";
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

/** Method (uslubiyot) recognition, type 14 (spec 2.1): method name (4 lines) and its documents. */
export default function MethodRecognitionPage({
  mode = 1,
  preloaded,
}: {
  readonly mode?: AppealMode;
  readonly preloaded?: readonly RecognitionRow[];
}) {
  const { t } = useTranslation();
  const basics = useAppealBasics(mode);
  const flow = useSubmitFlow();
  const list = useRowList(blankMethodRecognitionRow, preloaded);
  const disabled = mode === 2;
  const send = () =>
    flow.submit(
      recognitionSteps(
        basics,
        toSentMethodRecognitionRows(unkeyed(list.rows)),
        TypeId.methodRecognition,
        TypeId.methodRecognition,
      ),
    );
  return (
    <FormFrame
      title={t("forms.methodRecognition.title")}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
    >
      <RequisitesFor basics={basics} />
      <RowTable
        caption={t("forms.methodRecognition.title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={[
          nameColumn(list, t("forms.methodRecognition.methodName"), { disabled, lines: 4 }),
          fileColumn(list, t("forms.documents"), Upload.recognitionS3, { disabled }),
        ]}
        onRemove={list.remove}
        onAdd={list.add}
        disabled={disabled}
      />
    </FormFrame>
  );
}
