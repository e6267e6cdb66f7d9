import { expect } from "chai";
import { validateSelfDevice } from "../../src/register";
import { aSelfDevice } from "../support/builders";
import { renderFields } from "../support/renderFields";

describe("validateSelfDevice", () => {
  it("accepts a complete record with an empty map", () => {
    expect(validateSelfDevice(aSelfDevice(), { today: "2024-06-01" })).to.deep.equal({});
  });

  it("gives every missing field its message", () => {
    expect(renderFields(validateSelfDevice({}))).to.deep.equal({
      device_id: ["Oʻlchov vositasini tanlang"],
      country_id: ["Ishlab chiqarilgan davlatni tanlang"],
      area_of_use_id: ["Qurilma joylashgan hududni tanlang"],
      inspection_date: ["Tekshiruv sanasini kiriting"],
      next_inspection_date: ["Keyingi tekshiruv sanasini kiriting"],
    });
  });

  for (const date of ["2024-02-30", "01.03.2024", "2024-3-1", "tomorrow"]) {
    it(`refuses the date ${JSON.stringify(date)} as not a calendar date`, () => {
      expect(renderFields(validateSelfDevice(aSelfDevice({ inspection_date: date })))).to.deep.equal({
        inspection_date: ["Sana notoʻgʻri kiritilgan"],
      });
    });
  }

  // [next inspection date against 2024-03-01, accepted]
  for (const [next, accepted] of [
    ["2024-02-29", false],
    ["2024-03-01", true],
    ["2024-03-02", true],
  ] as const) {
    it(`${accepted ? "accepts" : "refuses"} a next inspection on ${next} after an inspection on 2024-03-01`, () => {
      expect(renderFields(validateSelfDevice(aSelfDevice({ next_inspection_date: next })))).to.deep.equal(
        accepted
          ? {}
          : {
              next_inspection_date: [
                "Keyingi tekshiruv sanasi tekshiruv sanasidan oldin boʻlishi mumkin emas",
              ],
            },
      );
    });
  }

  it("refuses an inspection date after today, when today is known", () => {
    const input = aSelfDevice({ inspection_date: "2024-06-02", next_inspection_date: "2025-06-02" });
    expect(renderFields(validateSelfDevice(input, { today: "2024-06-01" }))).to.deep.equal({
      inspection_date: ["Tekshiruv sanasi bugungi sanadan keyin boʻlishi mumkin emas"],
    });
    expect(validateSelfDevice(input, { today: "2024-06-02" })).to.deep.equal({});
    expect(validateSelfDevice(input)).to.deep.equal({});
  });

  it("renders in Russian", () => {
    expect(renderFields(validateSelfDevice(aSelfDevice({ country_id: undefined })), "ru")).to.deep.equal({
      country_id: ["Выберите страну производства"],
    });
  });
});
