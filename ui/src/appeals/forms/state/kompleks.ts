import type { KompleksRow } from "@portal/domain/appeals/recognitionRow";

/**
 * Kompleks rows (spec 2.13). check_in / check_out, the revealed place and the province
 * choice are the shared on-site functions (`setCheckIn`, `setCheckOut`, `showsPlace`,
 * `chooseProvince` in onSite.ts): ticking check_in clears check_out and the province,
 * city and address it revealed.
 */

/** A new row: empty name, amount 1, the customer brings it (check_in 1, check_out 0). */
export const blankKompleksRow = (): KompleksRow => ({
  device_name: "",
  amount: 1,
  check_in: 1,
  check_out: 0,
});
