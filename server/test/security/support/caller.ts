/**
 * A browser for the security tests: keeps cookies, echoes the XSRF token (or not, or a
 * wrong one, when told), gives every request a deadline so a hang fails the test instead
 * of stalling it, and checks every answer it receives for leaks.
 */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON and assert on them
  readonly json: any;
  readonly ms: number;
}

export interface Send {
  /** A value sent as JSON, or text sent as it is (with a JSON content type unless told). */
  readonly body?: unknown;
  readonly raw?: string;
  /** Bytes sent as they are (a compressed body), with a JSON content type unless told. */
  readonly bytes?: Uint8Array;
  readonly form?: FormData;
  readonly headers?: Record<string, string>;
  /** How the anti-forgery token travels; the header by default. */
  readonly csrf?: "header" | "none" | "wrong";
  readonly timeoutMs?: number;
}

/** What no answer may contain: a stack frame, an internal path, an exception's name. */
const LEAKS: readonly RegExp[] = [
  /\/work\//,
  /node_modules/,
  /\bat [\w$.<>]+ \(/,
  /\bat (?:file|node):/,
  /\b\w*Error:/,
  /\.[cm]?[jt]s:\d+/,
  /\bstack\b/i,
  /scrypt\$/,
  /password_hash/,
];

export class LeakError extends Error {}

/** Throws when the answer shows anything of the server's insides or one of the given secrets. */
export function assertNoLeak(
  answer: Pick<Answer, "text" | "status">,
  where: string,
  secrets: readonly string[],
) {
  for (const pattern of LEAKS) {
    if (pattern.test(answer.text)) {
      throw new LeakError(`${where} answered ${answer.status} with ${pattern}: ${answer.text.slice(0, 300)}`);
    }
  }
  for (const secret of secrets) {
    if (secret && answer.text.includes(secret)) {
      throw new LeakError(`${where} answered ${answer.status} with a secret: ${answer.text.slice(0, 300)}`);
    }
  }
}

export class Caller {
  readonly cookies = new Map<string, string>();
  /** Every answer received, for checks across a whole test. */
  answers = 0;

  constructor(
    readonly baseUrl: string,
    /** Values that must never appear in an answer (service URLs, keys). */
    readonly secrets: readonly string[] = [],
  ) {}

  get csrfToken(): string | undefined {
    return this.cookies.get("XSRF-TOKEN");
  }

  get sessionId(): string | undefined {
    return this.cookies.get("portal_session");
  }

  async request(method: string, path: string, send: Send = {}): Promise<Answer> {
    if (!this.csrfToken && method !== "GET") await this.request("GET", "/healthz");
    const csrf = send.csrf ?? "header";
    const token = csrf === "wrong" ? "w".repeat(43) : csrf === "header" ? this.csrfToken : undefined;
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      ...(token && method !== "GET" ? { "x-xsrf-token": token } : {}),
      ...(send.body !== undefined || send.raw !== undefined || send.bytes !== undefined
        ? { "content-type": "application/json" }
        : {}),
      ...send.headers,
    };
    const body =
      send.form ??
      send.raw ??
      (send.bytes ? new Uint8Array(send.bytes) : undefined) ??
      (send.body === undefined ? undefined : JSON.stringify(send.body));
    const started = performance.now();
    const timeoutMs = send.timeoutMs ?? 10_000;
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(`${method} ${path} got no answer within ${timeoutMs} ms: ${String(error)}`);
    }
    this.remember(response);
    const text = await response.text();
    const ms = performance.now() - started;
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    this.answers++;
    assertNoLeak({ status: response.status, text }, `${method} ${path}`, this.secrets);
    return { status: response.status, headers: response.headers, text, json, ms };
  }

  get = (path: string, send?: Send) => this.request("GET", path, send);
  post = (path: string, body: unknown = {}, send: Send = {}) => this.request("POST", path, { body, ...send });

  async signIn(login: string, password = "Demo12345!"): Promise<this> {
    const answer = await this.post("/auth/login", { login, password });
    if (answer.status !== 200) throw new Error(`sign-in as ${login} failed: ${answer.status} ${answer.text}`);
    return this;
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The secrets of the production services' environment: none may reach an answer. */
export const secretsOf = (env: NodeJS.ProcessEnv): string[] =>
  [
    env.MONGO_URL,
    env.S3_ENDPOINT,
    env.S3_ACCESS_KEY,
    env.S3_SECRET_KEY,
    env.REDIS_URL,
    env.MONGO_DB,
    env.ONEID_CLIENT_SECRET,
    env.PAYME_KEY,
    env.CLICK_SECRET_KEY,
    // Last: the unsubscribe links are signed with it (Kit.unsubscribePath).
    env.CSRF_SECRET,
  ].filter((value): value is string => typeof value === "string" && value.length > 0);
