import type { StaffAccount } from "@portal/domain/accounts/staffAccount";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as catalogue from "../catalogue/catalogueApi";
import { useConfirm } from "../components/ConfirmDialog";
import { actionsColumn, DataTable, RowButton } from "../components/DataTable";
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { useLookup } from "../forms/useLookup";
import { fullName } from "../logic/format";
import { alertTextOf } from "../logic/serverErrors";
import { useSession } from "../session/SessionContext";
import { usePageTitle } from "../shell/usePageTitle";
import { upsertById } from "../state/rows";
import * as calls from "./accountsApi";
import { BranchesModal } from "./BranchesModal";
import { branchNames } from "./BranchesField";
import { NewAccountForm } from "./NewAccountForm";
import { SignerModal } from "./SignerModal";

/**
 * The administrator's accounts (staff, reviewers, administrators): the list, a new account,
 * its branches, a staff account's right to sign certificates with its position, disabling and
 * enabling it after a confirmation, and a new set-password link.
 */
export default function AdminAccountsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const confirm = useConfirm();
  const toasts = useToasts();
  const branches = useLookup(() => catalogue.branches());
  const [accounts, setAccounts] = useState<readonly StaffAccount[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffAccount | undefined>(undefined);
  const [signing, setSigning] = useState<StaffAccount | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  usePageTitle(t("admin.title"));

  useEffect(() => {
    calls.listAccounts().then(
      (answer) => setAccounts(answer.data),
      () => setFailed(true),
    );
  }, []);

  const saved = (account: StaffAccount, message: string) => {
    setAccounts((list) => upsertById(list ?? [], account).sort((a, b) => a.login.localeCompare(b.login)));
    toasts.success(message);
  };

  /** One action on a row after its confirmation; its answer replaces the row, or its message is shown. */
  async function act(
    account: StaffAccount,
    name: "disable" | "enable" | "sendLink",
    run: () => Promise<{ message: string; data?: StaffAccount }>,
  ) {
    const words = {
      disable: "admin.confirmDisable",
      enable: "admin.confirmEnable",
      sendLink: "admin.confirmSendLink",
    };
    const label = { disable: "admin.disable", enable: "admin.enable", sendLink: "admin.sendLink" };
    const yes = await confirm({
      text: t(words[name], { login: account.login }),
      confirmLabel: t(label[name]),
      danger: name === "disable",
    });
    if (!yes) return;
    setBusy(`${name}-${account.id}`);
    try {
      const answer = await run();
      if (answer.data) saved(answer.data, answer.message);
      else toasts.success(answer.message);
    } catch (error) {
      toasts.error(alertTextOf(error, t("errors.network")));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <div className="page-header">
        <h1 className="page-title">{t("admin.title")}</h1>
        {!creating && (
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
            {t("admin.add")}
          </button>
        )}
      </div>
      <p className="lead">{t("admin.lead")}</p>
      {creating && (
        <NewAccountForm
          branches={branches}
          onCancel={() => setCreating(false)}
          onCreated={(account, message) => {
            saved(account, message);
            setCreating(false);
          }}
        />
      )}
      {failed ? (
        <div className="card notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </div>
      ) : accounts === undefined ? (
        <PageLoading />
      ) : accounts.length === 0 ? (
        <div className="card empty">{t("admin.empty")}</div>
      ) : (
        <DataTable
          items={accounts}
          caption={t("admin.table")}
          testId="accounts"
          className="table table--compact"
          wrapClassName="table-wrap card card--flush"
          rowKey={(account) => account.id}
          rowAttributes={(account) => ({ "data-login": account.login })}
          columns={[
            { header: t("admin.login"), cell: (account) => account.login, cellClass: "mono" },
            { header: t("admin.name"), cell: (account) => fullName(account) },
            {
              header: t("admin.role"),
              cell: (account) => (
                <>
                  {t(`roles.${account.role}`)}
                  {account.signer && (
                    <div className="muted" data-testid="signer-position">
                      {t("admin.signerAs", { position: account.signer.position })}
                    </div>
                  )}
                </>
              ),
            },
            {
              header: t("admin.branches"),
              cell: (account) => branchNames(account.branches, branches, t("admin.allBranches")),
            },
            {
              header: t("admin.status"),
              cell: (account) => (
                <>
                  <span className={`badge${account.disabled ? " badge--danger" : " badge--success"}`}>
                    {t(account.disabled ? "admin.disabled" : "admin.enabled")}
                  </span>
                  {!account.has_password && <span className="badge">{t("admin.noPassword")}</span>}
                </>
              ),
            },
            actionsColumn<StaffAccount>(t("common.actions"), (account) => (
              <>
                <RowButton variant="secondary" onClick={() => setEditing(account)}>
                  {t("admin.changeBranches")}
                </RowButton>
                {account.role === "staff" && (
                  <RowButton variant="secondary" onClick={() => setSigning(account)}>
                    {t("admin.signer")}
                  </RowButton>
                )}
                <RowButton
                  variant="secondary"
                  disabled={busy !== undefined || account.disabled}
                  onClick={() => act(account, "sendLink", () => calls.sendPasswordLink(account.id))}
                >
                  {t("admin.sendLink")}
                </RowButton>
                {account.disabled ? (
                  <RowButton
                    variant="primary"
                    disabled={busy !== undefined}
                    onClick={() => act(account, "enable", () => calls.enableAccount(account.id))}
                  >
                    {t("admin.enable")}
                  </RowButton>
                ) : (
                  <RowButton
                    variant="danger-outline"
                    disabled={busy !== undefined || account.id === user?.id}
                    onClick={() => act(account, "disable", () => calls.disableAccount(account.id))}
                  >
                    {t("admin.disable")}
                  </RowButton>
                )}
              </>
            )),
          ]}
        />
      )}
      {editing && (
        <BranchesModal
          account={editing}
          branches={branches}
          onClose={() => setEditing(undefined)}
          onSaved={(account, message) => {
            saved(account, message);
            setEditing(undefined);
          }}
        />
      )}
      {signing && (
        <SignerModal
          account={signing}
          onClose={() => setSigning(undefined)}
          onSaved={(account, message) => {
            saved(account, message);
            setSigning(undefined);
          }}
        />
      )}
    </>
  );
}
