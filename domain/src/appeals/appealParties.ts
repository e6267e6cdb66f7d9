import * as t from "io-ts";
import { Flag, Id, ShortText } from "../shared/primitives";

/** Someone who acted on an appeal (its history's `by`), named and nothing more. */
export const AppealPerson = t.strict({ id: Id, name: ShortText });
export type AppealPerson = t.TypeOf<typeof AppealPerson>;

/**
 * The customer an appeal is for, as its page names them to staff and reviewers: the
 * company's name and TIN for a legal entity, the person's full name for a private person.
 */
export const AppealCustomer = t.intersection([
  t.strict({ id: Id, name: ShortText, corporate: Flag }),
  t.exact(t.partial({ tin: ShortText })),
]);
export type AppealCustomer = t.TypeOf<typeof AppealCustomer>;

/**
 * Who an appeal's page names beside the appeal: the people of its history (those whose
 * name is known) and, for staff and reviewers, the customer.
 */
export const AppealParties = t.intersection([
  t.strict({ people: t.array(AppealPerson) }),
  t.exact(t.partial({ customer: AppealCustomer })),
]);
export type AppealParties = t.TypeOf<typeof AppealParties>;
