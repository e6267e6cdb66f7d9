import type { Province } from "@portal/domain/catalogue/lookups";
import { chooseProvince, type OnSiteRow } from "./state/onSite";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import { IdSelect } from "../../components/IdSelect";
import { useLookupOf } from "../../forms/useLookup";
import * as catalogue from "../../catalogue/catalogueApi";

export interface PlaceFieldsProps<R extends OnSiteRow> {
  readonly row: R;
  readonly onChange: (row: R) => void;
  readonly provinces: readonly Province[];
  readonly disabled?: boolean;
  /** Distinguishes the fields of several rows for assistive technology: "(2)". */
  readonly suffix?: string;
}

/**
 * Where an inspector goes (spec 2.7, 2.13): province, its cities (loaded when the province
 * is chosen, spec 4) and the street. Shown by the caller only while check_out is ticked.
 */
export function PlaceFields<R extends OnSiteRow>({
  row,
  onChange,
  provinces,
  disabled,
  suffix = "",
}: PlaceFieldsProps<R>) {
  const { t } = useTranslation();
  const cities = useLookupOf(row.province_id ?? undefined, catalogue.cities);

  return (
    <div className="place-fields grid grid--3">
      <FormField label={`${t("forms.verification.province")}${suffix}`}>
        {(control) => (
          <IdSelect
            {...control}
            name="province"
            options={provinces}
            value={row.province_id ?? undefined}
            disabled={disabled}
            onChange={(id) => onChange(chooseProvince(row, id))}
          />
        )}
      </FormField>
      <FormField label={`${t("forms.verification.city")}${suffix}`}>
        {(control) => (
          <IdSelect
            {...control}
            name="city"
            options={cities}
            value={row.city_id ?? undefined}
            disabled={disabled}
            onChange={(city_id) => onChange({ ...row, city_id })}
          />
        )}
      </FormField>
      <FormField label={`${t("forms.verification.address")}${suffix}`}>
        {(control) => (
          <textarea
            {...control}
            className="input textarea"
            rows={2}
            disabled={disabled}
            value={row.address ?? ""}
            onChange={(event) => onChange({ ...row, address: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
