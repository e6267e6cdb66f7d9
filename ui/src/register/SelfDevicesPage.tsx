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
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { alertTextOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { DueCounts } from "./DueCounts";
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
import { RegisterOwner, RegisterTable } from "./RegisterTable";
import { ownerOf } from "./selfDevices";
import { useSelfDeviceLookups } from "./useSelfDeviceLookups";

const cabinetRows = lazyTable(() => import("@portal/domain/cabinet/api").then((m) => m.cabinetApi));

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
  const [filtersOpen, setFiltersOpen] = useState(false);
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

  const owner = ownerOf(info, rows ?? []);
  const filtersSet = [filters.state, filters.area, filters.device, filters.q].filter(
    (f) => f !== undefined,
  ).length;
  const dueCount = counts ? DUE_NOW_STATES.reduce((sum, state) => sum + counts[state], 0) : 0;

  return (
    <div className="register-page">
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
      <RegisterOwner owner={owner} />
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
      {/* On a phone the filters fold away, so the first screen reaches the instruments. */}
      <button
        type="button"
        className="btn btn--secondary btn--small register-filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="register-filters"
        onClick={() => setFiltersOpen((shown) => !shown)}
      >
        {t("selfDevices.filters")}
        {filtersSet > 0 && ` (${filtersSet})`}
      </button>
      <form
        id="register-filters"
        className={filtersOpen ? "register-filters" : "register-filters register-filters--folded"}
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
          <RegisterTable
            rows={rows}
            readOnly={readOnly}
            chosen={chosen}
            onToggle={toggle}
            sort={filters.sort}
            onSort={() => setFilters({ sort: filters.sort === "desc" ? "asc" : "desc" })}
            canEdit={ready}
            canDelete={deleting === undefined}
            onEdit={(row) => setModal(openSelfDeviceModal(row, lookups))}
            onDelete={remove}
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
          owner={owner}
          userId={info?.user_id}
          onSaved={saved}
        />
      )}
    </div>
  );
}
