import { TypeId } from "@portal/domain/constants";
import { blankRecognitionRow, toSentRecognitionTestRows } from "@portal/domain/state/recognition";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { aboutColumn, amountColumn, fileColumn, nameColumn } from "../../forms/columns";
import { FormFrame } from "../../forms/FormFrame";
import { unkeyed, useRowList } from "../../forms/keyedRows";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RequisitesFor } from "../../forms/RequisitesFor";
import { RowTable } from "../../forms/RowTable";
import { Upload } from "../../forms/upload";
import { useAppealBasics } from "../../forms/useAppealBasics";
import { useSubmitFlow } from "../../forms/useSubmitFlow";

/** Recognition test, type 9 (spec 2.9): device name, amount, about_device, PDF. */
export default function RecognitionTestPage() {
  const { t } = useTranslation();
  const basics = useAppealBasics(1);
  const flow = useSubmitFlow();
  const blank = useCallback(() => blankRecognitionRow(TypeId.recognitionTest), []);
  const list = useRowList(blank);
  const send = () =>
    flow.submit(
      recognitionSteps(
        basics,
        toSentRecognitionTestRows(unkeyed(list.rows)),
        TypeId.recognitionTest,
        TypeId.recognitionTest,
      ),
    );
  return (
    <FormFrame
      title={t("forms.recognitionTest.title")}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
    >
      <RequisitesFor basics={basics} />
      <RowTable
        caption={t("forms.recognitionTest.title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={[
          nameColumn(list, t("forms.name")),
          amountColumn(list, t("forms.quantity")),
          aboutColumn(list, t("forms.recognitionTest.aboutDevice"), { lines: 2 }),
          fileColumn(list, t("forms.documents"), Upload.recognition),
        ]}
        onRemove={list.remove}
        onAdd={list.add}
      />
    </FormFrame>
  );
}
