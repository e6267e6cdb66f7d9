import { ELYOR_BOBOMUROTOV } from "@portal/oneid";
import { signInOnStandIn } from "@portal/testkit/oneIdBrowser";
import { Caller } from "./caller";

/**
 * A new browser of the portal that has started a OneID sign-in and come back from the rig's
 * stand-in with its code and state, not yet finished: `POST /auth/oneid/finish` with them
 * from this very browser (its cookie binds the state) signs the person in.
 */
export async function cameBackFromOneId(like: Caller, pin = ELYOR_BOBOMUROTOV.pin) {
  const caller = new Caller(like.baseUrl, like.secrets);
  const started = await caller.request("POST", "/auth/oneid/start", { body: {} });
  if (started.status !== 200) throw new Error(`the OneID start answered ${started.status}`);
  const back = await signInOnStandIn(String((started.json as { url: string }).url), pin);
  return { caller, code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

/** A new browser signed in through OneID (as a private person), for the calls only such a sign-in may make. */
export async function signedInThroughOneId(like: Caller, pin?: string): Promise<Caller> {
  const { caller, code, state } = await cameBackFromOneId(like, pin);
  const finished = await caller.request("POST", "/auth/oneid/finish", { body: { code, state } });
  if (finished.status !== 200) throw new Error(`the OneID finish answered ${finished.status}`);
  return caller;
}
