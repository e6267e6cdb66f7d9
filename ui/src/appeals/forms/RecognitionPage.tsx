import { RECOGNITION_TYPES, type RecognitionType, TypeId } from "@portal/domain/shared/constants";
import type { RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { canChooseCertificateMode, chooseRecognitionType, setTogether } from "./state/recognition";
import { useTranslation } from "react-i18next";
import { InlineCheck } from "./InlineCheck";
import { aboutColumn, amountColumn, fileColumn, nameColumn } from "./columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import type { Keyed } from "./keyedRows";
import { RecognitionForm, useChosenType, useRecognitionRows } from "./RecognitionForm";
import type { RowColumn } from "./RowTable";
import { Upload } from "./upload";
import { saveRecognitionAppeal } from "../appealsApi";

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
  const [selected, setSelected] = useChosenType<RecognitionType>(
    props.preloaded,
    TypeId.recognitionInstruments,
  );
  const form = useRecognitionRows(selected, props);
  const { basics, list, disabled } = form;

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
          <InlineCheck
            checked={row.together === 1}
            onChange={(on) => list.update(index, (r) => setTogether(r, on))}
          >
            {t("forms.together")}
          </InlineCheck>
        ) : null,
    });
  }

  return (
    <RecognitionForm
      title={t("forms.recognition.title")}
      form={form}
      columns={columns}
      kind={selected}
      typeId={selected}
      feeOf={() => selected}
      contract={props.contract}
      send={saveRecognitionAppeal}
      choice={{ messages: "forms.recognition", types: RECOGNITION_TYPES, selected, onChoose: choose }}
    />
  );
}
