import {
  isValidFields,
  type Language,
  message,
  type SelfDeviceInput,
  type SelfDeviceListItem,
  tashkentDay,
  validateSelfDevice,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  invalidFields,
  notFound,
  type Result,
  signedInCustomer,
  type UserRecord,
} from "../shared";
import type { SelfDeviceRecord } from "./ports/SelfDeviceRepository";
import type { RegisterDeps } from "./deps";
import type { RegisterUseCases } from "./RegisterUseCases";
import { makeOpenApplications } from "./openApplications";
import { makeRegisterPageUseCases } from "./registerPage";

export function makeRegisterUseCases(deps: RegisterDeps): RegisterUseCases {
  const { catalogue } = deps;

  async function view(
    owner: UserRecord,
    record: SelfDeviceRecord,
    lang: Language,
  ): Promise<SelfDeviceListItem> {
    const [device, country, province, parent] = await Promise.all([
      catalogue.device(record.device_id, lang),
      catalogue.country(record.country_id, lang),
      catalogue.province(record.area_of_use_id, lang),
      owner.info.soogu_name ? catalogue.parentOrganisation(owner.info.soogu_name, lang) : "",
    ]);
    return {
      ...record,
      soogu_name: parent,
      company_name: owner.info.company_name ?? "",
      tin: owner.info.company_tin ?? owner.info.tin,
      device_name: device?.name ?? "",
      country_name: country?.name ?? "",
      k_2: device?.k_2 ?? "",
      area_of_use_name: province?.name ?? "",
    };
  }

  /** Validates the modal's input and checks that the chosen device, country and province exist. */
  async function checked(input: SelfDeviceInput, today: string) {
    const fields: Record<string, ReturnType<typeof message>[]> = { ...validateSelfDevice(input, { today }) };
    const [device, country, province] = await Promise.all([
      input.device_id === undefined ? undefined : catalogue.device(input.device_id, "uz"),
      input.country_id === undefined ? undefined : catalogue.country(input.country_id, "uz"),
      input.area_of_use_id === undefined ? undefined : catalogue.province(input.area_of_use_id, "uz"),
    ]);
    if (input.device_id !== undefined && !device) fields.device_id = [message("selfDeviceRequired")];
    if (input.country_id !== undefined && !country) fields.country_id = [message("countryRequired")];
    if (input.area_of_use_id !== undefined && !province)
      fields.area_of_use_id = [message("areaOfUseRequired")];
    if (!isValidFields(fields)) return E.left(invalidFields(fields));
    return E.right({
      device_id: input.device_id!,
      country_id: input.country_id!,
      area_of_use_id: input.area_of_use_id!,
      inspection_date: input.inspection_date!,
      next_inspection_date: input.next_inspection_date!,
      serial_number: serialOf(input.serial_number),
    });
  }

  /** Today in Tashkent: before 05:00 there the UTC date is still yesterday. */
  const today = () => tashkentDay(deps.clock.now());

  /** The record when it is the caller's own; anyone else's answers NotFound. */
  async function own(user: UserRecord, id: number) {
    const record = await deps.selfDevices.findById(id);
    return record && record.user_id === user.id ? record : undefined;
  }

  return {
    ...makeRegisterPageUseCases(deps, view),
    openInstruments: makeOpenApplications(deps).openInstruments,
    async listSelfDevices(actor: Actor): Result<SelfDeviceListItem[]> {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      const records = await deps.selfDevices.listByUser(user.right.id);
      return E.right(await Promise.all(records.map((r) => view(user.right, r, actor.lang))));
    },

    async addSelfDevice(actor: Actor, body: SelfDeviceInput): Result<SelfDeviceListItem> {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      const input = await checked(body, today());
      if (E.isLeft(input)) return input;
      const { serial_number, ...rest } = input.right;
      const record: SelfDeviceRecord = withSerial(
        { id: await deps.ids.next("self_devices"), user_id: user.right.id, ...rest },
        serial_number,
      );
      await deps.selfDevices.insert(record);
      return E.right(await view(user.right, record, actor.lang));
    },

    async updateSelfDevice(actor: Actor, id: number, body: SelfDeviceInput): Result<SelfDeviceListItem> {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      const existing = await own(user.right, id);
      if (!existing) return E.left(notFound);
      const input = await checked(body, today());
      if (E.isLeft(input)) return input;
      const { serial_number, ...rest } = input.right;
      const record: SelfDeviceRecord = withSerial({ ...existing, ...rest }, serial_number);
      await deps.selfDevices.replace(record);
      return E.right(await view(user.right, record, actor.lang));
    },

    async deleteSelfDevice(actor: Actor, id: number): Result<void> {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      if (!(await own(user.right, id))) return E.left(notFound);
      await deps.selfDevices.delete(id);
      return E.right(undefined);
    },
  };
}

/** A serial number as kept: trimmed, and none when blank. */
const serialOf = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? undefined : trimmed;
};

/** The record with its serial number set, or without one (an entry typed with none). */
function withSerial(record: SelfDeviceRecord, serial: string | undefined): SelfDeviceRecord {
  const { serial_number: _old, ...rest } = record;
  return serial === undefined ? rest : { ...rest, serial_number: serial };
}
