import {
  type CommentAppealPayload,
  type KompleksAppealPayload,
  type ProviderAppealPayload,
  type RecognitionAppealPayload,
  type VerificationAppealPayload,
  message,
  type AppealHeader,
  type AppealKindName,
  appealRowFee,
  appealTotal,
  billedTotal,
  type Exemption,
  KOMPLEKS,
  type Message,
  type Money,
  parsePercent,
  parseSom,
  percent,
  plannedExemption,
  priceLine,
  type RecognitionAppealKind,
  recognitionKindOf,
  som,
  type StoredAppealHeader,
  type StoredAppealRow,
  TypeId,
  toSentProviderRow,
  validateCommentAppeal,
  validateProviderAppeal,
  validateRecognitionAppeal,
  validateVerificationAppeal,
  verificationTerms,
  YEARLY_RECOGNITION_TYPES,
  ZERO,
  add,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Failure,
  invalid,
  jsonArray,
  type RequisiteRecord,
  toJson,
  type UserRecord,
  type YearlyContractRecord,
} from "../shared";
import type { AppealDeps } from "./deps";
import { numberRows } from "./appealRows";
import type { SaveCommand } from "./commands";

/** What a save becomes once the server has checked and priced it. */
export interface AppealPlan {
  readonly kind: AppealKindName;
  readonly type_id?: number;
  /** The header to store (the domain's stored codec). */
  readonly appeal: StoredAppealHeader;
  /** The rows to store, each with its server-computed cost (the domain's stored codec). */
  readonly devices: StoredAppealRow[];
  readonly total: Money;
  readonly messages: Message[];
  /** A verification appeal's claim of exemption and where it stands. */
  readonly exemption?: Exemption | undefined;
}

interface PlanContext {
  readonly deps: AppealDeps;
  readonly owner: UserRecord;
  /** Staff entering the appeal for the owner (offline mode), or the owner. */
  readonly enteredBy: UserRecord;
  readonly offerAccepted: boolean;
  /** The exemption the appeal already has: an edit, a resubmission or a draft's submission keeps its state. */
  readonly previous?: Exemption | undefined;
}

const corporate = (owner: UserRecord): boolean => owner.corporate === 1;

/** The chosen requisite when it is the owner's own; anyone else's counts as not chosen. */
async function ownRequisite(ctx: PlanContext, header: AppealHeader | undefined) {
  const id = header?.account_number_id;
  if (id === undefined) return undefined;
  const requisite = await ctx.deps.requisites.findById(id);
  return requisite && requisite.user_id === ctx.owner.id ? requisite : undefined;
}

/**
 * The yearly contract the header chooses: only with is_yearly ticked, and only the owner's
 * own (from the catalogue); anyone else's counts as not chosen.
 */
async function ownYearlyContract(
  ctx: PlanContext,
  header: AppealHeader | undefined,
): Promise<YearlyContractRecord | undefined> {
  const id = header?.contract_id;
  if (header?.is_yearly !== 1 || id === undefined || id === null) return undefined;
  return (await ctx.deps.catalogue.yearlyContracts(ctx.owner.id)).find((c) => c.id === id);
}

/**
 * The header a kind other than verification keeps: only the fields its form uses (spec 2,
 * 7), each set by the server. What else the client sends (is_yearly, contract_id, is_free,
 * no_nds, nds, cost, resolution, branch, addresses…) is dropped, never stored as sent.
 * user_id and is_offline are the save's own (the owner, offline or not).
 */
const keptHeader = (
  requisite: RequisiteRecord | undefined,
  fields: Record<string, unknown> = {},
): StoredAppealHeader => toJson({ is_old: 0, account_number_id: requisite?.id, ...fields });

const discountOf = (owner: UserRecord) => parsePercent(owner.discount) ?? percent(0);

const enteredByStaff = (ctx: PlanContext) =>
  ctx.enteredBy.role === "staff" || ctx.enteredBy.role === "reviewer"
    ? { by: ctx.enteredBy.id, at: ctx.deps.clock.now().toISOString() }
    : undefined;

/**
 * Verification / calibration (spec 2.6, 2.7): every cost from the catalogue, never the client.
 * A claim of exemption (free, no VAT) lowers the bill only once confirmed: the rows keep the
 * full price with VAT, and the total is what the appeal bills under its claim's state
 * (docs/decisions.md, "Exemptions are confirmed").
 */
export async function planVerification(
  ctx: PlanContext,
  payload: VerificationAppealPayload,
): Promise<AppealPlan> {
  const { catalogue } = ctx.deps;
  const requisite = await ownRequisite(ctx, payload.appeal);
  const yearly = await ownYearlyContract(ctx, payload.appeal);
  const header: AppealHeader = {
    ...payload.appeal,
    account_number_id: requisite?.id,
    contract_id: yearly?.id,
    is_old: 0,
  };
  // The form's own rule (domain verificationTerms), with the yearly contract's VAT: its rate
  // read exactly (12.5 is 12.5 %), as the form reads it, so both show the same totals.
  const yearlyVatFree = yearly?.no_nds === 1;
  const base = {
    no_nds: yearlyVatFree ? (1 as const) : (0 as const),
    nds: yearly?.nds === undefined ? undefined : parsePercent(yearly.nds),
  };
  const discount = discountOf(ctx.owner);
  // The price without a claimed exemption: what the rows store and the appeal bills until it is confirmed.
  const terms = verificationTerms(base, discount);
  // The price the customer asks for, with the claim: the form's total, which the limit is checked against.
  const claimedTerms = verificationTerms(
    { ...base, is_free: header.is_free, no_nds: header.no_nds === 1 ? 1 : base.no_nds },
    discount,
  );
  const exemption = plannedExemption(header, yearlyVatFree, ctx.previous, enteredByStaff(ctx));

  const lines = await Promise.all(
    payload.devices.map(async (line) => {
      const device = line.device_id === undefined ? undefined : await catalogue.device(line.device_id, "uz");
      const matches = device !== undefined && device.type_id === line.type_id;
      return {
        line: { ...line, device_id: matches ? line.device_id : undefined },
        device: matches ? device : undefined,
        cost: matches ? (parseSom(device.cost) ?? ZERO) : ZERO,
      };
    }),
  );
  const priced = lines.map(({ line, cost }) => ({
    cost,
    amount: line.amount ?? 0,
    typeId: line.type_id ?? 0,
  }));
  // A free appeal (is_free, by decree or resolution) asks to be billed nothing.
  const claimedTotal = appealTotal(header, priced, claimedTerms);
  const summaLimit = ctx.owner.summa_limit === undefined ? undefined : parseSom(ctx.owner.summa_limit);
  const messages = validateVerificationAppeal(
    { appeal: header, devices: lines.map((l) => l.line) },
    { corporate: corporate(ctx.owner), offerAccepted: ctx.offerAccepted, total: claimedTotal, summaLimit },
  );
  const devices = lines.map(({ line, device }, i) => {
    const price = priceLine(priced[i]!, terms);
    return toJson({
      ...line,
      device_name: device?.name ?? line.device_name,
      cost: priced[i]!.cost,
      discount: price.discount,
      vat: price.vat,
      total: price.totalWithVat,
    });
  });
  // A header cost is the client's figure: the stored amounts are the server's (the rows and total).
  const { cost: _clientCost, ...stored } = header;
  return {
    kind: "verification",
    appeal: toJson({ ...stored, nds: terms.nds }),
    devices,
    total: billedTotal(devices, exemption),
    messages,
    exemption,
  };
}

/** The uploaded file a row names, when it belongs to the owner or was uploaded by the staff member entering it. */
async function ownFile(
  ctx: PlanContext,
  folder: "recognition-device" | "kompleks-device",
  name: string | undefined,
) {
  if (name === undefined) return undefined;
  const upload = await ctx.deps.uploads.find(folder, name);
  return upload && (upload.owner_id === ctx.owner.id || upload.owner_id === ctx.enteredBy.id)
    ? name
    : undefined;
}

/** The type a recognition call carries: top-level type_id, else the rows' (standard samples send none). */
function recognitionType(payload: RecognitionAppealPayload): number | undefined {
  const typeId = payload.type_id ?? payload.devices.find((row) => row.type_id !== undefined)?.type_id;
  return typeId === TypeId.methodRecognitionInitial ? TypeId.methodRecognition : typeId;
}

/** Recognition 8/10/11, recognition test 9, method recognition 14, normative 15, expertise 16/17. */
export async function planRecognition(
  ctx: PlanContext,
  payload: RecognitionAppealPayload,
): Promise<AppealPlan | undefined> {
  const typeId = recognitionType(payload);
  const kind = typeId === undefined ? undefined : recognitionKindOf(typeId);
  if (typeId === undefined || kind === undefined) return undefined;
  const requisite = await ownRequisite(ctx, payload.appeal);
  // Only 8, 10 and 11 may be under a yearly contract (spec 2.10); the others keep no yearly fields.
  const yearlyType = YEARLY_RECOGNITION_TYPES.includes(typeId);
  const yearly = yearlyType ? await ownYearlyContract(ctx, payload.appeal) : undefined;
  const rows = await Promise.all(
    payload.devices.map(async (row) => ({
      ...row,
      type_id: typeId,
      amount: row.amount ?? 1,
      // Joint certificates are chosen by staff on the contract (mode 2), not when applying.
      together: 0 as const,
      recognition_file: await ownFile(ctx, "recognition-device", row.recognition_file),
    })),
  );
  const fees = rows.map((row) => appealRowFee(typeId, row.amount, false));
  const messages = validateRecognitionAppeal(
    { devices: rows },
    {
      kind: typeId as RecognitionAppealKind,
      corporate: corporate(ctx.owner),
      accountChosen: requisite !== undefined,
      offerAccepted: ctx.offerAccepted,
      yearlyWithoutContract: yearlyType && payload.appeal?.is_yearly === 1 && yearly === undefined,
    },
  );
  const yearlyFields = yearlyType ? { is_yearly: yearly ? 1 : 0, contract_id: yearly?.id } : {};
  return {
    kind,
    type_id: typeId,
    appeal: keptHeader(requisite, { is_recognition: 1, ...yearlyFields }),
    devices: rows.map((row, i) => toJson({ ...row, cost: fees[i] ?? null })),
    total: add(...fees.map((fee) => fee ?? ZERO)),
    messages,
  };
}

export async function planKompleks(ctx: PlanContext, payload: KompleksAppealPayload): Promise<AppealPlan> {
  const requisite = await ownRequisite(ctx, payload.appeal);
  const rows = await Promise.all(
    payload.devices.map(async (row) => ({
      ...row,
      amount: row.amount ?? 1,
      together: 0 as const,
      recognition_file: await ownFile(ctx, "kompleks-device", row.recognition_file),
    })),
  );
  const fees = rows.map((row) => appealRowFee(KOMPLEKS, row.amount, false) ?? ZERO);
  const messages = validateRecognitionAppeal(
    { devices: rows },
    {
      kind: "kompleks",
      corporate: corporate(ctx.owner),
      accountChosen: requisite !== undefined,
      offerAccepted: ctx.offerAccepted,
    },
  );
  return {
    kind: "kompleks",
    appeal: keptHeader(requisite),
    devices: rows.map((row, i) => toJson({ ...row, cost: fees[i] })),
    total: add(...fees),
    messages,
  };
}

export async function planProvider(ctx: PlanContext, payload: ProviderAppealPayload): Promise<AppealPlan> {
  const requisite = await ownRequisite(ctx, payload.appeal);
  const messages = validateProviderAppeal(
    { devices: payload.devices },
    { corporate: corporate(ctx.owner), requisite, offerAccepted: ctx.offerAccepted },
  );
  return {
    kind: "provider",
    type_id: TypeId.provider,
    appeal: keptHeader(requisite),
    // The provider's service charge is carried, never summed (spec 9): rows cost 0.
    devices: jsonArray(payload.devices.map(toSentProviderRow)),
    total: som(0),
    messages,
  };
}

export async function planComment(ctx: PlanContext, payload: CommentAppealPayload): Promise<AppealPlan> {
  // A requisite that is not the customer's own is dropped, as on every other kind.
  const requisite = await ownRequisite(ctx, payload.appeal);
  return {
    kind: "comment",
    appeal: keptHeader(requisite),
    devices: jsonArray(payload.devices.map((row) => ({ ...row, amount: row.amount ?? 1 }))),
    total: som(0),
    messages: validateCommentAppeal({ devices: payload.devices }, { offerAccepted: ctx.offerAccepted }),
  };
}

/** Plans a decoded save; its rows are numbered 1..n. */
export async function planFor(ctx: PlanContext, save: SaveCommand): Promise<E.Either<Failure, AppealPlan>> {
  const planned = await planOf(ctx, save);
  return E.isLeft(planned)
    ? planned
    : E.right({ ...planned.right, devices: numberRows(planned.right.devices) });
}

async function planOf(ctx: PlanContext, save: SaveCommand): Promise<E.Either<Failure, AppealPlan>> {
  switch (save.endpoint) {
    case "verification":
      return E.right(await planVerification(ctx, save.payload));
    case "recognition": {
      const planned = await planRecognition(ctx, save.payload);
      return planned ? E.right(planned) : E.left(invalid([message("appealTypeRequired")]));
    }
    case "provider":
      return E.right(await planProvider(ctx, save.payload));
    case "kompleks":
      return E.right(await planKompleks(ctx, save.payload));
    case "comment":
      return E.right(await planComment(ctx, save.payload));
  }
}

export type { PlanContext };
