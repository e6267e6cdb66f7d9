import { serialKey } from "@portal/domain";
import type { StandardRecord, StandardRepository } from "../../src";

const keyOf = (s: Pick<StandardRecord, "type" | "serial_number">) =>
  `${serialKey(s.type)} ${serialKey(s.serial_number)}`;

/** The standards' port in memory, with the stores' rule kept: one standard per type and serial number. */
export function memoryStandards(initial: readonly StandardRecord[] = []) {
  const standards = new Map(initial.map((s) => [s.id, s]));
  const taken = (s: StandardRecord) =>
    [...standards.values()].some((other) => other.id !== s.id && keyOf(other) === keyOf(s));
  const byExpiry = (a: StandardRecord, b: StandardRecord) =>
    a.certificate.valid_until.localeCompare(b.certificate.valid_until) || a.id - b.id;
  const repository: StandardRepository = {
    findById: async (id) => standards.get(id),
    findByIds: async (ids) =>
      [...standards.values()].filter((s) => ids.includes(s.id)).sort((a, b) => a.id - b.id),
    list: async (filter) =>
      [...standards.values()]
        .filter((s) => filter.branch_ids === undefined || filter.branch_ids.includes(s.branch_id))
        .filter((s) => filter.valid_from === undefined || s.certificate.valid_until >= filter.valid_from)
        .filter((s) => filter.valid_to === undefined || s.certificate.valid_until <= filter.valid_to)
        .sort(byExpiry),
    insert: async (s) => {
      if (taken(s)) return "taken";
      standards.set(s.id, s);
      return "stored";
    },
    update: async (s) => {
      if (taken(s)) return "taken";
      standards.set(s.id, s);
      return "stored";
    },
    listValidUntil: async (day, limit, after = 0) =>
      [...standards.values()]
        .filter((s) => s.certificate.valid_until === day && s.id > after)
        .sort((a, b) => a.id - b.id)
        .slice(0, limit),
  };
  return { repository, standards };
}
