import { STANDARD_SAMPLE_TYPES, type StandardSampleType, TypeId } from "@portal/domain/shared/constants";
import type { RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { useTranslation } from "react-i18next";
import { fileColumn, nameColumn } from "./columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import { RecognitionForm, useChosenType, useRecognitionRows } from "./RecognitionForm";
import { Upload } from "./upload";
import { saveRecognitionAppeal } from "../appealsApi";

/**
 * Standard-sample expertise, types 16 / 17 (spec 2.11): name and PDF. The call carries no
 * top-level type_id (spec 7); the rows carry the chosen type. Mode 2 (the snamuna contract
 * page) shows the saved rows disabled with their fees and the contract number.
 */
export default function StandardSamplePage(props: AppealFormProps<RecognitionRow>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useChosenType<StandardSampleType>(
    props.preloaded,
    TypeId.technicalAssignmentExpertise,
  );
  const form = useRecognitionRows(selected, props);
  const { list, disabled } = form;
  const choose = (typeId: StandardSampleType) => {
    setSelected(typeId);
    list.setRows(list.rows.map((row) => ({ ...row, type_id: typeId })));
  };
  return (
    <RecognitionForm
      title={t("forms.standardSample.title")}
      form={form}
      columns={[
        nameColumn(list, t("forms.name"), { disabled }),
        fileColumn(list, t("forms.documents"), Upload.recognitionS3, { disabled }),
      ]}
      kind={selected}
      typeId={undefined}
      feeOf={(row) => row.type_id ?? selected}
      contract={props.contract}
      send={saveRecognitionAppeal}
      choice={{ messages: "forms.standardSample", types: STANDARD_SAMPLE_TYPES, selected, onChoose: choose }}
    />
  );
}
