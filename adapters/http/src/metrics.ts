import { BlockList, isIPv4, isIPv6 } from "node:net";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { within } from "./within";

/**
 * A queue of background jobs, as the metrics see it: how many jobs are in each state.
 * The server passes its queues in `HttpDeps.jobQueues` (today the reminders' mail outbox,
 * `mail`: pending, retrying, sent, refused) and `portal_job_queue_jobs{queue,state}` shows them.
 */
export interface JobQueueState {
  readonly name: string;
  counts(): Promise<Readonly<Record<string, number>>>;
}

/** The services whose failures are counted, and how they fail (`ServiceUnavailableError`, `StorageFullError`). */
export const SERVICES = ["database", "file-store", "cache"] as const;
export const SERVICE_ERROR_KINDS = ["unavailable", "full"] as const;

export interface HttpMetrics {
  /** One answered request: its route template (never the raw path), method and status. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A service failure answered to a client. */
  serviceError(service: string, kind: string): void;
  /** A defect: an error answered 500. */
  defect(): void;
  /** The text of `GET /metrics` and its content type. */
  render(): Promise<{ text: string; contentType: string }>;
}

/**
 * The process-wide metrics (event-loop lag, memory, GC, handles): one registry per process,
 * made on first use, since they describe the process whatever number of apps it holds
 * (the tests make many).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** How long a scrape waits for a queue's counts (as /readyz waits for a service). */
export const QUEUE_COUNT_TIMEOUT_MS = 2000;

/** The request, error and queue metrics of one app, and the process's own. */
export function createHttpMetrics(
  jobQueues: readonly JobQueueState[] = [],
  queueTimeoutMs = QUEUE_COUNT_TIMEOUT_MS,
): HttpMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: "portal_http_requests_total",
    help: "Requests answered, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serviceErrors = new Counter({
    name: "portal_service_errors_total",
    help: "Requests refused because a service failed: the database, the file store or the cache; unavailable or full",
    labelNames: ["service", "kind"] as const,
    registers,
  });
  const defects = new Counter({
    name: "portal_defects_total",
    help: "Requests answered 500: a defect of the portal, logged with its request id",
    registers,
  });
  // Every service and kind from the start at 0, so a rate() has a series before the first failure.
  for (const service of SERVICES)
    for (const kind of SERVICE_ERROR_KINDS) serviceErrors.inc({ service, kind }, 0);
  new Gauge({
    name: "portal_job_queue_jobs",
    help: "Background jobs by queue and state: the mail outbox's pending, retrying, sent and refused mail",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      this.reset();
      for (const queue of jobQueues) {
        // A queue whose store fails or hangs has no series this scrape: the scrape itself
        // still answers, in time, with the service errors that say why.
        const counts = await within(queue.counts(), queueTimeoutMs).catch(() => undefined);
        for (const [state, count] of Object.entries(counts ?? {})) {
          this.set({ queue: queue.name, state }, count);
        }
      }
    },
  });

  return {
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    serviceError(service, kind) {
      serviceErrors.inc({ service, kind });
    },
    defect() {
      defects.inc();
    },
    async render() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { text: await merged.metrics(), contentType: merged.contentType };
    },
  };
}

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) is 127.0.0.1. */
export function plainAddress(address: string | undefined): string {
  const text = address ?? "";
  return text.startsWith("::ffff:") && isIPv4(text.slice(7)) ? text.slice(7) : text;
}

/**
 * METRICS_ALLOW as a BlockList: addresses (`10.0.0.5`, `::1`) and CIDR ranges (`10.0.0.0/8`).
 * Throws with the entry named when one is neither.
 */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === "") continue;
    const [address = "", prefix, extra] = entry.split("/");
    const type = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : undefined;
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = type === "ipv4" ? 32 : 128;
    if (
      !type ||
      extra !== undefined ||
      (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && bits !== undefined && bits <= maxBits))
    ) {
      throw new Error(`"${entry}" is neither an IP address nor a CIDR range (such as 10.0.0.0/8)`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether a list allows an address (IPv4-mapped IPv6 read as IPv4). */
export function allows(list: BlockList, address: string | undefined): boolean {
  const plain = plainAddress(address);
  if (isIPv4(plain)) return list.check(plain, "ipv4");
  if (isIPv6(plain)) return list.check(plain, "ipv6");
  return false;
}
