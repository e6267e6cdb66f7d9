import type { UserRecord } from "./ports/records";

/** A customer as staff pick them (offline entry, the inbox's customer filter). */
export interface CustomerView {
  readonly id: number;
  /** The company's name for a legal entity, else "last first middle". */
  readonly name: string;
  /** The company's tax id for a legal entity, else the personal one. */
  readonly tin: string;
  /** PINFL (JSHSHIR) of the person, when known. */
  readonly pin?: string;
  readonly corporate: 0 | 1;
}

export const personName = (user: UserRecord): string =>
  [user.info.last_name, user.info.first_name, user.info.middle_name].filter(Boolean).join(" ");

export function customerView(user: UserRecord): CustomerView {
  const corporate = user.corporate === 1;
  return {
    id: user.id,
    name: (corporate ? user.info.company_name : undefined) || personName(user),
    tin: (corporate ? user.info.company_tin : undefined) || user.info.tin,
    ...(user.info.pin ? { pin: user.info.pin } : {}),
    corporate: user.corporate,
  };
}
