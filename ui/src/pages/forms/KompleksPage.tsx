import type { KompleksRow } from "@portal/domain/entities/recognitionRow";
import { blankKompleksRow } from "@portal/domain/state/kompleks";
import { setCheckIn, setCheckOut, showsPlace } from "@portal/domain/state/onSite";
import { useTranslation } from "react-i18next";
import { api } from "../../api";
import { fileColumn, nameColumn } from "../../forms/columns";
import { FormFrame } from "../../forms/FormFrame";
import { unkeyed, useRowList } from "../../forms/keyedRows";
import { PlaceFields } from "../../forms/PlaceFields";
import { recognitionSteps } from "../../forms/recognitionSteps";
import { RequisitesFor } from "../../forms/RequisitesFor";
import { type RowColumn, RowTable } from "../../forms/RowTable";
import { Upload } from "../../forms/upload";
import { useAppealBasics } from "../../forms/useAppealBasics";
import { useLookup } from "../../forms/useLookup";
import { useSubmitFlow } from "../../forms/useSubmitFlow";

/** Kompleks devices (spec 2.13): name, PDF, where it is checked (check-in, or check-out with the place). */
export default function KompleksPage() {
  const { t } = useTranslation();
  const basics = useAppealBasics(1);
  const flow = useSubmitFlow();
  const list = useRowList(blankKompleksRow);
  const provinces = useLookup(api.provinces);
  const v = (key: string) => t(`forms.verification.${key}`);

  const address: RowColumn<KompleksRow> = {
    header: t("forms.kompleks.address"),
    cell: (row, index) => (
      <div className="kompleks-address">
        <label className="inline-check">
          <input
            type="checkbox"
            className="checkbox"
            checked={row.check_in === 1}
            onChange={(event) => list.update(index, (r) => setCheckIn(r, event.target.checked))}
          />{" "}
          {v("checkIn")} ({index + 1})
        </label>
        <label className="inline-check">
          <input
            type="checkbox"
            className="checkbox"
            checked={row.check_out === 1}
            onChange={(event) => list.update(index, (r) => setCheckOut(r, event.target.checked))}
          />{" "}
          {v("checkOut")} ({index + 1})
        </label>
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

  const send = () => flow.submit(recognitionSteps(basics, unkeyed(list.rows), "kompleks", undefined));
  return (
    <FormFrame
      title={t("forms.kompleks.title")}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
    >
      <RequisitesFor basics={basics} />
      <RowTable
        caption={t("forms.kompleks.title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={[
          nameColumn(list, t("forms.kompleks.name")),
          fileColumn(list, t("forms.documents"), Upload.kompleks),
          address,
        ]}
        onRemove={list.remove}
        onAdd={list.add}
      />
    </FormFrame>
  );
}
