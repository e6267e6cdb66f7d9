import * as t from "io-ts";
import { apiCall, STAFF, type UserRole } from "../shared/api";
import { Id, IsoDate } from "../shared/primitives";
import { ReferenceStandard } from "./referenceStandard";
import { StandardRequest, StandardsQuery } from "./standardRequest";

/** Staff keep the register; reviewers, who approve the results that cite standards, read it. */
const KEEPERS: readonly UserRole[] = ["staff"];

const ById = t.strict({ id: Id });
const StandardAnswer = t.strict({ status: t.literal(true), message: t.string, data: ReferenceStandard });

/**
 * The lab's reference standards (etalons) register (docs/architecture.md, "Adding a call"):
 * the standards of the caller's branches, each with its own certificate and its state today.
 */
export const standardsApi = {
  list: apiCall({
    method: "GET",
    path: "/api/staff/standards",
    summary:
      "The reference standards of the caller's branches, by certificate expiry; ?state= (valid, due, expired) and ?q= (name, type, serial or certificate number) narrow it",
    audience: STAFF,
    query: StandardsQuery,
    answer: t.strict({ status: t.literal(true), data: t.array(ReferenceStandard), today: IsoDate }),
    failures: ["Malformed"],
    statusStyle: "boolean",
  }),
  get: apiCall({
    method: "GET",
    path: "/api/staff/standards/:id",
    summary: "One reference standard of the caller's branches",
    audience: STAFF,
    params: ById,
    answer: t.strict({ status: t.literal(true), data: ReferenceStandard }),
    failures: ["NotFound"],
    statusStyle: "boolean",
  }),
  create: apiCall({
    method: "POST",
    path: "/api/staff/standards",
    summary: "Record a reference standard of one of the caller's branches (staff only)",
    audience: KEEPERS,
    body: StandardRequest,
    answer: StandardAnswer,
    failures: ["Malformed", "Invalid", "Conflict"],
    statusStyle: "boolean",
  }),
  update: apiCall({
    method: "PUT",
    path: "/api/staff/standards/:id",
    summary: "Change a reference standard: the whole record again, a new certificate included (staff only)",
    audience: KEEPERS,
    params: ById,
    body: StandardRequest,
    answer: StandardAnswer,
    failures: ["Malformed", "Invalid", "NotFound", "Conflict"],
    statusStyle: "boolean",
  }),
};
