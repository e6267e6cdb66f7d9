import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ONE_ID_PATH } from "./OneIdClient";
import { STAND_IN_PEOPLE, type StandInPerson } from "./people";
import { type AuthorizationRequest, CHOOSE_PATH, errorPage, signInPage } from "./standInPage";

export interface OneIdStandInOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0: any free port. */
  readonly port?: number;
  /** The one client the stand-in knows: the portal, under the id and secret it is configured with. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who may sign in; default the fixture people (people.ts). */
  readonly people?: readonly StandInPerson[];
  /** The portal's registered redirect URIs; absent, any http(s) address is taken. */
  readonly redirectUris?: readonly string[];
  /** The clock (ms), so a test can age a code past its five minutes without waiting. */
  readonly now?: () => number;
}

/**
 * How the next server-to-server call fails: `down` answers 503, `slow` holds the answer
 * until the caller gives up (or for a minute), `garbage` answers broken JSON, `refuse`
 * answers OneID's error answer.
 */
export type StandInFailure = "down" | "slow" | "garbage" | "refuse";

/** The two server-to-server calls, by their grant types. */
export type StandInGrant = "one_authorization_code" | "one_access_token_identify";

export interface OneIdStandIn {
  /** http://host:port, the client's baseUrl. */
  readonly url: string;
  /** Makes the next call fail as `kind`: the next call of `grant` only, when given. */
  failNext(kind: StandInFailure, grant?: StandInGrant): void;
  /** The grant types of the server-to-server calls received so far, in order. */
  readonly calls: readonly string[];
  close(): Promise<void>;
}

const CODE_LIFETIME_MS = 5 * 60_000;
const TOKEN_LIFETIME_S = 3600;
const SLOW_HOLD_MS = 60_000;
const MAX_BODY_BYTES = 64 * 1024;
const MAX_STATE_LENGTH = 2048;

interface IssuedCode extends AuthorizationRequest {
  readonly pin: string;
  readonly expiresAt: number;
  /** The access token the code was exchanged for: a code used twice revokes it. */
  token?: string;
}

interface IssuedToken {
  readonly pin: string;
  readonly expiresAt: number;
}

interface Answer {
  readonly status: number;
  readonly json: unknown;
}

/**
 * The project's own stand-in for OneID, speaking its protocol on its one endpoint: the
 * sign-in page (GET, response_type=one_code), then the two form-encoded POSTs
 * (one_authorization_code, one_access_token_identify). Codes are single-use and live five
 * minutes; access tokens an hour. The page says plainly it is a test service, not OneID.
 */
export async function startOneIdStandIn(options: OneIdStandInOptions): Promise<OneIdStandIn> {
  const people = options.people ?? STAND_IN_PEOPLE;
  const now = options.now ?? Date.now;
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, IssuedToken>();
  const failures: { kind: StandInFailure; grant?: StandInGrant }[] = [];
  const calls: string[] = [];

  /** The authorization request, checked as OneID checks it, or why it is refused. */
  const authorization = (params: URLSearchParams, responseType: string | null) => {
    const request = {
      client_id: params.get("client_id") ?? "",
      redirect_uri: params.get("redirect_uri") ?? "",
      scope: params.get("scope") ?? "",
      state: params.get("state") ?? "",
    };
    if (responseType !== "one_code")
      return refused(
        "response_type one_code boʻlishi kerak.",
        "response_type должен быть one_code.",
        responseType,
      );
    if (request.client_id !== options.clientId)
      return refused(
        "Bunday client_id roʻyxatdan oʻtmagan.",
        "Такой client_id не зарегистрирован.",
        request.client_id,
      );
    if (!isRedirectAllowed(request.redirect_uri, options.redirectUris))
      return refused(
        "Bunday redirect_uri roʻyxatdan oʻtmagan.",
        "Такой redirect_uri не зарегистрирован.",
        request.redirect_uri,
      );
    if (request.state.length > MAX_STATE_LENGTH)
      return refused("state juda uzun.", "Слишком длинный state.", `${request.state.length}`);
    return { request };
  };

  const choose = (form: URLSearchParams, response: ServerResponse) => {
    const checked = authorization(form, "one_code");
    if ("page" in checked) return sendHtml(response, 400, checked.page);
    const person = people.find((p) => p.pin === form.get("pin"));
    if (!person)
      return sendHtml(
        response,
        400,
        errorPage("Bunday shaxs yoʻq.", "Такого человека нет.", form.get("pin") ?? ""),
      );
    const code = randomUUID();
    codes.set(code, { ...checked.request, pin: person.pin, expiresAt: now() + CODE_LIFETIME_MS });
    const back = new URL(checked.request.redirect_uri);
    back.searchParams.set("code", code);
    if (checked.request.state !== "") back.searchParams.set("state", checked.request.state);
    response.writeHead(302, { location: back.href, "cache-control": "no-store" }).end();
  };

  const grant = (params: URLSearchParams): Answer => {
    if (
      params.get("client_id") !== options.clientId ||
      !sameSecret(params.get("client_secret"), options.clientSecret)
    )
      return oauthError(401, "invalid_client", "Client authentication failed");
    sweep();
    switch (params.get("grant_type")) {
      case "one_authorization_code":
        return exchange(params);
      case "one_access_token_identify":
        return identify(params);
      default:
        return oauthError(400, "unsupported_grant_type", "Unsupported grant_type");
    }
  };

  const exchange = (params: URLSearchParams): Answer => {
    const code = codes.get(params.get("code") ?? "");
    if (!code || code.expiresAt <= now()) return oauthError(400, "invalid_grant", "Unknown or expired code");
    if (code.token !== undefined) {
      tokens.delete(code.token);
      return oauthError(400, "invalid_grant", "The code has already been used");
    }
    if (params.get("redirect_uri") !== code.redirect_uri)
      return oauthError(400, "invalid_grant", "redirect_uri does not match the authorization request");
    const token = randomUUID();
    code.token = token;
    tokens.set(token, { pin: code.pin, expiresAt: now() + TOKEN_LIFETIME_S * 1000 });
    return {
      status: 200,
      json: {
        access_token: token,
        token_type: "Bearer",
        expires_in: TOKEN_LIFETIME_S,
        scope: code.scope,
        refresh_token: randomUUID(),
      },
    };
  };

  const identify = (params: URLSearchParams): Answer => {
    const token = params.get("access_token") ?? "";
    const issued = tokens.get(token);
    const person = issued && issued.expiresAt > now() ? people.find((p) => p.pin === issued.pin) : undefined;
    if (!person) return oauthError(401, "invalid_token", "Unknown or expired access token");
    // OneID's session id is the access token itself.
    return { status: 200, json: { ...person, sess_id: token, ret_cd: "0" } };
  };

  /** Forgets the codes and tokens past their time (a used code is kept until then, to catch its reuse). */
  const sweep = () => {
    const at = now();
    for (const [key, code] of codes) if (code.expiresAt <= at) codes.delete(key);
    for (const [key, token] of tokens) if (token.expiresAt <= at) tokens.delete(key);
  };

  /** Answers a server-to-server call, failing it first if a test asked for that. */
  const backChannel = async (params: URLSearchParams, request: IncomingMessage, response: ServerResponse) => {
    const grantType = params.get("grant_type") ?? "";
    calls.push(grantType);
    const at = failures.findIndex((f) => f.grant === undefined || f.grant === grantType);
    const failure = at === -1 ? undefined : failures.splice(at, 1)[0]!.kind;
    if (failure === "down") return sendHtml(response, 503, "<h1>503 Service Temporarily Unavailable</h1>");
    if (failure === "garbage") return send(response, 200, "application/json", '{"access_token": "5f0c');
    if (failure === "refuse") return sendJson(response, oauthError(400, "invalid_request", "Refused"));
    if (failure === "slow" && !(await stillThereAfterHold(request, response))) return;
    sendJson(response, grant(params));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, "text/plain; charset=utf-8", "Internal error");
      else response.destroy();
    });
  });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (url.pathname === ONE_ID_PATH && request.method === "GET") {
      const checked = authorization(url.searchParams, url.searchParams.get("response_type"));
      return sendHtml(
        response,
        "page" in checked ? 400 : 200,
        "page" in checked ? checked.page : signInPage(checked.request, people),
      );
    }
    if (request.method !== "POST") return send(response, 404, "text/plain; charset=utf-8", "Not found");
    const body = await readForm(request);
    if (body === undefined) return send(response, 413, "text/plain; charset=utf-8", "Too large");
    if (url.pathname === CHOOSE_PATH) return choose(body, response);
    if (url.pathname !== ONE_ID_PATH) return send(response, 404, "text/plain; charset=utf-8", "Not found");
    // Some clients send the fields in the query string; the body's win.
    const params = new URLSearchParams(url.searchParams);
    for (const [name, value] of body) params.set(name, value);
    return backChannel(params, request, response);
  };

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    failNext: (kind, grant) => {
      failures.push(grant === undefined ? { kind } : { kind, grant });
    },
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function refused(uz: string, ru: string, detail: string | null) {
  return { page: errorPage(uz, ru, detail ?? "") } as const;
}

/** A registered redirect URI, or, with none registered, any http(s) address (never javascript: and the like). */
function isRedirectAllowed(uri: string, registered: readonly string[] | undefined): boolean {
  if (registered) return registered.includes(uri);
  try {
    const { protocol } = new URL(uri);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(given: string | null, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}

const oauthError = (status: number, error: string, description: string): Answer => ({
  status,
  json: { error, error_description: description },
});

/** Holds the answer: false once the caller hangs up (nobody to answer), true when the hold is over (answer late). */
function stillThereAfterHold(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), SLOW_HOLD_MS);
    timer.unref();
    response.once("close", () => {
      clearTimeout(timer);
      resolve(false);
    });
    request.resume();
  });
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  const type = request.headers["content-type"] ?? "";
  return type.startsWith("application/x-www-form-urlencoded")
    ? new URLSearchParams(Buffer.concat(chunks).toString("utf8"))
    : new URLSearchParams();
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response
    .writeHead(status, {
      "content-type": type,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    })
    .end(body);
}

function sendHtml(response: ServerResponse, status: number, page: string): void {
  response.setHeader(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  send(response, status, "text/html; charset=utf-8", page);
}

const sendJson = (response: ServerResponse, answer: Answer): void =>
  send(response, answer.status, "application/json; charset=utf-8", JSON.stringify(answer.json));
