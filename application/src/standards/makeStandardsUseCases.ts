import {
  branchesListed,
  matchesStandardSearch,
  message,
  type ReferenceStandard,
  type StandardRequest,
  standardStateRange,
  tashkentDay,
  validateStandard,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  conflict,
  forbidden,
  hasRole,
  invalid,
  isStaff,
  notFound,
  type Result,
  type UserRecord,
  unauthenticated,
  worksOn,
} from "../shared";
import type { StandardsDeps } from "./deps";
import type { StandardRecord } from "./ports/StandardRepository";
import { standardView } from "./standardView";
import type { StandardsUseCases } from "./StandardsUseCases";

/**
 * The register of the lab's reference standards. Staff and reviewers read the standards of
 * the branches they work on (the head office: every branch); staff record and change them,
 * within those branches. A standard of another branch is not found, as an appeal is not.
 */
export function makeStandardsUseCases(deps: StandardsDeps): StandardsUseCases {
  const today = () => tashkentDay(deps.clock.now());

  async function branchNames(actor: Actor): Promise<Map<number, string>> {
    return new Map((await deps.catalogue.branches(actor.lang)).map((branch) => [branch.id, branch.name]));
  }

  async function viewOf(actor: Actor, record: StandardRecord): Promise<ReferenceStandard> {
    const branch = await deps.catalogue.branch(record.branch_id, actor.lang);
    return standardView(record, today(), branch?.name);
  }

  /** The reader of a standard: staff or reviewer working on its branch. */
  async function readable(
    actor: Actor,
    id: number,
  ): Promise<E.Either<"Unauthenticated" | "NotFound", StandardRecord>> {
    if (!actor.user) return E.left("Unauthenticated");
    const record = isStaff(actor) ? await deps.standards.findById(id) : undefined;
    return record && worksOn(actor.user, record.branch_id) ? E.right(record) : E.left("NotFound");
  }

  /** Checks a request of a staff member: its rules, then a branch that exists and that they work on. */
  async function checked(user: UserRecord, actor: Actor, request: StandardRequest) {
    const problems = validateStandard(request);
    if (problems.length > 0) return E.left(invalid(problems));
    const branch = await deps.catalogue.branch(request.branch_id, actor.lang);
    if (!branch) return E.left(invalid([message("standardBranchUnknown")]));
    if (!worksOn(user, branch.id)) return E.left(invalid([message("standardBranchNotYours")]));
    return E.right(branch.name);
  }

  const taken = (request: StandardRequest) =>
    conflict(message("standardSerialTaken", { type: request.type, serial: request.serial_number }));

  const fieldsOf = (request: StandardRequest) => ({
    name: request.name,
    type: request.type,
    serial_number: request.serial_number,
    range: request.range,
    accuracy: request.accuracy,
    certificate: { ...request.certificate },
    branch_id: request.branch_id,
  });

  return {
    async listStandards(actor, query) {
      if (!actor.user) return E.left(unauthenticated);
      if (!isStaff(actor)) return E.left(forbidden);
      const day = today();
      const range = query.state ? standardStateRange(query.state, day) : {};
      const branches = branchesListed(actor.user.branches);
      const records = await deps.standards.list({
        ...(branches ? { branch_ids: branches } : {}),
        ...(range.from ? { valid_from: range.from } : {}),
        ...(range.to ? { valid_to: range.to } : {}),
      });
      const names = await branchNames(actor);
      const data = records
        .filter((record) => matchesStandardSearch(record, query.q))
        .map((record) => standardView(record, day, names.get(record.branch_id)));
      return E.right({ data, today: day });
    },

    async getStandard(actor, id) {
      const found = await readable(actor, id);
      if (E.isLeft(found)) return E.left(found.left === "NotFound" ? notFound : unauthenticated);
      return E.right(await viewOf(actor, found.right));
    },

    async createStandard(actor, request): Result<ReferenceStandard> {
      if (!actor.user) return E.left(unauthenticated);
      if (!hasRole(actor, "staff")) return E.left(forbidden);
      const branch = await checked(actor.user, actor, request);
      if (E.isLeft(branch)) return branch;
      const now = deps.clock.now().toISOString();
      const record: StandardRecord = {
        id: await deps.ids.next("standards"),
        ...fieldsOf(request),
        created_at: now,
        updated_at: now,
        created_by: actor.user.id,
      };
      if ((await deps.standards.insert(record)) === "taken") return E.left(taken(request));
      return E.right(standardView(record, today(), branch.right));
    },

    async updateStandard(actor, id, request): Result<ReferenceStandard> {
      if (!actor.user) return E.left(unauthenticated);
      if (!hasRole(actor, "staff")) return E.left(forbidden);
      const found = await readable(actor, id);
      if (E.isLeft(found)) return E.left(notFound);
      const branch = await checked(actor.user, actor, request);
      if (E.isLeft(branch)) return branch;
      const record: StandardRecord = {
        ...found.right,
        ...fieldsOf(request),
        updated_at: deps.clock.now().toISOString(),
      };
      if ((await deps.standards.update(record)) === "taken") return E.left(taken(request));
      return E.right(standardView(record, today(), branch.right));
    },
  };
}
