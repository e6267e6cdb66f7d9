import type { SelfDeviceListItem } from "@portal/domain";
import type { UserInfo } from "@portal/domain/cabinet/userInfo";

/** The read-only head of the self-device modal (spec 2.4): parent organisation, company, tax id. */
export interface SelfDeviceOwner {
  readonly soogu_name: string;
  readonly company_name: string;
  readonly tin: string;
}

/**
 * The owner as the register shows it. GET /get-userinfo carries the user's record whole,
 * the parent organisation (soogu_name) with it, so the head is filled while the register is
 * still empty; a register row (the server fills its soogu_name from the same record) stands
 * in until the user info arrives. The company and its tax id come from the user info too,
 * the person's own tax id for a private customer.
 */
export function ownerOf(info: UserInfo | undefined, rows: readonly SelfDeviceListItem[]): SelfDeviceOwner {
  const row = rows[0];
  return {
    soogu_name: info?.soogu_name || row?.soogu_name || "",
    company_name: info?.company_name ?? row?.company_name ?? "",
    tin: info?.company_tin || info?.tin || row?.tin || "",
  };
}
