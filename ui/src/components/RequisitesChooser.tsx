import type { BankRequisite } from "@portal/domain/cabinet/requisite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";
import { useDomainText } from "../i18n/useDomainText";
import { actionsColumn, type DataColumn, DataTable, RowButton } from "./DataTable";
import { Modal } from "./Modal";
import { RequisiteForm } from "./RequisiteForm";
import { Spinner } from "./Spinner";
import { useToasts } from "./Toasts";

const cabinetRows = lazyTable(() => import("@portal/domain/cabinet/api").then((m) => m.cabinetApi));

export interface RequisitesChooserProps {
  readonly open: boolean;
  /** The chosen requisite: the appeal's account_number_id. */
  readonly chosenId: number | undefined;
  readonly onChoose: (requisite: BankRequisite) => void;
  readonly onClose: () => void;
  /**
   * The customer's requisites when staff choose for them (offline mode): shown as given,
   * without adding, since a requisite is the customer's own to add.
   */
  readonly given?: readonly BankRequisite[] | undefined;
}

/**
 * The bank requisites chooser (spec 2.16): the customer's requisites; choosing one sets
 * account_number_id and closes. Deleting only says 'Jarayonda' (in progress). A new
 * requisite can be added, filled from the registry by the company tax id.
 */
export function RequisitesChooser({ open, chosenId, onChoose, onClose, given }: RequisitesChooserProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const toasts = useToasts();
  const [requisites, setRequisites] = useState<readonly BankRequisite[] | undefined>(given);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!open || given) return;
    setAdding(false);
    callApi(http, cabinetRows, "listRequisites").then(
      (answer) => setRequisites(answer.data),
      () => setRequisites([]),
    );
  }, [open, given]);

  const columns: DataColumn<BankRequisite>[] = [
    { header: t("requisites.companyName"), cell: (requisite) => requisite.company_name },
    { header: t("accounts.bankName"), cell: (requisite) => requisite.bank_name },
    { header: t("accounts.accountNumber"), cellClass: "mono", cell: (requisite) => requisite.account_number },
    { header: t("accounts.mfo"), cellClass: "mono", cell: (requisite) => requisite.mfo },
    actionsColumn(t("common.actions"), (requisite) => (
      <>
        <RowButton
          variant="primary"
          aria-pressed={requisite.id === chosenId}
          onClick={() => {
            onChoose(requisite);
            onClose();
          }}
        >
          {requisite.id === chosenId ? t("requisites.chosen") : t("requisites.choose")}
        </RowButton>
        <RowButton variant="danger-outline" onClick={() => toasts.info(say("inProgress"))}>
          {t("common.delete")}
        </RowButton>
      </>
    )),
  ];

  return (
    <Modal
      open={open}
      title={t("requisites.chooserTitle")}
      onClose={onClose}
      size="large"
      name="requisites-modal"
    >
      {requisites === undefined ? (
        <Spinner />
      ) : requisites.length === 0 ? (
        <p className="empty">{t("requisites.empty")}</p>
      ) : (
        <DataTable
          items={requisites}
          columns={columns}
          rowKey={(requisite) => requisite.id}
          caption={t("requisites.chooserTitle")}
          rowAttributes={(requisite) => ({
            className: requisite.id === chosenId ? "row--chosen" : undefined,
          })}
        />
      )}
      {given ? null : adding ? (
        <RequisiteForm
          onCancel={() => setAdding(false)}
          onSaved={(saved) => {
            setRequisites((list) => [...(list ?? []), saved]);
            setAdding(false);
          }}
        />
      ) : (
        <button type="button" className="btn btn--secondary" onClick={() => setAdding(true)}>
          + {t("requisites.add")}
        </button>
      )}
    </Modal>
  );
}
