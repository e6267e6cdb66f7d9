import * as t from "io-ts";
import { AppealEvent } from "./appealEvent";
import { Exemption } from "./exemption";
import { AppealKindCodec, AppealStatusCodec } from "./staffInboxQuery";
import { type Money, type Percent, parsePercent, parseSom, ZERO } from "../shared/money";
import { Id } from "../shared/primitives";
import { described } from "../shared/schema";

/**
 * An appeal as the store keeps it (issue 17): the header and the rows a save planned,
 * written as plain JSON, so that every store, embedded or MongoDB, holds one shape. Money
 * is a decimal string of so'm ("129636.00"), a percentage a decimal string of percent
 * ("12.00"), ids, amounts and flags are numbers.
 *
 * These codecs only check: a stored value that passes is the same value, so an answer
 * that shows a stored appeal shows it byte for byte as stored. The fields each kind's
 * readers use are typed; the rest of a row (texts the customer typed, the provider's
 * fields…) is kept as any JSON.
 */

export type StoredJson = null | boolean | number | string | StoredJson[] | { [key: string]: StoredJson };
export type StoredJsonObject = { [key: string]: StoredJson };

const isJson = (u: unknown, depth = 0): u is StoredJson => {
  if (depth > 64) return false;
  if (u === null || typeof u === "boolean" || typeof u === "string") return true;
  if (typeof u === "number") return Number.isFinite(u);
  if (Array.isArray(u)) return u.every((item) => isJson(item, depth + 1));
  if (typeof u !== "object") return false;
  const proto = Object.getPrototypeOf(u);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(u).every((item) => isJson(item, depth + 1));
};

/** Any JSON value. */
export const StoredJsonValue = described(
  new t.Type<StoredJson, StoredJson, unknown>(
    "StoredJson",
    (u): u is StoredJson => isJson(u),
    (u, c) => (isJson(u) ? t.success(u) : t.failure(u, c, "expected JSON")),
    (v) => v,
  ),
  { description: "Any JSON value" },
);

/**
 * A stored amount of money: a decimal string of so'm as the server writes it; a provider
 * row stores the number 0, and a recognition row whose type has no fee stores null.
 */
export const StoredSom = t.union([t.string, t.number, t.null]);
export type StoredSom = t.TypeOf<typeof StoredSom>;

/** A stored amount as money; what is missing or unreadable counts as nothing. */
export const storedSom = (value: StoredSom | undefined): Money =>
  typeof value === "string" || typeof value === "number" ? (parseSom(value) ?? ZERO) : ZERO;

/** A stored percentage (decimal string, or a number from older saves) as an exact percentage. */
export const storedPercent = (value: string | number | undefined): Percent | undefined =>
  value === undefined ? undefined : parsePercent(value);

const StoredFlag = t.union([t.literal(0), t.literal(1)]);

/** The fields of a stored header that code reads; every one is optional in the store. */
const StoredHeaderFields = t.partial({
  /** The owner, set by the save. */
  user_id: t.number,
  is_offline: StoredFlag,
  is_old: t.literal(0),
  account_number_id: t.number,
  contract_id: t.number,
  branch_id: t.number,
  is_yearly: StoredFlag,
  is_free: StoredFlag,
  is_recognition: StoredFlag,
  no_nds: StoredFlag,
  check_out: StoredFlag,
  one_place: StoredFlag,
  /** The VAT rate the appeal was priced under (verification), decimal string of percent. */
  nds: t.union([t.string, t.number]),
  cost: StoredSom,
});

/** A stored appeal header: its known fields typed, the rest kept as JSON. */
export const StoredAppealHeader = t.intersection([StoredHeaderFields, t.record(t.string, StoredJsonValue)]);
export type StoredAppealHeader = t.TypeOf<typeof StoredHeaderFields> & StoredJsonObject;

/** The fields of a stored row that code reads; which ones a row has depends on its kind. */
const StoredRowFields = t.partial({
  /** 1..n in its appeal, set by the save; rows stored before rows had ids have none. */
  id: t.number,
  type_id: t.number,
  device_id: t.number,
  device_name: t.string,
  amount: t.number,
  /** The unit cost (verification), the fee (recognition, kompleks), 0 (provider). */
  cost: StoredSom,
  /** Verification: the discount, VAT and total with VAT of the line. */
  discount: StoredSom,
  vat: StoredSom,
  total: StoredSom,
  together: StoredFlag,
  recognition_file: t.string,
});

/** A stored appeal row: its known fields typed, the rest kept as JSON. */
export const StoredAppealRow = t.intersection([StoredRowFields, t.record(t.string, StoredJsonValue)]);
export type StoredAppealRow = t.TypeOf<typeof StoredRowFields> & StoredJsonObject;

/**
 * A stored row's amount, the number of devices: a row stored without one counts as 1, and
 * one an older save stored as text ("2") is read as its number.
 */
export const storedAmount = (row: StoredAppealRow): number => {
  const amount: unknown = row.amount;
  return typeof amount === "number" ? amount : Number(amount ?? 1);
};

/** A stored row's service type: its own, else its appeal's; one stored as text ("8") is read as its number. */
export const storedTypeId = (row: StoredAppealRow, appealTypeId: number | undefined): number => {
  const typeId: unknown = row.type_id;
  return typeof typeId === "number" ? typeId : Number(typeId ?? appealTypeId);
};

/**
 * A whole stored appeal: who it is for and who entered it, its status and audit trail, the
 * header and rows as the save planned them, the total, and the public offer it was sent
 * under. Also what GET /api/appeals/{id} and a lifecycle step answer.
 */
export const StoredAppeal = t.exact(
  t.intersection([
    t.type({
      id: Id,
      kind: AppealKindCodec,
      /** The customer the appeal belongs to. */
      owner_id: Id,
      /** Who entered it: the customer, or staff in offline mode. */
      created_by: Id,
      is_offline: StoredFlag,
      status: AppealStatusCodec,
      appeal: StoredAppealHeader,
      devices: t.array(StoredAppealRow),
      /** The server's total in so'm, a decimal string. */
      total: t.string,
      history: t.readonlyArray(AppealEvent),
      created_at: t.string,
      updated_at: t.string,
      /** Bumped by every update: a change made on an older version is refused. */
      version: t.number,
    }),
    t.partial({
      type_id: t.number,
      branch_id: t.number,
      /** The public offer accepted with this appeal: the legal basis of the contract. */
      offer: t.exact(t.type({ version: t.string, accepted_at: t.string })),
      /** A verification appeal's claim of exemption (free, no VAT) and where it stands. */
      exemption: Exemption,
    }),
  ]),
);
export type StoredAppeal = t.TypeOf<typeof StoredAppeal>;
