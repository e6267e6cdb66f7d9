import { splitAddress } from "@portal/domain/cabinet/userInfo";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ReadOnlyField } from "../components/FormField";

/** An address written "region, district, street" shown as its three parts (spec 2.16). */
export function AddressCard({
  title,
  address,
}: {
  readonly title: string;
  readonly address: string | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { region, district, street } = splitAddress(address);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {title}
      </h2>
      <dl className="readonly-grid" data-testid="address">
        <ReadOnlyField label={t("cabinet.region")} value={region} />
        <ReadOnlyField label={t("cabinet.district")} value={district} />
        <ReadOnlyField label={t("cabinet.address")} value={street} />
      </dl>
    </section>
  );
}
