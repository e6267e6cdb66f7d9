import type { CustomerSummary } from "@portal/domain";
import type { UserRecord } from "./ports/records";

export const personName = (user: UserRecord): string =>
  [user.info.last_name, user.info.first_name, user.info.middle_name].filter(Boolean).join(" ");

/**
 * How a page names someone who acted (an appeal's history): a company by its name, anyone
 * else by their full name; empty when the record has no name.
 */
export const displayName = (user: UserRecord): string =>
  ((user.corporate === 1 ? user.info.company_name : undefined) || personName(user)).trim();

/** A customer as staff pick them (offline entry, the inbox's customer filter). */
export function customerView(user: UserRecord): CustomerSummary {
  const corporate = user.corporate === 1;
  return {
    id: user.id,
    name: (corporate ? user.info.company_name : undefined) || personName(user),
    tin: (corporate ? user.info.company_tin : undefined) || user.info.tin,
    ...(user.info.pin ? { pin: user.info.pin } : {}),
    corporate: user.corporate,
  };
}
