import type { CabinetAccount } from "@portal/domain";
import { activateAccount } from "./state/bankAccounts";
import { removeById, upsertById } from "../state/rows";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConfirm } from "../components/ConfirmDialog";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { alertTextOf, type FieldErrors, fieldErrorsOf } from "../logic/serverErrors";
import { BankAccountForm } from "./BankAccountForm";
import { BankAccountsTable } from "./BankAccountsTable";
import * as calls from "./cabinetApi";

const EMPTY: calls.AccountFields = { bank_name: "", mfo: "", account_number: "" };

type Editing = { readonly mode: "add" } | { readonly mode: "edit"; readonly id: number };

/**
 * The legal entity's bank accounts (spec 2.16): add then save, edit then update, delete
 * and activate each after a confirmation; exactly one account is active (status 1).
 */
export function BankAccounts({
  userId,
  initial,
}: {
  readonly userId: number;
  readonly initial: readonly CabinetAccount[];
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const confirm = useConfirm();
  const toasts = useToasts();
  const [accounts, setAccounts] = useState<readonly CabinetAccount[]>(initial);
  const [editing, setEditing] = useState<Editing | undefined>(undefined);
  const [form, setForm] = useState<calls.AccountFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<string | undefined>(undefined);

  // Spec 8: failures of update, delete and activate are logged; the portal also says so.
  const failed = (error: unknown) => {
    console.error("bank account call failed", error);
    toasts.error(alertTextOf(error, t("errors.network")));
  };

  function startAdd() {
    setEditing({ mode: "add" });
    setForm(EMPTY);
    setErrors({});
  }

  async function startEdit(id: number) {
    setBusy(`edit-${id}`);
    try {
      const { data } = await calls.account(id);
      setEditing({ mode: "edit", id });
      setForm({ bank_name: data.bank_name, mfo: data.mfo, account_number: data.account_number });
      setErrors({});
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  }

  async function save() {
    if (!editing) return;
    setBusy("form");
    try {
      const answer =
        editing.mode === "add"
          ? await calls.addAccount(userId, form)
          : await calls.updateAccount(userId, editing.id, form);
      setAccounts((list) => upsertById(list, answer.data));
      setEditing(undefined);
      toasts.success(answer.message);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else failed(error);
    } finally {
      setBusy(undefined);
    }
  }

  async function activate(account: CabinetAccount) {
    if (!(await confirm({ text: t("accounts.confirmActivate", { account: account.account_number }) })))
      return;
    setBusy(`activate-${account.id}`);
    try {
      await calls.activateAccount(userId, account.id);
      setAccounts((list) => activateAccount(list, account.id));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  }

  async function remove(account: CabinetAccount) {
    if (!(await confirm({ text: say("confirmDelete"), confirmLabel: t("common.delete"), danger: true })))
      return;
    setBusy(`delete-${account.id}`);
    try {
      await calls.deleteAccount(account.id);
      setAccounts((list) => removeById(list, account.id));
      if (editing?.mode === "edit" && editing.id === account.id) setEditing(undefined);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <section className="card" aria-labelledby="accounts-title">
      <div className="card__header">
        <h2 className="card__title" id="accounts-title">
          {t("accounts.title")}
        </h2>
        {!editing && (
          <button type="button" className="btn btn--primary" onClick={startAdd}>
            + {t("accounts.add")}
          </button>
        )}
      </div>
      {editing && (
        <BankAccountForm
          mode={editing.mode}
          value={form}
          errors={errors}
          busy={busy === "form"}
          onChange={(field, value) => {
            setForm((f) => ({ ...f, [field]: value }));
            setErrors(({ [field]: _gone, ...rest }) => rest);
          }}
          onSubmit={save}
          onCancel={() => setEditing(undefined)}
        />
      )}
      <BankAccountsTable
        accounts={accounts}
        disabled={busy !== undefined}
        onEdit={(account) => startEdit(account.id)}
        onActivate={activate}
        onDelete={remove}
      />
    </section>
  );
}
