import { expect } from "chai";
import { StoredAppealHeader, StoredAppealRow } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { makeAppealUseCases } from "../../src/appeals";
import { makeSaveAppeal } from "../../src/appeals/saveAppeal";
import { ServiceUnavailableError } from "../../src/shared";
import { aCustomer, aStaffMember } from "@portal/testkit/builders";
import { stubDeps } from "../stubDeps";
import { leftOf } from "../support";
import { draftPayload, saveCommand } from "./requests";

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

describe("use cases", () => {
  describe("uploading a file", () => {
    it("removes the stored file again when recording the upload fails", async () => {
      const { deps, asDeps } = stubDeps();
      deps.uploads.insert.rejects(new ServiceUnavailableError("database"));
      const upload = makeAppealUseCases(asDeps).uploadFile(aCustomer(), {
        folder: "recognition-device",
        originalName: "a.pdf",
        bytes: PDF,
      });
      const error = await upload.catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ServiceUnavailableError);
      expect(deps.files.put.calledOnce).to.equal(true);
      expect(deps.files.delete.calledOnceWith(deps.files.put.firstCall.args[0])).to.equal(true);
    });

    it("refuses a file that only pretends to be a PDF and stores nothing", async () => {
      const { deps, asDeps } = stubDeps();
      const result = await makeAppealUseCases(asDeps).uploadFile(aCustomer(), {
        folder: "kompleks-device",
        originalName: "scan.pdf",
        bytes: Buffer.from("GIF89a...."),
      });
      expect(leftOf(result)).to.deep.equal({ _tag: "InvalidFields", fields: { file: [{ key: "pdfOnly" }] } });
      expect(deps.files.put.called).to.equal(false);
    });
  });

  describe("saving an appeal", () => {
    const body = {
      appeal: { branch_id: 1, account_number_id: 1 },
      devices: [{ type_id: 4, device_id: 49, amount: 2, cost: "1.00" }],
      offer_accepted: true,
    };

    it("stores a header and rows of every kind that the domain's stored codecs read unchanged", async () => {
      const bodies = {
        verification: body,
        recognition: { type_id: 8, devices: [{ device_name: "Pribor", amount: 2 }] },
        kompleks: { devices: [{ device_name: "Kompleks", amount: 1 }] },
        provider: { devices: [{ mtd_name: "Usul", amount: 1 }] },
        comment: { devices: [{ comment: "Izoh" }] },
      } as const;
      for (const [endpoint, sent] of Object.entries(bodies)) {
        const { deps, asDeps } = stubDeps();
        // As a draft: the send rules are not what this is about.
        const command = saveCommand(endpoint as keyof typeof bodies, sent);
        const saved = await makeSaveAppeal(asDeps)(aCustomer(), command, true);
        expect(E.isRight(saved), endpoint).to.equal(true);
        const stored = deps.appeals.insert.firstCall.args[0];
        expect(StoredAppealHeader.decode(stored.appeal), endpoint).to.deep.equal(E.right(stored.appeal));
        for (const row of stored.devices) {
          expect(StoredAppealRow.decode(row), endpoint).to.deep.equal(E.right(row));
        }
      }
    });

    it("keeps no header cost the client sent: the stored amounts are the server's (issue 18/19 review)", async () => {
      const { deps, asDeps } = stubDeps();
      const forged = { ...body, appeal: { ...body.appeal, cost: "1.00" } };
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("verification", forged),
      );
      expect(E.isRight(result)).to.equal(true);
      const stored = deps.appeals.insert.firstCall.args[0];
      expect(stored.appeal).to.not.have.property("cost");
      expect(stored.total).to.equal("100800.00");
    });

    it("prices lines from the catalogue and ignores the cost the client sent", async () => {
      const { deps, asDeps } = stubDeps();
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("verification", body),
      );
      expect(E.isRight(result)).to.equal(true);
      const stored = deps.appeals.insert.firstCall.args[0];
      expect(stored.total).to.equal("100800.00");
      expect(stored.devices[0]).to.include({ cost: "45000.00", vat: "10800.00", discount: "0.00" });
      expect(stored.offer).to.deep.equal({ version: "offerta-4", accepted_at: "2026-11-21T10:00:00.000Z" });
    });

    it("applies the contragent discount to the VAT base of a type that has one", async () => {
      const { deps, asDeps } = stubDeps();
      deps.catalogue.device.resolves({ ...(await deps.catalogue.device()), type_id: 7 });
      const calibration = { ...body, devices: [{ ...body.devices[0], type_id: 7 }] };
      await makeAppealUseCases(asDeps).saveAppeal(aCustomer(), saveCommand("verification", calibration));
      const line = deps.appeals.insert.firstCall.args[0].devices[0];
      // 90 000 × 10 % = 9 000 discount; VAT = 90 000 × 0.9 × 12 % = 9 720
      expect(line).to.include({ discount: "9000.00", vat: "9720.00", total: "99720.00" });
    });

    it("reads a yearly contract's VAT rate exactly: 12.5 % is not 12 %", async () => {
      const { deps, asDeps } = stubDeps();
      deps.catalogue.yearlyContracts.resolves([
        { id: 7, user_id: 2, contract_number: "Y-7", no_nds: 0, nds: 12.5, resolution: "", lawyer_note: "" },
      ]);
      const yearly = { ...body, appeal: { ...body.appeal, is_yearly: 1, contract_id: 7 } };
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("verification", yearly),
      );
      expect(E.isRight(result)).to.equal(true);
      const stored = deps.appeals.insert.firstCall.args[0];
      // 2 × 45 000 = 90 000 (type 4 takes no discount); VAT 90 000 × 12.5 % = 11 250.
      expect(stored.devices[0]).to.include({ vat: "11250.00", total: "101250.00" });
      expect(stored.total).to.equal("101250.00");
      expect(stored.appeal).to.include({ nds: "12.50", contract_id: 7 });
    });

    it("numbers the stored rows 1..n, never keeping the ids the client sent", async () => {
      const { deps, asDeps } = stubDeps();
      deps.uploads.find.resolves({ owner_id: 2 });
      const row = {
        device_name: "Manometr",
        about_device: "O'zstandart",
        amount: 1,
        recognition_file: "a.pdf",
      };
      const recognition = {
        type_id: 8,
        appeal: { account_number_id: 1 },
        devices: [
          { ...row, id: 7 },
          { ...row, id: 7 },
          { ...row, id: 900 },
        ],
        offer_accepted: true,
      };
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("recognition", recognition),
      );
      expect(E.isRight(result)).to.equal(true);
      const stored = deps.appeals.insert.firstCall.args[0];
      expect(stored.devices.map((device: { id: number }) => device.id)).to.deep.equal([1, 2, 3]);
    });

    it("refuses a recognition row of 0 or fewer devices, which its fee would price at nothing", async () => {
      const { deps, asDeps } = stubDeps();
      deps.uploads.find.resolves({ owner_id: 2 });
      const recognition = {
        type_id: 8,
        appeal: { account_number_id: 1 },
        devices: [
          { device_name: "Manometr", about_device: "O'zstandart", amount: -2, recognition_file: "a.pdf" },
        ],
        offer_accepted: true,
      };
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("recognition", recognition),
      );
      expect(leftOf(result)).to.deep.equal({
        _tag: "Invalid",
        messages: [{ key: "rowAmountRange", params: { n: 1 } }],
      });
      expect(deps.appeals.insert.called).to.equal(false);
    });

    it("keeps on a comment appeal only a requisite that is the customer's own", async () => {
      const { deps, asDeps } = stubDeps();
      deps.requisites.findById.withArgs(9).resolves({ id: 9, user_id: 77 });
      const comment = (account_number_id: number) => ({
        appeal: { account_number_id },
        devices: [{ comment: "Uchta manometr", amount: 3 }],
        offer_accepted: true,
      });
      await makeAppealUseCases(asDeps).saveAppeal(aCustomer(), saveCommand("comment", comment(9)));
      expect(deps.appeals.insert.firstCall.args[0].appeal).to.not.have.property("account_number_id");
      await makeAppealUseCases(asDeps).saveAppeal(aCustomer(), saveCommand("comment", comment(1)));
      expect(deps.appeals.insert.secondCall.args[0].appeal).to.include({ account_number_id: 1 });
    });

    it("asks staff to choose the customer they enter an appeal for", async () => {
      const { asDeps } = stubDeps();
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aStaffMember(),
        saveCommand("verification", body),
      );
      expect(leftOf(result)).to.deep.equal({ _tag: "Invalid", messages: [{ key: "customerRequired" }] });
    });

    it("lets a database outage through as ServiceUnavailableError, for a 503", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.insert.rejects(new ServiceUnavailableError("database"));
      const error = await makeAppealUseCases(asDeps)
        .saveAppeal(aCustomer(), saveCommand("verification", body))
        .catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ServiceUnavailableError);
    });

    it("refuses an anonymous caller", async () => {
      const { asDeps } = stubDeps();
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        { lang: "uz" },
        saveCommand("verification", body),
      );
      expect(leftOf(result)._tag).to.equal("Unauthenticated");
    });

    it("stores an appeal sent with an Idempotency-Key once per key, scoped by the caller and the call", async () => {
      const { deps, asDeps } = stubDeps();
      const customer = aCustomer();
      await makeAppealUseCases(asDeps).saveAppeal(customer, saveCommand("verification", body), "key-1");
      await makeAppealUseCases(asDeps).saveDraft(customer, draftPayload(body), "key-1");
      expect(deps.appeals.insert.called).to.equal(false);
      const keys = deps.appeals.insertOnce.getCalls().map((call) => call.args[1]);
      expect(keys).to.deep.equal([
        `${customer.user!.id}:verification:key-1`,
        `${customer.user!.id}:draft:key-1`,
      ]);
    });

    it("answers the appeal stored first under the key, with its own id and destination", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.insertOnce.callsFake(async (appeal: { id: number }) => ({ ...appeal, id: 41 }));
      const result = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("verification", body),
        "key-1",
      );
      if (E.isLeft(result)) throw new Error("expected a success");
      expect(result.right.appeal.id).to.equal(41);
      expect(result.right.destination).to.equal("/application/expected");
    });
  });

  describe("reading an appeal", () => {
    it("answers NotFound for another customer's appeal", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves({ id: 5, owner_id: 99 });
      const result = await makeAppealUseCases(asDeps).getAppeal(aCustomer(), 5);
      expect(leftOf(result)._tag).to.equal("NotFound");
    });

    it("names each catalogue device in the caller's language, and leaves rows without one as saved", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves({
        id: 5,
        kind: "verification",
        owner_id: aCustomer().user?.id,
        devices: [
          { device_id: 49, device_name: "Elektron savdo tarozisi", amount: 1 },
          { device_name: "Manometr", amount: 2 },
        ],
      });
      deps.catalogue.allDevices.callsFake(async (lang: string) =>
        lang === "ru" ? [{ ...RU_SCALE, id: 49 }] : [],
      );
      const result = await makeAppealUseCases(asDeps).getAppeal({ ...aCustomer(), lang: "ru" }, 5);
      // Rows stored before they had ids are numbered 1..n, as the contract call names them.
      expect(E.isRight(result) && result.right.devices).to.deep.equal([
        { id: 1, device_id: 49, device_name: "Электронные торговые весы", amount: 1 },
        { id: 2, device_name: "Manometr", amount: 2 },
      ]);
      // A provider's rows are the customer's own names, whatever their ids.
      deps.appeals.findById.resolves({
        id: 6,
        kind: "provider",
        owner_id: aCustomer().user?.id,
        devices: [{ id: 1, device_id: 49, device_name: "Usul" }],
      });
      const provider = await makeAppealUseCases(asDeps).getAppeal({ ...aCustomer(), lang: "ru" }, 6);
      expect(E.isRight(provider) && provider.right.devices).to.deep.equal([
        { id: 1, device_id: 49, device_name: "Usul" },
      ]);
    });
  });
});

const RU_SCALE = { name: "Электронные торговые весы", type_id: 4, section_id: 10, cost: "45000.00" };
