// A sign-in flood, in a process of its own (started by `signInFlood` in load.ts): the bench's
// own process measures the saves beside it, and a flood answered at once would otherwise take
// that process's event loop and show as the saves' latency. Each loop posts one sign-in after
// another, a random login each, from its own loopback addresses (127.0.0.0/8 is all loopback
// on Linux), so the portal sees many callers, as it would from a botnet.
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";

export interface FloodOrder {
  readonly url: string;
  readonly connections: number;
  /** The source addresses; loop i uses addresses i, i + connections, … in turn. */
  readonly addresses: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  readonly maxSeconds: number;
}

export interface FloodTally {
  readonly requests: number;
  readonly errors: number;
  readonly statuses: Readonly<Record<string, number>>;
}

const statuses: Record<string, number> = {};
let requests = 0;
let errors = 0;
let running = true;
// Keep-alive connections, one per source address (the agent pools sockets by local address).
const agent = new Agent({ keepAlive: true });

function signIn(order: FloodOrder, localAddress: string): Promise<number> {
  const body = JSON.stringify({
    login: `flood.${randomBytes(6).toString("hex")}`,
    password: "not-the-password",
  });
  return new Promise((resolve, reject) => {
    const sent = request(
      order.url,
      {
        method: "POST",
        agent,
        localAddress,
        headers: { ...order.headers, "content-length": Buffer.byteLength(body) },
        timeout: 10_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.on("timeout", () => sent.destroy(new Error("timeout")));
    sent.end(body);
  });
}

/** Says the flood is on once its first answer came (a loaded machine starts this process slowly). */
let announce = () => {
  process.send?.({ started: true });
  announce = () => undefined;
};

async function loop(order: FloodOrder, own: readonly string[]): Promise<void> {
  for (let n = 0; running; n++) {
    try {
      const status = await signIn(order, own[n % own.length] as string);
      statuses[status] = (statuses[status] ?? 0) + 1;
      requests++;
      announce();
    } catch {
      if (running) errors++;
    }
  }
}

async function flood(order: FloodOrder): Promise<void> {
  const loops: Promise<void>[] = [];
  for (let i = 0; i < order.connections; i++) {
    const own = order.addresses.filter((_, at) => at % order.connections === i);
    loops.push(loop(order, own.length > 0 ? own : [order.addresses[i % order.addresses.length] as string]));
  }
  const stop = () => {
    running = false;
    // Ends the loops' requests in flight: sign-ins still queued for a password check are dropped.
    agent.destroy();
  };
  const deadline = setTimeout(stop, order.maxSeconds * 1000);
  process.once("message", stop);
  await Promise.all(loops);
  clearTimeout(deadline);
  const tally: FloodTally = { requests, errors, statuses };
  process.send?.({ tally }, () => process.exit(0));
}

process.once("message", (order: FloodOrder) => void flood(order));
