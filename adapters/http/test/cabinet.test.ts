import type { CompanyLookupResult, UserInfo } from "@portal/domain";
import { expect } from "chai";
import { aCabinetAccount, aRequisite, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("cabinet routes", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const actor = { user, lang: "uz" };
  const info: UserInfo = {
    user_id: 7,
    role: "company",
    corporate: 1,
    discount: "10",
    first_name: "Ali",
    last_name: "Valiyev",
    middle_name: "",
    tin: "423456789",
    users: { phone: "901234567", email: "a@b.uz" },
    accounts: [aCabinetAccount()],
  };

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  it("GET /get-userinfo answers the user info under data", async () => {
    portal.useCases.getUserInfo.resolves(right(info));

    const response = await browser.get("/get-userinfo");

    expect(await response.json()).to.deep.equal({ data: info });
    expect(portal.useCases.getUserInfo.firstCall.args).to.deep.equal([actor]);
  });

  it("POST /post-userinfo saves the decoded object and answers status true", async () => {
    portal.useCases.updateUserInfo.resolves(right(info));
    const body = { first_name: "Ali", users: { phone: "901234567", email: "a@b.uz" } };

    const response = await browser.post("/post-userinfo", body);

    expect(await response.json()).to.deep.equal({ status: true, message: {}, data: info });
    expect(portal.useCases.updateUserInfo.firstCall.args).to.deep.equal([actor, body]);
  });

  it("POST /get-company-inn looks the tax id up and answers res", async () => {
    const company: CompanyLookupResult = {
      company_name: "Aloqa",
      company_address: "Toshkent",
      last_name: "Valiyev",
      first_name: "Ali",
      middle_name: "",
      tin: "123456789",
      oked: "24100",
      mfo: "01088",
      accounts: [{ account_number: "20208000900001101001", bank_name: "Kapitalbank" }],
      users: { phone: "+998901234567", email: "info@aloqa.example" },
    };
    portal.useCases.lookUpCompany.resolves(right(company));

    const response = await browser.post("/get-company-inn", { tin: "123456789" });

    expect(await response.json()).to.deep.equal({ res: company });
    expect(portal.useCases.lookUpCompany.firstCall.args).to.deep.equal([actor, "123456789"]);
  });

  it("POST /front/save-account-number saves a requisite and answers it under data", async () => {
    const requisite = aRequisite();
    portal.useCases.saveRequisite.resolves(right(requisite));
    const body = { data: { company_name: "Aloqa MChJ" } };

    const response = await browser.post("/front/save-account-number", body);

    expect(await response.json()).to.deep.equal({
      status: true,
      message: "Muvaffaqiyatli saqlandi",
      data: requisite,
    });
    expect(portal.useCases.saveRequisite.firstCall.args).to.deep.equal([actor, body.data]);
  });

  it("GET /api/requisites and /api/yearly-contracts answer their lists under data", async () => {
    portal.useCases.listRequisites.resolves(right([aRequisite()]));
    const yearly = {
      id: 1,
      user_id: 2,
      contract_number: "YSH-2025/0017",
      no_nds: 0 as const,
      nds: 12,
      resolution: "",
      lawyer_note: "",
    };
    portal.useCases.yearlyContracts.resolves(right([yearly]));

    const requisites = await (await browser.get("/api/requisites")).json();
    const contracts = await (await browser.get("/api/yearly-contracts")).json();

    expect(requisites).to.deep.equal({ data: [aRequisite()] });
    expect(contracts).to.deep.equal({ data: [yearly] });
  });

  const accountCalls = [
    ["/add-account-number", "addCabinetAccount"],
    ["/update-accounts", "updateCabinetAccount"],
  ] as const;
  for (const [path, useCase] of accountCalls) {
    it(`POST ${path} calls ${useCase} with the body and answers the account`, async () => {
      const account = aCabinetAccount({ status: 1 });
      portal.useCases[useCase].resolves(right(account));
      const body = { account_id: 4, user_id: 7, bank_name: "Asaka", mfo: "00873" };

      const response = await browser.post(path, body);

      expect(await response.json()).to.deep.equal({
        status: true,
        message: "Muvaffaqiyatli saqlandi",
        data: account,
      });
      expect(portal.useCases[useCase].firstCall.args).to.deep.equal([actor, body]);
    });
  }

  it("POST /active-check-accounts activates the account of the id sent and answers it", async () => {
    const account = aCabinetAccount({ status: 1 });
    portal.useCases.activateCabinetAccount.resolves(right(account));

    const response = await browser.post("/active-check-accounts", { id: "4", user_id: 7 });

    expect(await response.json()).to.deep.equal({
      status: true,
      message: "Muvaffaqiyatli saqlandi",
      data: account,
    });
    expect(portal.useCases.activateCabinetAccount.firstCall.args).to.deep.equal([actor, 4]);
  });

  const malformed = [
    ["/post-userinfo", { first_name: { $gt: "" } }],
    ["/get-company-inn", { tin: { $ne: null } }],
    ["/get-company-inn", {}],
    ["/front/save-account-number", { data: { mfo: ["00873"] } }],
    ["/add-account-number", { bank_name: 7 }],
    ["/active-check-accounts", { id: "first" }],
  ] as const;
  for (const [path, body] of malformed) {
    it(`POST ${path} refuses ${JSON.stringify(body)} with 422 and status false, before any use case runs`, async () => {
      const response = await browser.post(path, body);

      expect(response.status).to.equal(422);
      const answer = (await response.json()) as { status: unknown; errors: string[] };
      expect(answer.status).to.equal(false);
      expect(answer.errors.length).to.be.greaterThan(0);
      const useCases = portal.useCases;
      for (const useCase of [
        useCases.updateUserInfo,
        useCases.lookUpCompany,
        useCases.saveRequisite,
        useCases.addCabinetAccount,
        useCases.activateCabinetAccount,
      ])
        expect(useCase.called).to.equal(false);
    });
  }

  it("refuses the bank calls to a person (403) and every cabinet call to an anonymous caller (401)", async () => {
    const person = await portal.signedIn(aUser({ id: 1, role: "person", corporate: 0 }));
    const anonymous = portal.browser();

    expect((await person.get("/edit-accounts/4")).status).to.equal(403);
    expect((await person.post("/add-account-number", {})).status).to.equal(403);
    expect((await anonymous.get("/get-userinfo")).status).to.equal(401);
    const refused = await anonymous.post("/post-userinfo", {});
    expect(refused.status).to.equal(401);
    expect(((await refused.json()) as { status: unknown }).status).to.equal(false);
    expect(portal.useCases.getCabinetAccount.called || portal.useCases.getUserInfo.called).to.equal(false);
  });

  it("POST /add-account-number answers per-field messages with status false", async () => {
    portal.useCases.addCabinetAccount.resolves(
      left({ _tag: "InvalidFields", fields: { mfo: [{ key: "mfoFormat" }] } }),
    );

    const response = await browser.post("/add-account-number", { mfo: "1" });

    expect(response.status).to.equal(422);
    const fields = { mfo: ["MFO 5 ta raqamdan iborat boʻlishi kerak"] };
    expect(await response.json()).to.deep.equal({ status: false, message: fields, errors: fields });
  });

  it("DELETE /delete-accounts/:id deletes that account", async () => {
    portal.useCases.deleteCabinetAccount.resolves(right(undefined));

    const response = await browser.request("DELETE", "/delete-accounts/4");

    expect(await response.json()).to.deep.equal({ status: true, message: "Muvaffaqiyatli oʻchirildi" });
    expect(portal.useCases.deleteCabinetAccount.firstCall.args).to.deep.equal([actor, 4]);
  });

  it("GET /edit-accounts/:id answers the account under data", async () => {
    portal.useCases.getCabinetAccount.resolves(right(aCabinetAccount()));

    const response = await browser.get("/edit-accounts/4");

    expect(await response.json()).to.deep.equal({ data: aCabinetAccount() });
    expect(portal.useCases.getCabinetAccount.firstCall.args).to.deep.equal([actor, 4]);
  });

  it("answers 404 for account ids that are not positive integers", async () => {
    const edit = await browser.get("/edit-accounts/x1");
    const remove = await browser.request("DELETE", "/delete-accounts/0");

    expect([edit.status, remove.status]).to.deep.equal([404, 404]);
    expect(portal.useCases.getCabinetAccount.called || portal.useCases.deleteCabinetAccount.called).to.equal(
      false,
    );
  });
});

describe("the staff's customer calls", () => {
  let portal: Portal;
  let staff: Browser;

  beforeEach(async () => {
    portal = await startPortal();
    staff = await portal.signedIn(aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 }));
  });
  afterEach(() => portal.close());

  it("GET /api/staff/customers hands the trimmed query to the search, and nothing for none", async () => {
    portal.useCases.searchCustomers.resolves(right([]));

    await staff.get("/api/staff/customers?q=%20Demo%20");
    await staff.get("/api/staff/customers");

    expect(portal.useCases.searchCustomers.firstCall.args[1]).to.equal("Demo");
    expect(portal.useCases.searchCustomers.secondCall.args[1]).to.equal(undefined);
  });

  it("GET /api/staff/customers refuses a query that is not one text with 422, before the search", async () => {
    const response = await staff.get("/api/staff/customers?q=a&q=b");

    expect(response.status).to.equal(422);
    expect(portal.useCases.searchCustomers.called).to.equal(false);
  });

  it("GET /api/staff/customers/:id answers 404 for an id that is not a positive integer", async () => {
    expect((await staff.get("/api/staff/customers/abc")).status).to.equal(404);
    expect(portal.useCases.customerForEntry.called).to.equal(false);
  });

  it("refuses both to a customer (403)", async () => {
    const company = await portal.signedIn(aUser());

    expect((await company.get("/api/staff/customers?q=Demo")).status).to.equal(403);
    expect((await company.get("/api/staff/customers/2")).status).to.equal(403);
    expect(portal.useCases.searchCustomers.called || portal.useCases.customerForEntry.called).to.equal(false);
  });
});
