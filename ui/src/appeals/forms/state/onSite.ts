/**
 * check_in (the customer brings the device) and check_out (an inspector visits), on a
 * verification line (spec 2.7) and a kompleks row (spec 2.13). Ticking one clears the
 * other (spec 4). check_out reveals province, city and address.
 *
 * Decision: whenever check_out ends up off (check_in ticked, or check_out unticked) the
 * province, city and address are cleared, so a hidden place is never sent with the row.
 * Unticking one box does not tick the other: a row may have neither.
 */
export interface OnSiteRow {
  readonly check_in?: 0 | 1 | undefined;
  readonly check_out?: 0 | 1 | undefined;
  readonly province_id?: number | undefined;
  readonly city_id?: number | undefined;
  readonly address?: string | undefined;
}

const withoutPlace = <R extends OnSiteRow>(row: R): R => ({
  ...row,
  province_id: undefined,
  city_id: undefined,
  address: undefined,
});

/** Ticks or unticks check_in; ticking clears check_out (and so the place). */
export const setCheckIn = <R extends OnSiteRow>(row: R, on: boolean): R =>
  on ? withoutPlace({ ...row, check_in: 1, check_out: 0 }) : { ...row, check_in: 0 };

/** Ticks or unticks check_out; ticking clears check_in, unticking clears the place. */
export const setCheckOut = <R extends OnSiteRow>(row: R, on: boolean): R =>
  on ? { ...row, check_out: 1, check_in: 0 } : withoutPlace({ ...row, check_out: 0 });

/** Whether the province, city and address fields are shown (spec 2.7, 2.13). */
export const showsPlace = (row: OnSiteRow): boolean => row.check_out === 1;

/**
 * Sets the province and clears the city, whose list is now the new province's: the UI
 * loads the cities of `provinceId` (spec 4). Choosing the same province again keeps the city.
 */
export const chooseProvince = <R extends OnSiteRow>(row: R, provinceId: number | undefined): R =>
  provinceId === row.province_id ? row : { ...row, province_id: provinceId, city_id: undefined };
