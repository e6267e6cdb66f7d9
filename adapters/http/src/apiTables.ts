import {
  accountsApi,
  appealsApi,
  cabinetApi,
  catalogueApi,
  contractsApi,
  feedbackApi,
  identityApi,
  notificationsApi,
  paymentsApi,
  registerApi,
  resultsApi,
  standardsApi,
  systemApi,
} from "@portal/domain";
import type { TaggedCalls } from "./openapiFromCalls";

/**
 * Every module's table of calls, by the module's name: what the OpenAPI document describes
 * and what the security suite's role × route tests are generated from. A module's routes
 * serve exactly its table's rows (a test checks both ways).
 */
export const API_TABLES: readonly TaggedCalls[] = [
  { tag: "system", calls: Object.values(systemApi) },
  { tag: "auth", calls: Object.values(identityApi) },
  { tag: "feedback", calls: Object.values(feedbackApi) },
  { tag: "cabinet", calls: Object.values(cabinetApi) },
  { tag: "results", calls: Object.values(resultsApi) },
  { tag: "contracts", calls: Object.values(contractsApi) },
  { tag: "register", calls: Object.values(registerApi) },
  { tag: "appeals", calls: Object.values(appealsApi) },
  { tag: "catalogue", calls: Object.values(catalogueApi) },
  { tag: "notifications", calls: Object.values(notificationsApi) },
  { tag: "accounts", calls: Object.values(accountsApi) },
  { tag: "payments", calls: Object.values(paymentsApi) },
  { tag: "standards", calls: Object.values(standardsApi) },
];
