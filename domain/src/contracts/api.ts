import { CONTRACT_DOCUMENT } from "./filePaths";
import * as t from "io-ts";
import { lifecycleRoleOf, PageQuery, readsContracts } from "../appeals";
import { apiCall, fileAnswer, USER_ROLES } from "../shared/api";
import { LanguageQuery } from "../shared/languageQuery";
import { Id } from "../shared/primitives";
import { ContractRequest } from "./contract";
import { ContractPreview } from "./contractPreview";
import { ContractRecord } from "./contractRecord";

/** Who reads contracts and invoices, by the lifecycle's rule: customers and staff, no reviewer. */
const READERS = USER_ROLES.filter((role) => {
  const lifecycle = lifecycleRoleOf(role);
  return lifecycle !== undefined && readsContracts(lifecycle);
});

/** The lifecycle's contract and invoice steps are staff's. */
const MAKERS = ["staff"] as const;

/** What creating one answers (spec 7: "on status true"), with the message to show. */
const Created = t.strict({ status: t.literal(true), message: t.string, data: ContractRecord });

/**
 * The contracts module's calls (docs/architecture.md, "Adding a call"): staff preview and make
 * a contract, or the invoice of a yearly contract, from an appeal (an Idempotency-Key makes a
 * retry safe); staff read every one, a customer their own, with each one's document.
 */
export const contractsApi = {
  createContract: apiCall({
    method: "POST",
    path: "/recognition/contract/store",
    idempotent: true,
    summary:
      "Staff: create the contract of an appeal (spec 7): its rows named by id with the joint choice, priced by the server from the stored appeal; the appeal becomes contracted",
    audience: MAKERS,
    body: ContractRequest,
    answer: Created,
    failures: ["Invalid", "NotFound", "Conflict"],
    statusStyle: "boolean",
  }),
  createInvoice: apiCall({
    method: "POST",
    path: "/recognition/create-invoice",
    idempotent: true,
    summary:
      "Staff: create the invoice of an appeal under a yearly contract, as a contract is created; the appeal becomes invoiced",
    audience: MAKERS,
    body: ContractRequest,
    answer: Created,
    failures: ["Invalid", "NotFound", "Conflict"],
    statusStyle: "boolean",
  }),
  contractPreview: apiCall({
    method: "GET",
    path: "/api/staff/appeals/:id/contract-preview",
    summary:
      "Staff of the appeal's branch: the appeal's next document before it is created (a contract, or the invoice of an appeal under the customer's yearly contract, that contract's number prefilled) with the lines and total the server will store; 409 when the appeal cannot take that step now or already has it",
    audience: MAKERS,
    params: t.type({ id: Id }),
    answer: t.strict({ data: ContractPreview }),
    failures: ["NotFound", "Conflict"],
  }),
  listContracts: apiCall({
    method: "GET",
    path: "/api/contracts",
    summary:
      "Contracts and invoices, newest first, keyset-paged (`next` is the cursor of the page after): staff every one, a customer their own",
    audience: READERS,
    query: PageQuery,
    answer: t.exact(
      t.intersection([t.type({ data: t.readonlyArray(ContractRecord) }), t.partial({ next: Id })]),
    ),
  }),
  listAppealContracts: apiCall({
    method: "GET",
    path: "/api/appeals/:id/contracts",
    summary: "The contract and invoice of an appeal, for whoever may read the appeal",
    audience: READERS,
    params: t.type({ id: Id }),
    answer: t.strict({ data: t.readonlyArray(ContractRecord) }),
    failures: ["NotFound"],
  }),
  contractDocument: apiCall({
    method: "GET",
    path: CONTRACT_DOCUMENT.path,
    summary:
      "A contract or invoice as a PDF (an attachment named after its number), in the language asked for; the owning customer and staff only",
    audience: READERS,
    params: t.type({ id: Id }),
    query: LanguageQuery,
    answer: fileAnswer("application/pdf"),
    failures: ["NotFound"],
  }),
};
