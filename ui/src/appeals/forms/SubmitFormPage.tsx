import type { SubmitFormApplication } from "@portal/domain/appeals/submitFormApplication";
import { validateSubmitForm } from "@portal/domain/appeals/submitForm";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as catalogue from "../../catalogue/catalogueApi";
import { ErrorList } from "../../components/ErrorList";
import { FormField } from "../../components/FormField";
import { IdSelect } from "../../components/IdSelect";
import { RowButton } from "../../components/DataTable";
import { InlineCheck } from "./InlineCheck";
import { useToasts } from "../../components/Toasts";
import { useDomainText } from "../../i18n/useDomainText";
import { AmountField } from "./AmountField";
import { useLookup, useLookupOf } from "../../forms/useLookup";
import { usePageTitle } from "../../shell/usePageTitle";

const blank = (): SubmitFormApplication => ({ amount: 1, transport: 0, free: 0 });

/**
 * The simple application submit form (spec 2.15): its messages are '{field} is required';
 * 'add' puts the application in the list and resets the form; the edit button does nothing.
 */
export default function SubmitFormPage() {
  const { t } = useTranslation();
  const { show } = useDomainText();
  const toasts = useToasts();
  const s = (key: string) => t(`forms.submitForm.${key}`);
  const v = (key: string) => t(`forms.verification.${key}`);
  usePageTitle(s("title"));
  const provinces = useLookup(catalogue.provinces);
  const branches = useLookup(catalogue.branches);
  const types = useLookup(catalogue.serviceTypes);
  const [form, setForm] = useState<SubmitFormApplication>(blank);
  const [added, setAdded] = useState<readonly SubmitFormApplication[]>([]);
  const [errors, setErrors] = useState<readonly string[]>([]);

  const sections = useLookupOf(form.type || undefined, catalogue.sections);
  const devices = useLookupOf(
    form.type && form.section ? `${form.type}/${form.section}` : undefined,
    (key) => {
      const [typeId = 0, sectionId = 0] = key.split("/").map(Number);
      return catalogue.devices({ by: "typeAndSection", typeId, sectionId });
    },
  );

  const add = () => {
    const messages = validateSubmitForm(form).map(show);
    setErrors(messages);
    if (messages.length > 0) return;
    setAdded((list) => [...list, form]);
    setForm(blank());
    toasts.success(s("added"));
  };
  const select = (
    key: keyof SubmitFormApplication,
    label: string,
    options: readonly { id: number; name: string }[],
  ) => (
    <FormField label={label}>
      {(control) => (
        <IdSelect
          {...control}
          name={key}
          options={options}
          value={(form[key] as number | undefined) ?? undefined}
          onChange={(id) =>
            setForm((f) => ({
              ...f,
              [key]: id,
              ...(key === "type" ? { section: undefined, device: undefined } : {}),
              ...(key === "section" ? { device: undefined } : {}),
            }))
          }
        />
      )}
    </FormField>
  );
  const nameOf = (list: readonly { id: number; name: string }[], id: number | null | undefined) =>
    list.find((item) => item.id === id)?.name ?? "";

  return (
    <div className="card card--form">
      <h1 className="page-title">{s("title")}</h1>
      <div className="grid grid--3">
        {select("province", v("province"), provinces)}
        {select("region", v("branch"), branches)}
        <FormField label={v("address")}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={form.address ?? ""}
              onChange={(event) => setForm((f) => ({ ...f, address: event.target.value }))}
            />
          )}
        </FormField>
        {select("type", v("serviceType"), types)}
        {select("section", v("section"), sections)}
        {select("device", v("device"), devices)}
      </div>
      <AmountField
        label={v("amount")}
        value={form.amount ?? undefined}
        onChange={(amount) => setForm((f) => ({ ...f, amount }))}
      />
      <InlineCheck
        checked={form.transport === 1}
        onChange={(on) => setForm((f) => ({ ...f, transport: on ? 1 : 0 }))}
      >
        {s("transport")}
      </InlineCheck>
      <InlineCheck checked={form.free === 1} onChange={(on) => setForm((f) => ({ ...f, free: on ? 1 : 0 }))}>
        {s("free")}
      </InlineCheck>
      <ErrorList messages={errors} className="application-form__errors" />
      <div className="form-actions">
        <button type="button" className="btn btn--primary" onClick={add}>
          {s("add")}
        </button>
      </div>
      {added.length > 0 && (
        <table className="table" data-testid="submitted-list">
          <caption>{s("list")}</caption>
          <tbody>
            {added.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a local list, only appended to
              <tr key={i}>
                <td>{i + 1}</td>
                <td>{nameOf(provinces, item.province)}</td>
                <td>{nameOf(types, item.type)}</td>
                <td>{item.amount}</td>
                <td className="actions">
                  {/* Spec 2.15: the edit button does nothing. */}
                  <RowButton variant="secondary" onClick={() => undefined}>
                    {t("common.edit")}
                  </RowButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
