import { PROVIDER_DEVICE_TYPES } from "@portal/domain/constants";
import { type ProviderRow, toSentProviderRow } from "@portal/domain/entities/providerRow";
import type { AppealMode } from "@portal/domain/state/modes";
import { validateProviderAppeal } from "@portal/domain/validation/providerAppeal";
import { useTranslation } from "react-i18next";
import { IdSelect } from "../../components/IdSelect";
import { appealsApi, SavePath } from "../../forms/appealsApi";
import { amountColumn, textColumn } from "../../forms/columns";
import { FormFrame } from "../../forms/FormFrame";
import { type RowList, unkeyed, useRowList } from "../../forms/keyedRows";
import { RequisitesFor } from "../../forms/RequisitesFor";
import { type RowColumn, RowTable } from "../../forms/RowTable";
import { basicHeader, useAppealBasics } from "../../forms/useAppealBasics";
import { useSubmitFlow } from "../../forms/useSubmitFlow";

const blankProviderRow = (): ProviderRow => ({ amount: 1 });

type TextField = Exclude<keyof ProviderRow, "device_type_id" | "amount">;
const TEXT_FIELDS: readonly (readonly [TextField, string])[] = [
  ["mtd_name", "mtdName"],
  ["laboratory_name", "laboratoryName"],
  ["laboratory_director_name", "laboratoryDirector"],
  ["laboratory_address", "laboratoryAddress"],
  ["measurement_size", "measurementSize"],
  ["method", "method"],
  ["applied_devices", "appliedDevices"],
  ["about_device", "aboutDevice"],
];

/** Proficiency-testing provider (spec 2.8): mode 1 create, mode 2 view-only with the offer pre-accepted. */
export default function ProviderPage({ mode = 1 }: { readonly mode?: AppealMode }) {
  const { t } = useTranslation();
  const basics = useAppealBasics(mode);
  const flow = useSubmitFlow();
  const list: RowList<ProviderRow> = useRowList(blankProviderRow);
  const disabled = mode === 2;
  const p = (key: string) => t(`forms.provider.${key}`);

  const deviceType: RowColumn<ProviderRow> = {
    header: p("deviceType"),
    cell: (row, index) => (
      <IdSelect
        id={`provider-type-${index}`}
        aria-label={`${p("deviceType")} (${index + 1})`}
        name="device_type"
        disabled={disabled}
        options={PROVIDER_DEVICE_TYPES.map((id) => ({ id, name: t(`forms.provider.types.${id}`) }))}
        value={row.device_type_id ?? undefined}
        onChange={(device_type_id) => list.update(index, (r) => ({ ...r, device_type_id }))}
      />
    ),
  };
  const columns = [
    deviceType,
    ...TEXT_FIELDS.map(([field, key]) =>
      textColumn(
        list,
        p(key),
        (row) => row[field] as string | undefined,
        (row, value) => ({ ...row, [field]: value }),
        {
          disabled,
        },
      ),
    ),
    amountColumn(list, t("forms.quantity"), { disabled }),
  ];

  const send = () => {
    const rows = unkeyed(list.rows);
    return flow.submit({
      validate: () =>
        validateProviderAppeal(
          { devices: rows },
          { corporate: basics.corporate, requisite: basics.requisite, offerAccepted: basics.offer.accepted },
        ),
      send: () =>
        appealsApi.save(SavePath.provider, {
          appeal: basicHeader(basics),
          devices: rows.map(toSentProviderRow),
          offer_accepted: basics.offer.accepted,
        }),
      failure: "saveFailed",
    });
  };
  return (
    <FormFrame title={p("title")} basics={basics} busy={flow.busy} errors={flow.errors} onSend={send}>
      <RequisitesFor basics={basics} />
      <RowTable
        caption={p("title")}
        rows={list.rows}
        rowKey={(row) => row._key}
        columns={columns}
        onRemove={list.remove}
        onAdd={list.add}
        disabled={disabled}
      />
    </FormFrame>
  );
}
