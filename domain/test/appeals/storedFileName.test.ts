import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { StoredFileName } from "../../src/appeals/storedFileName";

describe("a stored file's name in a download path", () => {
  it("takes the names the store makes", () => {
    expect(StoredFileName.decode("3f2a9c1e-0b5d-4c1e-9a7b-2d6f8e0c1a3b.pdf")).to.deep.equal(
      E.right("3f2a9c1e-0b5d-4c1e-9a7b-2d6f8e0c1a3b.pdf"),
    );
  });

  for (const name of ["../../etc/passwd", ".hidden", "a/b.pdf", "", "x".repeat(201)]) {
    it(`refuses ${JSON.stringify(name.slice(0, 20))}, which could leave its folder or is no name`, () => {
      expect(E.isLeft(StoredFileName.decode(name))).to.equal(true);
    });
  }
});
