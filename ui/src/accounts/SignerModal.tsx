import type { StaffAccount } from "@portal/domain/accounts/staffAccount";
import { normaliseSignerPosition, SIGNER_POSITION_MAX } from "@portal/domain/accounts/signers";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { Modal } from "../components/Modal";
import { useDomainText } from "../i18n/useDomainText";
import { changeSigner } from "./accountsApi";
import { sortRefusal } from "./refusals";

const OWNERS = { position: ["signerPositionRequired"] } as const;

/**
 * Makes a staff account a signer of certificates with the position printed under its name,
 * changes the position, or withdraws the right; the saved account goes back to the list.
 */
export function SignerModal({
  account,
  onSaved,
  onClose,
}: {
  readonly account: StaffAccount;
  readonly onSaved: (account: StaffAccount, message: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { say, lang } = useDomainText();
  const formId = useId();
  const [position, setPosition] = useState(account.signer?.position ?? "");
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<"save" | "withdraw" | undefined>(undefined);

  async function send(next: string | null, which: "save" | "withdraw") {
    setBusy(which);
    setErrors([]);
    setFieldErrors([]);
    try {
      const answer = await changeSigner(account.id, next);
      onSaved(answer.data, answer.message);
    } catch (error) {
      const sorted = sortRefusal(error, lang, OWNERS, t("errors.network"));
      setFieldErrors(sorted.fields.position ?? []);
      setErrors(sorted.rest);
    } finally {
      setBusy(undefined);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (normaliseSignerPosition(position) === "") {
      setFieldErrors([say("signerPositionRequired")]);
      return;
    }
    void send(position, "save");
  }

  return (
    <Modal
      open
      title={t("admin.signerTitle", { login: account.login })}
      onClose={onClose}
      name="signer-modal"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          {account.signer && (
            <BusyButton
              busy={busy === "withdraw"}
              disabled={busy !== undefined}
              variant="danger"
              onClick={() => send(null, "withdraw")}
            >
              {t("admin.signerWithdraw")}
            </BusyButton>
          )}
          <BusyButton type="submit" form={formId} busy={busy === "save"} disabled={busy !== undefined}>
            {t("admin.save")}
          </BusyButton>
        </>
      }
    >
      <form id={formId} onSubmit={save} noValidate>
        <p className="muted">{t("admin.signerLead")}</p>
        <FormField label={t("admin.position")} hint={t("admin.positionHint")} errors={fieldErrors} required>
          {(control) => (
            <input
              {...control}
              name="position"
              className="input"
              autoComplete="organization-title"
              maxLength={SIGNER_POSITION_MAX}
              value={position}
              onChange={(event) => setPosition(event.target.value)}
            />
          )}
        </FormField>
        <ErrorList messages={errors} />
      </form>
    </Modal>
  );
}
