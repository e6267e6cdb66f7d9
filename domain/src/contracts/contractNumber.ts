import { type Message, message } from "../shared/message";
import { isMissing, when } from "../shared/rules";

/** Creating a contract or an invoice needs a contract number (spec 5). */
export function validateContractNumber(contractNumber: string | null | undefined): Message[] {
  return when(isMissing(contractNumber), message("contractNumberRequired"));
}
