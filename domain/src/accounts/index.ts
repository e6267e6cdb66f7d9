export * from "./accountAudit";
export * from "./accountRequests";
export * from "./api";
export * from "./password";
export * from "./passwordLinks";
export * from "./signers";
export * from "./staffAccount";
