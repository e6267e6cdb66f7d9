import { expect } from "chai";
import { ApiError } from "../src/api/client";
import {
  alertTextOf,
  allFieldMessages,
  errorListOf,
  fieldErrorsOf,
  statusOf,
} from "../src/logic/serverErrors";

const fields = new ApiError(422, {
  status: false,
  message: {
    bank_name: ["Bank nomini kiriting"],
    mfo: ["MFO 5 ta raqamdan iborat boʻlishi kerak", "ikkinchi"],
  },
  errors: {},
});
const list = new ApiError(422, {
  status: 0,
  message: "Filialni tanlang\nTumanni tanlang",
  errors: ["Filialni tanlang", "Tumanni tanlang"],
});

describe("reading the server's refusals", () => {
  it("finds the per-field messages shown under the bank account fields", () => {
    expect(fieldErrorsOf(fields)).to.deep.equal({
      bank_name: ["Bank nomini kiriting"],
      mfo: ["MFO 5 ta raqamdan iborat boʻlishi kerak", "ikkinchi"],
    });
    expect(fieldErrorsOf(list)).to.deep.equal({});
  });

  it("lists the first message of each field for the edit modals (spec 2.17)", () => {
    expect(errorListOf(fields)).to.deep.equal([
      "Bank nomini kiriting",
      "MFO 5 ta raqamdan iborat boʻlishi kerak",
    ]);
  });

  it("lists every message of every field for the self-device modal", () => {
    expect(allFieldMessages(fields)).to.have.length(3);
  });

  it("lists a refusal's messages, or its text", () => {
    expect(errorListOf(list)).to.deep.equal(["Filialni tanlang", "Tumanni tanlang"]);
    expect(errorListOf(new ApiError(429, { status: 0, message: "So'rovlar juda ko'p" }))).to.deep.equal([
      "So'rovlar juda ko'p",
    ]);
  });

  it("alerts the server's message, else the fallback", () => {
    expect(alertTextOf(new ApiError(404, { message: "Topilmadi" }), "x")).to.equal("Topilmadi");
    expect(alertTextOf(new ApiError(0, undefined), "Server bilan aloqa yo'q")).to.equal(
      "Server bilan aloqa yo'q",
    );
    expect(statusOf(list)).to.equal(422);
    expect(statusOf(new Error("x"))).to.equal(undefined);
  });
});
