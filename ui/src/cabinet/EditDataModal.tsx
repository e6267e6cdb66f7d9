import type { UserInfo, UserInfoUpdate } from "@portal/domain/cabinet/userInfo";
import {
  closePersonalDataModal,
  type PersonalDataModalState,
  personalDataAnswered,
} from "../state/personalDataModal";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/client";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { Modal } from "../components/Modal";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { alertTextOf } from "../logic/serverErrors";
import { saveUserInfo } from "./cabinetApi";

interface Draft {
  first_name: string;
  last_name: string;
  middle_name: string;
  phone: string;
  email: string;
  company_name: string;
  company_address: string;
}

const draftOf = (info: UserInfo): Draft => ({
  first_name: info.first_name,
  last_name: info.last_name,
  middle_name: info.middle_name,
  phone: info.users.phone,
  email: info.users.email,
  company_name: info.company_name ?? "",
  company_address: info.company_address ?? "",
});

/** The whole user-info object as POST /post-userinfo takes it (spec 7). */
export function toUserInfoUpdate(info: UserInfo, draft: Draft, corporate: boolean): UserInfoUpdate {
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    middle_name: draft.middle_name,
    tin: info.tin,
    users: { phone: draft.phone, email: draft.email },
    ...(corporate
      ? {
          company_name: draft.company_name,
          company_address: draft.company_address,
          company_tin: info.company_tin,
        }
      : {}),
  };
}

/** The answer's field-to-messages map, keeping only entries that are a message or a list of them. */
function toMessageMap(message: unknown): Record<string, string | string[]> {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return {};
  const map: Record<string, string | string[]> = {};
  for (const [field, entry] of Object.entries(message)) {
    if (typeof entry === "string") map[field] = entry;
    else if (Array.isArray(entry)) map[field] = entry.filter((m): m is string => typeof m === "string");
  }
  return map;
}

export interface EditDataModalProps {
  readonly state: PersonalDataModalState;
  readonly onState: (state: PersonalDataModalState) => void;
  readonly info: UserInfo;
  readonly onSaved: (info: UserInfo) => void;
  /** The legal-entity modal (company fields, company tax id read-only) or the personal one. */
  readonly corporate: boolean;
}

/**
 * The edit-data modals (spec 2.17), opened by the parent through `state.open`. A true
 * status closes the dialog; a false one shows the first message of each field in red.
 */
export function EditDataModal({ state, onState, info, onSaved, corporate }: EditDataModalProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const toasts = useToasts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(info));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state.open) setDraft(draftOf(info));
  }, [state.open, info]);

  /**
   * A false status: the flag set and the first message of each field listed in red. A lone
   * message (a string) is listed as it is; an answer with nothing to list is told as a toast,
   * so that the click does not end in silence.
   */
  function refused(message: unknown) {
    const map = typeof message === "string" ? { message: [message] } : toMessageMap(message);
    const next = personalDataAnswered(state, { status: false, message: map });
    onState(next);
    if (next.messages.length === 0) toasts.error(t("errors.server"));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await saveUserInfo(toUserInfoUpdate(info, draft, corporate));
      if (answer.status !== true) {
        // A 2xx answer with status false is a refusal too (spec 4, 7): its messages in red.
        refused(answer.message);
        return;
      }
      onState(personalDataAnswered(state, { status: true }));
      if (answer.data) onSaved(answer.data);
      toasts.success(typeof answer.message === "string" ? answer.message : t("cabinet.saved"));
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { message?: unknown }) : undefined;
      if (body && typeof body.message === "object" && body.message !== null) refused(body.message);
      else toasts.error(alertTextOf(error, t("errors.network")));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Draft, label: string, type = "text", autoComplete?: string) => (
    <FormField label={label}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          className="input"
          autoComplete={autoComplete}
          value={draft[name]}
          onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  const readOnly = (label: string, value: string | undefined) => (
    <FormField label={label}>
      {(control) => <input {...control} className="input" value={value ?? ""} disabled />}
    </FormField>
  );

  return (
    <Modal
      open={state.open}
      title={say("editDataTitle")}
      onClose={() => onState(closePersonalDataModal())}
      name={corporate ? "company-data-modal" : "personal-data-modal"}
    >
      <form onSubmit={submit} noValidate>
        <h3 className="section-title">{say("generalData")}</h3>
        <div className="grid grid--2">
          {field("first_name", t("cabinet.firstName"), "text", "given-name")}
          {field("last_name", t("cabinet.lastName"), "text", "family-name")}
          {field("middle_name", t("cabinet.middleName"), "text", "additional-name")}
          {readOnly(t("cabinet.tin"), info.tin)}
          {corporate && field("company_name", t("cabinet.companyName"), "text", "organization")}
          {corporate && readOnly(t("cabinet.companyTin"), info.company_tin)}
          {corporate && field("company_address", t("cabinet.companyAddress"), "text", "street-address")}
          {field("phone", t("cabinet.phone"), "tel", "tel")}
          {field("email", t("cabinet.email"), "email", "email")}
        </div>
        <ErrorList messages={state.error ? state.messages : []} className="modal__errors" />
        <div className="form-actions">
          <BusyButton type="submit" busy={busy}>
            {say("save")}
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}
