import { expect } from "chai";
import { SeedLookupCatalogue } from "../src/catalogue/SeedLookupCatalogue";
import branches from "../seed/branches.json" with { type: "json" };
import companies from "../seed/companies.json" with { type: "json" };
import countries from "../seed/countries.json" with { type: "json" };
import devices from "../seed/devices.json" with { type: "json" };
import parentOrganisations from "../seed/parent-organisations.json" with { type: "json" };
import provinces from "../seed/provinces.json" with { type: "json" };
import sections from "../seed/sections.json" with { type: "json" };
import types from "../seed/types.json" with { type: "json" };
import users from "../seed/users.json" with { type: "json" };
import yearlyContracts from "../seed/yearly-contracts.json" with { type: "json" };

interface Named {
  id: number;
  name_uz: string;
  name_ru: string;
}

interface Requisite {
  company_name: string;
  account_number: string;
  bank_name: string;
  director_name: string;
  mfo: string;
  oked: string;
  email?: string;
}

interface DemoUser {
  user_id: number;
  login: string;
  role: string;
  tin: string;
  pin: string;
  passport_seria: string;
  passport_no: string;
  passport_start_date: string;
  passport_end_date: string;
  address: string;
  phone: string;
  email: string;
  corporate: number;
  contragent_discount: number;
  company_tin?: string;
  branches?: number[];
  requisites: Requisite[];
  accounts: { bank_name: string; mfo: string; account_number: string; status: number }[];
}

const demoUsers = users as DemoUser[];

const CYRILLIC = /[\u0400-\u04FF]/;

function duplicates(values: readonly (number | string)[]): (number | string)[] {
  const seen = new Set<number | string>();
  const dup = new Set<number | string>();
  for (const v of values) {
    if (seen.has(v)) dup.add(v);
    seen.add(v);
  }
  return [...dup];
}

function expectNamed(rows: readonly Named[], what: string): void {
  for (const row of rows) {
    expect(Number.isInteger(row.id) && row.id > 0, `${what} ${row.id} has a positive integer id`).to.equal(
      true,
    );
    expect(row.name_uz.trim(), `${what} ${row.id} has an Uzbek name`).to.not.equal("");
    expect(row.name_uz, `${what} ${row.id} Uzbek name is in Latin script`).to.not.match(CYRILLIC);
    expect(row.name_ru, `${what} ${row.id} Russian name is in Cyrillic`).to.match(CYRILLIC);
  }
  expect(duplicates(rows.map((r) => r.id)), `duplicate ${what} ids`).to.deep.equal([]);
}

function user(login: string): DemoUser {
  const found = demoUsers.find((u) => u.login === login);
  if (!found) throw new Error(`demo user ${login} is missing`);
  return found;
}

describe("seed data", () => {
  describe("provinces", () => {
    it("lists exactly the 14 top-level regions of Uzbekistan, each with at least one district", () => {
      expect(provinces).to.have.length(14);
      for (const p of provinces) expect(p.districts.length, p.name_uz).to.be.greaterThan(0);
      const names = provinces.map((p) => p.name_uz);
      expect(names).to.include("Qoraqalpog‘iston Respublikasi");
      expect(names).to.include("Toshkent shahri");
      expect(names).to.include("Toshkent viloyati");
    });

    it("gives Tashkent city its 12 districts", () => {
      const city = provinces.find((p) => p.name_uz === "Toshkent shahri");
      expect(city?.districts).to.have.length(12);
    });

    it("has unique province ids and district ids unique across all provinces", () => {
      expectNamed(provinces, "province");
      expectNamed(
        provinces.flatMap((p) => p.districts),
        "district",
      );
    });
  });

  describe("branches", () => {
    it("has the head office as branch 1 in Tashkent city", () => {
      const head = branches.find((b) => b.id === 1);
      const tashkent = provinces.find((p) => p.name_uz === "Toshkent shahri");
      expect(head).to.not.equal(undefined);
      expect(head?.province_id).to.equal(tashkent?.id);
    });

    it("has unique ids and every branch points at an existing province", () => {
      expectNamed(branches, "branch");
      const provinceIds = new Set(provinces.map((p) => p.id));
      for (const b of branches) expect(provinceIds.has(b.province_id), `branch ${b.id}`).to.equal(true);
      expect(new Set(branches.map((b) => b.province_id)).size).to.equal(14);
    });
  });

  describe("types and sections", () => {
    it("has unique type ids including every id the forms rely on", () => {
      expectNamed(types, "type");
      const ids = types.map((t) => t.id);
      for (const id of [4, 5, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18]) expect(ids).to.include(id);
      expect(types.find((t) => t.id === 4)?.name_uz).to.equal("Qiyoslash");
      expect(types.find((t) => t.id === 7)?.name_uz).to.equal("Kalibrlash");
      expect(types.find((t) => t.id === 5)?.name_ru).to.equal("Метрологическая аттестация");
    });

    it("offers types 4, 5 and 7 on the verification form but none of the recognition or expertise types", () => {
      const offered = types.filter((t) => t.verification_form).map((t) => t.id);
      expect(offered).to.include.members([4, 5, 7]);
      for (const id of offered) expect(id).to.be.lessThan(8);
    });

    it("has unique section ids and every section belongs to a verification-form type", () => {
      expectNamed(sections, "section");
      const offered = new Set(types.filter((t) => t.verification_form).map((t) => t.id));
      for (const s of sections) expect(offered.has(s.type_id), `section ${s.id}`).to.equal(true);
    });

    it("gives every verification-form type at least 3 sections, each with at least 5 devices", () => {
      for (const t of types.filter((t) => t.verification_form)) {
        const own = sections.filter((s) => s.type_id === t.id);
        expect(own.length, `sections of type ${t.id}`).to.be.at.least(3);
        for (const s of own) {
          const count = devices.filter((d) => d.section_id === s.id && d.type_id === t.id).length;
          expect(count, `devices of type ${t.id} section ${s.id}`).to.be.at.least(5);
        }
      }
    });
  });

  describe("devices", () => {
    it("has at least 120 devices with unique ids", () => {
      expect(devices.length).to.be.at.least(120);
      expectNamed(devices, "device");
    });

    it("points every device at an existing type and at a section of that same type", () => {
      const typeIds = new Set(types.map((t) => t.id));
      const sectionType = new Map(sections.map((s) => [s.id, s.type_id]));
      for (const d of devices) {
        expect(typeIds.has(d.type_id), `device ${d.id} type`).to.equal(true);
        if (d.section_id !== null) {
          expect(sectionType.get(d.section_id), `device ${d.id} section type`).to.equal(d.type_id);
        }
      }
    });

    it("writes every cost as a decimal string with two decimals", () => {
      for (const d of devices) expect(d.cost, `device ${d.id}`).to.match(/^\d+\.\d{2}$/);
      expect(
        devices.some((d) => !d.cost.endsWith(".00")),
        "some costs carry tiyin",
      ).to.equal(true);
    });

    it("gives every device a specification, a code and a 0/1 on-site flag", () => {
      for (const d of devices) {
        expect(d.spetsifikatsiya.trim(), `device ${d.id}`).to.not.equal("");
        expect(d.k_2, `device ${d.id}`).to.match(/^[A-Z]{2,3}-\d{4}$/);
        expect([0, 1], `device ${d.id}`).to.include(d.check_out);
      }
      expect(devices.some((d) => d.check_out === 1)).to.equal(true);
    });

    it("has device 1146 of type 18 for the proficiency-testing provider, free and without a section", () => {
      const provider = devices.find((d) => d.id === 1146);
      expect(provider?.type_id).to.equal(18);
      expect(provider?.section_id).to.equal(null);
      expect(provider?.cost).to.equal("0.00");
      expect(provider?.check_out).to.equal(0);
    });
  });

  describe("countries", () => {
    it("has Uzbekistan as id 1 and unique ids", () => {
      expect(countries.find((c) => c.id === 1)?.name_uz).to.equal("O‘zbekiston");
      expect(countries.length).to.be.at.least(30);
      expectNamed(countries, "country");
    });
  });

  describe("companies", () => {
    it("keys every company by a unique 9-digit tax id", () => {
      for (const c of companies) expect(c.tin).to.match(/^\d{9}$/);
      expect(duplicates(companies.map((c) => c.tin))).to.deep.equal([]);
      expect(companies[0]?.tin).to.equal("301234567");
    });

    it("fills the registry fields with well-formed codes and bank accounts", () => {
      for (const c of companies) {
        expect(c.oked, c.tin).to.match(/^\d{5}$/);
        expect(c.mfo, c.tin).to.match(/^\d{5}$/);
        expect(c.users.phone, c.tin).to.match(/^\+998\d{9}$/);
        expect(c.accounts.length, c.tin).to.be.greaterThan(0);
        for (const a of c.accounts) expect(a.account_number, c.tin).to.match(/^\d{20}$/);
      }
    });
  });

  describe("parent organisations", () => {
    it("names every company's parent organisation in Russian too", async () => {
      const catalogue = new SeedLookupCatalogue(undefined as never);
      for (const c of companies) {
        expect(
          parentOrganisations.some((o) => o.name_uz === c.soogu_name),
          c.soogu_name,
        ).to.equal(true);
        expect(await catalogue.parentOrganisation(c.soogu_name, "ru"), c.soogu_name).to.match(CYRILLIC);
        expect(await catalogue.parentOrganisation(c.soogu_name, "uz")).to.equal(c.soogu_name);
      }
      expect(await catalogue.parentOrganisation("Boshqa tashkilot", "ru")).to.equal("Boshqa tashkilot");
    });
  });

  describe("demo users", () => {
    it("has the demo logins with the right roles and user ids 1 to 4, the regional staff member 7 and the administrator 8", () => {
      expect(demoUsers.map((u) => [u.login, u.role])).to.have.deep.members([
        ["demo.person", "person"],
        ["demo.company", "company"],
        ["demo.staff", "staff"],
        ["demo.reviewer", "reviewer"],
        ["demo.staff.branch", "staff"],
        ["demo.admin", "admin"],
      ]);
      expect(demoUsers.map((u) => u.user_id).sort()).to.deep.equal([1, 2, 3, 4, 7, 8]);
    });

    it("keeps demo.staff and demo.reviewer at the head office, and demo.staff.branch in one real branch", () => {
      expect(user("demo.staff").branches).to.equal(undefined);
      expect(user("demo.reviewer").branches).to.equal(undefined);
      const [branch, ...more] = user("demo.staff.branch").branches ?? [];
      expect(more).to.deep.equal([]);
      expect(branches.some((b) => b.id === branch && b.id !== 1)).to.equal(true);
    });

    it("stores no passwords", () => {
      for (const u of demoUsers) expect(u).to.not.have.any.keys("password", "password_hash");
    });

    it("gives every demo user well-formed identity documents and contacts", () => {
      for (const u of demoUsers) {
        expect(u.tin, u.login).to.match(/^\d{9}$/);
        expect(u.pin, u.login).to.match(/^\d{14}$/);
        expect(u.passport_seria, u.login).to.equal("AA");
        expect(u.passport_no, u.login).to.match(/^\d{7}$/);
        expect(u.passport_start_date < u.passport_end_date, u.login).to.equal(true);
        expect(u.phone, u.login).to.match(/^\+998\d{9}$/);
        expect(u.email, u.login).to.include("@");
      }
    });

    it("writes every address as region, district and street naming a real province and district", () => {
      for (const u of demoUsers) {
        const parts = u.address.split(",").map((s) => s.trim());
        expect(parts, u.login).to.have.length(3);
        const province = provinces.find((p) => p.name_uz === parts[0]);
        expect(province, `${u.login} region`).to.not.equal(undefined);
        expect(
          province?.districts.some((d) => d.name_uz === parts[1]),
          `${u.login} district`,
        ).to.equal(true);
      }
    });

    it("makes demo.company the corporate account of company 301234567 with a 10 percent discount", () => {
      const co = user("demo.company");
      expect(co.company_tin).to.equal("301234567");
      expect(co.corporate).to.equal(1);
      expect(co.contragent_discount).to.equal(10);
      expect(companies.some((c) => c.tin === co.company_tin)).to.equal(true);
    });

    it("gives demo.company two requisites, the second one without an email", () => {
      const { requisites } = user("demo.company");
      expect(requisites).to.have.length(2);
      expect(requisites[0]?.email).to.be.a("string").and.not.equal("");
      expect(requisites[1]?.email ?? "").to.equal("");
      for (const r of requisites) expect(r.account_number).to.match(/^\d{20}$/);
    });

    it("gives demo.company exactly one active cabinet account", () => {
      const { accounts } = user("demo.company");
      expect(accounts.filter((a) => a.status === 1)).to.have.length(1);
    });

    it("makes demo.person a private person without discount", () => {
      const person = user("demo.person");
      expect(person.corporate).to.equal(0);
      expect(person.contragent_discount).to.equal(0);
    });
  });

  describe("yearly contracts", () => {
    it("gives demo.company one contract with 12 percent VAT and one VAT-free contract", () => {
      expect(duplicates(yearlyContracts.map((c) => c.id))).to.deep.equal([]);
      for (const c of yearlyContracts) expect(c.user_id).to.equal(user("demo.company").user_id);
      const withVat = yearlyContracts.find((c) => c.no_nds === 0);
      const free = yearlyContracts.find((c) => c.no_nds === 1);
      expect(withVat?.nds).to.equal(12);
      expect(free?.nds).to.equal(0);
      expect(free?.resolution).to.equal("");
      expect(free?.lawyer_note).to.equal("");
    });
  });
});
