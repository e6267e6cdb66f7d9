import { expect } from "chai";
import type { ExemptionDecision } from "@portal/domain";
import { makeAppealUseCases } from "../../src/appeals";
import { contractRows } from "../../src/contracts/contractLines";
import { aCustomer, anAppeal, aReviewer, aStaffMember, aBranchReviewer } from "@portal/testkit/builders";
import { NOW, stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";
import { appealEdit, saveCommand, statusChange } from "./requests";

const AT = NOW.toISOString();
const DECREE = "PQ-4321, 2024";

/** Two devices 49 (type 4, 45 000.00 each, no discount): 90 000 + VAT 10 800. */
const body = (header: Record<string, unknown> = {}) => ({
  appeal: { branch_id: 1, account_number_id: 1, ...header },
  devices: [{ type_id: 4, device_id: 49, amount: 2 }],
  offer_accepted: true,
});

const claimed = (claim: "free" | "no_vat") => ({ claim, resolution: DECREE, state: "claimed" as const });

/** An appeal under review whose customer claims an exemption, priced in full as its save stores it. */
const underReview = (claim: "free" | "no_vat" = "no_vat") =>
  anAppeal({
    status: "under_review",
    version: 2,
    appeal: {
      branch_id: 1,
      account_number_id: 1,
      user_id: 2,
      is_offline: 0,
      ...(claim === "free" ? { is_free: 1 } : { no_nds: 1 }),
      resolution: DECREE,
    },
    exemption: claimed(claim),
  });

const decide = (decision: ExemptionDecision) => decision;

describe("a claim of exemption, confirmed during review", () => {
  describe("when the appeal is saved", () => {
    it("keeps a customer's claim awaiting the reviewer and prices the rows and total in full", async () => {
      const { deps, asDeps } = stubDeps();
      const saved = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer(),
        saveCommand("verification", body({ is_free: 1, resolution: ` ${DECREE} ` })),
      );
      rightOf(saved);
      const stored = deps.appeals.insert.firstCall.args[0];
      expect(stored.exemption).to.deep.equal(claimed("free"));
      expect(stored.appeal).to.include({ is_free: 1, nds: "12.00" });
      expect(stored.devices[0]).to.include({ vat: "10800.00", total: "100800.00" });
      expect(stored.total).to.equal("100800.00");
    });

    it("checks the customer's limit against the total they ask for, with the claim", async () => {
      const { deps, asDeps } = stubDeps();
      const saved = await makeAppealUseCases(asDeps).saveAppeal(
        aCustomer({ summa_limit: "1000.00" }),
        saveCommand("verification", body({ is_free: 1, resolution: DECREE })),
      );
      rightOf(saved);
      expect(deps.appeals.insert.calledOnce).to.equal(true);
    });

    it("is confirmed by staff entering it offline, and bills without VAT at once", async () => {
      const { deps, asDeps } = stubDeps();
      deps.users.findById.withArgs(2).resolves(aCustomer().user);
      rightOf(
        await makeAppealUseCases(asDeps).saveAppeal(
          aStaffMember(),
          saveCommand("verification", body({ user_id: 2, no_nds: 1, resolution: DECREE })),
        ),
      );
      const stored = deps.appeals.insert.firstCall.args[0];
      expect(stored.exemption).to.deep.equal({
        ...claimed("no_vat"),
        state: "confirmed",
        decided_by: 3,
        decided_at: AT,
      });
      // The rows keep the full price; the appeal bills cost × amount.
      expect(stored.devices[0]).to.include({ vat: "10800.00", total: "100800.00" });
      expect(stored.total).to.equal("90000.00");
    });

    it("makes no claim of a VAT-free yearly contract's no_nds", async () => {
      const { deps, asDeps } = stubDeps();
      deps.catalogue.yearlyContracts.resolves([
        { id: 7, user_id: 2, contract_number: "Y-7", no_nds: 1, nds: 0, resolution: "", lawyer_note: "" },
      ]);
      rightOf(
        await makeAppealUseCases(asDeps).saveAppeal(
          aCustomer(),
          saveCommand(
            "verification",
            body({ is_yearly: 1, contract_id: 7, no_nds: 1, resolution: "Yillik" }),
          ),
        ),
      );
      const stored = deps.appeals.insert.firstCall.args[0];
      expect(stored).to.not.have.property("exemption");
      expect(stored.total).to.equal("90000.00");
    });
  });

  describe("the reviewer's word", () => {
    it("confirms a claim: the appeal bills without VAT, with an entry in its history", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.withArgs(57).resolves(underReview());
      const updated = rightOf(
        await makeAppealUseCases(asDeps).decideExemption(aReviewer(), 57, decide({ decision: "confirm" })),
      );
      expect(updated.exemption).to.deep.equal({
        ...claimed("no_vat"),
        state: "confirmed",
        decided_by: 4,
        decided_at: AT,
      });
      expect(updated.total).to.equal("90000.00");
      expect(updated.status).to.equal("under_review");
      expect(updated.history.at(-1)).to.deep.equal({
        status: "under_review",
        at: AT,
        by: 4,
        action: "confirm_exemption",
      });
      expect(deps.appeals.replace.calledOnceWith(updated, 2)).to.equal(true);
    });

    it("confirms a free claim: the appeal bills nothing", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(underReview("free"));
      const updated = rightOf(
        await makeAppealUseCases(asDeps).decideExemption(aStaffMember(), 57, decide({ decision: "confirm" })),
      );
      expect(updated.total).to.equal("0.00");
    });

    it("refuses a claim only with a note, which the customer reads; the full price stays", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(underReview());
      const useCases = makeAppealUseCases(asDeps);
      expect(
        leftOf(await useCases.decideExemption(aReviewer(), 57, decide({ decision: "refuse", note: " " }))),
      ).to.deep.equal({
        _tag: "Invalid",
        messages: [{ key: "transitionNoteRequired" }],
      });
      expect(deps.appeals.replace.called).to.equal(false);

      const refused = rightOf(
        await useCases.decideExemption(
          aReviewer(),
          57,
          decide({ decision: "refuse", note: "Qaror topilmadi" }),
        ),
      );
      expect(refused.exemption).to.include({ state: "refused", note: "Qaror topilmadi" });
      expect(refused.total).to.equal("100800.00");
      expect(refused.history.at(-1)).to.include({ action: "refuse_exemption", note: "Qaror topilmadi" });
    });

    it("is taken only while the appeal is under review, and only on a claim that awaits it", async () => {
      const { deps, asDeps } = stubDeps();
      const useCases = makeAppealUseCases(asDeps);
      deps.appeals.findById.resolves({ ...underReview(), status: "submitted" });
      expect(
        leftOf(await useCases.decideExemption(aReviewer(), 57, decide({ decision: "confirm" }))),
      ).to.deep.equal({
        _tag: "Conflict",
        message: { key: "transitionNotAllowed" },
      });
      deps.appeals.findById.resolves({
        ...underReview(),
        exemption: { ...claimed("no_vat"), state: "refused" },
      });
      expect(
        leftOf(await useCases.decideExemption(aReviewer(), 57, decide({ decision: "confirm" }))),
      ).to.deep.equal({
        _tag: "Conflict",
        message: { key: "exemptionNotClaimed" },
      });
      deps.appeals.findById.resolves(anAppeal({ status: "under_review" }));
      expect(
        leftOf(await useCases.decideExemption(aReviewer(), 57, decide({ decision: "confirm" }))),
      ).to.deep.equal({
        _tag: "Conflict",
        message: { key: "exemptionNotClaimed" },
      });
      expect(deps.appeals.replace.called).to.equal(false);
    });

    it("is refused to customers, to another branch's reviewer, and on a version the caller did not see", async () => {
      const { deps, asDeps } = stubDeps();
      const useCases = makeAppealUseCases(asDeps);
      deps.appeals.findById.resolves(underReview());
      expect(
        leftOf(await useCases.decideExemption(aCustomer(), 57, decide({ decision: "confirm" })))._tag,
      ).to.equal("Forbidden");
      expect(
        leftOf(await useCases.decideExemption(aBranchReviewer(), 57, decide({ decision: "confirm" })))._tag,
      ).to.equal("Forbidden");
      expect(
        leftOf(await useCases.decideExemption(aReviewer(), 57, decide({ decision: "confirm", version: 1 }))),
      ).to.deep.equal({ _tag: "Conflict", message: { key: "appealChanged" } });
      expect(deps.appeals.replace.called).to.equal(false);
    });

    it("comes before approval: an appeal whose claim awaits is not approved", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(underReview());
      const result = await makeAppealUseCases(asDeps).changeAppealStatus(
        aReviewer(),
        57,
        statusChange({ action: "approve" }),
      );
      expect(leftOf(result)).to.deep.equal({ _tag: "Conflict", message: { key: "exemptionUndecided" } });
      expect(deps.appeals.replace.called).to.equal(false);
    });
  });

  describe("an edit or a resubmission", () => {
    it("keeps a refused claim refused when the customer sends the same decree again, and asks again for another", async () => {
      const { deps, asDeps } = stubDeps();
      const refused = {
        ...claimed("no_vat"),
        state: "refused" as const,
        decided_by: 4,
        note: "Qaror topilmadi",
      };
      const sentBack = { ...underReview(), status: "needs_changes" as const, exemption: refused };
      deps.appeals.findById.resolves(sentBack);
      const useCases = makeAppealUseCases(asDeps);
      const same = rightOf(
        await useCases.resubmitAppeal(
          aCustomer(),
          57,
          2,
          appealEdit(body({ no_nds: 1, resolution: DECREE })),
        ),
      );
      expect(same.appeal.exemption).to.deep.equal(refused);
      expect(same.appeal.total).to.equal("100800.00");

      const other = rightOf(
        await useCases.resubmitAppeal(
          aCustomer(),
          57,
          2,
          appealEdit(body({ no_nds: 1, resolution: "PQ-5000, 2025" })),
        ),
      );
      expect(other.appeal.exemption).to.deep.equal({ ...claimed("no_vat"), resolution: "PQ-5000, 2025" });
    });

    it("drops the claim a reviewer's edit removes", async () => {
      const { deps, asDeps } = stubDeps();
      deps.appeals.findById.resolves(underReview());
      deps.users.findById.withArgs(2).resolves(aCustomer().user);
      const edited = rightOf(
        await makeAppealUseCases(asDeps).reviewerUpdateAppeal(aReviewer(), 57, appealEdit(body())),
      );
      expect(edited.appeal.exemption).to.equal(undefined);
      expect(edited.appeal.total).to.equal("100800.00");
    });
  });

  describe("the contract or invoice", () => {
    const rowsOf = (exemption: ReturnType<typeof underReview>["exemption"]) =>
      contractRows({ ...underReview(), exemption }, () => false);

    it("bills the full price with VAT while the claim awaits or was refused", () => {
      expect(rowsOf(claimed("no_vat")).total).to.equal("100800.00");
      expect(rowsOf({ ...claimed("no_vat"), state: "refused" }).total).to.equal("100800.00");
      expect(rowsOf(claimed("free")).total).to.equal("100800.00");
    });

    it("applies the exemption once it is confirmed: no VAT, or nothing when free", () => {
      const noVat = rowsOf({ ...claimed("no_vat"), state: "confirmed" });
      expect(noVat.total).to.equal("90000.00");
      expect(noVat.rows[0]).to.include({ unit_price: "45000.00", vat: "0.00", total: "90000.00" });
      expect(rowsOf({ ...claimed("free"), state: "confirmed" }).total).to.equal("0.00");
    });
  });
});
