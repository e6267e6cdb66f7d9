import type { PasswordHasher, UserRecord } from "@portal/application";
import { SEED, type SeedData, type SeedUser } from "./catalogue/seedData";
import type { PersistenceRepositories } from "./repositories";

export interface SeedOptions {
  readonly hasher: PasswordHasher;
  /** The demo accounts of users.json and their data; false in production. */
  readonly demoAccounts: boolean;
  /** The password of every demo account. */
  readonly demoPassword?: string;
}

/** Documented in the README for trying the portal locally; never seeded in production. */
export const DEFAULT_DEMO_PASSWORD = "demo12345";

/** The sequences the seed draws ids from; use cases must use the same names. */
export const SEED_SEQUENCES = { requisite: "requisite", cabinetAccount: "cabinet_account" } as const;

export interface SeedReport {
  readonly usersCreated: number;
  readonly requisitesCreated: number;
  readonly accountsCreated: number;
  readonly yearlyContractsCreated: number;
}

type Target = Pick<
  PersistenceRepositories,
  "users" | "requisites" | "cabinetAccounts" | "ids" | "yearlyContracts"
>;

/**
 * Writes what is missing and nothing else: each record is looked up by its natural
 * key first (login, account number, contract id), so seeding twice — or after a crash
 * half-way — changes nothing, and a demo user's own edits survive a restart.
 */
export async function seedDatabase(target: Target, options: SeedOptions, data: SeedData = SEED) {
  const report = { usersCreated: 0, requisitesCreated: 0, accountsCreated: 0, yearlyContractsCreated: 0 };
  if (!options.demoAccounts) return report;
  const password = options.demoPassword ?? DEFAULT_DEMO_PASSWORD;
  for (const user of data.users) {
    if (!(await target.users.findByLogin(user.login))) {
      const company = data.companies.find((c) => c.tin === user.company_tin);
      const record = toUserRecord(user, await options.hasher.hash(password));
      // The parent organisation shown in the self-device list comes from the registry.
      const info = company?.soogu_name ? { ...record.info, soogu_name: company.soogu_name } : record.info;
      await target.users.save({ ...record, info });
      report.usersCreated++;
    }
    report.requisitesCreated += await seedRequisites(target, user);
    report.accountsCreated += await seedAccounts(target, user);
  }
  for (const contract of data.yearlyContracts) {
    if (await target.yearlyContracts.findOne({ id: contract.id })) continue;
    await target.yearlyContracts.insertOne(contract);
    report.yearlyContractsCreated++;
  }
  return report satisfies SeedReport;
}

async function seedRequisites(target: Target, user: SeedUser): Promise<number> {
  const existing = new Set((await target.requisites.listByUser(user.user_id)).map((r) => r.account_number));
  let created = 0;
  for (const r of user.requisites.filter((r) => !existing.has(r.account_number))) {
    await target.requisites.save({
      id: await target.ids.next(SEED_SEQUENCES.requisite),
      user_id: user.user_id,
      contragent_id: user.user_id,
      company_name: r.company_name,
      account_number: r.account_number,
      bank_name: r.bank_name,
      director_name: r.director_name,
      mfo: r.mfo,
      oked: r.oked,
      email: r.email ? r.email : null,
    });
    created++;
  }
  return created;
}

async function seedAccounts(target: Target, user: SeedUser): Promise<number> {
  const existing = new Set(
    (await target.cabinetAccounts.listByUser(user.user_id)).map((a) => a.account_number),
  );
  let created = 0;
  for (const a of user.accounts.filter((a) => !existing.has(a.account_number))) {
    await target.cabinetAccounts.insert({
      id: await target.ids.next(SEED_SEQUENCES.cabinetAccount),
      user_id: user.user_id,
      bank_name: a.bank_name,
      mfo: a.mfo,
      account_number: a.account_number,
      status: a.status === 1 ? 1 : 0,
    });
    created++;
  }
  return created;
}

function toUserRecord(user: SeedUser, passwordHash: string): UserRecord {
  const optional = <K extends keyof SeedUser>(...keys: K[]) =>
    Object.fromEntries(keys.filter((k) => user[k] !== undefined).map((k) => [k, user[k]]));
  return {
    id: user.user_id,
    login: user.login,
    password_hash: passwordHash,
    role: user.role,
    corporate: user.corporate === 1 ? 1 : 0,
    discount: String(user.contragent_discount),
    ...(user.branches ? { branches: user.branches } : {}),
    ...(user.signer ? { signer: { position: user.signer.position } } : {}),
    info: {
      first_name: user.first_name,
      last_name: user.last_name,
      middle_name: user.middle_name,
      tin: user.tin,
      phone: user.phone,
      email: user.email,
      ...optional(
        "pin",
        "passport_seria",
        "passport_no",
        "passport_start_date",
        "passport_end_date",
        "who_issued_passport",
        "address",
        "company_tin",
        "company_name",
        "company_address",
        "oked",
      ),
    },
  };
}
