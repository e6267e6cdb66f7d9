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
  notifications: "notifications",
  notificationSettings: "notification_settings",
  mailOutbox: "mail_outbox",
  mailClaims: "mail_claims",
  reminderRuns: "reminder_runs",
  instrumentResults: "instrument_results",
  instrumentReceipts: "instrument_receipts",
  issuedCertificateFiles: "issued_certificate_files",
  certificateNumbers: "certificate_numbers",
  passwordLinks: "password_links",
  passwordLinkUses: "password_link_uses",
  accountAudit: "account_audit",
  payments: "payments",
  paymentClaims: "payment_claims",
  standards: "reference_standards",
  standardKeys: "reference_standard_keys",
} as const;

const byId: IndexSpec = { fields: { id: 1 }, unique: true };

/** Every subset of the fields, the empty one first. */
function subsets<T>(fields: readonly T[]): T[][] {
  return fields.reduce<T[][]>((all, field) => [...all, ...all.map((subset) => [...subset, field])], [[]]);
}

/**
 * The staff inbox always filters on the status (one, or every status but draft) and on any
 * combination of kind, branch and customer, pages by id and may bound the creation date. On
 * MongoDB each combination has an index of its own in the ESR order (equality fields, then the
 * sort, then the range), so that no inbox page scans more than it returns or sorts in memory:
 * eight indexes, proven by the production suite's index test (server/test/api.production.test.ts).
 * The embedded store serves the same lists from its id orders ({field, id} below).
 */
const inboxIndexes: IndexSpec[] = subsets(["kind", "branch_id", "owner_id"]).map((fields) => ({
  fields: {
    status: 1,
    ...Object.fromEntries(fields.map((field) => [field, 1 as const])),
    id: -1,
    created_at: 1,
  },
  only: "mongo",
}));

/**
 * The payments ledger filters on any combination of provider, state and branch, bounds the
 * time a transaction was made and reads newest first: on MongoDB one index per combination,
 * equality fields then the time it sorts and bounds by (as the inbox's above).
 */
const ledgerIndexes: IndexSpec[] = subsets(["provider", "state", "branch_id"]).map((fields) => ({
  fields: { ...Object.fromEntries(fields.map((field) => [field, 1 as const])), create_time: 1, id: 1 },
  only: "mongo",
}));

/**
 * Every index, created at start (idempotently). Lists filter on the leading field and
 * page by id, so the indexes of a list's filters (the owner; the staff inbox's status,
 * kind and branch) lead with that field and end with the id.
 */
export const INDEXES: Readonly<Record<string, readonly IndexSpec[]>> = {
  [COLLECTIONS.appeals]: [
    byId,
    // "My applications" (and, with a status, the inbox's index with the owner serves it).
    { fields: { owner_id: 1, id: -1 } },
    // The embedded store's id orders of the inbox filters (NedbIdOrder) and its date index.
    { fields: { status: 1, id: -1 }, only: "embedded" },
    { fields: { kind: 1, id: -1 }, only: "embedded" },
    // Also MongoDB's: a regional staff member's inbox without a status names their branch (issue 26).
    { fields: { branch_id: 1, id: -1 } },
    { fields: { created_at: 1 }, only: "embedded" },
    ...inboxIndexes,
    // The cabinet's results ready: a customer's appeals completed (last changed) since a day.
    { fields: { status: 1, owner_id: 1, id: -1, updated_at: 1 }, only: "mongo" },
  ],
  [COLLECTIONS.contracts]: [
    byId,
    { fields: { appeal_id: 1, kind: 1 }, unique: true },
    // An appeal's contracts in id order.
    { fields: { appeal_id: 1, id: 1 } },
    { fields: { owner_id: 1, id: -1 } },
  ],
  [COLLECTIONS.selfDevices]: [
    byId,
    { fields: { user_id: 1, id: 1 } },
    { fields: { user_id: 1, device_id: 1, serial_number: 1 } },
    // The daily reminder run: equality on the date, then the id it pages by.
    { fields: { next_inspection_date: 1, id: 1 } },
    // The register page (issue 15): the owner's entries by next inspection date then id, a
    // state's date range on the same index; the unfit ones counted apart.
    { fields: { user_id: 1, next_inspection_date: 1, id: 1 } },
    { fields: { user_id: 1, unfit: 1 } },
    // MongoDB's planner, for the page's filters (equality, then the sort, then the range): a
    // state (the unfit mark, then the dates), a device and an area, the counts by state, the
    // import's look-up of serial numbers. Other mixes of filters walk the owner's date index
    // above with the rest applied to its entries: one customer's register at most.
    { fields: { user_id: 1, next_inspection_date: 1, id: 1, unfit: 1 }, only: "mongo" },
    { fields: { user_id: 1, unfit: 1, next_inspection_date: 1, id: 1 }, only: "mongo" },
    {
      fields: { user_id: 1, device_id: 1, area_of_use_id: 1, next_inspection_date: 1, id: 1 },
      only: "mongo",
    },
    { fields: { user_id: 1, next_inspection_date: 1, unfit: 1 }, only: "mongo" },
    { fields: { user_id: 1, id: 1, serial_number: 1 }, only: "mongo" },
  ],
  [COLLECTIONS.requisites]: [byId, { fields: { user_id: 1, id: 1 } }],
  [COLLECTIONS.cabinetAccounts]: [byId, { fields: { user_id: 1, id: 1 } }],
  [COLLECTIONS.activeCabinetAccounts]: [{ fields: { user_id: 1 }, unique: true }],
  [COLLECTIONS.users]: [
    byId,
    { fields: { login: 1 }, unique: true },
    // The customer search: customers in id order, the name and tax id matched on what it reads.
    { fields: { role: 1, id: 1 } },
    // A OneID sign-in finds the person by PINFL and a company by its TIN.
    { fields: { "info.pin": 1 } },
    { fields: { "info.company_tin": 1 } },
  ],
  [COLLECTIONS.feedback]: [byId, { fields: { created_at: 1 } }],
  [COLLECTIONS.uploads]: [{ fields: { folder: 1, name: 1 }, unique: true }, { fields: { owner_id: 1 } }],
  [COLLECTIONS.idClaims]: [{ fields: { name: 1, value: -1 }, unique: true }],
  [COLLECTIONS.appealRevisions]: [{ fields: { appeal_id: 1, version: 1 }, unique: true }],
  [COLLECTIONS.appealSubmissions]: [{ fields: { key: 1 }, unique: true }],
  [COLLECTIONS.yearlyContracts]: [byId, { fields: { user_id: 1, id: 1 } }],
  // Issue 15: one notification per user and key; the list pages by id, the bell counts unread.
  [COLLECTIONS.notifications]: [
    byId,
    { fields: { user_id: 1, key: 1 }, unique: true },
    { fields: { user_id: 1, id: -1 } },
    { fields: { user_id: 1, read: 1 } },
  ],
  [COLLECTIONS.notificationSettings]: [{ fields: { user_id: 1 }, unique: true }],
  // One mail per key, ever; delivery reads what is pending and due, oldest due first;
  // GET /metrics counts the pending mail never tried and the mail retrying apart.
  [COLLECTIONS.mailOutbox]: [
    { fields: { key: 1 }, unique: true },
    { fields: { state: 1, next_attempt_at: 1 } },
    { fields: { state: 1, attempts: 1 } },
  ],
  // One claim per attempt of a mail: the insert that decides who sends.
  // The mail's last claim is found by key alone: NeDB keeps a unique compound index whole,
  // serving only an equality on both fields, so the key has an index of its own there.
  [COLLECTIONS.mailClaims]: [{ fields: { key: 1, attempt: -1 }, unique: true }, { fields: { key: 1 } }],
  [COLLECTIONS.reminderRuns]: [{ fields: { day: 1 }, unique: true }],
  [COLLECTIONS.instrumentResults]: [
    byId,
    { fields: { appeal_id: 1, row_id: 1, instrument: 1, version: 1 }, unique: true },
    // An appeal's results and a certificate's versions, in the order they were recorded.
    { fields: { appeal_id: 1, id: 1 } },
    { fields: { certificate_number: 1, id: 1 } },
    // The public check's search by serial number, compared by its key whatever the case and dashes.
    { fields: { serial_key: 1, id: -1 } },
  ],
  // One receipt per instrument, ever; an appeal's receipts in the order they were stored.
  [COLLECTIONS.instrumentReceipts]: [
    byId,
    { fields: { appeal_id: 1, row_id: 1, instrument: 1 }, unique: true },
    { fields: { appeal_id: 1, id: 1 } },
  ],
  [COLLECTIONS.certificateNumbers]: [{ fields: { number: 1 }, unique: true }],
  // A certificate's PDF is issued once per language; "check a file" finds it by its hash.
  [COLLECTIONS.issuedCertificateFiles]: [
    { fields: { certificate_number: 1, lang: 1 }, unique: true },
    { fields: { sha256: 1 } },
  ],
  // A link is found by its token's hash; a user's open links are ended together; a link is
  // used once: the insert of its hash into the uses decides.
  [COLLECTIONS.passwordLinks]: [
    { fields: { token_hash: 1 }, unique: true },
    { fields: { user_id: 1, used_at: 1 } },
  ],
  [COLLECTIONS.passwordLinkUses]: [{ fields: { token_hash: 1 }, unique: true }],
  // The account audit pages newest first by id.
  [COLLECTIONS.accountAudit]: [byId],
  // The payments ledger: one transaction per provider's id; an invoice's transactions in id
  // order; the ledger newest first, by when a transaction was made; Payme's statement by its time.
  [COLLECTIONS.payments]: [
    byId,
    { fields: { provider: 1, provider_id: 1 }, unique: true },
    { fields: { invoice_id: 1, id: 1 } },
    { fields: { create_time: 1 }, only: "embedded" },
    ...ledgerIndexes,
    { fields: { provider: 1, provider_time: 1, id: 1 }, only: "mongo" },
  ],
  // What must not race between payments: one holder of each claim's key.
  [COLLECTIONS.paymentClaims]: [{ fields: { key: 1 }, unique: true }],
  // The reference standards: the register lists a branch's (or every branch's) by certificate
  // expiry, the reminders a day's by id; one standard per type and serial number (its key's claim).
  [COLLECTIONS.standards]: [
    byId,
    { fields: { branch_id: 1, "certificate.valid_until": 1, id: 1 } },
    // The embedded store's id orders read top-level fields only: NeDB indexes the dot path itself.
    { fields: { "certificate.valid_until": 1, id: 1 }, only: "mongo" },
    { fields: { "certificate.valid_until": 1 }, only: "embedded" },
  ],
  [COLLECTIONS.standardKeys]: [{ fields: { key: 1 }, unique: true }],
};
