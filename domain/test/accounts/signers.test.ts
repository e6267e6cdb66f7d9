import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { normaliseSignerPosition, SignerChange, StaffAccount } from "../../src/accounts";

const staffAccount = {
  id: 3,
  login: "demo.staff",
  role: "staff",
  first_name: "Nodira",
  last_name: "Yusupova",
  middle_name: "Karimovna",
  email: "demo.staff@example.com",
  branches: "all",
  disabled: false,
  has_password: true,
};

describe("a signer of certificates", () => {
  it("is made with a position of up to 200 characters, trimmed, and withdrawn with null", () => {
    expect(SignerChange.decode({ position: "  Bosh metrolog " })).to.deep.equal(
      E.right({ position: "Bosh metrolog" }),
    );
    expect(SignerChange.decode({ position: null })).to.deep.equal(E.right({ position: null }));
    expect(E.isRight(SignerChange.decode({ position: "x".repeat(200) }))).to.equal(true);
  });

  it("refuses a longer position, a missing one, a number and a broken text", () => {
    for (const body of [{ position: "x".repeat(201) }, {}, { position: 5 }, { position: "a\u0000" }])
      expect(E.isLeft(SignerChange.decode(body)), JSON.stringify(body)).to.equal(true);
  });

  it("drops a field the change does not declare", () => {
    expect(SignerChange.decode({ position: "Metrolog", role: "admin" })).to.deep.equal(
      E.right({ position: "Metrolog" }),
    );
  });

  it("keeps the position on one line, as the certificate prints it", () => {
    expect(normaliseSignerPosition(" Bosh\n metrolog\t(laboratoriya) ")).to.equal(
      "Bosh metrolog (laboratoriya)",
    );
    expect(normaliseSignerPosition(" \n ")).to.equal("");
  });

  it("shows on an account's view only when it is one, and nothing of it beyond the position", () => {
    const plain = StaffAccount.decode(staffAccount);
    expect(E.isRight(plain) && plain.right).to.not.have.property("signer");
    const signer = StaffAccount.decode({
      ...staffAccount,
      signer: { position: "Bosh metrolog", since: "x" },
    });
    expect(E.isRight(signer) && signer.right.signer).to.deep.equal({ position: "Bosh metrolog" });
    expect(E.isLeft(StaffAccount.decode({ ...staffAccount, signer: {} }))).to.equal(true);
  });
});
