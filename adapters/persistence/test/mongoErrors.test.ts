import { ServiceUnavailableError } from "@portal/application";
import { expect } from "chai";
import { MongoNetworkError, MongoServerError } from "mongodb";
import { DuplicateKeyError } from "../src/document/DocumentCollection";
import { translateMongoError } from "../src/document/mongoErrors";

const socketError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("translateMongoError", () => {
  it("answers an outage for the driver's network errors", () => {
    expect(translateMongoError(new MongoNetworkError("connection closed"), "appeals")).to.be.instanceOf(
      ServiceUnavailableError,
    );
  });

  it("answers an outage for a socket error the driver lets through unwrapped (FerretDB stopping mid-write)", () => {
    for (const code of ["EPIPE", "ECONNRESET", "ECONNREFUSED", "ETIMEDOUT"]) {
      const translated = translateMongoError(
        socketError(code, "This socket has been ended by the other party"),
        "appeals",
      );
      expect(translated, code).to.be.instanceOf(ServiceUnavailableError);
    }
  });

  it("answers a duplicate key for a unique index's refusal", () => {
    const error = new MongoServerError({ message: "E11000 duplicate key", code: 11000 });
    expect(translateMongoError(error, "appeals")).to.be.instanceOf(DuplicateKeyError);
  });

  it("lets any other error through as the defect it is", () => {
    const defect = new TypeError("x is not a function");
    expect(translateMongoError(defect, "appeals")).to.equal(defect);
    const coded = socketError("ENOENT", "no such file");
    expect(translateMongoError(coded, "appeals")).to.equal(coded);
  });
});
