import type { ReferenceStandard, StandardRequest, StandardsQuery } from "@portal/domain";
import type { Actor, Result } from "../shared";

/** The lab's reference standards register: the standards of the caller's branches. */
export interface StandardsUseCases {
  /** The standards of the caller's branches, narrowed by the query, with the day their state is of. */
  listStandards(actor: Actor, query: StandardsQuery): Result<{ data: ReferenceStandard[]; today: string }>;
  getStandard(actor: Actor, id: number): Result<ReferenceStandard>;
  createStandard(actor: Actor, request: StandardRequest): Result<ReferenceStandard>;
  updateStandard(actor: Actor, id: number, request: StandardRequest): Result<ReferenceStandard>;
}
