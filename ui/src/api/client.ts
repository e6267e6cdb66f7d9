/**
 * The portal's HTTP client as spec 7 describes it: every call goes to the page-level base
 * address, carries X-Requested-With and the CSRF token (page-level value, else the
 * XSRF-TOKEN cookie, sent back in X-XSRF-TOKEN; POST bodies also carry `_token`). Only
 * statuses 200–299 are success; there is no timeout.
 */
export type Language = "uz" | "ru";

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";

/** A non-2xx answer (or a network failure, status 0), with the body the server sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(serverMessage(body) ?? `HTTP ${status}`);
    this.name = "ApiError";
  }
}

/** The `message` of an answer when it is text (the spec's alerts show it). */
export function serverMessage(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === "string" && message !== "" ? message : undefined;
}

/** One cookie's value from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

export interface ClientOptions {
  readonly baseUrl: string;
  /** The token to send; read on every call, since the cookie arrives with the first answer. */
  readonly csrfToken: () => string | undefined;
  /** The interface language: the server answers its messages in it. */
  readonly language: () => Language;
  readonly fetch?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /**
   * Cancels every request still on its way; their promises never settle. For sign-out: an
   * answer to a call made while signed in must not arrive after the session ended (a 401 the
   * page would show, or data of the user who left).
   */
  abandonPending(): void;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof FormData);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The answer of an abandoned request: nobody waits for it any more, so it never comes. */
const abandoned = <T>(): Promise<T> => new Promise<T>(() => {});

export function createApiClient(options: ClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const pending = new Set<AbortController>();

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const token = options.csrfToken();
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Accept-Language": options.language(),
      "X-Requested-With": "XMLHttpRequest",
    };
    if (token && method !== "GET") headers[CSRF_HEADER] = token;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      if (token && !body.has("_token")) body.append("_token", token);
      payload = body;
    } else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(isPlainObject(body) && token ? { ...body, _token: token } : body);
    }
    const controller = new AbortController();
    pending.add(controller);
    try {
      let response: Response;
      try {
        response = await doFetch(options.baseUrl + path, {
          method,
          headers,
          credentials: "same-origin",
          signal: controller.signal,
          ...(payload === undefined ? {} : { body: payload }),
        });
      } catch (error) {
        if (controller.signal.aborted) return abandoned<T>();
        throw new ApiError(0, { message: error instanceof Error ? error.message : String(error) });
      }
      const answer = await readBody(response).catch((error: unknown) => {
        if (controller.signal.aborted) return abandoned<unknown>();
        throw error;
      });
      if (controller.signal.aborted) return abandoned<T>();
      if (response.status < 200 || response.status > 299) throw new ApiError(response.status, answer);
      return answer as T;
    } finally {
      pending.delete(controller);
    }
  }

  function abandonPending(): void {
    for (const controller of pending) controller.abort();
    pending.clear();
  }

  return {
    get: (path) => request("GET", path),
    post: (path, body) => request("POST", path, body ?? {}),
    put: (path, body) => request("PUT", path, body ?? {}),
    delete: (path) => request("DELETE", path),
    abandonPending,
  };
}
