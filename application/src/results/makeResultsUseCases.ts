import { makeAppealResults } from "./appealResults";
import { makeAttachSignedConclusion } from "./attachSignedConclusion";
import { makeCertificateDocument } from "./certificateDocument";
import type { ResultsDeps } from "./deps";
import { makePublicCheck } from "./publicCheck";
import { makeReceiveInstruments } from "./receiveInstruments";
import { makeRecordResults } from "./recordResults";
import type { ResultsUseCases } from "./ResultsUseCases";

/** The results use cases over the given ports. */
export function makeResultsUseCases(deps: ResultsDeps): ResultsUseCases {
  return {
    appealResults: makeAppealResults(deps),
    receiveInstruments: makeReceiveInstruments(deps),
    ...makeRecordResults(deps),
    attachSignedConclusion: makeAttachSignedConclusion(deps),
    certificateDocument: makeCertificateDocument(deps),
    ...makePublicCheck(deps),
  };
}
