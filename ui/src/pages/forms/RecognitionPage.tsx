import { RECOGNITION_TYPES, type RecognitionType, TypeId } from "@portal/domain/constants";
import type { RecognitionRow } from "@portal/domain/entities/recognitionRow";
import { recognitionFee } from "@portal/domain/fees";
import { formatSom } from "@portal/domain/money";
import type { AppealMode } from "@portal/domain/state/modes";
import {
  blankRecognitionRow,
  canChooseCertificateMode,
  chooseRecognitionType,
  setTogether,
} from "@portal/domain/state/recognition";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { aboutColumn, amountColumn, fileColumn, nameColumn } from "../../forms/columns";
import { FormFrame } from "../../forms/FormFrame";
import { unkeyed, useRowList } from "../../forms/keyedRows";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RequisitesFor } from "../../forms/RequisitesFor";
import type { RowColumn } from "../../forms/RowTable";
import type { SubmitSteps } from "../../forms/submitFlow";
import { RowTable } from "../../forms/RowTable";
import { TypeChoice } from "../../forms/TypeChoice";
import { Upload } from "../../forms/upload";
import { useAppealBasics } from "../../forms/useAppealBasics";
import { useSubmitFlow } from "../../forms/useSubmitFlow";

export interface RecognitionFormProps {
  /** 1: the customer's application; 2: the contract page (fields disabled, costs shown). */
  readonly mode?: AppealMode;
  readonly preloaded?: readonly RecognitionRow[];
  /**
   * Mode 2: what the button does (a contract, or an invoice for a yearly appeal) and its
   * words. Spec 2.10 hides the number for a yearly appeal, but spec 5 and the server
   * require one for an invoice too, so the field shows for both.
   */
  readonly contract?: {
    readonly label: string;
    readonly steps: (rows: readonly RecognitionRow[], contractNumber: string) => SubmitSteps;
  };
}

/** Recognition of verification results, standard samples and methodologies, types 8 / 10 / 11 (spec 2.10). */
export default function RecognitionPage({ mode = 1, preloaded, contract }: RecognitionFormProps) {
  const { t } = useTranslation();
  const basics = useAppealBasics(mode);
  const flow = useSubmitFlow();
  const [selected, setSelected] = useState<RecognitionType>(
    (preloaded?.[0]?.type_id as RecognitionType | undefined) ?? TypeId.recognitionInstruments,
  );
  const blank = useCallback(() => blankRecognitionRow(selected), [selected]);
  const list = useRowList(blank, preloaded);
  const disabled = mode === 2;
  const [contractNumber, setContractNumber] = useState("");

  const choose = (typeId: RecognitionType) => {
    const choice = chooseRecognitionType(list.rows, typeId);
    list.setRows(choice.rows);
    setSelected(choice.selected);
  };

  const columns: RowColumn<RecognitionRow>[] = [
    nameColumn(list, t("forms.name"), { disabled }),
    aboutColumn(list, t(`forms.organisation.${selected}`), { disabled }),
    fileColumn(list, t("forms.documents"), Upload.recognitionS3, { disabled }),
    amountColumn(list, t("forms.quantity"), { disabled }),
  ];
  if (mode === 2) {
    columns.push({
      header: t("forms.certificate"),
      cell: (row, index) =>
        canChooseCertificateMode(row, mode) ? (
          <label className="inline-check">
            <input
              type="checkbox"
              className="checkbox"
              checked={row.together === 1}
              onChange={(event) => list.update(index, (r) => setTogether(r, event.target.checked))}
            />{" "}
            {t("forms.together")}
          </label>
        ) : null,
    });
    columns.push({
      header: t("forms.cost"),
      className: "num",
      cell: (row) => formatSom(recognitionFee(selected, row.amount ?? 0, row.together === 1)),
    });
  }

  const send = () =>
    flow.submit(
      contract
        ? contract.steps(unkeyed(list.rows), contractNumber)
        : recognitionSteps(basics, unkeyed(list.rows), selected, selected),
    );

  return (
    <FormFrame
      title={t("forms.recognition.title")}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
      {...(contract ? { sendLabel: contract.label } : {})}
    >
      <TypeChoice
        legend={t("forms.recognition.typeLegend")}
        choices={RECOGNITION_TYPES.map((id) => ({ id, label: t(`forms.recognition.type.${id}`) }))}
        selected={selected}
        onChoose={(id) => choose(id as RecognitionType)}
        disabled={disabled}
      />
      <RequisitesFor basics={basics} />
      {mode === 2 && (
        <FormField label={t("forms.contractNumber")}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={contractNumber}
              onChange={(event) => setContractNumber(event.target.value)}
            />
          )}
        </FormField>
      )}
      <RowTable
        caption={t("forms.recognition.title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={columns}
        onRemove={list.remove}
        onAdd={list.add}
        disabled={disabled}
      />
    </FormFrame>
  );
}
