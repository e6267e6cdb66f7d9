import { contractFromRecognition } from "./scenarios/contract";
import { reviewerEditsVerification, staffEntersRecognition } from "./scenarios/offline";
import { resultsOfVerification, signedConclusionOfRecognition } from "./scenarios/results";
import { useBrowserSuite } from "./support/harness";

/**
 * Issue 7's browser scenarios once more on the production profile: the same UI and server
 * over FerretDB (the MongoDB driver), MinIO (the uploaded PDFs) and Redis (the sessions).
 */
describe("staff and reviewer work on the production profile (browser)", () => {
  const e2e = useBrowserSuite({ production: true });

  it("staff approve, price jointly, create the contract and the customer downloads it", () =>
    contractFromRecognition(e2e));

  it("a reviewer edits a verification appeal and the customer sees the new total", () =>
    reviewerEditsVerification(e2e));

  it("staff enter a recognition appeal for a company and land on its contract page", () =>
    staffEntersRecognition(e2e));

  // One language here: results.test.ts walks both on the embedded profile, and what the
  // production profile changes (the store, the files, the sessions) speaks no language.
  it("staff record results, the customer and an anonymous visitor see the certificates (issue 14, ru)", () =>
    resultsOfVerification(e2e, "ru"));

  it("staff attach a signed conclusion (stored in MinIO) and the customer downloads those bytes (issue 14)", () =>
    signedConclusionOfRecognition(e2e));
});
