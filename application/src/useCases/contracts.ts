import {
  add,
  appealRowFee,
  ContractRequest,
  KOMPLEKS,
  message,
  parseSom,
  toDecimalString,
  validateContractNumber,
  ZERO,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, isStaff } from "../actor";
import { conflict, forbidden, invalid, notFound } from "../failures";
import type { AppealRecord, ContractRecord, JsonObject } from "../ports";
import type { Deps } from "./deps";
import { decodeBody, signedIn, toJson } from "./shared";
import type { Result } from "./UseCases";

/** A row's cost on the contract: the fee with the joint choice staff made, or the stored line total. */
function rowCost(appeal: AppealRecord, row: JsonObject, together: boolean) {
  const amount = Number(row.amount ?? 1);
  const kind = appeal.kind === "kompleks" ? KOMPLEKS : Number(row.type_id ?? appeal.type_id);
  return appealRowFee(kind, amount, together) ?? parseSom(String(row.total ?? row.cost ?? "0")) ?? ZERO;
}

export function makeContracts(deps: Deps) {
  async function create(actor: Actor, body: unknown, kind: ContractRecord["kind"]): Result<ContractRecord> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const request = decodeBody(ContractRequest, body);
    if (E.isLeft(request)) return request;
    const numberProblems = validateContractNumber(request.right.contract_number);
    if (numberProblems.length > 0) return E.left(invalid(numberProblems));
    const appeal = await deps.appeals.findById(request.right.appeal_id);
    if (!appeal) return E.left(notFound);

    // Amounts and costs come from the stored appeal; the request only chooses joint certificates.
    const devices = appeal.devices.map((row, i) => {
      const together = request.right.devices?.[i]?.together === 1;
      const cost = rowCost(appeal, row, together);
      return toJson({ ...row, together: together ? 1 : 0, cost });
    });
    const total = add(...devices.map((row) => parseSom(String(row.cost)) ?? ZERO));
    const now = deps.clock.now().toISOString();
    const contract: ContractRecord = {
      id: await deps.ids.next("contracts"),
      appeal_id: appeal.id,
      owner_id: appeal.owner_id,
      kind,
      contract_number: request.right.contract_number!.trim(),
      devices,
      total: toDecimalString(total),
      created_by: user.right.id,
      created_at: now,
    };
    if (!(await deps.contracts.insert(contract))) return E.left(conflict(message("contractExists")));
    const status = kind === "contract" ? "contracted" : "invoiced";
    const updated: AppealRecord = {
      ...appeal,
      status,
      history: [...appeal.history, { status, at: now, by: user.right.id }],
      updated_at: now,
      version: appeal.version + 1,
    };
    if (!(await deps.appeals.replace(updated, appeal.version)))
      return E.left(conflict(message("appealChanged")));
    return E.right(contract);
  }

  return {
    createContract: (actor: Actor, body: unknown) => create(actor, body, "contract"),
    createInvoice: (actor: Actor, body: unknown) => create(actor, body, "invoice"),
  };
}
