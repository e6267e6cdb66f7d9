import { TypeId } from "@portal/domain/constants";
import type { RecognitionRow } from "@portal/domain/entities/recognitionRow";
import { blankRecognitionRow, toSentRecognitionTestRows } from "../../state/recognition";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { aboutColumn, amountColumn, feeColumn, fileColumn, nameColumn } from "../../forms/columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RowsForm, useRowsForm } from "../../forms/RowsForm";
import { Upload } from "../../forms/upload";

/**
 * Recognition test, type 9 (spec 2.9): device name, amount, about_device, PDF. Mode 2 (the
 * sinov contract page) shows the saved rows disabled, each with its fee, and the contract number.
 */
export default function RecognitionTestPage(props: AppealFormProps<RecognitionRow>) {
  const { t } = useTranslation();
  const blank = useCallback(() => blankRecognitionRow(TypeId.recognitionTest), []);
  const { basics, list, disabled } = useRowsForm(blank, props);
  const columns = [
    nameColumn(list, t("forms.name"), { disabled }),
    amountColumn(list, t("forms.quantity"), { disabled }),
    aboutColumn(list, t("forms.recognitionTest.aboutDevice"), { disabled, lines: 2 }),
    fileColumn(list, t("forms.documents"), Upload.recognition, { disabled }),
  ];
  if (disabled) columns.push(feeColumn(t("forms.cost"), () => TypeId.recognitionTest));
  return (
    <RowsForm
      title={t("forms.recognitionTest.title")}
      basics={basics}
      list={list}
      columns={columns}
      contract={props.contract}
      steps={(rows) =>
        recognitionSteps(
          basics,
          toSentRecognitionTestRows(rows),
          TypeId.recognitionTest,
          TypeId.recognitionTest,
        )
      }
    />
  );
}
