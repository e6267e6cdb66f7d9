import type { StandardRequest } from "@portal/domain";
import {
  aBranchReviewer,
  aBranchStaffMember,
  aCustomer,
  aStaffMember,
  aStandard,
} from "@portal/testkit/builders";
import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { type Failure, makeStandardsUseCases, type StandardsDeps } from "../../src";
import { memoryStandards } from "./memoryStandards";

const NOW = new Date("2026-12-09T05:00:00Z"); // 10:00 in Tashkent
const BRANCHES = [
  { id: 1, name: "Bosh ofis" },
  { id: 3, name: "Andijon filiali" },
  { id: 5, name: "Buxoro filiali" },
];

const aRequest = (overrides: Partial<StandardRequest> = {}): StandardRequest => ({
  name: "Bosim kalibratori",
  type: "Metran-517",
  serial_number: "517-0093",
  range: "0 – 60 MPa",
  accuracy: "0,02 %",
  certificate: { number: "UzNIM-2026-1187", issuer: "UzNIM", valid_until: "2027-06-30" },
  branch_id: 3,
  ...overrides,
});

function world(
  stored = [aStandard({ id: 1, branch_id: 3 }), aStandard({ id: 2, branch_id: 5, serial_number: "B-5" })],
) {
  const standards = memoryStandards(stored);
  let nextId = 100;
  const deps: StandardsDeps = {
    standards: standards.repository,
    catalogue: {
      branches: async () => BRANCHES,
      branch: async (id: number) => BRANCHES.find((b) => b.id === id),
    } as unknown as StandardsDeps["catalogue"],
    clock: { now: () => NOW },
    ids: { next: async () => nextId++ },
  };
  return { useCases: makeStandardsUseCases(deps), standards: standards.standards };
}

const failureOf = <T>(result: E.Either<Failure, T>): Failure | undefined =>
  E.isLeft(result) ? result.left : undefined;
const savedOf = <T>(result: E.Either<Failure, T>): T => {
  if (E.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`);
  return result.right;
};
const keysOf = (failure: Failure | undefined) =>
  failure?._tag === "Invalid" ? failure.messages.map((m) => m.key) : failure?._tag;

describe("standards: the register's use cases", () => {
  it("records a standard of the staff member's branch and shows it with its branch and state", async () => {
    const { useCases, standards } = world();
    const saved = savedOf(await useCases.createStandard(aBranchStaffMember([3]), aRequest()));
    expect(saved).to.deep.equal({
      id: 100,
      ...aRequest(),
      branch_name: "Andijon filiali",
      state: "valid",
    });
    expect(standards.get(100)).to.deep.include({
      created_by: 7,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
  });

  it("lists only the standards of the caller's branches; the head office sees every branch's", async () => {
    const { useCases } = world();
    const own = savedOf(await useCases.listStandards(aBranchStaffMember([3]), {}));
    expect(own.data.map((s) => s.id)).to.deep.equal([1]);
    expect(own.today).to.equal("2026-12-09");
    const all = savedOf(await useCases.listStandards(aStaffMember(), {}));
    expect(all.data.map((s) => [s.id, s.branch_name])).to.deep.equal([
      [1, "Andijon filiali"],
      [2, "Buxoro filiali"],
    ]);
    const reviewer = savedOf(await useCases.listStandards(aBranchReviewer([5]), {}));
    expect(reviewer.data.map((s) => s.id)).to.deep.equal([2]);
  });

  it("narrows the list to a state and to a search of name, type, serial or certificate number", async () => {
    const at = (id: number, validUntil: string, more = {}) =>
      aStandard({
        id,
        serial_number: `S-${id}`,
        certificate: { ...aStandard().certificate, valid_until: validUntil },
        ...more,
      });
    const { useCases } = world([
      at(1, "2026-12-08"), // expired yesterday
      at(2, "2026-12-09"), // its last valid day: due
      at(3, "2027-01-08"), // 30 days ahead: due
      at(4, "2027-01-09", { name: "Termometr" }), // 31 days ahead: valid
    ]);
    const ids = async (query: object) =>
      savedOf(await useCases.listStandards(aStaffMember(), query)).data.map((s) => [s.id, s.state]);
    expect(await ids({})).to.deep.equal([
      [1, "expired"],
      [2, "due"],
      [3, "due"],
      [4, "valid"],
    ]);
    expect(await ids({ state: "expired" })).to.deep.equal([[1, "expired"]]);
    expect(await ids({ state: "due" })).to.deep.equal([
      [2, "due"],
      [3, "due"],
    ]);
    expect(await ids({ state: "valid" })).to.deep.equal([[4, "valid"]]);
    expect(await ids({ q: "TERMO" })).to.deep.equal([[4, "valid"]]);
    expect(await ids({ q: "s 3" }), "a serial as typed").to.deep.equal([[3, "due"]]);
    expect(await ids({ q: "uznim-2026" }), "the certificate's number").to.have.length(4);
  });

  it("does not find a standard of another branch, nor one that does not exist", async () => {
    const { useCases } = world();
    expect(savedOf(await useCases.getStandard(aBranchStaffMember([3]), 1)).id).to.equal(1);
    expect(failureOf(await useCases.getStandard(aBranchStaffMember([3]), 2))?._tag).to.equal("NotFound");
    expect(failureOf(await useCases.getStandard(aStaffMember(), 99))?._tag).to.equal("NotFound");
    expect(
      failureOf(await useCases.updateStandard(aBranchStaffMember([3]), 2, aRequest({ branch_id: 3 })))?._tag,
    ).to.equal("NotFound");
  });

  it("refuses to record a standard for a branch the staff member does not work on, or one that does not exist", async () => {
    const { useCases, standards } = world();
    expect(
      keysOf(failureOf(await useCases.createStandard(aBranchStaffMember([3]), aRequest({ branch_id: 5 })))),
    ).to.deep.equal(["standardBranchNotYours"]);
    expect(
      keysOf(failureOf(await useCases.createStandard(aStaffMember(), aRequest({ branch_id: 77 })))),
    ).to.deep.equal(["standardBranchUnknown"]);
    expect(
      keysOf(
        failureOf(await useCases.updateStandard(aBranchStaffMember([3]), 1, aRequest({ branch_id: 5 }))),
      ),
    ).to.deep.equal(["standardBranchNotYours"]);
    expect(standards.size).to.equal(2);
  });

  it("refuses empty fields with every message at once, storing nothing", async () => {
    const { useCases, standards } = world();
    const blank = aRequest({
      name: "",
      accuracy: " ",
      certificate: { number: "", issuer: "UzNIM", valid_until: "2027-01-01" },
    });
    expect(keysOf(failureOf(await useCases.createStandard(aStaffMember(), blank)))).to.deep.equal([
      "standardNameRequired",
      "standardAccuracyRequired",
      "standardCertificateNumberRequired",
    ]);
    expect(standards.size).to.equal(2);
  });

  it("refuses a second standard of one type with the same serial number as a conflict naming it", async () => {
    const { useCases } = world();
    await useCases.createStandard(aStaffMember(), aRequest());
    const again = failureOf(
      await useCases.createStandard(aStaffMember(), aRequest({ serial_number: "517 0093" })),
    );
    expect(again).to.deep.equal({
      _tag: "Conflict",
      message: { key: "standardSerialTaken", params: { type: "Metran-517", serial: "517 0093" } },
    });
  });

  it("changes a standard with a new certificate, keeping who recorded it and when", async () => {
    const { useCases, standards } = world();
    const renewed = aRequest({
      certificate: { number: "UzNIM-2027-0001", issuer: "UzNIM", valid_until: "2026-12-20" },
    });
    const saved = savedOf(await useCases.updateStandard(aBranchStaffMember([3]), 1, renewed));
    expect(saved).to.deep.include({ id: 1, state: "due", certificate: renewed.certificate });
    expect(standards.get(1)).to.deep.include({
      created_by: aStandard().created_by,
      created_at: aStandard().created_at,
      updated_at: NOW.toISOString(),
    });
  });

  it("records a past certificate as history: it is stored and shows expired", async () => {
    const { useCases } = world();
    const old = aRequest({
      certificate: { number: "UzNIM-2024-0007", issuer: "UzNIM", valid_until: "2025-06-30" },
    });
    expect(savedOf(await useCases.createStandard(aStaffMember(), old)).state).to.equal("expired");
  });

  it("lets reviewers read the register but not keep it, and customers and anonymous callers neither", async () => {
    const { useCases } = world();
    expect(failureOf(await useCases.createStandard(aBranchReviewer([3]), aRequest()))?._tag).to.equal(
      "Forbidden",
    );
    expect(failureOf(await useCases.updateStandard(aBranchReviewer([3]), 1, aRequest()))?._tag).to.equal(
      "Forbidden",
    );
    expect(failureOf(await useCases.listStandards(aCustomer(), {}))?._tag).to.equal("Forbidden");
    expect(failureOf(await useCases.getStandard(aCustomer(), 1))?._tag).to.equal("NotFound");
    expect(failureOf(await useCases.listStandards({ lang: "uz" }, {}))?._tag).to.equal("Unauthenticated");
    expect(failureOf(await useCases.createStandard({ lang: "uz" }, aRequest()))?._tag).to.equal(
      "Unauthenticated",
    );
  });
});
