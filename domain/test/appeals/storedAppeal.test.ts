import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import {
  StoredAppealHeader,
  StoredAppealRow,
  storedAmount,
  storedPercent,
  storedSom,
  storedTypeId,
} from "../../src/appeals/storedAppeal";
import { percent, som, toDecimalString } from "../../src/shared/money";

describe("the stored appeal codecs", () => {
  it("read a verification appeal as a save stores it, unchanged", () => {
    const header = { is_old: 0, account_number_id: 3, nds: "12.00", is_free: 0, user_id: 10, is_offline: 0 };
    const row = {
      id: 1,
      type_id: 7,
      device_id: 12,
      device_name: "Tarozi",
      amount: 2,
      cost: "58500.00",
      discount: "11700.00",
      vat: "12636.00",
      total: "129636.00",
      check_in: 1,
    };
    expect(StoredAppealHeader.decode(header)).to.deep.equal(E.right(header));
    expect(StoredAppealRow.decode(row)).to.deep.equal(E.right(row));
  });

  it("read the rows of the other kinds: a fee of null, a provider's cost 0, rows stored without ids", () => {
    for (const row of [
      { id: 1, type_id: 8, amount: 1, together: 0, cost: null, device_name: "Pribor" },
      { type_id: 18, device_id: 1146, cost: 0, device_name: "Usul", mtd_name: "Usul", amount: 1 },
      { amount: 1, comment: "Izoh" },
    ]) {
      expect(StoredAppealRow.decode(row)).to.deep.equal(E.right(row));
    }
  });

  it("refuse what no save stores: a flag as true, money as an object, a value that is no JSON", () => {
    expect(E.isLeft(StoredAppealHeader.decode({ one_place: true }))).to.equal(true);
    expect(E.isLeft(StoredAppealRow.decode({ cost: { $gt: "" } }))).to.equal(true);
    expect(E.isLeft(StoredAppealRow.decode({ device_name: "x", when: new Date(0) }))).to.equal(true);
  });

  it("read stored money and percentages exactly, what is missing or unreadable as nothing", () => {
    expect(toDecimalString(storedSom("129636.00"))).to.equal("129636.00");
    expect(toDecimalString(storedSom("12.5"))).to.equal("12.50");
    expect(storedSom(0)).to.equal(som(0));
    expect(storedSom(null)).to.equal(som(0));
    expect(storedSom(undefined)).to.equal(som(0));
    expect(storedSom("abc")).to.equal(som(0));
    expect(storedPercent("12.00")).to.equal(percent(12));
    expect(storedPercent(undefined)).to.equal(undefined);
  });

  it("read a row's amount and type as older saves stored them", () => {
    expect(storedAmount({ amount: 3 })).to.equal(3);
    expect(storedAmount({})).to.equal(1);
    expect(storedAmount({ amount: "2" } as unknown as StoredAppealRow)).to.equal(2);
    expect(storedTypeId({ type_id: 8 }, 10)).to.equal(8);
    expect(storedTypeId({}, 10)).to.equal(10);
    expect(storedTypeId({ type_id: "11" } as unknown as StoredAppealRow, undefined)).to.equal(11);
  });
});
