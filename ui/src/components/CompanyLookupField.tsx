import { Limits } from "@portal/domain/shared/constants";
import type { CompanyLookupResult } from "@portal/domain/cabinet/companyLookupResult";
import { enterCompanyTaxId } from "../state/companyLookup";
import { validateCompanyTaxId } from "@portal/domain/cabinet/companyTaxId";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";
import { useDomainText } from "../i18n/useDomainText";
import { digitsOnly } from "../logic/digits";
import { errorListOf, statusOf } from "../logic/serverErrors";
import { DigitsInput } from "./DigitsInput";
import { FormField } from "./FormField";
import { Spinner } from "./Spinner";

const cabinetRows = lazyTable(() => import("@portal/domain/cabinet/api").then((m) => m.cabinetApi));

/**
 * The company tax id with its registry lookup (spec 4 and 5): up to nine digits; at
 * exactly nine the lookup runs; anything longer is refused with
 * 'INN raqamlar soni 9 ta bo'lishi kerak'.
 */
export function CompanyLookupField({
  onFound,
}: {
  readonly onFound: (company: CompanyLookupResult) => void;
}) {
  const { t } = useTranslation();
  const { say, show } = useDomainText();
  const [tin, setTin] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string | undefined>(undefined);

  async function lookUp(value: string) {
    setBusy(true);
    setFound(undefined);
    try {
      const answer = await callApi(http, cabinetRows, "lookUpCompany", { body: { tin: value } });
      setFound(answer.res.company_name);
      onFound(answer.res);
    } catch (error) {
      setErrors(statusOf(error) === 404 ? [t("lookup.notFound")] : errorListOf(error));
    } finally {
      setBusy(false);
    }
  }

  function onChange(raw: string) {
    const digits = digitsOnly(raw);
    const entry = enterCompanyTaxId(tin, digits);
    setTin(entry.tin);
    if (entry.tin !== tin) setFound(undefined);
    const tooLong = digits.length > Limits.taxIdLength;
    setErrors(tooLong ? [say("taxIdLength")] : []);
    if (entry.lookup && !tooLong) void lookUp(entry.tin);
  }

  return (
    <FormField label={t("lookup.label")} hint={t("lookup.hint")} errors={errors}>
      {(control) => (
        <div className="lookup">
          <DigitsInput
            {...control}
            name="company_tin_lookup"
            value={tin}
            onChange={onChange}
            onBlur={() => tin !== "" && setErrors(validateCompanyTaxId(tin).map(show))}
          />
          {busy && <Spinner small label={t("lookup.searching")} />}
          {found && (
            <span className="lookup__found" role="status">
              {t("lookup.found", { name: found })}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}
