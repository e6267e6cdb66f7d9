import type { UserRepository } from "@portal/application";
import { expect } from "chai";
import { aUser } from "@portal/testkit/builders";

export function describeUserRepositoryContract(name: string, makeAdapter: () => Promise<UserRepository>) {
  describe(`UserRepository contract: ${name}`, () => {
    let repo: UserRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("saves a user and finds it by id and by login", async () => {
      const user = aUser({ id: 10, login: "jasur" });
      await repo.save(user);
      expect(await repo.findById(10)).to.deep.equal(user);
      expect(await repo.findByLogin("jasur")).to.deep.equal(user);
      expect(await repo.findByLogin("Jasur")).to.equal(undefined);
      expect(await repo.findById(11)).to.equal(undefined);
    });

    it("replaces the user with the same id on a second save", async () => {
      await repo.save(aUser({ id: 10, discount: "0" }));
      await repo.save(aUser({ id: 10, discount: "12.5" }));
      expect((await repo.findById(10))?.discount).to.equal("12.5");
    });

    it("keeps a signer's position, and forgets it when the account is saved without one", async () => {
      const signer = aUser({ id: 10, role: "staff", signer: { position: "Bosh metrolog" } });
      await repo.save(signer);
      expect((await repo.findById(10))?.signer).to.deep.equal({ position: "Bosh metrolog" });
      const { signer: _withdrawn, ...rest } = signer;
      await repo.save(rest);
      expect(await repo.findById(10)).to.not.have.property("signer");
    });

    it("refuses a second user with a login already taken", async () => {
      await repo.save(aUser({ id: 10, login: "jasur" }));
      let refused = false;
      await repo.save(aUser({ id: 11, login: "jasur" })).catch(() => {
        refused = true;
      });
      expect(refused).to.equal(true);
      expect(await repo.findById(11)).to.equal(undefined);
      expect((await repo.findByLogin("jasur"))?.id).to.equal(10);
    });

    it("updates the info of a user and answers whether there was one", async () => {
      await repo.save(aUser({ id: 10 }));
      const info = { ...aUser().info, phone: "+998935554433", email: "new@example.com" };
      expect(await repo.updateInfo(10, info)).to.equal(true);
      expect((await repo.findById(10))?.info).to.deep.equal(info);
      expect((await repo.findById(10))?.login).to.equal(aUser().login);
      expect(await repo.updateInfo(11, info)).to.equal(false);
    });

    describe("search", () => {
      beforeEach(async () => {
        await repo.save(
          aUser({ id: 1, login: "a", info: { ...aUser().info, last_name: "Karimov", tin: "412345678" } }),
        );
        await repo.save(
          aUser({
            id: 2,
            login: "b",
            role: "company",
            info: {
              ...aUser().info,
              last_name: "Rahimov",
              tin: "423456789",
              company_name: "Demo Metall MChJ",
            },
          }),
        );
        await repo.save(
          aUser({ id: 3, login: "c", role: "staff", info: { ...aUser().info, last_name: "Karimova" } }),
        );
      });

      it("finds customers by a tax id fragment", async () => {
        expect((await repo.search("4234", 10)).map((u) => u.id)).to.deep.equal([2]);
      });

      it("finds customers by a name fragment, ignoring case, and never staff", async () => {
        expect((await repo.search("karim", 10)).map((u) => u.id)).to.deep.equal([1]);
        expect((await repo.search("METALL", 10)).map((u) => u.id)).to.deep.equal([2]);
      });

      it("matches regex characters literally", async () => {
        expect(await repo.search(".*", 10)).to.deep.equal([]);
      });

      it("answers at most the limit, and nothing for a blank query", async () => {
        expect((await repo.search("mov", 1)).map((u) => u.id)).to.deep.equal([1]);
        expect(await repo.search("  ", 10)).to.deep.equal([]);
      });
    });
  });
}
