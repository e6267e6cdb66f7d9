import { PROVIDER_DEVICE_TYPES, TypeId } from "@portal/domain/shared/constants";
import { type ProviderRow, toSentProviderRow } from "@portal/domain/appeals/providerRow";
import { validateProviderAppeal } from "@portal/domain/appeals/providerAppeal";
import { useTranslation } from "react-i18next";
import { IdSelect } from "../../components/IdSelect";
import { amountColumn, textColumn } from "./columns";
import type { AppealFormProps } from "../../forms/contractEntry";
import type { RowColumn } from "./RowTable";
import { RowsForm, useRowsForm } from "./RowsForm";
import type { SubmitSteps } from "../../forms/submitFlow";
import { basicHeader } from "./useAppealBasics";
import { saveProviderAppeal } from "../appealsApi";

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

export type ProviderPageProps = Omit<AppealFormProps<ProviderRow>, "contract">;

/**
 * Proficiency-testing provider (spec 2.8): mode 1 create, mode 2 view-only with the offer
 * pre-accepted (the saved rows on the appeal's page: no button, no offer checkbox).
 */
export default function ProviderPage(props: ProviderPageProps) {
  const { t } = useTranslation();
  const { basics, list, disabled } = useRowsForm(blankProviderRow, props);
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

  const steps = (rows: ProviderRow[]): SubmitSteps => ({
    validate: () =>
      validateProviderAppeal(
        { devices: rows },
        { corporate: basics.corporate, requisite: basics.requisite, offerAccepted: basics.offer.accepted },
      ),
    send: () =>
      saveProviderAppeal({
        // Spec 7 sends the form's type (18, spec 9) beside the appeal; the server keeps 18 whatever comes.
        type_id: TypeId.provider,
        appeal: basicHeader(basics),
        devices: rows.map(toSentProviderRow),
        offer_accepted: basics.offer.accepted,
      }),
    failure: "saveFailed",
  });
  return <RowsForm title={p("title")} basics={basics} list={list} columns={columns} steps={steps} />;
}
