import { TypeId } from "@portal/domain/shared/constants";
import type { RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { toSentRecognitionTestRows } from "./state/recognition";
import { useTranslation } from "react-i18next";
import { aboutColumn, amountColumn, fileColumn, nameColumn } from "./columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import { RecognitionForm, useRecognitionRows } from "./RecognitionForm";
import { Upload } from "./upload";
import { saveRecognitionAppeal } from "../appealsApi";

/**
 * Recognition test, type 9 (spec 2.9): device name, amount, about_device, PDF. Mode 2 (the
 * sinov contract page) shows the saved rows disabled, each with its fee, and the contract number.
 */
export default function RecognitionTestPage(props: AppealFormProps<RecognitionRow>) {
  const { t } = useTranslation();
  const form = useRecognitionRows(TypeId.recognitionTest, props);
  const { list, disabled } = form;
  return (
    <RecognitionForm
      title={t("forms.recognitionTest.title")}
      form={form}
      columns={[
        nameColumn(list, t("forms.name"), { disabled }),
        amountColumn(list, t("forms.quantity"), { disabled }),
        aboutColumn(list, t("forms.recognitionTest.aboutDevice"), { disabled, lines: 2 }),
        fileColumn(list, t("forms.documents"), Upload.recognition, { disabled }),
      ]}
      kind={TypeId.recognitionTest}
      typeId={TypeId.recognitionTest}
      feeOf={() => TypeId.recognitionTest}
      toSent={toSentRecognitionTestRows}
      contract={props.contract}
      send={saveRecognitionAppeal}
    />
  );
}
