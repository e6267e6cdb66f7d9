import {
  addDays,
  checkImportRow,
  DUE_SOON_DAYS,
  DUE_STATE_MESSAGES,
  type DueState,
  type DueStateCounts,
  dueBounds,
  dueRange,
  dueStateCounts,
  dueState,
  dueStates,
  echoedCell,
  foldName,
  type ImportMode,
  type ImportReport,
  type ImportRow,
  type ImportRowReport,
  isDue,
  type Language,
  MAX_REAPPLY_ENTRIES,
  type Message,
  message,
  type ReapplyAnswer,
  type ReapplyLine,
  type ReapplyRequest,
  REGISTER_COLUMNS,
  type RegisterEntry,
  type RegisterFilter,
  type RegisterPage,
  type RegisterQuery,
  render,
  type SelfDeviceListItem,
  shownDay,
  tashkentDay,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type CatalogueDevice,
  invalid,
  type Failure,
  forbidden,
  notFound,
  type Result,
  signedIn,
  signedInCustomer,
  type UserRecord,
} from "../shared";
import type { RegisterDeps } from "./deps";
import { makeOpenApplications } from "./openApplications";
import type { RegisterPageFilter, SelfDeviceRecord } from "./ports/SelfDeviceRepository";

/**
 * The register as a sheet: headers and rows of text, in the caller's language. The rows are
 * read from the store page by page as the sheet is written, so an export of any size holds
 * one page in memory, not the whole register.
 */
export interface RegisterSheet {
  readonly headers: readonly string[];
  readonly rows: AsyncIterable<readonly string[]>;
}

export const PAGE_SIZE = 50;
/** How many entries an export reads from the store at a time. */
export const EXPORT_PAGE_SIZE = 1000;
/** The service type of verification (Qiyoslash / Поверка) in the catalogue. */
export const VERIFICATION_TYPE_ID = 4;
/** The verification form's largest amount per line (spec 5). */
const MAX_LINE_AMOUNT = 1000;
const MAX_ABOUT_DEVICE = 4000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The register's page, counts and export read the caller's own register; with `customerId`
 * they read that customer's instead, for staff only (offline entry shows staff the register
 * read-only): anyone else is Forbidden, and an id that is not a customer's is NotFound.
 */
export interface RegisterPageUseCases {
  registerPage(actor: Actor, query: RegisterQuery, customerId?: number): Result<RegisterPage>;
  registerCounts(actor: Actor, customerId?: number): Result<DueStateCounts>;
  exportRegister(actor: Actor, filter: RegisterFilter, customerId?: number): Result<RegisterSheet>;
  importRegister(actor: Actor, rows: readonly ImportRow[], mode: ImportMode): Result<ImportReport>;
  reapply(actor: Actor, request: ReapplyRequest): Result<ReapplyAnswer>;
}

export function makeRegisterPageUseCases(
  deps: RegisterDeps,
  view: (owner: UserRecord, record: SelfDeviceRecord, lang: Language) => Promise<SelfDeviceListItem>,
): RegisterPageUseCases {
  const { catalogue, selfDevices } = deps;
  const today = () => tashkentDay(deps.clock.now());
  const openApplications = makeOpenApplications(deps);

  /** Whose register a read is of: the customer's own, or the chosen customer's for staff. */
  async function registerOwner(
    actor: Actor,
    customerId: number | undefined,
  ): Promise<E.Either<Failure, UserRecord>> {
    if (customerId === undefined) return signedInCustomer(actor);
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (user.right.role !== "staff") return E.left(forbidden);
    const customer = await deps.users.findById(customerId);
    return customer && (customer.role === "person" || customer.role === "company")
      ? E.right(customer)
      : E.left(notFound);
  }

  /** The repository filter of the page's or the export's filters. */
  async function filterOf(userId: number, query: RegisterFilter, day: string): Promise<RegisterPageFilter> {
    const range = query.state ? dueRange(query.state, day) : undefined;
    const text = query.q?.trim() ?? "";
    let search: RegisterPageFilter["search"];
    if (text !== "") {
      const folded = foldName(text);
      const [uz, ru] = await Promise.all([catalogue.allDevices("uz"), catalogue.allDevices("ru")]);
      const ids = new Set<number>();
      for (const device of [...uz, ...ru])
        if (foldName(device.name).includes(folded) || foldName(device.k_2).includes(folded))
          ids.add(device.id);
      search = { deviceIds: [...ids], serial: escapeRegExp(text) };
    }
    return {
      userId,
      ...(range ? { unfit: range.unfit } : {}),
      ...(range?.from ? { dateFrom: range.from } : {}),
      ...(range?.to ? { dateTo: range.to } : {}),
      ...(query.area ? { areaId: query.area } : {}),
      ...(query.device ? { deviceId: query.device } : {}),
      ...(search ? { search } : {}),
    };
  }

  /**
   * What names a page's or an export's rows and gives their states: the catalogue's lists read
   * once for all of them (a lookup per row read every list again for each row).
   */
  async function namerOf(owner: UserRecord, lang: Language, day: string) {
    const [devices, countries, provinces] = await Promise.all([
      catalogue.allDevices(lang),
      catalogue.countries(lang),
      catalogue.provinces(lang),
    ]);
    const device = new Map(devices.map((d) => [d.id, d]));
    const country = new Map(countries.map((c) => [c.id, c]));
    const province = new Map(provinces.map((p) => [p.id, p]));
    const stateOf = dueStates(day);
    // The owner's names, as `view` gives them, are the same on every row.
    let names: SelfDeviceListItem | undefined;
    return async (records: readonly SelfDeviceRecord[]): Promise<RegisterEntry[]> => {
      const [first] = records;
      if (!names && first) names = await view(owner, first, lang);
      return records.map(
        (record): RegisterEntry => ({
          ...record,
          soogu_name: names?.soogu_name ?? "",
          company_name: names?.company_name ?? "",
          tin: names?.tin ?? "",
          device_name: device.get(record.device_id)?.name ?? "",
          country_name: country.get(record.country_id)?.name ?? "",
          k_2: device.get(record.device_id)?.k_2 ?? "",
          area_of_use_name: province.get(record.area_of_use_id)?.name ?? "",
          state: stateOf(record),
        }),
      );
    };
  }

  async function itemsOf(
    owner: UserRecord,
    records: readonly SelfDeviceRecord[],
    lang: Language,
    day: string,
  ) {
    if (records.length === 0) return [];
    return (await namerOf(owner, lang, day))(records);
  }

  /** Every entry matching the filter, in the filter's order, read from the store a page at a time. */
  async function* everyMatching(
    filter: RegisterPageFilter,
    descending: boolean,
  ): AsyncGenerator<readonly SelfDeviceRecord[]> {
    let after: { date: string; id: number } | undefined;
    for (;;) {
      const page = await selfDevices.page(filter, {
        descending,
        limit: EXPORT_PAGE_SIZE,
        ...(after ? { after } : {}),
      });
      if (page.length > 0) yield page;
      const last = page[page.length - 1];
      if (page.length < EXPORT_PAGE_SIZE || !last) return;
      after = { date: last.next_inspection_date, id: last.id };
    }
  }

  /** Every entry matching the filter, page by page, up to `max`. */
  async function allMatching(filter: RegisterPageFilter, max: number): Promise<SelfDeviceRecord[]> {
    const found: SelfDeviceRecord[] = [];
    let after: { date: string; id: number } | undefined;
    for (;;) {
      const page = await selfDevices.page(filter, {
        descending: false,
        limit: 1000,
        ...(after ? { after } : {}),
      });
      found.push(...page);
      const last = page[page.length - 1];
      if (page.length < 1000 || !last || found.length >= max) return found.slice(0, max);
      after = { date: last.next_inspection_date, id: last.id };
    }
  }

  /** Catalogue names folded, to resolve a file's names to ids. */
  async function importNames() {
    const [devicesUz, devicesRu, countriesUz, countriesRu, provincesUz, provincesRu] = await Promise.all([
      catalogue.allDevices("uz"),
      catalogue.allDevices("ru"),
      catalogue.countries("uz"),
      catalogue.countries("ru"),
      catalogue.provinces("uz"),
      catalogue.provinces("ru"),
    ]);
    const byName = (items: readonly { id: number; name: string }[]) => {
      const map = new Map<string, number>();
      for (const item of items) if (!map.has(foldName(item.name))) map.set(foldName(item.name), item.id);
      return map;
    };
    // Names repeat across service types: the verification device answers a name first.
    const verificationFirst = (list: CatalogueDevice[]) =>
      [...list].sort(
        (a, b) => Number(b.type_id === VERIFICATION_TYPE_ID) - Number(a.type_id === VERIFICATION_TYPE_ID),
      );
    const devices = byName([...verificationFirst(devicesUz), ...verificationFirst(devicesRu)]);
    const codes = new Map(devicesUz.map((d) => [foldName(d.k_2), d.id]));
    const countries = byName([
      ...countriesUz.map((c) => ({ id: c.id, name: c.name_uz })),
      ...countriesUz,
      ...countriesRu,
    ]);
    const provinces = byName([...provincesUz, ...provincesRu]);
    return {
      device: (name: string, code: string) =>
        (code.trim() === "" ? undefined : codes.get(foldName(code))) ?? devices.get(foldName(name)),
      country: (name: string) => countries.get(foldName(name)),
      province: (name: string) => provinces.get(foldName(name)),
    };
  }

  /** The verification device of an entry's device: itself when it is one, else the one of the same name. */
  async function verificationDevices(lang: Language) {
    const [all, allUz] = await Promise.all([catalogue.allDevices(lang), catalogue.allDevices("uz")]);
    const priced = (d: CatalogueDevice) => d.type_id === VERIFICATION_TYPE_ID && /[1-9]/.test(d.cost);
    const uzName = new Map(allUz.map((d) => [d.id, foldName(d.name)]));
    const byName = new Map<string, CatalogueDevice>();
    for (const d of all) if (priced(d)) byName.set(uzName.get(d.id) ?? "", d);
    const byId = new Map(all.map((d) => [d.id, d]));
    return (deviceId: number): CatalogueDevice | undefined => {
      const own = byId.get(deviceId);
      if (own && priced(own)) return own;
      return byName.get(uzName.get(deviceId) ?? "\u0000");
    };
  }

  return {
    async registerPage(actor, query, customerId) {
      const user = await registerOwner(actor, customerId);
      if (E.isLeft(user)) return user;
      const day = today();
      const limit = Math.min(query.limit ?? PAGE_SIZE, 100);
      const records = await selfDevices.page(await filterOf(user.right.id, query, day), {
        descending: query.sort === "desc",
        limit: limit + 1,
        ...(query.after ? { after: query.after } : {}),
      });
      const shown = records.slice(0, limit);
      const items = await openApplications.marked(
        user.right.id,
        await itemsOf(user.right, shown, actor.lang, day),
        () => verificationDevices(actor.lang),
      );
      const last = shown[shown.length - 1];
      return E.right({
        items,
        next: records.length > limit && last ? { date: last.next_inspection_date, id: last.id } : null,
        today: day,
      });
    },

    async registerCounts(actor, customerId) {
      const user = await registerOwner(actor, customerId);
      if (E.isLeft(user)) return user;
      const counts = await selfDevices.counts({ userId: user.right.id, bounds: dueBounds(today()) });
      return E.right(dueStateCounts(counts.ranges, counts.unfit));
    },

    async exportRegister(actor, query, customerId) {
      const user = await registerOwner(actor, customerId);
      if (E.isLeft(user)) return user;
      const day = today();
      const owner = user.right;
      const filter = await filterOf(owner.id, query, day);
      const descending = query.sort === "desc";
      const lang = actor.lang;
      const stateNames = Object.fromEntries(
        Object.entries(DUE_STATE_MESSAGES).map(([state, key]) => [state, render(message(key), lang)]),
      ) as Record<DueState, string>;
      async function* rows() {
        const namer = await namerOf(owner, lang, day);
        for await (const records of everyMatching(filter, descending))
          for (const entry of await namer(records))
            yield REGISTER_COLUMNS.map((c) =>
              c.key === "state"
                ? stateNames[entry.state]
                : c.key === "inspection_date" || c.key === "next_inspection_date"
                  ? shownDay(entry[c.key] ?? "")
                  : String(entry[c.key] ?? ""),
            );
      }
      return E.right({
        headers: REGISTER_COLUMNS.map((c) => render(message(c.header), lang)),
        rows: rows(),
      });
    },

    async importRegister(actor, rows, mode) {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      const owner = user.right;
      const names = await importNames();
      const day = today();
      const checked = rows.map((row) => checkImportRow(row, names, day));
      const reports: ImportRowReport[] = [];
      checked.forEach((c, i) => {
        if (c.errors.length === 0) return;
        reports.push({
          row: i + 2,
          device_name: echoedCell((rows[i]?.device_name ?? "").trim()),
          serial_number: echoedCell((rows[i]?.serial_number ?? "").trim()),
          errors: c.errors.map((m: Message) => render(m, actor.lang)),
        });
      });
      const valid = checked.filter((c) => c.errors.length === 0);
      const report = { total: rows.length, valid: valid.length, invalid: reports.length, rows: reports };
      if (mode === "preview") return E.right({ ...report, created: 0, updated: 0, stored: false });
      if (mode === "all" && reports.length > 0) return E.left(invalid([message("importHasErrors")]));
      const existing = new Map(
        (await selfDevices.withSerials(owner.id)).map((r) => [`${r.device_id}\u0000${r.serial_number}`, r]),
      );
      const writes: { record: SelfDeviceRecord; isNew: boolean }[] = [];
      const inFile = new Map<string, number>();
      for (const { input } of valid) {
        const fields = {
          device_id: input.device_id as number,
          country_id: input.country_id as number,
          area_of_use_id: input.area_of_use_id as number,
          inspection_date: input.inspection_date as string,
          next_inspection_date: input.next_inspection_date as string,
        };
        const serial = input.serial_number ?? undefined;
        const key = serial === undefined ? undefined : `${fields.device_id}\u0000${serial}`;
        const earlier = key === undefined ? undefined : inFile.get(key);
        if (earlier !== undefined) {
          // The same instrument twice in one file: the later row wins.
          const write = writes[earlier] as { record: SelfDeviceRecord; isNew: boolean };
          writes[earlier] = { ...write, record: { ...write.record, ...fields } };
          continue;
        }
        const stored = key === undefined ? undefined : existing.get(key);
        const record: SelfDeviceRecord = stored
          ? { ...stored, ...fields }
          : {
              id: await deps.ids.next("self_devices"),
              user_id: owner.id,
              ...fields,
              ...(serial === undefined ? {} : { serial_number: serial }),
            };
        if (key !== undefined) inFile.set(key, writes.length);
        writes.push({ record, isNew: !stored });
      }
      await selfDevices.saveMany(writes);
      const created = writes.filter((w) => w.isNew).length;
      return E.right({ ...report, created, updated: writes.length - created, stored: true });
    },

    async reapply(actor, request) {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      const day = today();
      const records =
        "all_due" in request
          ? await allMatching(
              { userId: user.right.id, unfit: false, dateTo: addDays(day, DUE_SOON_DAYS) },
              MAX_REAPPLY_ENTRIES,
            )
          : await selfDevices.findMany(user.right.id, request.ids);
      if (records.length === 0) return E.left(invalid([message("reapplyNothingChosen")]));
      const verificationOf = await verificationDevices(actor.lang);
      const [types, devicesHere] = await Promise.all([
        catalogue.types(actor.lang, true),
        catalogue.allDevices(actor.lang),
      ]);
      const names = new Map(devicesHere.map((d) => [d.id, d.name]));
      const type = types.find((t) => t.id === VERIFICATION_TYPE_ID);
      const groups = new Map<number, { device: CatalogueDevice; entries: SelfDeviceRecord[] }>();
      const needs: ReapplyAnswer["needs_choice"][number][] = [];
      for (const record of records.sort((a, b) => a.id - b.id)) {
        const device = type ? verificationOf(record.device_id) : undefined;
        if (!device) {
          needs.push({
            id: record.id,
            device_name: names.get(record.device_id) ?? "",
            serial_number: record.serial_number ?? "",
          });
          continue;
        }
        const group = groups.get(device.id) ?? { device, entries: [] };
        group.entries.push(record);
        groups.set(device.id, group);
      }
      const serialsLabel = render(message("registerSerialNumber"), actor.lang);
      const lines: ReapplyLine[] = [];
      for (const { device, entries } of groups.values()) {
        for (let at = 0; at < entries.length; at += MAX_LINE_AMOUNT) {
          const part = entries.slice(at, at + MAX_LINE_AMOUNT);
          const serials = part.flatMap((e) => (e.serial_number ? [e.serial_number] : []));
          let about = serials.length > 0 ? `${serialsLabel}: ${serials.join(", ")}` : "";
          if (about.length > MAX_ABOUT_DEVICE) about = `${about.slice(0, MAX_ABOUT_DEVICE - 1)}…`;
          lines.push({
            type: type as { id: number; name: string },
            device,
            amount: part.length,
            about_device: about,
            entry_ids: part.map((e) => e.id),
          });
        }
      }
      return E.right({ lines, needs_choice: needs });
    },
  };
}

/** Whether an entry is due for re-application (overdue or within 30 days). */
export const isDueEntry = (record: SelfDeviceRecord, day: string): boolean => isDue(dueState(record, day));
