import {
  type OneIdGateway,
  type OneIdPerson,
  OneIdRefusedError,
  OneIdUnavailableError,
} from "@portal/application";
import { OneIdErrorAnswer, OneIdIdentifyAnswer, OneIdTokenAnswer, personFromOneId } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type * as t from "io-ts";

export interface OneIdClientOptions {
  /** OneID's address without its path: https://sso.egov.uz, or the stand-in's URL. */
  readonly baseUrl: string;
  /** The portal's client id and secret, as OneID registered it. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The scope OneID registered for the portal. */
  readonly scope: string;
  /** How long one call to OneID may take, its answer read whole. */
  readonly timeoutMs?: number;
}

/** OneID's one endpoint: the browser's sign-in page (GET) and both server-to-server calls (POST). */
export const ONE_ID_PATH = "/sso/oauth/Authorization.do";

const DEFAULT_TIMEOUT_MS = 10_000;

/** The two calls of the flow, named as OneID names their grant types. */
type Grant = "one_authorization_code" | "one_access_token_identify";

/**
 * The portal's client of OneID's authorization-code flow. It never logs; its errors name the
 * call and what went wrong, never the client secret, a code or a token, so a caller may log
 * them as they are.
 */
export class OneIdClient implements OneIdGateway {
  private readonly endpoint: string;

  constructor(private readonly options: OneIdClientOptions) {
    this.endpoint = `${options.baseUrl.replace(/\/+$/, "")}${ONE_ID_PATH}`;
  }

  authorizationUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      response_type: "one_code",
      client_id: this.options.clientId,
      redirect_uri: redirectUri,
      scope: this.options.scope,
      state,
    });
    return `${this.endpoint}?${query}`;
  }

  async identify(code: string, redirectUri: string): Promise<OneIdPerson> {
    const token = await this.call(
      "one_authorization_code",
      { code, redirect_uri: redirectUri },
      OneIdTokenAnswer,
    );
    const answer = await this.call(
      "one_access_token_identify",
      { access_token: token.access_token, scope: this.options.scope },
      OneIdIdentifyAnswer,
    );
    return personFromOneId(answer);
  }

  /**
   * One form-encoded POST. What OneID says no to (a 4xx, an answer with an `error`) is a
   * refusal; no answer in time, a 5xx, or an answer the protocol does not allow is OneID
   * being unavailable.
   */
  private async call<C extends t.Mixed>(
    grant: Grant,
    fields: Record<string, string>,
    codec: C,
  ): Promise<t.TypeOf<C>> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let status: number;
    let body: string;
    try {
      const response = await fetch(this.endpoint, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({
          grant_type: grant,
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
          ...fields,
        }),
        // The server-to-server calls are never redirected; one that is goes nowhere.
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      throw new OneIdUnavailableError(`OneID did not answer ${grant}: ${whyUnanswered(error, timeoutMs)}`);
    }
    if (status >= 500) throw new OneIdUnavailableError(`OneID answered ${grant} with HTTP ${status}`);
    const json = parseJson(body);
    const refusal = json === undefined ? undefined : OneIdErrorAnswer.decode(json);
    if (status >= 400 || (refusal && E.isRight(refusal))) {
      const error = refusal && E.isRight(refusal) ? oauthErrorCode(refusal.right.error) : undefined;
      throw new OneIdRefusedError(`OneID refused ${grant} (HTTP ${status}${error ? `, ${error}` : ""})`);
    }
    const answer = json === undefined ? undefined : codec.decode(json);
    if (status < 200 || status >= 300 || answer === undefined || E.isLeft(answer))
      throw new OneIdUnavailableError(`OneID answered ${grant} with what the protocol does not allow`);
    return answer.right;
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** An error code such as "invalid_grant" is safe to repeat; free text from OneID might echo a code or token. */
const oauthErrorCode = (error: string): string | undefined =>
  /^[a-z_]{1,40}$/i.test(error) ? error : undefined;

/** Why fetch gave up, in a few words: the timeout, or the network error's code (ECONNREFUSED…). */
function whyUnanswered(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" ? cause.code : "the connection failed";
}
