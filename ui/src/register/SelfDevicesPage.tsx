import type { SelfDeviceListItem } from "@portal/domain";
import { removeById } from "../state/rows";
import {
  afterSelfDeviceSaved,
  closedSelfDeviceModal,
  openSelfDeviceModal,
  type SelfDeviceModalState,
} from "../state/selfDeviceModal";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api";
import type { UserInfoView } from "../api/portal";
import { useConfirm } from "../components/ConfirmDialog";
import { actionsColumn, type DataColumn, DataTable, RowButton } from "../components/DataTable";
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { formatDay } from "../logic/format";
import { ownerOf } from "./selfDevices";
import { alertTextOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { SelfDeviceModal } from "./SelfDeviceModal";
import { useSelfDeviceLookups } from "./useSelfDeviceLookups";

const COLUMNS = [
  "parentOrganisation",
  "companyName",
  "companyTin",
  "device",
  "country",
  "code",
  "inspectionDate",
  "nextInspectionDate",
  "areaOfUse",
] as const;

/** The register of the customer's own measuring instruments (spec 2.3). */
export default function SelfDevicesPage() {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const confirm = useConfirm();
  const toasts = useToasts();
  const { lookups, ready } = useSelfDeviceLookups();
  const [rows, setRows] = useState<readonly SelfDeviceListItem[] | undefined>(undefined);
  const [info, setInfo] = useState<UserInfoView | undefined>(undefined);
  const [modal, setModal] = useState<SelfDeviceModalState>(closedSelfDeviceModal);
  const [deleting, setDeleting] = useState<number | undefined>(undefined);
  usePageTitle(t("selfDevices.title"));

  useEffect(() => {
    api.selfDevices().then(
      (answer) => setRows(answer.data ?? []),
      (error) => {
        toasts.error(alertTextOf(error, t("errors.loadFailed")));
        setRows([]);
      },
    );
    api.userInfo().then(
      (answer) => setInfo(answer.data),
      () => undefined,
    );
  }, [toasts, t]);

  const saved = (item: SelfDeviceListItem) => {
    const next = afterSelfDeviceSaved(rows ?? [], item);
    setRows(next.list);
    setModal(next.modal);
    toasts.success(t("selfDevices.saved"));
  };

  async function remove(row: SelfDeviceListItem) {
    if (!(await confirm({ text: say("confirmDelete"), confirmLabel: t("common.delete"), danger: true })))
      return;
    setDeleting(row.id);
    try {
      const answer = await api.deleteSelfDevice(row.id);
      if (answer.status === true) setRows((list) => removeById(list ?? [], row.id));
      else toasts.error(typeof answer.message === "string" ? answer.message : t("errors.server"));
    } catch (error) {
      toasts.error(alertTextOf(error, t("errors.network")));
    } finally {
      setDeleting(undefined);
    }
  }

  const cells = (row: SelfDeviceListItem) => [
    row.soogu_name,
    row.company_name,
    row.tin,
    row.device_name,
    row.country_name,
    row.k_2,
    formatDay(row.inspection_date),
    formatDay(row.next_inspection_date),
    row.area_of_use_name,
  ];
  const columns: DataColumn<SelfDeviceListItem>[] = [
    { header: "№", cell: (_, i) => i + 1 },
    ...COLUMNS.map((column, c) => ({
      header: t(`selfDevices.${column}`),
      cell: (row: SelfDeviceListItem) => cells(row)[c],
    })),
    actionsColumn(t("common.actions"), (row) => (
      <>
        <RowButton
          variant="secondary"
          disabled={!ready}
          onClick={() => setModal(openSelfDeviceModal(row, lookups))}
        >
          {t("common.edit")}
        </RowButton>
        <RowButton variant="danger-outline" disabled={deleting !== undefined} onClick={() => remove(row)}>
          {t("common.delete")}
        </RowButton>
      </>
    )),
  ];

  return (
    <>
      <div className="page-header">
        <h1 className="page-title">{t("selfDevices.title")}</h1>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!ready}
          onClick={() => setModal(openSelfDeviceModal(undefined, lookups))}
        >
          + {t("selfDevices.add")}
        </button>
      </div>
      {rows === undefined ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <div className="card empty">{t("selfDevices.empty")}</div>
      ) : (
        <DataTable
          items={rows}
          columns={columns}
          rowKey={(row) => row.id}
          caption={t("selfDevices.title")}
          testId="self-devices-table"
          className="table table--compact"
          wrapClassName="card card--flush table-wrap"
          rowAttributes={(row) => ({ "data-device": row.device_name })}
        />
      )}
      <SelfDeviceModal
        state={modal}
        onState={setModal}
        lookups={lookups}
        owner={ownerOf(info, rows ?? [])}
        userId={info?.user_id}
        onSaved={saved}
      />
    </>
  );
}
