import type { KompleksRow } from "@portal/domain/appeals/recognitionRow";
import { blankKompleksRow } from "../../state/kompleks";
import { setCheckIn, setCheckOut, showsPlace } from "../../state/onSite";
import { useTranslation } from "react-i18next";
import { api } from "../../api";
import { InlineCheck } from "../../components/InlineCheck";
import type { SaveAnswer } from "../../forms/appealsApi";
import { fileColumn, nameColumn } from "../../forms/columns";
import { PlaceFields } from "../../forms/PlaceFields";
import { RecognitionForm } from "../../forms/RecognitionForm";
import { useRowsForm } from "../../forms/RowsForm";
import type { RowColumn } from "../../forms/RowTable";
import { Upload } from "../../forms/upload";
import { useLookup } from "../../forms/useLookup";

export interface KompleksFormProps {
  /** The rows of a saved kompleks appeal, to edit (a reviewer's update page). */
  readonly preloaded?: readonly KompleksRow[] | undefined;
  /** Where the body of the kompleks save goes instead of the save call (the reviewer's update). */
  readonly sendTo?: ((body: unknown) => Promise<SaveAnswer>) | undefined;
}

/** Kompleks devices (spec 2.13): name, PDF, where it is checked (check-in, or check-out with the place). */
export default function KompleksPage({ preloaded, sendTo }: KompleksFormProps = {}) {
  const { t } = useTranslation();
  const form = useRowsForm(blankKompleksRow, { preloaded, editing: sendTo !== undefined });
  const { list } = form;
  const provinces = useLookup(api.provinces);
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
      sendTo={sendTo}
    />
  );
}
