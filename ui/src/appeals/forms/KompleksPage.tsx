import type { KompleksRow } from "@portal/domain/appeals/recognitionRow";
import type { SaveReply } from "@portal/domain/appeals/saveAnswer";
import { blankKompleksRow } from "./state/kompleks";
import { setCheckIn, setCheckOut, showsPlace } from "./state/onSite";
import { useTranslation } from "react-i18next";
import * as catalogue from "../../catalogue/catalogueApi";
import { InlineCheck } from "./InlineCheck";
import { fileColumn, nameColumn } from "./columns";
import { PlaceFields } from "./PlaceFields";
import { RecognitionForm } from "./RecognitionForm";
import type { RecognitionSaveBody } from "./recognitionSteps";
import { useRowsForm } from "./RowsForm";
import type { RowColumn } from "./RowTable";
import { Upload } from "./upload";
import { useLookup } from "../../forms/useLookup";
import { saveKompleksAppeal } from "../appealsApi";

export interface KompleksFormProps {
  /** The rows of a saved kompleks appeal, to edit (a reviewer's update page). */
  readonly preloaded?: readonly KompleksRow[] | undefined;
  /** Where the body of the kompleks save goes instead of the save call (the reviewer's update). */
  readonly sendTo?: ((body: RecognitionSaveBody) => Promise<SaveReply>) | undefined;
}

/** Kompleks devices (spec 2.13): name, PDF, where it is checked (check-in, or check-out with the place). */
export default function KompleksPage({ preloaded, sendTo }: KompleksFormProps = {}) {
  const { t } = useTranslation();
  const form = useRowsForm(blankKompleksRow, { preloaded, editing: sendTo !== undefined });
  const { list } = form;
  const provinces = useLookup(catalogue.provinces);
  const v = (key: string) => t(`forms.verification.${key}`);

  const address: RowColumn<KompleksRow> = {
    header: t("forms.kompleks.address"),
    cell: (row, index) => (
      <div className="kompleks-address">
        <InlineCheck
          checked={row.check_in === 1}
          onChange={(on) => list.update(index, (r) => setCheckIn(r, on))}
        >
          {v("checkIn")} ({index + 1})
        </InlineCheck>
        <InlineCheck
          checked={row.check_out === 1}
          onChange={(on) => list.update(index, (r) => setCheckOut(r, on))}
        >
          {v("checkOut")} ({index + 1})
        </InlineCheck>
        {showsPlace(row) && (
          <PlaceFields
            row={row}
            provinces={provinces}
            suffix={` (${index + 1})`}
            onChange={(next) => list.update(index, () => next)}
          />
        )}
      </div>
    ),
  };

  return (
    <RecognitionForm
      title={t("forms.kompleks.title")}
      form={form}
      columns={[
        nameColumn(list, t("forms.kompleks.name")),
        fileColumn(list, t("forms.documents"), Upload.kompleks),
        address,
      ]}
      kind="kompleks"
      typeId={undefined}
      send={sendTo ?? saveKompleksAppeal}
    />
  );
}
