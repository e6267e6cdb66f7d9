import type { RegisterEntry } from "@portal/domain/register/registerPage";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable, RowButton } from "../components/DataTable";
import { formatDay } from "../logic/format";
import { CertificateStatusBadge } from "../results/CertificateStatusBadge";
import { DueBadge } from "./DueCounts";
import { OpenApplicationMark } from "./OpenApplicationMark";
import type { SelfDeviceOwner } from "./selfDevices";

export interface RegisterTableProps {
  readonly rows: readonly RegisterEntry[];
  /** Staff's view: no choice, no edit or delete. */
  readonly readOnly: boolean;
  readonly chosen: ReadonlySet<number>;
  readonly onToggle: (id: number) => void;
  readonly sort: "asc" | "desc";
  readonly onSort: () => void;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly onEdit: (row: RegisterEntry) => void;
  readonly onDelete: (row: RegisterEntry) => void;
}

const detailsId = (row: RegisterEntry) => `register-details-${row.id}`;

function LastCertificate({ row }: { readonly row: RegisterEntry }) {
  if (!row.last_certificate) return null;
  return (
    <>
      {row.last_certificate.number}
      {row.last_certificate.revoked_at && (
        <>
          {" "}
          <CertificateStatusBadge status="revoked" />
        </>
      )}
    </>
  );
}

/**
 * The register's entries, instrument first (spec 2.3): each row holds what differs from entry to
 * entry (state, device, serial number, next inspection date, last certificate, actions); the
 * rest of the spec's columns are one tap away in the entry's details, and what every row shares
 * (the owner) stands once above the table (`RegisterOwner`). On a phone a row is a short card.
 */
export function RegisterTable(props: RegisterTableProps) {
  const { rows, readOnly, chosen, onToggle, sort, onSort } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const flip = (id: number) =>
    setOpen((set) => {
      const copy = new Set(set);
      if (copy.has(id)) copy.delete(id);
      else copy.add(id);
      return copy;
    });
  const name = (row: RegisterEntry) => `${row.device_name} ${row.serial_number ?? ""}`.trim();

  const chooser: DataColumn<RegisterEntry> = {
    header: <span className="visually-hidden">{t("selfDevices.choose")}</span>,
    label: t("selfDevices.choose"),
    cellClass: "register-cell--choose",
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`${t("selfDevices.choose")} ${row.device_name} ${row.serial_number ?? ""}`}
        checked={chosen.has(row.id)}
        onChange={() => onToggle(row.id)}
      />
    ),
  };
  const actions: DataColumn<RegisterEntry> = {
    header: t("common.actions"),
    cellClass: "actions register-cell--actions",
    cell: (row) => (
      <>
        <RowButton variant="secondary" disabled={!props.canEdit} onClick={() => props.onEdit(row)}>
          {t("common.edit")}
        </RowButton>
        <RowButton variant="danger-outline" disabled={!props.canDelete} onClick={() => props.onDelete(row)}>
          {t("common.delete")}
        </RowButton>
      </>
    ),
  };
  const columns: DataColumn<RegisterEntry>[] = [
    {
      header: <span className="visually-hidden">{t("selfDevices.details")}</span>,
      cellClass: "register-cell--details",
      cell: (row) => (
        <button
          type="button"
          className="btn btn--small btn--secondary register-details-toggle"
          aria-expanded={open.has(row.id)}
          aria-controls={open.has(row.id) ? detailsId(row) : undefined}
          title={t("selfDevices.details")}
          onClick={() => flip(row.id)}
        >
          <span aria-hidden="true">{open.has(row.id) ? "▾" : "▸"}</span>
          <span className="register-details-toggle__text"> {t("selfDevices.details")}</span>
          <span className="visually-hidden"> {name(row)}</span>
        </button>
      ),
    },
    ...(readOnly ? [] : [chooser]),
    { header: "№", cellClass: "register-cell--number", cell: (_, i) => i + 1 },
    {
      header: t("selfDevices.state"),
      cellClass: "register-cell--state",
      cell: (row) => <DueBadge state={row.state} />,
    },
    {
      header: t("selfDevices.device"),
      cellClass: "register-cell--device",
      cell: (row) => (
        <>
          {row.device_name}
          <OpenApplicationMark appeals={row.open_appeals} linked />
        </>
      ),
    },
    {
      header: t("selfDevices.serialNumber"),
      cellClass: "register-cell--serial mono",
      cell: (row) => row.serial_number ?? "",
    },
    {
      header: (
        <button type="button" className="btn btn--link" data-testid="sort-next" onClick={onSort}>
          {t("selfDevices.nextInspectionDate")} {sort === "desc" ? "↓" : "↑"}
        </button>
      ),
      label: t("selfDevices.nextInspectionDate"),
      cellClass: "register-cell--next",
      cell: (row) => formatDay(row.next_inspection_date),
    },
    {
      header: t("selfDevices.lastCertificate"),
      cellClass: "register-cell--certificate",
      cell: (row) => <LastCertificate row={row} />,
    },
    ...(readOnly ? [] : [actions]),
  ];

  return (
    <DataTable
      items={rows}
      columns={columns}
      rowKey={(row) => row.id}
      caption={t("selfDevices.title")}
      testId="self-devices-table"
      className={`table table--compact table--register${readOnly ? " table--register-read-only" : ""}`}
      wrapClassName="card card--flush table-wrap"
      rowAttributes={(row) => ({
        className: "register-row",
        "data-device": row.device_name,
        "data-state": row.state,
      })}
      details={(row) =>
        open.has(row.id) ? (
          <RegisterDetails row={row} actions={readOnly ? undefined : actions.cell(row, 0)} />
        ) : undefined
      }
    />
  );
}

/**
 * An entry's other columns of the spec; on a phone, where the card holds only the device, its
 * serial number, state and next date, its last certificate and its edit and delete buttons too.
 */
function RegisterDetails({ row, actions }: { readonly row: RegisterEntry; readonly actions: ReactNode }) {
  const { t } = useTranslation();
  const facts: readonly (readonly [string, ReactNode, string?])[] = [
    [t("selfDevices.country"), row.country_name],
    [
      t("selfDevices.code"),
      <span key="code" className="mono">
        {row.k_2}
      </span>,
    ],
    [t("selfDevices.inspectionDate"), formatDay(row.inspection_date)],
    [t("selfDevices.areaOfUse"), row.area_of_use_name],
    [
      t("selfDevices.lastCertificate"),
      <LastCertificate key="certificate" row={row} />,
      "register-details__phone",
    ],
  ];
  return (
    <div id={detailsId(row)} data-testid="register-details">
      <dl className="register-details">
        {facts.map(([term, value, className]) => (
          <div key={term} className={className}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {actions !== undefined && <div className="register-details__actions">{actions}</div>}
    </div>
  );
}

/**
 * What every row of the register shares, said once: the owner's parent organisation, name and
 * tax id; only those the owner has (a private person has no company name or parent organisation).
 */
export function RegisterOwner({ owner }: { readonly owner: SelfDeviceOwner }) {
  const { t } = useTranslation();
  const facts = (
    [
      [t("selfDevices.companyName"), owner.company_name, ""],
      [t("selfDevices.companyTin"), owner.tin, "mono"],
      [t("selfDevices.parentOrganisation"), owner.soogu_name, ""],
    ] as const
  ).filter(([, value]) => value.trim() !== "");
  if (facts.length === 0) return null;
  return (
    <dl className="register-owner" data-testid="register-owner">
      {facts.map(([term, value, className]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd className={className || undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
