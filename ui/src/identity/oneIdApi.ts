import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const identityRows = lazyTable(() => import("@portal/domain/identity/api").then((m) => m.identityApi));

/** Signing in through OneID (issue 26): the start, the callback's finish, and acting for a company. */

export const startOneId = () => callApi(http, identityRows, "oneIdStart", { body: {} });
export const finishOneId = (code: string, state: string) =>
  callApi(http, identityRows, "oneIdFinish", { body: { code, state } });
/** Act for the company with this TIN, or for the person themself (null). */
export const actAs = (tin: string | null) =>
  callApi(http, identityRows, "actAs", { body: { tin: tin ?? undefined } });
export const accountChoices = () => callApi(http, identityRows, "accounts");
