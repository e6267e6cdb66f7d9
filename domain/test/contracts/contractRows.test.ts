import { expect } from "chai";
import { renderAll } from "../../src/shared/messages";
import { matchContractRows } from "../../src/contracts";

describe("matchContractRows (the contract call's rows by id, spec 7)", () => {
  it("takes each row's joint choice by its id, whatever the order the rows come in", () => {
    const choice = matchContractRows(
      [1, 2, 3],
      [
        { id: 3, together: 1 },
        { id: 1, together: 0 },
        { id: 2, together: 1 },
      ],
    );
    expect(choice.problems).to.deep.equal([]);
    expect([...choice.joint].sort()).to.deep.equal([2, 3]);
  });

  it("refuses a row the appeal does not have, or one without an id, by its number as sent", () => {
    const choice = matchContractRows([1, 2], [{ id: 1 }, { id: 2 }, { id: 9, together: 1 }, { together: 1 }]);
    expect(renderAll(choice.problems, "uz")).to.deep.equal([
      "Qurilma №3:Bu arizada bunday qurilma yoʻq, sahifani yangilang",
      "Qurilma №4:Bu arizada bunday qurilma yoʻq, sahifani yangilang",
    ]);
    expect(renderAll(choice.problems, "ru")[0]).to.equal(
      "Устройство №3:В этой заявке нет такого устройства, обновите страницу",
    );
    expect(choice.joint.size).to.equal(0);
  });

  it("refuses a row named twice", () => {
    const choice = matchContractRows([1, 2], [{ id: 1 }, { id: 2 }, { id: 2, together: 1 }]);
    expect(renderAll(choice.problems, "uz")).to.deep.equal(["Qurilma №3:Bu qurilma ikki marta yuborilgan"]);
  });

  it("refuses a request that leaves a row of the appeal out (or sends no rows), by the appeal's row number", () => {
    expect(renderAll(matchContractRows([4, 5, 6], [{ id: 4 }, { id: 6 }]).problems, "uz")).to.deep.equal([
      "Qurilma №2:Arizaning bu qurilmasi yuborilmagan, sahifani yangilang",
    ]);
    expect(matchContractRows([1, 2]).problems).to.have.length(2);
  });

  it("accepts an appeal without rows and an empty list", () => {
    expect(matchContractRows([], []).problems).to.deep.equal([]);
  });
});
