import type { UserInfoView } from "@portal/application";
import { expect } from "chai";
import { aCabinetAccount, aRequisite, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("cabinet routes", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const actor = { user, lang: "uz" };
  const info = {
    user_id: 7,
    first_name: "Ali",
    users: { phone: "901234567", email: "a@b.uz" },
  } as UserInfoView;

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

  it("POST /post-userinfo saves the whole object and answers status true", async () => {
    portal.useCases.updateUserInfo.resolves(right(info));
    const body = { first_name: "Ali", users: { phone: "901234567", email: "a@b.uz" } };

    const response = await browser.post("/post-userinfo", body);

    expect(await response.json()).to.deep.equal({ status: true, message: {}, data: info });
    expect(portal.useCases.updateUserInfo.firstCall.args).to.deep.equal([actor, body]);
  });

  it("POST /get-company-inn looks the tax id up and answers res", async () => {
    const company = { company_name: "Aloqa", tin: "123456789" };
    portal.useCases.lookUpCompany.resolves(right(company as never));

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
    expect(portal.useCases.saveRequisite.firstCall.args).to.deep.equal([actor, body]);
  });

  it("GET /api/requisites and /api/yearly-contracts answer their lists under data", async () => {
    portal.useCases.listRequisites.resolves(right([aRequisite()]));
    portal.useCases.yearlyContracts.resolves(right([{ id: 1 }]));

    const requisites = await (await browser.get("/api/requisites")).json();
    const contracts = await (await browser.get("/api/yearly-contracts")).json();

    expect(requisites).to.deep.equal({ data: [aRequisite()] });
    expect(contracts).to.deep.equal({ data: [{ id: 1 }] });
  });

  const accountCalls = [
    ["/add-account-number", "addCabinetAccount"],
    ["/update-accounts", "updateCabinetAccount"],
    ["/active-check-accounts", "activateCabinetAccount"],
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

  it("POST /add-account-number answers per-field messages with status false", async () => {
    portal.useCases.addCabinetAccount.resolves(
      left({ _tag: "InvalidFields", fields: { mfo: [{ key: "mfoFormat" }] } }),
    );

    const response = await browser.post("/add-account-number", { mfo: "1" });

    expect(response.status).to.equal(422);
    const fields = { mfo: ["MFO 5 ta raqamdan iborat bo'lishi kerak"] };
    expect(await response.json()).to.deep.equal({ status: false, message: fields, errors: fields });
  });

  it("DELETE /delete-accounts/:id deletes that account", async () => {
    portal.useCases.deleteCabinetAccount.resolves(right(undefined));

    const response = await browser.request("DELETE", "/delete-accounts/4");

    expect(await response.json()).to.deep.equal({ status: true, message: "Muvaffaqiyatli o'chirildi" });
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
