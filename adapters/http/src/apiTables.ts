import { feedbackApi, systemApi } from "@portal/domain";
import type { TaggedCalls } from "./openapiFromCalls";

/**
 * Every module's table of calls, by the module's name: what the OpenAPI document describes
 * and what the security suite's role × route tests are generated from. A module's routes
 * serve exactly its table's rows (a test checks both ways).
 */
export const API_TABLES: readonly TaggedCalls[] = [
  { tag: "system", calls: Object.values(systemApi) },
  { tag: "feedback", calls: Object.values(feedbackApi) },
];
