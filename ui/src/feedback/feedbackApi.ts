import { feedbackApi } from "@portal/domain/feedback/api";
import type { RequestOf } from "@portal/domain/shared/api";
import { http } from "../api";
import { callApi } from "../api/call";

/** POST /apply: the feedback form's one call. */
export const sendFeedback = (feedback: RequestOf<typeof feedbackApi.sendFeedback>) =>
  callApi(http, feedbackApi.sendFeedback, { body: feedback });
