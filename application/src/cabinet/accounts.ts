import {
  type BankRequisite,
  type BankRequisiteInput,
  type CabinetAccount,
  type CabinetAccountInput,
  isValidFields,
  message,
  validateBankAccount,
  validateRequisite,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  forbidden,
  invalidFields,
  notFound,
  type RequisiteRecord,
  type Result,
  signedIn,
  type UserRecord,
} from "../shared";
import type { CabinetAccountRecord } from "./ports/CabinetAccountRepository";
import type { CabinetDeps } from "./deps";

const corporateUser = (actor: Actor) => {
  const user = signedIn(actor);
  if (E.isLeft(user)) return user;
  return user.right.corporate === 1 ? user : E.left(forbidden);
};

export function makeAccounts(deps: CabinetDeps) {
  async function ownAccount(user: UserRecord, id: number) {
    const account = await deps.accounts.findById(id);
    return account && account.user_id === user.id ? account : undefined;
  }

  function checkedAccount(input: CabinetAccountInput) {
    const fields = validateBankAccount(input);
    if (!isValidFields(fields)) return E.left(invalidFields(fields));
    return E.right({
      account_id: input.account_id,
      bank_name: input.bank_name!.trim(),
      mfo: input.mfo!.trim(),
      account_number: input.account_number!.trim(),
    });
  }

  return {
    async listRequisites(actor: Actor): Result<BankRequisite[]> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      return E.right(await deps.requisites.listByUser(user.right.id));
    },

    /** POST /front/save-account-number: a corporate customer's new or edited requisite. */
    async saveRequisite(actor: Actor, input: BankRequisiteInput): Result<BankRequisite> {
      const user = corporateUser(actor);
      if (E.isLeft(user)) return user;
      const fields = validateRequisite(input);
      if (!isValidFields(fields)) return E.left(invalidFields(fields));
      const existing = input.id === undefined ? undefined : await deps.requisites.findById(input.id);
      if (input.id !== undefined && (!existing || existing.user_id !== user.right.id))
        return E.left(notFound);
      const record: RequisiteRecord = {
        id: existing?.id ?? (await deps.ids.next("requisite")),
        user_id: user.right.id,
        contragent_id: user.right.id,
        company_name: input.company_name!,
        account_number: input.account_number!,
        bank_name: input.bank_name!,
        director_name: input.director_name!,
        mfo: input.mfo!,
        oked: input.oked!,
        email: input.email ?? null,
      };
      await deps.requisites.save(record);
      return E.right(record);
    },

    async addCabinetAccount(actor: Actor, body: CabinetAccountInput): Result<CabinetAccount> {
      const user = corporateUser(actor);
      if (E.isLeft(user)) return user;
      const input = checkedAccount(body);
      if (E.isLeft(input)) return input;
      const { account_id: _ignored, ...fields } = input.right;
      const existing = await deps.accounts.listByUser(user.right.id);
      if (existing.some((account) => account.account_number === fields.account_number)) {
        return E.left(invalidFields({ account_number: [message("accountNumberExists")] }));
      }
      const first = existing.length === 0;
      const record: CabinetAccountRecord = {
        id: await deps.ids.next("cabinet_account"),
        user_id: user.right.id,
        ...fields,
        status: first ? 1 : 0,
      };
      await deps.accounts.insert(record);
      return E.right(record);
    },

    async updateCabinetAccount(actor: Actor, body: CabinetAccountInput): Result<CabinetAccount> {
      const user = corporateUser(actor);
      if (E.isLeft(user)) return user;
      const input = checkedAccount(body);
      if (E.isLeft(input)) return input;
      const existing =
        input.right.account_id === undefined
          ? undefined
          : await ownAccount(user.right, input.right.account_id);
      if (!existing) return E.left(notFound);
      const { account_id: _ignored, ...fields } = input.right;
      // Unique per customer on update too, the account being edited aside (it may keep its number).
      const others = (await deps.accounts.listByUser(user.right.id)).filter((a) => a.id !== existing.id);
      if (others.some((account) => account.account_number === fields.account_number)) {
        return E.left(invalidFields({ account_number: [message("accountNumberExists")] }));
      }
      const record: CabinetAccountRecord = { ...existing, ...fields };
      await deps.accounts.replace(record);
      return E.right(record);
    },

    async activateCabinetAccount(actor: Actor, id: number): Result<CabinetAccount> {
      const user = corporateUser(actor);
      if (E.isLeft(user)) return user;
      const existing = await ownAccount(user.right, id);
      if (!existing) return E.left(notFound);
      await deps.accounts.activate(user.right.id, id);
      return E.right({ ...existing, status: 1 });
    },

    async deleteCabinetAccount(actor: Actor, id: number): Result<void> {
      const user = corporateUser(actor);
      if (E.isLeft(user)) return user;
      if (!(await ownAccount(user.right, id))) return E.left(notFound);
      await deps.accounts.delete(id);
      return E.right(undefined);
    },

    async getCabinetAccount(actor: Actor, id: number): Result<CabinetAccount> {
      const user = corporateUser(actor);
      if (E.isLeft(user)) return user;
      const account = await ownAccount(user.right, id);
      return account ? E.right(account) : E.left(notFound);
    },
  };
}
