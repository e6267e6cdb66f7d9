import type { NamedItem } from "@portal/domain/catalogue/namedItem";
import type { MessageKey } from "@portal/domain/shared/message";
import { StandardLimits } from "@portal/domain/standards/standardRequest";
import { validateStandard } from "@portal/domain/standards/standardValidation";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { DateField } from "../components/DateField";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { Modal } from "../components/Modal";
import { useDomainText } from "../i18n/useDomainText";
import { errorListOf } from "../logic/serverErrors";
import { createStandard, type ReferenceStandard, type StandardRequest, updateStandard } from "./standardsApi";

type Field =
  | "name"
  | "type"
  | "serial_number"
  | "range"
  | "accuracy"
  | "number"
  | "issuer"
  | "valid_until"
  | "branch_id";

/** The form's values as typed; the branch as its select's value ("" for none). */
type Draft = Record<Exclude<Field, "branch_id">, string> & { readonly branch_id: string };

/** The field each of the rules' messages is about. */
const FIELD_OF: Partial<Record<MessageKey, Field>> = {
  standardNameRequired: "name",
  standardTypeRequired: "type",
  standardSerialRequired: "serial_number",
  standardRangeRequired: "range",
  standardAccuracyRequired: "accuracy",
  standardCertificateNumberRequired: "number",
  standardIssuerRequired: "issuer",
  standardValidUntilRequired: "valid_until",
  standardValidUntilInvalid: "valid_until",
  standardBranchRequired: "branch_id",
};

const TEXTS = [
  { name: "name", label: "standards.name", max: StandardLimits.name },
  { name: "type", label: "standards.type", max: StandardLimits.type },
  { name: "serial_number", label: "standards.serial", max: StandardLimits.serial_number },
  { name: "range", label: "standards.range", max: StandardLimits.range },
  {
    name: "accuracy",
    label: "standards.accuracy",
    max: StandardLimits.accuracy,
    hint: "standards.accuracyHint",
  },
] as const;

const CERTIFICATE_TEXTS = [
  { name: "number", label: "standards.certificateNumber", max: StandardLimits.certificate_number },
  { name: "issuer", label: "standards.issuer", max: StandardLimits.issuer },
] as const;

const draftOf = (standard: ReferenceStandard | undefined, branches: readonly NamedItem[]): Draft => ({
  name: standard?.name ?? "",
  type: standard?.type ?? "",
  serial_number: standard?.serial_number ?? "",
  range: standard?.range ?? "",
  accuracy: standard?.accuracy ?? "",
  number: standard?.certificate.number ?? "",
  issuer: standard?.certificate.issuer ?? "",
  valid_until: standard?.certificate.valid_until ?? "",
  // One branch to choose from is chosen already.
  branch_id: String(standard?.branch_id ?? (branches.length === 1 ? branches[0]!.id : "")),
});

const requestOf = (draft: Draft): StandardRequest => ({
  name: draft.name,
  type: draft.type,
  serial_number: draft.serial_number,
  range: draft.range,
  accuracy: draft.accuracy,
  certificate: { number: draft.number, issuer: draft.issuer, valid_until: draft.valid_until },
  branch_id: Number(draft.branch_id),
});

/**
 * A reference standard's form, new or to change, in a dialog: its texts, its certificate and the
 * branch that holds it (those the staff member works on). The domain's rules run before sending,
 * with their messages under the fields; the server's refusals (a serial number taken, a branch
 * not theirs) show above the buttons.
 */
export function StandardForm({
  standard,
  branches,
  onSaved,
  onClose,
}: {
  readonly standard?: ReferenceStandard | undefined;
  readonly branches: readonly NamedItem[];
  readonly onSaved: (standard: ReferenceStandard, message: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { show } = useDomainText();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(standard, branches));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const request = requestOf(draft);
    const problems = validateStandard({
      ...request,
      branch_id: draft.branch_id === "" ? undefined : request.branch_id,
    });
    const byField: Partial<Record<Field, string[]>> = {};
    for (const problem of problems) {
      const field = FIELD_OF[problem.key];
      if (field) byField[field] = [...(byField[field] ?? []), show(problem)];
    }
    setFieldErrors(byField);
    setErrors([]);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const answer = standard ? await updateStandard(standard.id, request) : await createStandard(request);
      onSaved(answer.data, answer.message);
    } catch (error) {
      const said = errorListOf(error);
      setErrors(said.length > 0 ? said : [t("errors.network")]);
    } finally {
      setBusy(false);
    }
  }

  const textField = (field: { name: Field; label: string; max: number; hint?: string }) => (
    <FormField
      key={field.name}
      label={t(field.label)}
      hint={field.hint ? t(field.hint) : undefined}
      errors={fieldErrors[field.name]}
      required
    >
      {(control) => (
        <input
          {...control}
          name={field.name}
          className="input"
          autoComplete="off"
          maxLength={field.max}
          value={draft[field.name]}
          onChange={(event) => set(field.name)(event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      open
      size="large"
      name="standard-form"
      title={standard ? t("standards.editTitle") : t("standards.newTitle")}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <BusyButton type="submit" form={formId} busy={busy}>
            {t("standards.save")}
          </BusyButton>
        </>
      }
    >
      <form id={formId} onSubmit={save} noValidate data-testid="standard-form">
        <div className="grid grid--2">{TEXTS.map(textField)}</div>
        <fieldset className="fieldset">
          <legend>{t("standards.certificate")}</legend>
          <div className="grid grid--2">
            {CERTIFICATE_TEXTS.map(textField)}
            <FormField label={t("standards.validUntil")} errors={fieldErrors.valid_until} required>
              {(control) => (
                <DateField
                  {...control}
                  name="valid_until"
                  value={draft.valid_until}
                  onChange={set("valid_until")}
                />
              )}
            </FormField>
          </div>
        </fieldset>
        <FormField label={t("standards.branch")} errors={fieldErrors.branch_id} required>
          {(control) => (
            <select
              {...control}
              name="branch_id"
              className="input select"
              value={draft.branch_id}
              onChange={(event) => set("branch_id")(event.target.value)}
            >
              <option value="">{t("common.choose")}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <ErrorList messages={errors} />
      </form>
    </Modal>
  );
}
