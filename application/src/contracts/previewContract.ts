import {
  type ContractPreview,
  type PreviewLine,
  message,
  paperworkDocument,
  rowInLanguage,
  storedAmount,
  type StoredAppealRow,
  toDecimalString,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { checkTransition, withRowIds } from "../appeals";
import {
  type Actor,
  type AppealRecord,
  conflict,
  deviceNames,
  forbidden,
  isStaff,
  notFound,
  type Result,
  signedIn,
  worksOn,
} from "../shared";
import { contractLine, contractRows, jointRowsOf } from "./contractLines";
import type { ContractDeps } from "./deps";

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** What a row is called on the document: its device or document name, a provider's method, a comment. */
const rowName = (row: StoredAppealRow): string =>
  text(row.device_name) || text(row.name) || text(row.mtd_name) || text(row.comment);

function previewLine(appeal: AppealRecord, row: StoredAppealRow, together: boolean): PreviewLine {
  const line = contractLine(appeal, row, together);
  const amount = Math.trunc(storedAmount(row));
  return {
    id: row.id ?? 0,
    name: rowName(row),
    amount: Number.isSafeInteger(amount) ? amount : 0,
    unit_price: toDecimalString(line.unit_price),
    discount: toDecimalString(line.discount),
    vat: toDecimalString(line.vat),
    total: toDecimalString(line.total),
  };
}

/**
 * GET /api/staff/appeals/{id}/contract-preview: the appeal's next document as creating it
 * would store it (the same pricing, each certificate separate), for staff of the appeal's
 * branch; a Conflict when the lifecycle does not let the appeal take that step now, or the
 * appeal already has that document.
 */
export function makePreviewContract(deps: ContractDeps) {
  return async function previewContract(actor: Actor, appealId: number): Result<ContractPreview> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const appeal = await deps.appeals.findById(appealId);
    if (!appeal) return E.left(notFound);
    if (!worksOn(user.right, appeal.branch_id)) return E.left(forbidden);
    const kind = paperworkDocument(appeal.appeal, appeal.status);
    const existing = await deps.contracts.findByAppeal(appeal.id);
    if (existing.some((contract) => contract.kind === kind))
      return E.left(conflict(message("contractExists")));
    const allowed = checkTransition(appeal, kind, user.right);
    if (E.isLeft(allowed)) return allowed;

    const rows = { ...appeal, devices: withRowIds(appeal.devices) };
    // A catalogue device is named in the caller's language.
    const names = await deviceNames(deps.catalogue, actor.lang);
    // An invoice against the appeal's contract bills what the contract made, joint certificates included.
    const contract = existing.find((document) => document.kind === "contract");
    const joint = jointRowsOf(contract);
    const { total } = contractRows(rows, (row) => joint.has(row.id ?? 0));
    const yearly =
      kind === "invoice" && contract === undefined
        ? (await deps.catalogue.yearlyContracts(appeal.owner_id)).find(
            (c) => c.id === appeal.appeal.contract_id,
          )
        : undefined;
    const number = contract?.contract_number ?? yearly?.contract_number;
    return E.right({
      appeal_id: appeal.id,
      kind,
      lines: rows.devices.map((row) =>
        previewLine(rows, rowInLanguage(rows.kind, row, names), joint.has(row.id ?? 0)),
      ),
      total,
      ...(number === undefined ? {} : { contract_number: number }),
    });
  };
}
