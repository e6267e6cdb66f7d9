import type { feedbackApi } from "@portal/domain/feedback/api";
import type { RequestOf } from "@portal/domain/shared/api";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const feedbackRows = lazyTable(() => import("@portal/domain/feedback/api").then((m) => m.feedbackApi));

/** POST /apply: the feedback form's one call. */
export const sendFeedback = (feedback: RequestOf<typeof feedbackApi.sendFeedback>) =>
  callApi(http, feedbackRows, "sendFeedback", { body: feedback });
