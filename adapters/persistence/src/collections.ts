import type { IndexSpec } from "./document/DocumentCollection";

/** Collection names, shared by the embedded files and the MongoDB database. */
export const COLLECTIONS = {
  appeals: "appeals",
  contracts: "contracts",
  selfDevices: "self_devices",
  requisites: "requisites",
  cabinetAccounts: "cabinet_accounts",
  activeCabinetAccounts: "cabinet_active_accounts",
  users: "users",
  feedback: "feedback",
  uploads: "uploads",
  idClaims: "id_claims",
  appealRevisions: "appeal_revisions",
  appealSubmissions: "appeal_submissions",
  yearlyContracts: "yearly_contracts",
} as const;

const byId: IndexSpec = { fields: { id: 1 }, unique: true };

/**
 * Every index, created at start (idempotently). Lists filter on the leading field and
 * page by id, so the indexes of a list's filters (the owner; the staff inbox's status,
 * kind and branch) lead with that field and end with the id.
 */
export const INDEXES: Readonly<Record<string, readonly IndexSpec[]>> = {
  [COLLECTIONS.appeals]: [
    byId,
    { fields: { owner_id: 1, id: -1 } },
    { fields: { status: 1, id: -1 } },
    { fields: { kind: 1, id: -1 } },
    { fields: { branch_id: 1, id: -1 } },
    { fields: { created_at: 1 } },
  ],
  [COLLECTIONS.contracts]: [
    byId,
    { fields: { appeal_id: 1, kind: 1 }, unique: true },
    { fields: { owner_id: 1, id: -1 } },
  ],
  [COLLECTIONS.selfDevices]: [byId, { fields: { user_id: 1, id: 1 } }],
  [COLLECTIONS.requisites]: [byId, { fields: { user_id: 1, id: 1 } }],
  [COLLECTIONS.cabinetAccounts]: [byId, { fields: { user_id: 1, id: 1 } }],
  [COLLECTIONS.activeCabinetAccounts]: [{ fields: { user_id: 1 }, unique: true }],
  [COLLECTIONS.users]: [byId, { fields: { login: 1 }, unique: true }],
  [COLLECTIONS.feedback]: [byId, { fields: { created_at: 1 } }],
  [COLLECTIONS.uploads]: [{ fields: { folder: 1, name: 1 }, unique: true }, { fields: { owner_id: 1 } }],
  [COLLECTIONS.idClaims]: [{ fields: { name: 1, value: -1 }, unique: true }],
  [COLLECTIONS.appealRevisions]: [{ fields: { appeal_id: 1, version: 1 }, unique: true }],
  [COLLECTIONS.appealSubmissions]: [{ fields: { key: 1 }, unique: true }],
  [COLLECTIONS.yearlyContracts]: [byId, { fields: { user_id: 1, id: 1 } }],
};
