import { RECOGNITION_TYPES, type RecognitionType, TypeId } from "@portal/domain/constants";
import type { RecognitionRow } from "@portal/domain/entities/recognitionRow";
import {
  blankRecognitionRow,
  canChooseCertificateMode,
  chooseRecognitionType,
  setTogether,
} from "../../state/recognition";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { aboutColumn, amountColumn, feeColumn, fileColumn, nameColumn } from "../../forms/columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import type { Keyed } from "../../forms/keyedRows";
import { recognitionSteps } from "../../forms/recognitionSteps";
import type { RowColumn } from "../../forms/RowTable";
import { RowsForm, useRowsForm } from "../../forms/RowsForm";
import { TypeChoice } from "../../forms/TypeChoice";
import { Upload } from "../../forms/upload";

/**
 * Mode 1 is the customer's application; mode 2 the contract page: fields disabled, the
 * joint-certificate choice and each row's cost. Spec 2.10 hides the contract number for a
 * yearly appeal, but spec 5 and the server require one for an invoice too, so the field
 * shows for both.
 */
export type RecognitionFormProps = AppealFormProps<RecognitionRow>;

/** Recognition of verification results, standard samples and methodologies, types 8 / 10 / 11 (spec 2.10). */
export default function RecognitionPage(props: RecognitionFormProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<RecognitionType>(
    (props.preloaded?.[0]?.type_id as RecognitionType | undefined) ?? TypeId.recognitionInstruments,
  );
  const blank = useCallback(() => blankRecognitionRow(selected), [selected]);
  const { basics, list, disabled } = useRowsForm(blank, props);

  const choose = (typeId: RecognitionType) => {
    const choice = chooseRecognitionType(list.rows, typeId);
    list.setRows(choice.rows);
    setSelected(choice.selected);
  };

  const columns: RowColumn<Keyed<RecognitionRow>>[] = [
    nameColumn(list, t("forms.name"), { disabled }),
    aboutColumn(list, t(`forms.organisation.${selected}`), { disabled }),
    fileColumn(list, t("forms.documents"), Upload.recognitionS3, { disabled }),
    amountColumn(list, t("forms.quantity"), { disabled }),
  ];
  if (disabled) {
    columns.push({
      header: t("forms.certificate"),
      cell: (row, index) =>
        canChooseCertificateMode(row, basics.mode) ? (
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
    columns.push(feeColumn(t("forms.cost"), () => selected));
  }

  return (
    <RowsForm
      title={t("forms.recognition.title")}
      basics={basics}
      list={list}
      columns={columns}
      contract={props.contract}
      steps={(rows) => recognitionSteps(basics, rows, selected, selected)}
    >
      <TypeChoice
        legend={t("forms.recognition.typeLegend")}
        choices={RECOGNITION_TYPES.map((id) => ({ id, label: t(`forms.recognition.type.${id}`) }))}
        selected={selected}
        onChoose={(id) => choose(id as RecognitionType)}
        disabled={disabled}
      />
    </RowsForm>
  );
}
