import { setTimeout as sleep } from "node:timers/promises";

/** Where a customer's requests go: a server process, or a load balancer in front of several. */
export interface Target {
  readonly name: string;
  readonly url: string;
  /** Whether a connection error at `at` (ms) happened while this target was killed or starting again. */
  wasDownAt(at: number): boolean;
}

/** One HTTP attempt as the customer saw it. */
export interface Attempt {
  readonly op: "appeal" | "upload" | "read";
  readonly server: string;
  readonly at: number;
  readonly ms: number;
  /** The HTTP status, or undefined when no answer came. */
  readonly status?: number;
  /** For an answer: whether it was JSON with a message (refusals) or JSON at all (successes). */
  readonly clean: boolean;
  /** For no answer: what happened to the connection. */
  readonly error?: "refused" | "reset" | "timeout" | "other";
  /** The connection failed while its server was killed or starting again. */
  readonly cutByKill?: boolean;
}

/** A logical appeal submission: one Idempotency-Key and one marker, retried until it succeeds. */
export interface Submission {
  readonly key: string;
  readonly marker: string;
  readonly login: string;
  appealId?: number;
  attempts: number;
}

export interface Upload {
  readonly login: string;
  readonly bytes: Buffer;
  readonly folder: "recognition-device" | "kompleks-device";
  name?: string;
  attempts: number;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** Picks a server like a load balancer: at random among those not seen failing in the last second. */
export class Balancer {
  private readonly failedAt = new Map<string, number>();
  private readonly running = new Map<string, number>();

  constructor(readonly servers: readonly Target[]) {}

  pick(): Target {
    const healthy = this.servers.filter((s) => Date.now() - (this.failedAt.get(s.name) ?? 0) > 1000);
    const from = healthy.length > 0 ? healthy : this.servers;
    return from[Math.floor(Math.random() * from.length)]!;
  }

  failed(server: Target): void {
    this.failedAt.set(server.name, Date.now());
  }

  /** Requests sent to the server that have not been answered yet. */
  inflight(server: Target): number {
    return this.running.get(server.name) ?? 0;
  }

  track(server: Target, delta: 1 | -1): void {
    this.running.set(server.name, this.inflight(server) + delta);
  }
}

const errorKind = (error: unknown): NonNullable<Attempt["error"]> => {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause)}`;
  if ((error as Error)?.name === "TimeoutError" || /aborted|timeout/i.test(text)) return "timeout";
  if (/ECONNREFUSED/.test(text)) return "refused";
  if (/ECONNRESET|other side closed|socket hang up|EPIPE|terminated/i.test(text)) return "reset";
  return "other";
};

/**
 * A customer's browser behind the load balancer: one cookie jar for both servers (the
 * session lives in Redis), signing in again when a Redis restart has ended the session.
 */
export class SoakCustomer {
  private readonly cookies = new Map<string, string>();
  readonly attempts: Attempt[] = [];
  /** The last request and what came of it ("POST /auth/login: 503 {…}"), for a failure's report. */
  lastOutcome = "nothing sent";

  constructor(
    readonly login: string,
    readonly password: string,
    private readonly balancer: Balancer,
  ) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
  }

  /** One request through the balancer; undefined when no answer came (the attempt is recorded). */
  async send(
    op: Attempt["op"] | undefined,
    method: string,
    path: string,
    body?: string | FormData,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown> | undefined; text: string } | undefined> {
    const server = this.balancer.pick();
    const started = Date.now();
    this.balancer.track(server, 1);
    try {
      const response = await fetch(server.url + path, {
        method,
        headers: {
          cookie: this.cookieHeader(),
          ...(this.cookies.get("XSRF-TOKEN") ? { "x-xsrf-token": this.cookies.get("XSRF-TOKEN")! } : {}),
          ...(typeof body === "string" ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      this.remember(response);
      const text = await response.text();
      this.lastOutcome = `${method} ${path} via ${server.name}: ${response.status} ${text.slice(0, 200)}`;
      let json: Record<string, unknown> | undefined;
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
      const ok = response.status >= 200 && response.status < 300;
      const clean = ok ? json !== undefined : typeof json?.message === "string" && json.message !== "";
      if (op)
        this.attempts.push({
          op,
          server: server.name,
          at: started,
          ms: Date.now() - started,
          status: response.status,
          clean,
        });
      return { status: response.status, json, text };
    } catch (error) {
      this.balancer.failed(server);
      const kind = errorKind(error);
      this.lastOutcome = `${method} ${path} via ${server.name}: no answer (${kind}: ${String(error)})`;
      // When the connection failed, not when the request started: under a slow store a save
      // sent seconds before the kill is still in flight when the kill cuts it.
      const cutByKill = kind !== "timeout" && server.wasDownAt(Date.now());
      if (op)
        this.attempts.push({
          op,
          server: server.name,
          at: started,
          ms: Date.now() - started,
          clean: false,
          error: kind,
          cutByKill,
        });
      return undefined;
    } finally {
      this.balancer.track(server, -1);
    }
  }

  /** Signs in (again), retrying through outages; false if it could not before the deadline. */
  async signIn(deadline: number): Promise<boolean> {
    while (Date.now() < deadline) {
      if (!this.cookies.get("XSRF-TOKEN")) await this.send(undefined, "GET", "/healthz");
      const answer = await this.send(
        undefined,
        "POST",
        "/auth/login",
        JSON.stringify({ login: this.login, password: this.password }),
      );
      if (answer?.status === 200) return true;
      await sleep(300);
    }
    return false;
  }

  /**
   * Saves one appeal: the same Idempotency-Key on every attempt, until a success or the
   * deadline. A 401 means Redis lost the session: sign in again and retry the same key.
   */
  async submit(submission: Submission, body: Record<string, unknown>, deadline: number): Promise<void> {
    const text = JSON.stringify(body);
    while (Date.now() < deadline) {
      submission.attempts++;
      const answer = await this.send("appeal", "POST", "/front/save-appeal", text, {
        "idempotency-key": submission.key,
      });
      if (answer && answer.status >= 200 && answer.status < 300) {
        submission.appealId = Number(answer.json?.appeal_id);
        return;
      }
      if (answer?.status === 401 || answer?.status === 419) await this.signIn(deadline);
      else if (answer && answer.status >= 400 && answer.status < 500 && ![409, 429].includes(answer.status)) {
        throw new Error(`a valid appeal was refused with ${answer.status}: ${answer.text.slice(0, 300)}`);
      } else await sleep(250 + Math.random() * 250);
    }
  }

  /** Uploads one PDF, retrying until a success or the deadline. */
  async upload(upload: Upload, deadline: number): Promise<void> {
    const path =
      upload.folder === "kompleks-device"
        ? "/front/kompleks-appeal/file-upload"
        : "/recognition-appeal/file-upload";
    while (Date.now() < deadline) {
      upload.attempts++;
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(upload.bytes)], { type: "application/pdf" }), "soak.pdf");
      const answer = await this.send("upload", "POST", path, form);
      if (answer && answer.status === 200) {
        upload.name = String(answer.json?.data);
        return;
      }
      if (answer?.status === 401 || answer?.status === 419) await this.signIn(deadline);
      else if (answer && answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
        throw new Error(`a valid upload was refused with ${answer.status}: ${answer.text.slice(0, 300)}`);
      } else await sleep(250 + Math.random() * 250);
    }
  }

  /** A GET for the checks after the run; retried until it answers. */
  async read(
    path: string,
    deadline: number,
  ): Promise<{ status: number; json: Record<string, unknown> | undefined; text: string }> {
    while (Date.now() < deadline) {
      const answer = await this.send(undefined, "GET", path);
      if (answer?.status === 401) {
        await this.signIn(deadline);
        continue;
      }
      if (answer && answer.status < 500) return answer;
      await sleep(300);
    }
    throw new Error(`GET ${path} did not answer before the deadline`);
  }

  /** The raw bytes of a download. */
  /**
   * Reads a file back. A 503 is the server's clear "a service is not back yet": asked again
   * until it answers otherwise (or a minute has passed), as a person would reload.
   */
  async download(path: string): Promise<{ status: number; bytes: Buffer }> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const server = this.balancer.pick();
      const response = await fetch(server.url + path, {
        headers: { cookie: this.cookieHeader() },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 503 || Date.now() > deadline) return { status: response.status, bytes };
      await sleep(250);
    }
  }
}

/**
 * After a soak: both demo customers signed in through `balancer`, and every appeal of theirs
 * whose first row carries a marker starting with `prefix` (the submission's marker, written
 * into its `about_device`), with the ids it is stored under: one id a marker, or it was lost
 * (none) or stored twice (more).
 */
export async function readBack(balancer: Balancer, password: string, prefix: string) {
  const checkers = new Map<string, SoakCustomer>();
  for (const login of ["demo.company", "demo.person"]) {
    const checker = new SoakCustomer(login, password, balancer);
    if (!(await checker.signIn(Date.now() + 30_000))) throw new Error(`${login} could not sign in to check`);
    checkers.set(login, checker);
  }
  const deadline = Date.now() + 300_000;
  const storedByMarker = new Map<string, number[]>();
  for (const checker of checkers.values()) {
    for (let before: number | undefined; ; ) {
      const page = await checker.read(
        `/api/my/appeals?limit=50${before ? `&before=${before}` : ""}`,
        deadline,
      );
      const items = (page.json?.data ?? []) as { id: number }[];
      // A few reads at a time: FerretDB v1 scans the collection for each.
      for (let i = 0; i < items.length; i += 4) {
        await Promise.all(
          items.slice(i, i + 4).map(async ({ id }) => {
            const appeal = await checker.read(`/api/appeals/${id}`, deadline);
            const data = appeal.json?.data as { devices?: { about_device?: string }[] } | undefined;
            const marker = String(data?.devices?.[0]?.about_device ?? "");
            if (!marker.startsWith(prefix)) return;
            storedByMarker.set(marker, [...(storedByMarker.get(marker) ?? []), id]);
          }),
        );
      }
      const next = page.json?.next as number | null | undefined;
      if (!next || items.length === 0) break;
      before = next;
    }
  }
  return { checkers, storedByMarker };
}

/** A verification appeal whose first row carries the submission's marker (read back by `readBack`). */
export function appealBody(login: string, marker: string) {
  return {
    appeal: login === "demo.company" ? { branch_id: 1, account_number_id: 1 } : { branch_id: 1 },
    devices: [{ type_id: 4, device_id: 49, amount: 1, check_in: 1, check_out: 0, about_device: marker }],
    offer_accepted: true,
  };
}

/** A small whole PDF (a random size up to ~40 KB) that carries the marker. */
export function pdfWith(marker: string): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${marker}\n`),
    Buffer.alloc(1000 + Math.floor(Math.random() * 40_000), 0x20),
    Buffer.from("\n%%EOF\n"),
  ]);
}
