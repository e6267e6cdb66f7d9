import type { Branches, StaffAccount } from "@portal/domain/accounts/staffAccount";
import type { NamedItem } from "@portal/domain/catalogue/namedItem";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { Modal } from "../components/Modal";
import { useDomainText } from "../i18n/useDomainText";
import { changeBranches } from "./accountsApi";
import { BranchesField } from "./BranchesField";
import { sortRefusal } from "./refusals";

const OWNERS = { branches: ["branchesRequired", "branchUnknown"] } as const;

/** Changes the branches of one account; the saved account goes back to the list. */
export function BranchesModal({
  account,
  branches,
  onSaved,
  onClose,
}: {
  readonly account: StaffAccount;
  readonly branches: readonly NamedItem[];
  readonly onSaved: (account: StaffAccount, message: string) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { lang } = useDomainText();
  const [value, setValue] = useState<Branches>(account.branches);
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await changeBranches(account.id, value);
      onSaved(answer.data, answer.message);
    } catch (error) {
      const sorted = sortRefusal(error, lang, OWNERS, t("errors.network"));
      setFieldErrors(sorted.fields.branches ?? []);
      setErrors(sorted.rest);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t("admin.branchesTitle", { login: account.login })}
      onClose={onClose}
      name="branches-modal"
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t("common.cancel")}
          </button>
          <BusyButton busy={busy} onClick={save}>
            {t("admin.save")}
          </BusyButton>
        </>
      }
    >
      <BranchesField value={value} branches={branches} errors={fieldErrors} onChange={setValue} />
      <ErrorList messages={errors} />
    </Modal>
  );
}
