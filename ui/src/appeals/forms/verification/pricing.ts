import { DEFAULT_NDS_PERCENT } from "@portal/domain/shared/constants";
import { APPEAL_DEFAULTS, AppealHeader } from "@portal/domain/appeals/appeal";
import type { ServiceType } from "@portal/domain/catalogue/lookups";
import { VERIFICATION_LINE_DEFAULTS, VerificationLine } from "@portal/domain/appeals/verificationLine";
import {
  appealTotal as totalOf,
  type PricedLine,
  type PricingTerms,
  verificationTerms,
} from "@portal/domain/appeals/formulas";
import { type Money, type Percent, percent, toDecimalString, ZERO } from "@portal/domain/shared/money";
import type { VerificationLineState } from "../../../state/verificationLine";
import type { VerificationSave } from "../../appealsApi";

/** The header as the form holds it: nds as an exact percentage. */
export type VerificationHeader = Omit<AppealHeader, "nds"> & { readonly nds?: Percent | undefined };

/**
 * The terms the lines are priced under: the server's own rule (the domain's
 * `verificationTerms`: no VAT when free or VAT-free, else the header's rate, a yearly
 * contract's, or the default 12 %), with the customer's contragent discount.
 */
export const pricingTerms = (header: VerificationHeader, discount: Percent): PricingTerms =>
  verificationTerms(header, discount);

export const pricedLine = (line: VerificationLineState): PricedLine => ({
  cost: line.cost,
  amount: line.amount ?? 0,
  typeId: line.type_id ?? 0,
});

/** The form total with VAT (the domain's `appealTotal`: a free appeal bills nothing). */
export const appealTotal = (
  header: VerificationHeader,
  lines: readonly VerificationLineState[],
  terms: PricingTerms,
): Money => totalOf(header, lines.map(pricedLine), terms);

/** The chosen device as a payload line carries it (spec 3: id, name, cost, spetsifikatsiya, check_out). */
export interface PayloadDevice {
  readonly id: number;
  readonly name: string;
  readonly cost: string;
  readonly spetsifikatsiya?: string | undefined;
  readonly check_out: 0 | 1;
}

/** A line in its payload form, spec 3 (the chosen objects: see `toPayloadLine`). */
export type PayloadLine = Omit<VerificationLine, "cost"> & {
  readonly cost: string;
  readonly type?: { readonly id: number; readonly name: string } | undefined;
  readonly section?: { readonly id: number; readonly name: string } | undefined;
  readonly device?: PayloadDevice | undefined;
};

/**
 * A line in its payload form (spec 3): ids, names and flags, the cost as a decimal string,
 * plus the chosen device, type and section objects with the fields spec 3 gives them (the
 * device's cost a decimal string too). The server's exact codec drops the objects: it
 * prices and names every line from its own catalogue.
 */
export function toPayloadLine(line: VerificationLineState): PayloadLine {
  const { type, section, device, spetsifikatsiya, cost, ...payload } = line;
  return {
    ...payload,
    cost: toDecimalString(cost),
    ...(type ? { type: { id: type.id, name: type.name } } : {}),
    ...(section ? { section: { id: section.id, name: section.name } } : {}),
    ...(device
      ? {
          device: {
            id: device.id,
            name: device.name,
            cost: toDecimalString(device.cost),
            ...(device.spetsifikatsiya === undefined ? {} : { spetsifikatsiya: device.spetsifikatsiya }),
            check_out: device.check_out,
          },
        }
      : {}),
  };
}

/** The header in its payload form, encoded with the domain's codec: nds a plain number of percent, a cost a decimal string. */
export const toPayloadHeader = (header: VerificationHeader): NonNullable<VerificationSave["appeal"]> =>
  AppealHeader.encode(header);

/** A saved appeal's header (GET /api/appeals/{id}) as the form holds it; defaults where unreadable. */
export function savedHeader(saved: unknown): VerificationHeader {
  const decoded = AppealHeader.decode(saved);
  const header = decoded._tag === "Right" ? decoded.right : {};
  return { ...APPEAL_DEFAULTS, ...header, nds: header.nds ?? percent(DEFAULT_NDS_PERCENT) };
}

/**
 * A saved device row as a form line: its payload fields (the stored discount, VAT and total
 * are left behind: the form prices the line again), the type object from the catalogue and
 * the section by its saved name. The device object arrives with the device list.
 */
export function savedLine(row: unknown, types: readonly ServiceType[]): VerificationLineState {
  const decoded = VerificationLine.decode(row);
  const line = decoded._tag === "Right" ? decoded.right : {};
  return {
    ...VERIFICATION_LINE_DEFAULTS,
    ...line,
    about_device: line.about_device ?? "",
    cost: line.cost ?? ZERO,
    type: types.find((type) => type.id === line.type_id),
    section:
      line.section_id === undefined || line.section_id === null
        ? undefined
        : { id: line.section_id, name: line.section_name ?? "" },
  };
}
