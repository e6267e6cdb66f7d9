import type { NamedItem } from "@portal/domain/catalogue/namedItem";
import { branchesChosen } from "@portal/domain/shared/branches";
import { shownDay } from "@portal/domain/shared/calendar";
import type { MessageKey } from "@portal/domain/shared/message";
import { STANDARD_STATES, type StandardState } from "@portal/domain/standards/referenceStandard";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import * as catalogue from "../catalogue/catalogueApi";
import { actionsColumn, type DataColumn, DataTable } from "../components/DataTable";
import { FilterSelect } from "../components/FilterFields";
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { alertTextOf } from "../logic/serverErrors";
import { useSession } from "../session/SessionContext";
import { usePageTitle } from "../shell/usePageTitle";
import { StandardForm } from "./StandardForm";
import { listStandards, type ReferenceStandard } from "./standardsApi";

/** A state's words (the domain's catalogue) and its badge, the register's due colours. */
const STATE_TEXT: Readonly<Record<StandardState, MessageKey>> = {
  valid: "standardStateValid",
  due: "standardStateDue",
  expired: "standardStateExpired",
};
const STATE_BADGE: Readonly<Record<StandardState, string>> = {
  valid: "badge--due-fine",
  due: "badge--due-due30",
  expired: "badge--due-overdue",
};

const isState = (value: string | null): value is StandardState =>
  (STANDARD_STATES as readonly string[]).includes(value ?? "");

/** The branches, for the form's select and the table's names; none when they cannot be read. */
function useBranches(): readonly NamedItem[] {
  const [branches, setBranches] = useState<readonly NamedItem[]>([]);
  useEffect(() => {
    catalogue.branches().then(setBranches, () => setBranches([]));
  }, []);
  return branches;
}

/**
 * The lab's reference standards (/staff/standards): the standards of the branches the reader
 * works on, each with its certificate and its state today, filtered by state and searched (both
 * in the address, so a reminder's link opens it filtered). Staff add and change them; reviewers
 * read them.
 */
export default function StandardsPage() {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const toasts = useToasts();
  const { user } = useSession();
  const title = t("standards.title");
  usePageTitle(title);
  const [search, setSearch] = useSearchParams();
  const asked = search.get("state");
  const state = isState(asked) ? asked : undefined;
  const q = search.get("q") ?? "";
  const [draft, setDraft] = useState({ state: state ?? "", q });
  const [standards, setStandards] = useState<readonly ReferenceStandard[] | { readonly failed: string }>();
  const [editing, setEditing] = useState<ReferenceStandard | "new" | undefined>();
  const [loads, setLoads] = useState(0);
  const all = useBranches();
  const keeper = user?.role === "staff";
  const choosable = branchesChosen(user?.branches, all);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a save reloads the list by counting `loads`
  useEffect(() => {
    let live = true;
    setStandards(undefined);
    listStandards({ ...(state ? { state } : {}), ...(q.trim() ? { q: q.trim() } : {}) }).then(
      (answer) => live && setStandards(answer.data),
      (error: unknown) => live && setStandards({ failed: alertTextOf(error, t("errors.loadFailed")) }),
    );
    return () => {
      live = false;
    };
  }, [state, q, loads, t]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.state) next.set("state", draft.state);
    if (draft.q.trim()) next.set("q", draft.q.trim());
    setSearch(next);
  }

  function saved(_standard: ReferenceStandard, message: string) {
    setEditing(undefined);
    toasts.success(message);
    setLoads((n) => n + 1);
  }

  // Instrument-first and within 1 366 px: what belongs together shares a cell (the name over its
  // type, the range over its accuracy, the certificate's number and end over its issuer).
  const columns: DataColumn<ReferenceStandard>[] = [
    {
      header: `${t("standards.name")} · ${t("standards.type")}`,
      label: t("standards.name"),
      cell: (s) => (
        <div>
          {s.name}
          <div className="muted small">{s.type}</div>
        </div>
      ),
    },
    { header: t("standards.serial"), cellClass: "mono", cell: (s) => s.serial_number },
    {
      header: `${t("standards.range")} · ${t("standards.accuracy")}`,
      label: t("standards.range"),
      cell: (s) => (
        <div>
          {s.range}
          <div className="muted small">{s.accuracy}</div>
        </div>
      ),
    },
    {
      header: `${t("standards.certificate")} · ${t("standards.validUntil")}`,
      label: t("standards.certificate"),
      cell: (s) => (
        <div>
          <span className="mono">{s.certificate.number}</span>, {shownDay(s.certificate.valid_until)}
          <div className="muted small">{s.certificate.issuer}</div>
        </div>
      ),
    },
    { header: t("standards.branch"), cell: (s) => s.branch_name ?? `#${s.branch_id}` },
    {
      header: t("standards.state"),
      cell: (s) => <span className={`badge ${STATE_BADGE[s.state]}`}>{say(STATE_TEXT[s.state])}</span>,
    },
    ...(keeper
      ? [
          actionsColumn<ReferenceStandard>(t("common.actions"), (s) => (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-label={`${t("common.edit")}: ${s.name} ${s.serial_number}`}
              onClick={() => setEditing(s)}
            >
              {t("common.edit")}
            </button>
          )),
        ]
      : []),
  ];

  return (
    <div className="standards-page">
      <div className="card__header ledger-page__header">
        <h1 className="page-title">{title}</h1>
        {keeper && (
          <button type="button" className="btn" onClick={() => setEditing("new")}>
            {t("standards.add")}
          </button>
        )}
      </div>
      <form className="card inbox-filters ledger-filters" onSubmit={apply} data-testid="standards-filters">
        <FilterSelect
          label={t("standards.state")}
          all={t("standards.allStates")}
          value={draft.state}
          choices={STANDARD_STATES.map((s) => ({ value: s, label: say(STATE_TEXT[s]) }))}
          onChange={(event) => setDraft((d) => ({ ...d, state: event.target.value }))}
        />
        <label>
          {t("standards.search")}
          <input
            className="input"
            type="search"
            value={draft.q}
            placeholder={t("standards.searchHint")}
            onChange={(event) => setDraft((d) => ({ ...d, q: event.target.value }))}
          />
        </label>
        <button type="submit" className="btn btn--secondary">
          {t("standards.apply")}
        </button>
      </form>
      {standards === undefined ? (
        <PageLoading />
      ) : "failed" in standards ? (
        <div className="card notice notice--error" role="alert">
          {standards.failed}
        </div>
      ) : standards.length === 0 ? (
        <p className="card empty" data-testid="standards-empty">
          {t("standards.empty")}
        </p>
      ) : (
        <DataTable
          items={standards}
          columns={columns}
          rowKey={(s) => s.id}
          caption={title}
          testId="standards-table"
          className="table ledger-table"
          wrapClassName="table-wrap card card--flush"
          rowAttributes={(s) => ({ "data-standard": s.id, "data-state": s.state })}
        />
      )}
      {editing !== undefined && (
        <StandardForm
          standard={editing === "new" ? undefined : editing}
          branches={choosable}
          onSaved={saved}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
