import { type ContractRequest, matchContractRows, message, validateContractNumber } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type AppealRecord,
  conflict,
  type Failure,
  forbidden,
  invalid,
  isStaff,
  notFound,
  type Result,
  signedIn,
  type UserRecord,
  worksOn,
} from "../shared";
import type { ContractRecord } from "./ports/ContractRepository";
import { checkTransition, recordTransition, rowIdsOf, withRowIds } from "../appeals";
import { contractRows, jointRowsOf } from "./contractLines";
import type { ContractDeps } from "./deps";

/** How often a contract's status change is tried again when another write came first. */
const STATUS_ATTEMPTS = 3;

const lostToAnotherWrite = (failure: Failure): boolean =>
  failure._tag === "Conflict" && failure.message.key === "appealChanged";

export function makeContracts(deps: ContractDeps) {
  /**
   * Moves the appeal to contracted / invoiced once its contract is stored. Another write
   * in between (a note, an edit) only costs a re-read: the step is tried on the fresh
   * appeal, and refused only if the lifecycle no longer allows it.
   */
  async function markAppeal(
    appeal: AppealRecord,
    kind: ContractRecord["kind"],
    user: UserRecord,
    contract: ContractRecord,
  ): Promise<E.Either<Failure, AppealRecord>> {
    let current: AppealRecord | undefined = appeal;
    let outcome: E.Either<Failure, AppealRecord> = E.left(conflict(message("appealChanged")));
    for (let attempt = 0; attempt < STATUS_ATTEMPTS && current; attempt++) {
      outcome = await recordTransition(deps, current, kind, user, { note: contract.contract_number });
      if (E.isRight(outcome) || !lostToAnotherWrite(outcome.left)) return outcome;
      current = await deps.appeals.findById(appeal.id);
    }
    return outcome;
  }

  async function create(
    actor: Actor,
    request: ContractRequest,
    kind: ContractRecord["kind"],
  ): Result<ContractRecord> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const numberProblems = validateContractNumber(request.contract_number);
    if (numberProblems.length > 0) return E.left(invalid(numberProblems));
    const appeal = await deps.appeals.findById(request.appeal_id);
    if (!appeal) return E.left(notFound);
    if (!worksOn(user.right, appeal.branch_id)) return E.left(forbidden);
    const existing = await deps.contracts.findByAppeal(appeal.id);
    if (existing.some((contract) => contract.kind === kind))
      return E.left(conflict(message("contractExists")));
    const allowed = checkTransition(appeal, kind, user.right);
    if (E.isLeft(allowed)) return allowed;

    // The request names the appeal's rows by id (spec 7) and only chooses joint certificates;
    // amounts and costs come from the stored appeal and the domain fees, never the request.
    const stored = withRowIds(appeal.devices);
    const choice = matchContractRows(rowIdsOf(stored), request.devices);
    if (choice.problems.length > 0) return E.left(invalid([...choice.problems]));
    // An invoice against the appeal's contract bills what the contract made: its joint choices stand.
    const made = existing.find((document) => document.kind === "contract");
    const joint = made === undefined ? choice.joint : jointRowsOf(made);
    const { rows, total } = contractRows({ ...appeal, devices: stored }, (row) => joint.has(row.id ?? 0));
    const contract: ContractRecord = {
      id: await deps.ids.next("contracts"),
      appeal_id: appeal.id,
      owner_id: appeal.owner_id,
      kind,
      contract_number: request.contract_number!.trim(),
      devices: rows,
      total,
      created_by: user.right.id,
      created_at: deps.clock.now().toISOString(),
    };
    if (!(await deps.contracts.insert(contract))) return E.left(conflict(message("contractExists")));
    const marked = await markAppeal(appeal, kind, user.right, contract);
    return E.isLeft(marked) ? marked : E.right(contract);
  }

  return {
    createContract: (actor: Actor, request: ContractRequest) => create(actor, request, "contract"),
    createInvoice: (actor: Actor, request: ContractRequest) => create(actor, request, "invoice"),
  };
}
