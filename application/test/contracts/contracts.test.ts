import { expect } from "chai";
import { makeAppealUseCases } from "../../src/appeals";
import { makeContractUseCases } from "../../src/contracts";
import { contractDocumentView, documentDate } from "../../src/contracts/contractDocumentView";
import {
  aContract,
  aCustomer,
  anAppeal,
  aRecognitionAppeal,
  aReviewer,
  aStaffMember,
  aUser,
} from "@portal/testkit/builders";
import { ContractRequest } from "@portal/domain";
import { decodeBody } from "../../src/shared";
import { NOW, stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

/** A request as the route hands it over: the body decoded by the call's codec. */
const requestOf = (body: unknown): ContractRequest => rightOf(decodeBody(ContractRequest, body));

const store = requestOf({ appeal_id: 57, contract_number: "SH-17", devices: [{ id: 1, together: 1 }] });

describe("contracts and invoices", () => {
  describe("creating one", () => {
    it("prices a joint certificate by the domain fee and marks the appeal contracted in its history", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(aRecognitionAppeal());
      const contract = rightOf(await makeContractUseCases(asDeps).createContract(aStaffMember(), store));
      expect(contract.total).to.equal("1284446.80");
      expect(contract.devices[0]).to.include({
        together: 1,
        unit_price: "988036.00",
        discount: "0.00",
        vat: "0.00",
        total: "1284446.80",
        cost: "1284446.80",
      });
      const [updated, version] = deps.appeals.replace.firstCall.args;
      expect(version).to.equal(1);
      expect(updated.status).to.equal("contracted");
      expect(updated.history.at(-1)).to.deep.equal({
        status: "contracted",
        at: NOW.toISOString(),
        by: 3,
        action: "contract",
        note: "SH-17",
      });
    });

    describe("naming the appeal's rows by id (spec 7), never by position", () => {
      const manometr = aRecognitionAppeal().devices[0]!;
      const twoRows = () =>
        aRecognitionAppeal({
          devices: [
            { ...manometr, id: 1 },
            { ...manometr, id: 2, device_name: "Termometr", amount: 2, cost: "1976072.00" },
          ],
        });

      it("takes each row's joint choice by its id, in whatever order the rows come", async () => {
        const { deps, asDeps } = stubDeps();
        deps.appeals.findById.resolves(twoRows());
        const body = requestOf({
          ...store,
          devices: [
            { id: 2, together: 1 },
            { id: 1, together: 0 },
          ],
        });
        const contract = rightOf(await makeContractUseCases(asDeps).createContract(aStaffMember(), body));
        expect(contract.devices.map((row) => [row.id, row.together, row.total])).to.deep.equal([
          [1, 0, "2964108.00"],
          // Two devices, one joint certificate: 988 036 + 15 %.
          [2, 1, "1136241.40"],
        ]);
        expect(contract.total).to.equal("4100349.40");
      });

      it("prices from the stored appeal: the amount and cost the request sends are ignored", async () => {
        const { deps, asDeps } = stubDeps();
        deps.appeals.findById.resolves(aRecognitionAppeal());
        const body = requestOf({
          ...store,
          devices: [{ id: 1, type_id: 10, amount: 1, cost: "1.00", together: 1 }],
        });
        const contract = rightOf(await makeContractUseCases(asDeps).createContract(aStaffMember(), body));
        expect(contract.devices[0]).to.include({ amount: 3, type_id: 8, total: "1284446.80" });
        expect(contract.total).to.equal("1284446.80");
      });

      it("refuses a row the appeal does not have, a row named twice and a row left out, storing nothing", async () => {
        const { deps, asDeps } = stubDeps();
        deps.appeals.findById.resolves(twoRows());
        const body = requestOf({ ...store, devices: [{ id: 1 }, { id: 1 }, { id: 7, together: 1 }] });
        const result = await makeContractUseCases(asDeps).createContract(aStaffMember(), body);
        expect(leftOf(result)).to.deep.equal({
          _tag: "Invalid",
          messages: [
            { key: "contractRowRepeated", params: { n: 2 } },
            { key: "contractRowUnknown", params: { n: 3 } },
            { key: "contractRowMissing", params: { n: 2 } },
          ],
        });
        expect(deps.contracts.insert.called).to.equal(false);
        expect(deps.appeals.replace.called).to.equal(false);
      });

      it("refuses a request without rows", async () => {
        const { deps, asDeps } = stubDeps();
        deps.appeals.findById.resolves(aRecognitionAppeal());
        const result = await makeContractUseCases(asDeps).createInvoice(aStaffMember(), {
          ...store,
          devices: undefined,
        });
        expect(leftOf(result)).to.deep.equal({
          _tag: "Invalid",
          messages: [{ key: "contractRowMissing", params: { n: 1 } }],
        });
      });

      it("numbers the rows of an appeal stored before rows had ids 1..n, as its page shows them", async () => {
        const { deps, asDeps } = stubDeps();
        const { id: _none, ...legacy } = manometr;
        deps.appeals.findById.resolves(aRecognitionAppeal({ devices: [legacy, { ...legacy, amount: 1 }] }));
        const seen = rightOf(await makeAppealUseCases(asDeps).getAppeal(aStaffMember(), 57));
        expect(seen.devices.map((row) => row.id)).to.deep.equal([1, 2]);
        const body = requestOf({ ...store, devices: [{ id: 1, together: 1 }, { id: 2 }] });
        const contract = rightOf(await makeContractUseCases(asDeps).createContract(aStaffMember(), body));
        expect(contract.devices.map((row) => [row.id, row.total])).to.deep.equal([
          [1, "1284446.80"],
          [2, "988036.00"],
        ]);
      });
    });

    it("keeps a verification line's unit cost, discount and VAT", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(anAppeal());
      const contract = rightOf(await makeContractUseCases(asDeps).createInvoice(aStaffMember(), store));
      expect(contract.devices[0]).to.include({ unit_price: "45000.00", vat: "10800.00", total: "100800.00" });
      expect(contract.total).to.equal("100800.00");
    });

    it("is for staff: a reviewer is forbidden", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(aRecognitionAppeal());
      expect(leftOf(await makeContractUseCases(asDeps).createContract(aReviewer(), store))._tag).to.equal(
        "Forbidden",
      );
      expect(deps.contracts.insert.called).to.equal(false);
    });

    it("waits for the review's end: an appeal under review cannot be contracted", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(aRecognitionAppeal({ status: "under_review" }));
      const result = await makeContractUseCases(asDeps).createContract(aStaffMember(), store);
      expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "transitionNotAllowed" } });
      expect(deps.contracts.insert.called).to.equal(false);
    });

    it("says a second contract exists rather than that the status forbids it", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(aRecognitionAppeal({ status: "contracted" }));
      deps.contracts.findByAppeal.resolves([aContract()]);
      const result = await makeContractUseCases(asDeps).createContract(aStaffMember(), store);
      expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "contractExists" } });
    });

    it("tries the status change again on the fresh appeal when another write came first", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.onFirstCall().resolves(aRecognitionAppeal());
      deps.appeals.findById.onSecondCall().resolves(aRecognitionAppeal({ version: 2 }));
      deps.appeals.replace.onFirstCall().resolves(false);
      const result = await makeContractUseCases(asDeps).createContract(aStaffMember(), store);
      expect(result._tag).to.equal("Right");
      expect(deps.appeals.replace.secondCall.args[1]).to.equal(2);
      expect(deps.appeals.replace.secondCall.args[0].status).to.equal("contracted");
    });

    it("does not insist when the fresh appeal no longer allows the step", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.onFirstCall().resolves(aRecognitionAppeal());
      deps.appeals.findById
        .onSecondCall()
        .resolves(aRecognitionAppeal({ status: "under_review", version: 2 }));
      deps.appeals.replace.onFirstCall().resolves(false);
      const result = await makeContractUseCases(asDeps).createContract(aStaffMember(), store);
      expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "transitionNotAllowed" } });
      expect(deps.appeals.replace.calledOnce).to.equal(true);
    });
  });

  describe("listing them", () => {
    it("shows staff every contract and a customer only their own", async () => {
      const { deps, asDeps } = stubDeps();
      const useCases = makeContractUseCases(asDeps);
      await useCases.listContracts(aStaffMember(), { limit: 5, before: 40 });
      await useCases.listContracts(aCustomer(), {});
      expect(deps.contracts.list.firstCall.args).to.deep.equal([{}, { limit: 5, before: 40 }]);
      expect(deps.contracts.list.secondCall.args).to.deep.equal([{ owner_id: 2 }, { limit: 20 }]);
    });

    it("lists an appeal's contracts for its owner and staff; another customer finds nothing", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(anAppeal());
      deps.contracts.findByAppeal.withArgs(57).resolves([aContract()]);
      const useCases = makeContractUseCases(asDeps);
      expect(rightOf(await useCases.listAppealContracts(aCustomer(), 57))).to.have.length(1);
      expect(rightOf(await useCases.listAppealContracts(aStaffMember(), 57))).to.have.length(1);
      const other = await useCases.listAppealContracts(aCustomer({ id: 5 }), 57);
      expect(leftOf(other)._tag).to.equal("NotFound");
    });

    it("keeps contracts from reviewers, whose work ends before them", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(anAppeal());
      deps.contracts.findById.resolves(aContract());
      const useCases = makeContractUseCases(asDeps);
      expect(leftOf(await useCases.listContracts(aReviewer(), {}))._tag).to.equal("Forbidden");
      expect(leftOf(await useCases.listAppealContracts(aReviewer(), 57))._tag).to.equal("Forbidden");
      expect(leftOf(await useCases.contractDocument(aReviewer(), 31, "uz"))._tag).to.equal("Forbidden");
      expect(deps.contracts.list.called).to.equal(false);
    });
  });

  describe("the document", () => {
    it("is rendered for the owning customer from the contract, the customer and their chosen requisite", async () => {
      const { deps, asDeps } = stubDeps();
      deps.contracts.findById.withArgs(31).resolves(aContract());
      deps.appeals.findById.withArgs(57).resolves(aRecognitionAppeal());
      deps.users.findById
        .withArgs(2)
        .resolves(
          aUser({ info: { ...aUser().info, company_name: "Demo Metall MChJ", company_tin: "301234567" } }),
        );
      deps.requisites.findById.withArgs(1).resolves({
        id: 1,
        user_id: 2,
        company_name: "Demo Metall MChJ",
        bank_name: "“O‘zmilliybank” AJ",
        account_number: "20208000900001101001",
        mfo: "01088",
        oked: "24100",
        director_name: "Rahimov Dilshod",
      });
      const file = rightOf(await makeContractUseCases(asDeps).contractDocument(aCustomer(), 31, "uz"));
      expect(file.contentType).to.equal("application/pdf");
      expect(file.bytes.toString()).to.equal("%PDF-1.7 rendered");
      const document = deps.documents.render.firstCall.args[0];
      expect(document.title).to.equal("Shartnoma № SH-17");
      expect(document.parties[1].lines).to.include.members([
        "Demo Metall MChJ",
        "STIR: 301234567",
        "Bank: “O‘zmilliybank” AJ",
        "H/r: 20208000900001101001",
      ]);
      expect(document.totals.at(-1)).to.equal("Jami toʻlov: 1 284 446,80 soʻm");
    });

    it("is hidden from another customer and open to staff", async () => {
      const { deps, asDeps } = stubDeps();
      deps.contracts.findById.resolves(aContract());
      const useCases = makeContractUseCases(asDeps);
      expect(leftOf(await useCases.contractDocument(aCustomer({ id: 1 }), 31, "uz"))._tag).to.equal(
        "NotFound",
      );
      expect(deps.documents.render.called).to.equal(false);
      expect((await useCases.contractDocument(aStaffMember(), 31, "ru"))._tag).to.equal("Right");
      expect(leftOf(await useCases.contractDocument({ lang: "uz" }, 31, "uz"))._tag).to.equal(
        "Unauthenticated",
      );
    });

    it("names a verification row's catalogue device in the document's language, a recognition row as typed", () => {
      const catalogue = {
        kind: "verification" as const,
        names: new Map([[49, "Весы торговые электронные"]]),
      };
      const verification = aContract({
        devices: [
          { id: 1, device_id: 49, device_name: "Elektron savdo tarozisi", amount: 1, total: "50400.00" },
        ],
      });
      const view = (kind: "verification" | "recognition") =>
        contractDocumentView({
          contract: verification,
          organisation: stubDeps().deps.config.organisation,
          lang: "ru",
          catalogue: { ...catalogue, kind },
        }).rows[0]?.name;
      expect(view("verification")).to.equal("Весы торговые электронные");
      expect(view("recognition")).to.equal("Elektron savdo tarozisi");
    });

    it("lays out one line per row with amount, unit price, discount, VAT and total, in Russian when asked", () => {
      const document = contractDocumentView({
        contract: aContract({ kind: "invoice" }),
        owner: aUser({ role: "person", corporate: 0, info: { ...aUser().info, pin: "31505850260015" } }),
        organisation: stubDeps().deps.config.organisation,
        lang: "ru",
      });
      expect(document.title).to.equal("Счёт-фактура № SH-17");
      expect(document.subtitles).to.deep.equal(["Дата: 21.11.2026", "Заявка № 57"]);
      expect(document.columns).to.deep.equal({
        number: "№",
        name: "Наименование",
        amount: "Кол-во",
        unitPrice: "Цена",
        discount: "Скидка",
        vat: "НДС",
        total: "Сумма",
      });
      expect(document.rows).to.deep.equal([
        {
          number: "1",
          name: "Manometr (общий сертификат)",
          amount: "3",
          unitPrice: "988 036,00 сум",
          discount: "0,00 сум",
          vat: "0,00 сум",
          total: "1 284 446,80 сум",
        },
      ]);
      expect(document.parties.map((p) => p.heading)).to.deep.equal(["Исполнитель", "Заказчик"]);
      expect(document.parties[1]!.lines).to.include.members([
        "Rahimov Dilshod",
        "ИНН: 423456789",
        "ПИНФЛ: 31505850260015",
      ]);
      expect(document.totals).to.deep.equal([
        "Скидка: 0,00 сум",
        "В том числе НДС: 0,00 сум",
        "Итого к оплате: 1 284 446,80 сум",
      ]);
    });

    it("dates a document by the day in Tashkent (UTC+5)", () => {
      expect(documentDate("2026-11-21T18:59:59.000Z")).to.equal("21.11.2026");
      expect(documentDate("2026-11-21T19:00:00.000Z")).to.equal("22.11.2026");
    });
  });
});
