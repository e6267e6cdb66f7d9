import { STANDARD_SAMPLE_TYPES, type StandardSampleType, TypeId } from "@portal/domain/constants";
import type { RecognitionRow } from "@portal/domain/entities/recognitionRow";
import { blankRecognitionRow } from "../../state/recognition";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { feeColumn, fileColumn, nameColumn } from "../../forms/columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RowsForm, useRowsForm } from "../../forms/RowsForm";
import { TypeChoice } from "../../forms/TypeChoice";
import { Upload } from "../../forms/upload";

/**
 * Standard-sample expertise, types 16 / 17 (spec 2.11): name and PDF. The call carries no
 * top-level type_id (spec 7); the rows carry the chosen type. Mode 2 (the snamuna contract
 * page) shows the saved rows disabled with their fees and the contract number.
 */
export default function StandardSamplePage(props: AppealFormProps<RecognitionRow>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<StandardSampleType>(
    (props.preloaded?.[0]?.type_id as StandardSampleType | undefined) ?? TypeId.technicalAssignmentExpertise,
  );
  const blank = useCallback(() => blankRecognitionRow(selected), [selected]);
  const { basics, list, disabled } = useRowsForm(blank, props);
  const choose = (typeId: StandardSampleType) => {
    setSelected(typeId);
    list.setRows(list.rows.map((row) => ({ ...row, type_id: typeId })));
  };
  const columns = [
    nameColumn(list, t("forms.name"), { disabled }),
    fileColumn(list, t("forms.documents"), Upload.recognitionS3, { disabled }),
  ];
  if (disabled) columns.push(feeColumn(t("forms.cost"), (row) => row.type_id ?? selected));
  return (
    <RowsForm
      title={t("forms.standardSample.title")}
      basics={basics}
      list={list}
      columns={columns}
      contract={props.contract}
      steps={(rows) => recognitionSteps(basics, rows, selected, undefined)}
    >
      <TypeChoice
        legend={t("forms.standardSample.typeLegend")}
        choices={STANDARD_SAMPLE_TYPES.map((id) => ({ id, label: t(`forms.standardSample.type.${id}`) }))}
        selected={selected}
        onChoose={(id) => choose(id as StandardSampleType)}
        disabled={disabled}
      />
    </RowsForm>
  );
}
