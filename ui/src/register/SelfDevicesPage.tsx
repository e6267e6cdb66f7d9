import type { UserInfo } from "@portal/domain/cabinet/userInfo";
import { DUE_NOW_STATES, isDue } from "@portal/domain/register/dueState";
import type { DueStateCounts } from "@portal/domain/register/dueStateCounts";
import type { RegisterEntry } from "@portal/domain/register/registerPage";
import { DUE_STATE_MESSAGES } from "@portal/domain/register/registerSheet";
import type { SelfDeviceListItem } from "@portal/domain/register/selfDevice";
import {
  closedSelfDeviceModal,
  openSelfDeviceModal,
  type SelfDeviceModalState,
} from "./state/selfDeviceModal";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";
import { useConfirm } from "../components/ConfirmDialog";
import { actionsColumn, type DataColumn, DataTable, RowButton } from "../components/DataTable";
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { formatDay } from "../logic/format";
import { alertTextOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { DueBadge, DueCounts } from "./DueCounts";
import { RegisterImport } from "./RegisterImport";
import { deleteSelfDevice, registerReads } from "./registerApi";
import {
  customerRegisterPage,
  filterQuery,
  filtersOf,
  type RegisterFilters,
  reapplyLink,
  STATE_ORDER,
} from "./registerFilters";
import { SelfDeviceModal } from "./SelfDeviceModal";
import { ownerOf } from "./selfDevices";
import { useSelfDeviceLookups } from "./useSelfDeviceLookups";
import { CertificateStatusBadge } from "../results/CertificateStatusBadge";

const cabinetRows = lazyTable(() => import("@portal/domain/cabinet/api").then((m) => m.cabinetApi));

const COLUMNS = [
  "parentOrganisation",
  "companyName",
  "companyTin",
  "device",
  "country",
  "code",
  "serialNumber",
  "inspectionDate",
  "nextInspectionDate",
  "areaOfUse",
  "lastCertificate",
] as const;

/** The customer whose register staff look at, read-only. */
export interface RegisterCustomer {
  readonly id: number;
  readonly name: string;
  readonly tin: string;
}

/**
 * The register of the customer's own measuring instruments (spec 2.3; issue 15): each entry's
 * due state, the counts of each state, filters (in the address, so links can open it filtered),
 * keyset paging by next inspection date, export, import and re-application in one step.
 */
export default function SelfDevicesPage() {
  return <RegisterView />;
}

/**
 * The register page; with `customer`, staff's read-only view of that customer's register
 * (from offline entry): the same states, counts, filters, search, paging, order and export,
 * and nothing that changes it (no add, edit, delete, import or re-application).
 */
export function RegisterView({ customer }: { readonly customer?: RegisterCustomer }) {
  const { t } = useTranslation();
  const { say, lang } = useDomainText();
  const confirm = useConfirm();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const filterKey = filterQuery(filters).toString();
  const { lookups, ready } = useSelfDeviceLookups();
  const [rows, setRows] = useState<readonly RegisterEntry[] | undefined>(undefined);
  const [next, setNext] = useState<string | null>(null);
  const [counts, setCounts] = useState<DueStateCounts | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [info, setInfo] = useState<UserInfo | undefined>(undefined);
  const [modal, setModal] = useState<SelfDeviceModalState>(closedSelfDeviceModal);
  const [deleting, setDeleting] = useState<number | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [text, setText] = useState(filters.q ?? "");
  const readOnly = customer !== undefined;
  const customerId = customer?.id;
  const reads = useMemo(() => registerReads(customerId), [customerId]);
  const title = customer ? t("selfDevices.customerTitle", { name: customer.name }) : t("selfDevices.title");
  usePageTitle(title);

  /** The latest list asked for: an earlier answer arriving after it (filters changed quickly) is dropped. */
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are read through their key; the language reloads the names
  const reload = useCallback(
    (keepRows = false) => {
      // Other filters show a new list; the same one after a change is refreshed in place.
      if (!keepRows) setRows(undefined);
      setChosen(new Set());
      const ticket = ++latest.current;
      reads.page(filters).then(
        (answer) => {
          if (ticket !== latest.current) return;
          setRows(answer.data ?? []);
          setNext(answer.next);
        },
        (error) => {
          if (ticket !== latest.current) return;
          toasts.error(alertTextOf(error, t("errors.loadFailed")));
          setRows([]);
        },
      );
      reads.counts().then(
        (answer) => ticket === latest.current && setCounts(answer.data),
        () => undefined,
      );
    },
    [filterKey, lang, toasts, t, reads],
  );

  useEffect(() => reload(), [reload]);

  useEffect(() => {
    if (readOnly) return;
    callApi(http, cabinetRows, "getUserInfo").then(
      (answer) => setInfo(answer.data),
      () => undefined,
    );
  }, [readOnly]);

  const setFilters = (change: Partial<RegisterFilters>) =>
    setSearch(filterQuery({ ...filters, ...change }), { replace: true });

  async function more() {
    if (!next) return;
    setLoadingMore(true);
    const ticket = latest.current;
    try {
      const answer = await reads.page(filters, next);
      // The filters changed meanwhile: this page belongs to the old list.
      if (ticket !== latest.current) return;
      setRows((list) => [...(list ?? []), ...answer.data]);
      setNext(answer.next);
    } catch (error) {
      toasts.error(alertTextOf(error, t("errors.loadFailed")));
    } finally {
      setLoadingMore(false);
    }
  }

  const saved = (_item: SelfDeviceListItem) => {
    setModal(closedSelfDeviceModal);
    toasts.success(t("selfDevices.saved"));
    reload(true);
  };

  async function remove(row: RegisterEntry) {
    if (!(await confirm({ text: say("confirmDelete"), confirmLabel: t("common.delete"), danger: true })))
      return;
    setDeleting(row.id);
    try {
      await deleteSelfDevice(row.id);
      reload(true);
    } catch (error) {
      toasts.error(alertTextOf(error, t("errors.network")));
    } finally {
      setDeleting(undefined);
    }
  }

  const toggle = (id: number) =>
    setChosen((set) => {
      const copy = new Set(set);
      if (copy.has(id)) copy.delete(id);
      else copy.add(id);
      return copy;
    });

  const cells = (row: RegisterEntry) => [
    row.soogu_name,
    row.company_name,
    row.tin,
    row.device_name,
    row.country_name,
    row.k_2,
    row.serial_number ?? "",
    formatDay(row.inspection_date),
    formatDay(row.next_inspection_date),
    row.area_of_use_name,
    row.last_certificate ? (
      <>
        {row.last_certificate.number}
        {row.last_certificate.revoked_at && (
          <>
            {" "}
            <CertificateStatusBadge status="revoked" />
          </>
        )}
      </>
    ) : (
      ""
    ),
  ];
  const sortLabel = filters.sort === "desc" ? "↓" : "↑";
  const chooser: DataColumn<RegisterEntry> = {
    header: <span className="visually-hidden">{t("selfDevices.choose")}</span>,
    label: t("selfDevices.choose"),
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`${t("selfDevices.choose")} ${row.device_name} ${row.serial_number ?? ""}`}
        checked={chosen.has(row.id)}
        onChange={() => toggle(row.id)}
      />
    ),
  };
  const actions = actionsColumn<RegisterEntry>(t("common.actions"), (row) => (
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
  ));
  const columns: DataColumn<RegisterEntry>[] = [
    ...(readOnly ? [] : [chooser]),
    { header: "№", cell: (_, i) => i + 1 },
    { header: t("selfDevices.state"), cell: (row) => <DueBadge state={row.state} /> },
    ...COLUMNS.map((column, c) => ({
      header:
        column === "nextInspectionDate" ? (
          <button
            type="button"
            className="btn btn--link"
            data-testid="sort-next"
            onClick={() => setFilters({ sort: filters.sort === "desc" ? "asc" : "desc" })}
          >
            {t("selfDevices.nextInspectionDate")} {sortLabel}
          </button>
        ) : (
          t(`selfDevices.${column}`)
        ),
      label: t(`selfDevices.${column}`),
      cell: (row: RegisterEntry) => cells(row)[c],
    })),
    ...(readOnly ? [] : [actions]),
  ];
  const dueCount = counts ? DUE_NOW_STATES.reduce((sum, state) => sum + counts[state], 0) : 0;

  return (
    <>
      <div className="page-header">
        <h1 className="page-title">
          {title}
          {customer && (
            <>
              {" "}
              · <span className="mono">{customer.tin}</span>
            </>
          )}
        </h1>
        <div className="form-actions">
          <a className="btn btn--secondary" href={reads.exportUrl(filters, "xlsx")} data-testid="export-xlsx">
            {t("selfDevices.exportXlsx")}
          </a>
          <a className="btn btn--secondary" href={reads.exportUrl(filters, "csv")} data-testid="export-csv">
            {t("selfDevices.exportCsv")}
          </a>
          {!readOnly && (
            <>
              <button type="button" className="btn btn--secondary" onClick={() => setImporting((v) => !v)}>
                {t("selfDevices.import")}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={!ready}
                onClick={() => setModal(openSelfDeviceModal(undefined, lookups))}
              >
                + {t("selfDevices.add")}
              </button>
            </>
          )}
        </div>
      </div>
      {customer && (
        <p className="notice" data-testid="register-read-only">
          {t("selfDevices.readOnly")} <Link to="/staff/new">{t("work.offline.change")}</Link>
        </p>
      )}
      <DueCounts
        counts={counts}
        chosen={filters.state}
        page={customer ? customerRegisterPage(customer.id) : undefined}
      />
      {!readOnly && importing && (
        <RegisterImport
          onImported={() => {
            setImporting(false);
            reload(true);
          }}
        />
      )}
      <form
        className="register-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ q: text.trim() === "" ? undefined : text.trim() });
        }}
      >
        <label>
          {t("selfDevices.state")}
          <select
            value={filters.state ?? ""}
            data-testid="filter-state"
            onChange={(e) => setFilters({ state: STATE_ORDER.find((s) => s === e.target.value) })}
          >
            <option value="">{t("selfDevices.allStates")}</option>
            {STATE_ORDER.map((state) => (
              <option key={state} value={state}>
                {say(DUE_STATE_MESSAGES[state])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("selfDevices.areaOfUse")}
          <select
            value={filters.area ?? ""}
            data-testid="filter-area"
            onChange={(e) => setFilters({ area: e.target.value === "" ? undefined : Number(e.target.value) })}
          >
            <option value="">{t("selfDevices.all")}</option>
            {lookups.provinces.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("selfDevices.device")}
          <select
            value={filters.device ?? ""}
            data-testid="filter-device"
            onChange={(e) =>
              setFilters({ device: e.target.value === "" ? undefined : Number(e.target.value) })
            }
          >
            <option value="">{t("selfDevices.all")}</option>
            {lookups.devices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} ({d.k_2})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("selfDevices.search")}
          <input
            type="search"
            value={text}
            data-testid="filter-q"
            placeholder={t("selfDevices.searchHint")}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--secondary">
          {t("selfDevices.find")}
        </button>
      </form>
      {!readOnly && (
        <div className="form-actions form-actions--start">
          <button
            type="button"
            className="btn btn--primary"
            data-testid="reapply-chosen"
            disabled={chosen.size === 0}
            onClick={() => navigate(reapplyLink([...chosen]))}
          >
            {t("selfDevices.applyChosen", { count: chosen.size })}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            data-testid="reapply-due"
            disabled={dueCount === 0}
            onClick={() => navigate(reapplyLink("due"))}
          >
            {t("selfDevices.applyAllDue", { count: dueCount })}
          </button>
          {rows && rows.length > 0 && (
            <button
              type="button"
              className="btn btn--link"
              onClick={() => setChosen(new Set(rows.filter((r) => isDue(r.state)).map((r) => r.id)))}
            >
              {t("selfDevices.chooseDueShown")}
            </button>
          )}
        </div>
      )}
      {rows === undefined ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <div className="card empty">{t("selfDevices.empty")}</div>
      ) : (
        <>
          <DataTable
            items={rows}
            columns={columns}
            rowKey={(row) => row.id}
            caption={t("selfDevices.title")}
            testId="self-devices-table"
            className="table table--compact"
            wrapClassName="card card--flush table-wrap"
            rowAttributes={(row) => ({ "data-device": row.device_name, "data-state": row.state })}
          />
          {next && (
            <div className="pager">
              <button type="button" className="btn btn--secondary" disabled={loadingMore} onClick={more}>
                {t("selfDevices.more")}
              </button>
            </div>
          )}
        </>
      )}
      {!readOnly && (
        <SelfDeviceModal
          state={modal}
          onState={setModal}
          lookups={lookups}
          owner={ownerOf(info, rows ?? [])}
          userId={info?.user_id}
          onSaved={saved}
        />
      )}
    </>
  );
}
