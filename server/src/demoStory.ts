import {
  type Actor,
  type AppealRecord,
  type Clock,
  type IdGenerator,
  type LookupCatalogue,
  type NotificationRepository,
  type RequisiteRepository,
  type SelfDeviceRepository,
  type StandardRepository,
  TOKENS,
  type UserRecord,
  type UserRepository,
} from "@portal/application";
import {
  addDays,
  appealsApi,
  decode,
  defaultValidUntil,
  invoiceTiyin,
  isStandardExpired,
  type MeasurementInput,
  type StatusAction,
  tashkentDay,
  thresholdOn,
} from "@portal/domain";
import type { ModuleUseCases } from "@portal/http";
import * as E from "fp-ts/lib/Either";
import type { Container } from "inversify";

/**
 * The demo data that shows the product on a fresh embedded start (issue 18): for
 * demo.company a register of instruments in every due state and appeals in every status of
 * the lifecycle, with a contract and an invoice (one of them paid through Payme, so the ledger
 * has a payment); for demo.person a smaller set, so that the
 * staff inbox has work. Everything goes through the use cases as the demo users would, so
 * what is stored is what the portal itself computes. Each part is written only when its
 * owner has none of it yet: a restart adds nothing, and a user's own edits stay.
 */
export interface DemoStoryReport {
  readonly registerEntries: number;
  readonly appeals: number;
  /** Steps the use cases refused, with why: none on a healthy start. */
  readonly refused: readonly string[];
}

type StoryUseCases = Pick<ModuleUseCases, "appeals" | "contracts" | "register" | "results" | "payments">;

interface StoryPorts {
  readonly users: UserRepository;
  readonly requisites: RequisiteRepository;
  readonly selfDevices: SelfDeviceRepository;
  readonly notifications: NotificationRepository;
  readonly catalogue: LookupCatalogue;
  readonly standards: StandardRepository;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

export function demoStoryPorts(container: Container): StoryPorts {
  return {
    users: container.get(TOKENS.UserRepository),
    requisites: container.get(TOKENS.RequisiteRepository),
    selfDevices: container.get(TOKENS.SelfDeviceRepository),
    notifications: container.get(TOKENS.NotificationRepository),
    catalogue: container.get(TOKENS.LookupCatalogue),
    standards: container.get(TOKENS.StandardRepository),
    ids: container.get(TOKENS.IdGenerator),
    clock: container.get(TOKENS.Clock),
  };
}

/** Next inspection dates, in days from today, one entry each: every due state of the register. */
const REGISTER_PLAN: readonly { readonly nextInDays: number; readonly unfit?: true }[] = [
  { nextInDays: -120 },
  { nextInDays: -45 },
  { nextInDays: -9 },
  { nextInDays: -1 },
  { nextInDays: 0 },
  { nextInDays: 3 },
  { nextInDays: 7 },
  { nextInDays: 7 },
  { nextInDays: 12 },
  { nextInDays: 21 },
  { nextInDays: 30 },
  { nextInDays: 30 },
  { nextInDays: 44 },
  { nextInDays: 61 },
  { nextInDays: 75 },
  { nextInDays: 89 },
  { nextInDays: 120 },
  { nextInDays: 150 },
  { nextInDays: 181 },
  { nextInDays: 200 },
  { nextInDays: 240 },
  { nextInDays: 270 },
  { nextInDays: 300 },
  { nextInDays: 330 },
  { nextInDays: 364 },
  { nextInDays: 20, unfit: true },
  { nextInDays: 140, unfit: true },
];

/** The statuses the company's appeals are taken to, one appeal each, by the lifecycle's own steps. */
const APPEAL_PLAN = [
  "draft",
  "submitted",
  "under_review",
  "needs_changes",
  "approved",
  "rejected",
  "contracted",
  "invoiced",
  "paid",
  "completed",
] as const;

export async function tellDemoStory(useCases: StoryUseCases, ports: StoryPorts): Promise<DemoStoryReport> {
  const refused: string[] = [];
  const staffUser = await ports.users.findByLogin("demo.staff");
  const company = await ports.users.findByLogin("demo.company");
  const person = await ports.users.findByLogin("demo.person");
  if (!staffUser || !company || !person)
    return { registerEntries: 0, appeals: 0, refused: ["no demo users"] };
  const staff = actorOf(staffUser);
  const today = tashkentDay(ports.clock.now());
  const devices = (await ports.catalogue.devicesByType(4, "uz")).filter((device) => Number(device.cost) > 0);
  if (devices.length === 0) return { registerEntries: 0, appeals: 0, refused: ["no verification devices"] };

  let registerEntries = 0;
  for (const [owner, plan] of [
    [company, REGISTER_PLAN],
    [person, REGISTER_PLAN.filter((_, i) => i % 4 === 0)],
  ] as const) {
    if ((await ports.selfDevices.listByUser(owner.id)).length > 0) continue;
    registerEntries += await writeRegister(owner, plan, devices, today, ports, refused);
    await writeEarlierReminders(owner, today, ports);
  }

  const measured = await demoMeasurement(staffUser, today, ports);
  let appeals = 0;
  for (const [owner, plan] of [
    [company, APPEAL_PLAN],
    [person, ["submitted", "under_review", "draft"]],
  ] as const) {
    const existing = await useCases.appeals.listMyAppeals(actorOf(owner), { limit: 1 });
    if (E.isLeft(existing) || existing.right.items.length > 0) continue;
    const requisite = (await ports.requisites.listByUser(owner.id))[0];
    for (const [i, status] of plan.entries()) {
      const device = devices[i % devices.length]!;
      const body = {
        appeal: {
          branch_id: 1 + (i % 3),
          is_old: 0,
          ...(requisite ? { account_number_id: requisite.id } : {}),
        },
        devices: [
          { type_id: 4, device_id: device.id, amount: 1 + (i % 3), check_in: 1, check_out: 0 },
          ...(i % 2 === 0
            ? [
                {
                  type_id: 4,
                  device_id: devices[(i + 1) % devices.length]!.id,
                  amount: 2,
                  check_in: 1,
                  check_out: 0,
                },
              ]
            : []),
        ],
        offer_accepted: true,
      };
      const made = await takeTo(status, owner, staff, body, useCases, ports.clock.now(), measured);
      if (E.isLeft(made)) refused.push(`${owner.login} ${status}: ${JSON.stringify(made.left)}`);
      else appeals++;
    }
  }
  return { registerEntries, appeals, refused };
}

const actorOf = (user: UserRecord): Actor => ({ user, lang: "uz" });

/**
 * What the demo's completed verifications measured (issue 28): a weighing instrument checked
 * at three loads against the lab's valid standards, authorised by demo.staff when it may sign.
 * Without a valid standard or a signer the results are recorded without a measurement.
 */
async function demoMeasurement(
  staff: UserRecord,
  today: string,
  ports: StoryPorts,
): Promise<MeasurementInput | undefined> {
  // Weights first: the demo's instruments are scales.
  const valid = (await ports.standards.list({}))
    .filter((s) => !isStandardExpired(s.certificate.valid_until, today))
    .sort((a, b) => Number(/tosh/i.test(b.name)) - Number(/tosh/i.test(a.name)));
  if (valid.length === 0 || !staff.signer) return undefined;
  return {
    method_id: "gost-8-453",
    standard_ids: valid.slice(0, 2).map((s) => s.id),
    conditions: { temperature: "20.4", humidity: "52", pressure: "98.6" },
    authoriser_id: staff.id,
    condition_on_receipt: "Tashqi shikastlanishlarsiz, toʻliq komplektda",
    unit: "kg",
    mpe: "0.010",
    decision_rule: "simple",
    points: [
      { nominal: "1", as_found: "1.002", uncertainty: "0.0016", k: "2" },
      { nominal: "10", as_found: "10.004", uncertainty: "0.0030", k: "2" },
      { nominal: "30", as_found: "30.012", as_left: "30.006", uncertainty: "0.0060", k: "2" },
    ],
  };
}

/**
 * The in-portal reminders the last ten days would have brought, by the domain's own rule
 * (thresholdOn) over the register just written: the older ones read, the last few unread.
 * Today's comes from the reminder job itself, at its hour, with its e-mail.
 */
async function writeEarlierReminders(owner: UserRecord, today: string, ports: StoryPorts): Promise<void> {
  const entries = await ports.selfDevices.listByUser(owner.id);
  for (let back = 10; back >= 1; back--) {
    const day = addDays(today, -back);
    const lines = entries.flatMap((entry) => {
      const threshold = thresholdOn(day, entry);
      return threshold === undefined
        ? []
        : [
            {
              entry_id: entry.id,
              device_id: entry.device_id,
              ...(entry.serial_number ? { serial_number: entry.serial_number } : {}),
              next_inspection_date: entry.next_inspection_date,
              threshold,
            },
          ];
    });
    if (lines.length === 0) continue;
    await ports.notifications.insertOnce({
      id: await ports.ids.next("notifications"),
      user_id: owner.id,
      key: `reminder:${day}`,
      kind: "reminder",
      day,
      lines,
      read: back > 5,
      created_at: `${day}T04:00:00.000Z`,
    });
  }
}

async function writeRegister(
  owner: UserRecord,
  plan: readonly { readonly nextInDays: number; readonly unfit?: true }[],
  devices: readonly { readonly id: number }[],
  today: string,
  ports: StoryPorts,
  refused: string[],
): Promise<number> {
  let written = 0;
  for (const [i, entry] of plan.entries()) {
    const next = addDays(today, entry.nextInDays);
    const inspection = addDays(next, -365) > today ? today : addDays(next, -365);
    const serial = `${owner.login === "demo.company" ? "DM" : "DP"}-${String(1001 + i)}`;
    const device = devices[(i * 7) % devices.length]!;
    const added = await ports.selfDevices.findBySerial(owner.id, device.id, serial);
    if (added) continue;
    await ports.selfDevices.insert({
      id: await ports.ids.next("self_devices"),
      user_id: owner.id,
      device_id: device.id,
      country_id: 1 + (i % 3),
      area_of_use_id: 1 + (i % 14),
      inspection_date: inspection,
      next_inspection_date: next,
      serial_number: serial,
      ...(entry.unfit ? { unfit: true } : {}),
    });
    written++;
  }
  if (written < plan.length)
    refused.push(`${owner.login}: ${plan.length - written} register entries not written`);
  return written;
}

/** Saves the appeal as its owner and takes it, step by step, to `status`. */
async function takeTo(
  status: (typeof APPEAL_PLAN)[number],
  owner: UserRecord,
  staff: Actor,
  body: Record<string, unknown>,
  useCases: StoryUseCases,
  now: Date,
  measurement?: MeasurementInput,
): Promise<E.Either<unknown, AppealRecord>> {
  const customer = actorOf(owner);
  const today = tashkentDay(now);
  // Decoded as the save call decodes it (the table's codec), then saved as the customer would.
  const payload = decode(appealsApi.saveVerificationAppeal.body, body);
  if (E.isLeft(payload)) return payload;
  if (status === "draft") {
    const draft = await useCases.appeals.saveDraft(customer, payload.right);
    return E.map((saved: { appeal: AppealRecord }) => saved.appeal)(draft);
  }
  const saved = await useCases.appeals.saveAppeal(customer, {
    endpoint: "verification",
    payload: payload.right,
  });
  if (E.isLeft(saved)) return saved;
  let appeal = saved.right.appeal;
  const step = async (action: StatusAction, note?: string) => {
    const next = await useCases.appeals.changeAppealStatus(staff, appeal.id, {
      action,
      ...(note ? { note } : {}),
    });
    if (E.isRight(next)) appeal = next.right;
    return next;
  };
  const paper = async (kind: "contract" | "invoice") => {
    const request = {
      appeal_id: appeal.id,
      contract_number: `${kind === "contract" ? "SH" : "HF"}-NAMUNA-${appeal.id}`,
      devices: appeal.devices.map((_, i) => ({ id: i + 1, together: 0 as const })),
    };
    const made =
      kind === "contract"
        ? await useCases.contracts.createContract(staff, request)
        : await useCases.contracts.createInvoice(staff, request);
    if (E.isLeft(made)) return made;
    const read = await useCases.appeals.getAppeal(staff, appeal.id);
    if (E.isRight(read)) appeal = read.right;
    return read;
  };
  /**
   * The invoice paid as Payme pays one: its transaction created, then performed, for the
   * invoice's total in tiyin; the appeal moves to paid as with any payment.
   */
  const pay = async () => {
    const contracts = await useCases.contracts.listAppealContracts(staff, appeal.id);
    if (E.isLeft(contracts)) return contracts;
    const invoice = contracts.right.find((c) => c.kind === "invoice");
    const amount = invoice ? invoiceTiyin(invoice.total) : undefined;
    if (!invoice || amount === undefined) return E.left("no invoice to pay");
    const id = `demo${appeal.id.toString(16).padStart(20, "0")}`;
    const at = now.getTime();
    for (const call of [
      { method: "CreateTransaction", id, time: at, amount, invoice: invoice.id },
      { method: "PerformTransaction", id },
    ] as const) {
      const outcome = await useCases.payments.payme(call, at);
      if (outcome._tag === "error") return E.left(`Payme ${call.method}: ${outcome.error}`);
    }
    const read = await useCases.appeals.getAppeal(staff, appeal.id);
    if (E.isRight(read)) appeal = read.right;
    return read;
  };
  /**
   * The results of the work on every instrument (issue 14: `complete` requires them): fit,
   * done today, valid for the catalogue's interval; serial numbers in the register's "DM-…"
   * form, so the results join the owner's register.
   */
  const results = async () => {
    const read = await useCases.results.appealResults(staff, appeal.id);
    if (E.isLeft(read)) return read;
    const entries = read.right.instruments.map((instrument, i) => ({
      row_id: instrument.row_id,
      instrument: instrument.instrument,
      serial_number: `${owner.login === "demo.company" ? "DM" : "DP"}-${appeal.id}${String(i + 1).padStart(2, "0")}`,
      outcome: "fit",
      work_date: today,
      valid_until: defaultValidUntil(today, instrument.interval_months ?? 12),
      ...(measurement && instrument.kind === "measurement" ? { measurement } : {}),
    }));
    return useCases.results.recordResults(staff, appeal.id, { results: entries });
  };
  const steps: Record<(typeof APPEAL_PLAN)[number], (() => Promise<E.Either<unknown, unknown>>)[]> = {
    draft: [],
    submitted: [],
    under_review: [() => step("take_for_review")],
    needs_changes: [
      () => step("take_for_review"),
      () => step("send_back", "Qurilmaning zavod raqamini koʻrsating (namuna izoh)"),
    ],
    approved: [() => step("take_for_review"), () => step("approve")],
    rejected: [
      () => step("take_for_review"),
      () => step("reject", "Bu xizmat filialda koʻrsatilmaydi (namuna izoh)"),
    ],
    contracted: [() => step("take_for_review"), () => step("approve"), () => paper("contract")],
    invoiced: [() => step("take_for_review"), () => step("approve"), () => paper("invoice")],
    paid: [() => step("take_for_review"), () => step("approve"), () => paper("invoice"), () => pay()],
    completed: [
      () => step("take_for_review"),
      () => step("approve"),
      () => paper("contract"),
      () => results(),
      () => step("complete"),
    ],
  };
  for (const run of steps[status]) {
    const outcome = await run();
    if (E.isLeft(outcome)) return outcome;
  }
  return E.right(appeal);
}
