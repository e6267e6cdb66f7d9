import { answerProblems } from "./answerSchemas";

/**
 * A browser-like client for the API tests: keeps cookies, echoes the XSRF-TOKEN cookie
 * in X-XSRF-TOKEN as the spec's HTTP client does (section 7), and signs in.
 */
export class PortalClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get csrfToken(): string | undefined {
    return this.cookies.get("XSRF-TOKEN");
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (!this.csrfToken && method !== "GET") await this.request("GET", "/healthz");
    const isForm = body instanceof FormData;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(this.csrfToken ? { "x-xsrf-token": this.csrfToken } : {}),
        ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: isForm ? body : typeof body === "string" ? body : JSON.stringify(body) }),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const problems = answerProblems(method, path, response.status, json);
    if (problems.length > 0) throw new Error(`the answer breaks its schema:\n${problems.join("\n")}`);
    return {
      status: response.status,
      headers: response.headers,
      text,
      // biome-ignore lint/suspicious/noExplicitAny: tests read answers as loose JSON and assert on them
      json: json as any,
    };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);

  /** A GET whose answer is kept as bytes (a PDF), not read as text. */
  async download(path: string) {
    const response = await fetch(this.baseUrl + path, {
      headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      redirect: "manual",
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", path, body ?? {}, headers);

  async signIn(login: string, password = "Demo12345!") {
    const answer = await this.post("/auth/login", { login, password });
    if (answer.status !== 200) throw new Error(`sign-in as ${login} failed: ${answer.status} ${answer.text}`);
    return this;
  }
}
