import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { decode, describeProblems } from "../src/shared/decode";
import {
  AppealHeader,
  AppealStatusChange,
  BankRequisiteInput,
  CabinetAccountInput,
  CommentAppealPayload,
  CompanyLookupResult,
  ContractRequest,
  Feedback,
  ProviderAppealPayload,
  RecognitionAppealPayload,
  SelfDeviceInput,
  StaffInboxQuery,
  SubmitFormApplication,
  splitAddress,
  text,
  toSentProviderRow,
  toWellFormedText,
  UserInfoUpdate,
  VerificationAppealPayload,
} from "../src";
import { render } from "../src/shared/messages";
import { toDecimalString } from "../src/shared/money";

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

describe("free text with a broken character (a lone UTF-16 surrogate or a NUL)", () => {
  const LONE = ["SH-\ud800", "\udc00SH", "SH-\udfff\ud800", "a\ud83d"];
  const NUL = ["\u0000", "\u0000x", "Manometr\u0000MP-100", " x\u0000 "];

  it("is refused by the shared text codec, wherever the lone half stands", () => {
    for (const value of LONE) {
      expect(problems(decode(text(255), value)), JSON.stringify(value)).to.deep.equal([
        "(body): contains a broken character (a lone UTF-16 surrogate or a NUL)",
      ]);
    }
  });

  it("is refused by the shared text codec wherever a NUL stands (FerretDB's PostgreSQL cannot store it)", () => {
    for (const value of NUL) {
      expect(problems(decode(text(255), value)), JSON.stringify(value)).to.deep.equal([
        "(body): contains a broken character (a lone UTF-16 surrogate or a NUL)",
      ]);
    }
  });

  it("keeps paired surrogates (emoji, rare CJK) and every other text as it was", () => {
    for (const value of ["SH-17 😀", "𠀀 Ариза № 5", "O‘zbekiston", "\u200f\u202eRTL", "\u0001x\u007f"]) {
      expect(decode(text(255), value), JSON.stringify(value)).to.deep.equal(E.right(value));
    }
  });

  it("gives the problem its catalogue message, naming the field, in Uzbek and Russian", () => {
    const result = decode(ContractRequest, { appeal_id: 1, contract_number: "SH-\ud800" });
    if (E.isRight(result)) expect.fail("a lone surrogate was taken");
    else {
      const [problem] = result.left;
      expect(problem?.path).to.equal("contract_number");
      expect(render(problem!.message!, "uz")).to.equal(
        "contract_number: matnda buzilgan belgi bor, uni oʻchirib qayta yuboring",
      );
      expect(render(problem!.message!, "ru")).to.equal(
        "contract_number: в тексте есть повреждённый символ, удалите его и отправьте снова",
      );
    }
  });

  // One field of each codec a client sends free text through: all of them use the shared text codec.
  const fields: ReadonlyArray<
    readonly [string, { decode: (u: unknown) => E.Either<unknown, unknown> }, unknown, string]
  > = [
    ["contract number", ContractRequest, { appeal_id: 1, contract_number: "SH-\ud800" }, "contract_number"],
    ["contract note", ContractRequest, { appeal_id: 1, note: "\ud800" }, "note"],
    [
      "verification row",
      VerificationAppealPayload,
      { devices: [{ about_device: "\ud800" }] },
      "devices.0.about_device",
    ],
    [
      "appeal header",
      VerificationAppealPayload,
      { appeal: { email: "a\udc00@b.uz" }, devices: [] },
      "appeal.email",
    ],
    [
      "recognition row",
      RecognitionAppealPayload,
      { devices: [{ device_name: "\ud800" }] },
      "devices.0.device_name",
    ],
    [
      "provider row",
      ProviderAppealPayload,
      { devices: [{ laboratory_name: "\ud800" }] },
      "devices.0.laboratory_name",
    ],
    ["comment row", CommentAppealPayload, { devices: [{ comment: "\ud800" }] }, "devices.0.comment"],
    ["feedback", Feedback, { type: "public", name: "\ud800" }, "name"],
    [
      "provider row, a NUL",
      ProviderAppealPayload,
      { devices: [{ measurement_size: "\u0000" }] },
      "devices.0.measurement_size",
    ],
    ["personal data", UserInfoUpdate, { users: { email: "\ud800" } }, "users.email"],
    ["requisite", BankRequisiteInput, { company_name: "\ud800" }, "company_name"],
    ["cabinet account", CabinetAccountInput, { bank_name: "\ud800" }, "bank_name"],
    ["status change", AppealStatusChange, { action: "approve", note: "\ud800" }, "note"],
    ["staff inbox search", StaffInboxQuery, { customer: "\ud800" }, "customer"],
    ["submit form", SubmitFormApplication, { address: "\ud800" }, "address"],
  ];
  for (const [what, codec, value, path] of fields) {
    it(`is refused in the ${what} (${path})`, () => {
      const result = decode(codec as never, value);
      expect(problems(result).filter((line) => line.startsWith(`${path}:`))).to.deep.equal([
        `${path}: contains a broken character (a lone UTF-16 surrogate or a NUL)`,
      ]);
    });
  }

  it("is made well formed for showing what is already stored: each lone half becomes U+FFFD, pairs stay", () => {
    expect(toWellFormedText("SH-\ud800")).to.equal("SH-\ufffd");
    expect(toWellFormedText("\udc00a\ud800")).to.equal("\ufffda\ufffd");
    expect(toWellFormedText("SH-17 😀")).to.equal("SH-17 😀");
  });
});
