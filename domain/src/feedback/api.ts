import * as t from "io-ts";
import { ANYONE, apiCall } from "../shared/api";
import { Feedback } from "./feedback";

/** The feedback module's calls (docs/architecture.md, "Adding a call"). */
export const feedbackApi = {
  sendFeedback: apiCall({
    method: "POST",
    path: "/apply",
    summary: "Send feedback to a branch, anonymous or identified (spec 2.2)",
    audience: ANYONE,
    body: Feedback,
    answer: t.strict({ success: t.literal(true) }),
    failures: ["Invalid", "TooMany"],
  }),
};
