import type { PasswordHasher } from "@portal/application";
import { expect } from "chai";
import sinon from "sinon";
import type { PersistenceRepositories } from "../../src/repositories";
import { SEED } from "../../src/catalogue/seedData";
import { ScryptPasswordHasher } from "../../src/ScryptPasswordHasher";
import { seedDatabase } from "../../src/seed";

/** A hasher that answers at once, so that seeding tests do not pay for scrypt. */
function quickHasher(): PasswordHasher & { hash: sinon.SinonSpy } {
  return {
    hash: sinon.spy(async (password: string) => `plain$${password}$${Math.random()}`),
    verify: async (password, hash) => hash?.startsWith(`plain$${password}$`) ?? false,
    busy: () => false,
  };
}

async function snapshot(repos: PersistenceRepositories) {
  const users = await Promise.all(SEED.users.map((user) => repos.users.findById(user.user_id)));
  return {
    users,
    requisites: await repos.requisites.listByUser(2),
    accounts: await repos.cabinetAccounts.listByUser(2),
    yearly: await repos.catalogue.yearlyContracts(2),
  };
}

export function describeSeedingContract(
  name: string,
  makeRepositories: () => Promise<PersistenceRepositories>,
) {
  describe(`seeding: ${name}`, () => {
    let repos: PersistenceRepositories;
    beforeEach(async () => {
      repos = await makeRepositories();
    });

    it("creates the demo accounts, whose password verifies against the stored hash", async () => {
      const hasher = new ScryptPasswordHasher();
      await seedDatabase(repos, { hasher, demoAccounts: true, demoPassword: "s3cret-demo" });
      const company = await repos.users.findByLogin("demo.company");
      expect(company).to.deep.include({ id: 2, role: "company", corporate: 1, discount: "10" });
      expect(company?.info.company_tin).to.equal("301234567");
      expect(await hasher.verify("s3cret-demo", company?.password_hash ?? "")).to.equal(true);
      for (const login of ["demo.person", "demo.staff", "demo.reviewer"]) {
        expect(await repos.users.findByLogin(login), login).to.not.equal(undefined);
      }
      // The head office works on every branch (no branches: all); the regional staff member on one.
      expect((await repos.users.findByLogin("demo.staff"))?.branches).to.equal(undefined);
      expect(await repos.users.findByLogin("demo.staff.branch")).to.deep.include({
        role: "staff",
        branches: [3],
      });
    });

    it("makes demo.staff, and no other demo account, a signer of certificates as the chief metrologist", async () => {
      await seedDatabase(repos, { hasher: quickHasher(), demoAccounts: true });
      expect((await repos.users.findByLogin("demo.staff"))?.signer).to.deep.equal({
        position: "Bosh metrolog",
      });
      const others = await Promise.all(
        SEED.users.filter((u) => u.login !== "demo.staff").map((u) => repos.users.findById(u.user_id)),
      );
      expect(others.filter((user) => user?.signer !== undefined).map((user) => user?.login)).to.deep.equal(
        [],
      );
    });

    it("gives demo.company its two requisites, one active cabinet account and yearly contracts", async () => {
      await seedDatabase(repos, { hasher: quickHasher(), demoAccounts: true });
      const requisites = await repos.requisites.listByUser(2);
      expect(requisites).to.have.length(2);
      expect(requisites[1]?.email).to.equal(null);
      const accounts = await repos.cabinetAccounts.listByUser(2);
      expect(accounts.filter((a) => a.status === 1)).to.have.length(1);
      expect(await repos.catalogue.yearlyContracts(2)).to.have.length(2);
    });

    it("changes nothing when run a second time, not even password hashes", async () => {
      const hasher = quickHasher();
      const first = await seedDatabase(repos, { hasher, demoAccounts: true });
      const before = await snapshot(repos);
      const second = await seedDatabase(repos, { hasher, demoAccounts: true });
      expect(first.usersCreated).to.equal(SEED.users.length);
      expect(second).to.deep.equal({
        usersCreated: 0,
        requisitesCreated: 0,
        accountsCreated: 0,
        yearlyContractsCreated: 0,
      });
      expect(await snapshot(repos)).to.deep.equal(before);
      expect(hasher.hash.callCount).to.equal(SEED.users.length);
    });

    it("keeps a demo user's own choice of active account on a later seeding", async () => {
      await seedDatabase(repos, { hasher: quickHasher(), demoAccounts: true });
      const inactive = (await repos.cabinetAccounts.listByUser(2)).find((a) => a.status === 0);
      await repos.cabinetAccounts.activate(2, inactive?.id ?? 0);
      await seedDatabase(repos, { hasher: quickHasher(), demoAccounts: true });
      const active = (await repos.cabinetAccounts.listByUser(2)).filter((a) => a.status === 1);
      expect(active.map((a) => a.id)).to.deep.equal([inactive?.id]);
    });

    it("writes nothing when demo accounts are switched off (production)", async () => {
      const hasher = quickHasher();
      await seedDatabase(repos, { hasher, demoAccounts: false });
      expect(await repos.users.findByLogin("demo.company")).to.equal(undefined);
      expect(await repos.catalogue.yearlyContracts(2)).to.deep.equal([]);
      expect(hasher.hash.callCount).to.equal(0);
    });
  });
}
