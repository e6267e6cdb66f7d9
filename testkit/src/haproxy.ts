import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type LocalServer, startLocalServer } from "./localServer";

export interface HaproxyOptions {
  /** The backend servers' loopback ports, named s1, s2, ... in order. */
  readonly backends: readonly number[];
  /** The path HAProxy checks on each backend; a 200 keeps it in rotation. */
  readonly healthPath: string;
}

export interface HaproxyServer extends LocalServer {
  readonly port: number;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  /** Each backend's state as HAProxy sees it now: `s1` → "UP", "DOWN", "MAINT", ... */
  states(): Promise<Record<string, string>>;
}

/** The HAProxy binary: scripts/ensure-haproxy.sh installs Debian's package when missing. */
export function haproxyBinary(): string {
  for (const candidate of ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"]) {
    try {
      execFileSync(candidate, ["-v"], { stdio: "ignore" });
      return candidate;
    } catch {
      // not there
    }
  }
  throw new Error("haproxy is not installed (run scripts/ensure-haproxy.sh)");
}

/**
 * A load balancer as production runs one in front of several portal processes: HAProxy on
 * a free loopback port, round robin, checking `healthPath` on every backend every 200 ms
 * (one failure, a refusal or no answer in 2 s, takes a backend out; one success puts it back). A request whose connection is
 * refused (a backend that stopped listening) is sent to another backend (`retries`,
 * `redispatch`); HAProxy closes its connection to the backend after each answer
 * (`http-server-close`), so it never sends a request on a keep-alive connection the backend
 * is closing. It adds X-Forwarded-For (the portal's TRUST_PROXY).
 */
export async function startHaproxy(options: HaproxyOptions): Promise<HaproxyServer> {
  const binary = haproxyBinary();
  const [port, dataDir] = await Promise.all([freePort(), mkdtemp(join(tmpdir(), "portal-haproxy-"))]);
  const socket = join(dataDir, "admin.sock");
  const config = [
    "global",
    `  stats socket ${socket} mode 600 level admin`,
    "  maxconn 2000",
    "",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout http-request 30s",
    // A check's answer may take this long: without it HAProxy allows only `inter` (200 ms), and
    // on a loaded machine a slow but healthy /readyz took both backends out (503s).
    "  timeout check 2s",
    "  retries 3",
    "  option redispatch 1",
    "  option http-server-close",
    "  option forwardfor",
    "",
    "frontend portal",
    `  bind 127.0.0.1:${port}`,
    "  default_backend portal",
    "",
    "backend portal",
    "  balance roundrobin",
    `  option httpchk GET ${options.healthPath}`,
    "  http-check expect status 200",
    "  default-server inter 200ms fastinter 200ms downinter 200ms fall 1 rise 1",
    ...options.backends.map((backend, i) => `  server s${i + 1} 127.0.0.1:${backend} check`),
    "",
  ].join("\n");
  const configFile = join(dataDir, "haproxy.cfg");
  await writeFile(configFile, config);
  const server = await startLocalServer({
    name: "HAProxy",
    command: binary,
    // -db: stay in the foreground; -f: this configuration only.
    args: ["-db", "-f", configFile],
    dataDir,
    isReady: () => accepts(port),
  });
  return {
    ...server,
    port,
    url: `http://127.0.0.1:${port}`,
    states: () => backendStates(socket),
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

/** `show stat` on the admin socket: the CSV's svname and status columns of the backend's servers. */
function backendStates(socketPath: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const client = connect(socketPath);
    let text = "";
    client.once("connect", () => client.write("show stat\n"));
    client.on("data", (chunk) => {
      text += chunk.toString();
    });
    client.once("error", reject);
    client.once("end", () => {
      const [header = "", ...rows] = text.trim().split("\n");
      const columns = header.replace(/^# /, "").split(",");
      const name = columns.indexOf("svname");
      const status = columns.indexOf("status");
      const states: Record<string, string> = {};
      for (const row of rows) {
        const cells = row.split(",");
        const server = cells[name] ?? "";
        if (/^s\d+$/.test(server)) states[server] = (cells[status] ?? "").split(" ")[0] ?? "";
      }
      resolve(states);
    });
  });
}
