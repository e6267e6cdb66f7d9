import { type ReferenceStandard, standardStateOn } from "@portal/domain";
import type { StandardRecord } from "./ports/StandardRepository";

/** A stored standard as the register shows it on `today`, with its branch's name when known. */
export function standardView(record: StandardRecord, today: string, branchName?: string): ReferenceStandard {
  return {
    id: record.id,
    name: record.name,
    type: record.type,
    serial_number: record.serial_number,
    range: record.range,
    accuracy: record.accuracy,
    certificate: { ...record.certificate },
    branch_id: record.branch_id,
    ...(branchName === undefined ? {} : { branch_name: branchName }),
    state: standardStateOn(record.certificate.valid_until, today),
  };
}
