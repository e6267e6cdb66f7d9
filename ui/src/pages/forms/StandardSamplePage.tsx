import { STANDARD_SAMPLE_TYPES, type StandardSampleType, TypeId } from "@portal/domain/constants";
import { blankRecognitionRow } from "@portal/domain/state/recognition";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { fileColumn, nameColumn } from "../../forms/columns";
import { FormFrame } from "../../forms/FormFrame";
import { unkeyed, useRowList } from "../../forms/keyedRows";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RequisitesFor } from "../../forms/RequisitesFor";
import { RowTable } from "../../forms/RowTable";
import { TypeChoice } from "../../forms/TypeChoice";
import { Upload } from "../../forms/upload";
import { useAppealBasics } from "../../forms/useAppealBasics";
import { useSubmitFlow } from "../../forms/useSubmitFlow";

/**
 * Standard-sample expertise, types 16 / 17 (spec 2.11): name and PDF. The call carries no
 * top-level type_id (spec 7); the rows carry the chosen type.
 */
export default function StandardSamplePage() {
  const { t } = useTranslation();
  const basics = useAppealBasics(1);
  const flow = useSubmitFlow();
  const [selected, setSelected] = useState<StandardSampleType>(TypeId.technicalAssignmentExpertise);
  const blank = useCallback(() => blankRecognitionRow(selected), [selected]);
  const list = useRowList(blank);
  const choose = (typeId: StandardSampleType) => {
    setSelected(typeId);
    list.setRows(list.rows.map((row) => ({ ...row, type_id: typeId })));
  };
  const send = () => flow.submit(recognitionSteps(basics, unkeyed(list.rows), selected, undefined));
  return (
    <FormFrame
      title={t("forms.standardSample.title")}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
    >
      <TypeChoice
        legend={t("forms.standardSample.typeLegend")}
        choices={STANDARD_SAMPLE_TYPES.map((id) => ({ id, label: t(`forms.standardSample.type.${id}`) }))}
        selected={selected}
        onChoose={(id) => choose(id as StandardSampleType)}
      />
      <RequisitesFor basics={basics} />
      <RowTable
        caption={t("forms.standardSample.title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={[
          nameColumn(list, t("forms.name")),
          fileColumn(list, t("forms.documents"), Upload.recognitionS3),
        ]}
        onRemove={list.remove}
        onAdd={list.add}
      />
    </FormFrame>
  );
}
