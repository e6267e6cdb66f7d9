import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { decode, describeProblems } from "../src/decode";
import {
  AppealHeader,
  CompanyLookupResult,
  ContractRequest,
  Feedback,
  RecognitionAppealPayload,
  SelfDeviceInput,
  splitAddress,
  toSentProviderRow,
  VerificationAppealPayload,
} from "../src/entities";
import { toDecimalString } from "../src/money";

const problems = (result: E.Either<Parameters<typeof describeProblems>[0], unknown>) =>
  E.isLeft(result) ? describeProblems(result.left) : [];

describe("entity codecs", () => {
  it("decodes a verification payload, accepting ids sent as strings and costs as decimals", () => {
    const result = decode(VerificationAppealPayload, {
      appeal: { branch_id: "3", is_free: true, nds: 12 },
      devices: [{ type_id: "4", device_id: 17, amount: "2", cost: "10.5", check_out: 0 }],
      offer_accepted: true,
    });
    expect(E.isRight(result)).to.equal(true);
    if (E.isLeft(result)) return;
    expect(result.right.appeal?.branch_id).to.equal(3);
    expect(result.right.appeal?.is_free).to.equal(1);
    expect(result.right.devices[0]?.amount).to.equal(2);
    expect(toDecimalString(result.right.devices[0]!.cost!)).to.equal("10.50");
    expect(result.right.offer_accepted).to.equal(true);
  });

  it("drops fields the spec does not know", () => {
    const result = decode(AppealHeader, { branch_id: 1, $where: "sleep(1000)", role: "admin" });
    expect(E.isRight(result) && result.right).to.deep.equal({ branch_id: 1 });
  });

  it("refuses an operator object in place of a value, naming where", () => {
    const result = decode(VerificationAppealPayload, {
      appeal: { branch_id: { $gt: "" } },
      devices: [{ device_name: { $ne: null } }],
    });
    expect(problems(result)).to.deep.equal([
      "devices.0.device_name: expected text",
      "appeal.branch_id: expected a positive whole number",
    ]);
  });

  it("refuses a payload without its device list, and one with too many rows", () => {
    expect(problems(decode(RecognitionAppealPayload, { appeal: {} }))).to.deep.equal([
      "devices: expected a list",
    ]);
    const many = decode(RecognitionAppealPayload, { devices: Array.from({ length: 201 }, () => ({})) });
    expect(problems(many)).to.deep.equal(["devices: at most 200 items"]);
  });

  it("treats empty strings and null as not given", () => {
    const result = decode(VerificationAppealPayload, { devices: [{ province_id: "", city_id: null }] });
    expect(E.isRight(result) && result.right.devices[0]).to.deep.equal({
      province_id: undefined,
      city_id: undefined,
    });
  });

  it("refuses text longer than its field allows", () => {
    expect(
      problems(decode(RecognitionAppealPayload, { devices: [{ device_name: "x".repeat(256) }] })),
    ).to.deep.equal(["devices.0.device_name: longer than 255 characters"]);
  });

  it("tells private and public feedback apart by type", () => {
    const anonymous = decode(Feedback, { type: "private", private_msg: "Salom", branch_id: 2 });
    expect(E.isRight(anonymous) && anonymous.right).to.deep.equal({
      type: "private",
      private_msg: "Salom",
      branch_id: 2,
    });
    expect(E.isLeft(decode(Feedback, { type: "secret" }))).to.equal(true);
  });

  it("accepts only real calendar dates for self devices", () => {
    expect(E.isRight(decode(SelfDeviceInput, { inspection_date: "2026-02-28" }))).to.equal(true);
    expect(problems(decode(SelfDeviceInput, { inspection_date: "2026-02-30" }))).to.deep.equal([
      "inspection_date: expected a date YYYY-MM-DD",
    ]);
  });

  it("sends a provider row with type 18, device 1146, cost 0 and the method name as device name", () => {
    expect(toSentProviderRow({ mtd_name: "Bosim o'lchash", device_type_id: 4 })).to.deep.equal({
      mtd_name: "Bosim o'lchash",
      device_type_id: 4,
      amount: 1,
      type_id: 18,
      device_id: 1146,
      cost: 0,
      device_name: "Bosim o'lchash",
    });
  });

  it("decodes the contract call's rows with every field spec 7 lists, dropping others, at most 200", () => {
    const result = decode(ContractRequest, {
      appeal_id: "41",
      contract_number: "SH-1",
      devices: [
        { id: 1, device_id: "12", type_id: 8, amount: 3, cost: "1284446.80", together: 1, device_name: "x" },
      ],
    });
    expect(E.isRight(result) && result.right.devices).to.deep.equal([
      { id: 1, device_id: 12, type_id: 8, amount: 3, cost: 128444680n, together: 1 },
    ]);
    const many = decode(ContractRequest, {
      appeal_id: 41,
      devices: Array.from({ length: 201 }, (_, i) => ({ id: i + 1 })),
    });
    expect(problems(many)).to.deep.equal(["devices: at most 200 items"]);
  });

  it("splits a permanent address into region, district and street", () => {
    expect(splitAddress("Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 12-uy")).to.deep.equal({
      region: "Toshkent shahri",
      district: "Yunusobod tumani",
      street: "Amir Temur ko'chasi, 12-uy",
    });
    expect(splitAddress(undefined)).to.deep.equal({ region: "", district: "", street: "" });
  });

  it("checks a company lookup result has every field the cabinet shows", () => {
    expect(E.isLeft(decode(CompanyLookupResult, { company_name: "X" }))).to.equal(true);
  });
});
