import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { PasswordCheckBusyError, type PasswordHasher } from "@portal/application";
import { BoundedGate, type GateLimits } from "./BoundedGate";

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** About 32 MiB and ~100 ms per hash: memory-hard enough to slow a guessing attack. */
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which the embedded store's
 * file writes and every other `fs` call share: one hash at a time leaves them three
 * threads (and, on a small machine, a core for the event loop). Up to 64 more wait, about
 * 6 s at 100 ms each; past that a check is refused at once (PasswordCheckBusyError, 503).
 * The queue is deep because waiting costs a socket, while a refusal is a whole request
 * that a flooding loop repeats at once (docs/decisions.md, issue 19).
 */
export const DEFAULT_HASHING_GATE: GateLimits = { concurrency: 1, queue: 64 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// A stored hash names its own cost; refuse costs far above ours so that a forged
// or corrupt hash cannot make verification take unbounded memory or time.
const MAX_N = 2 ** 17;
const MAX_R = 16;
const MAX_P = 4;

function derive(password: string, salt: Buffer, params: ScryptParameters, length: number): Promise<Buffer> {
  // Node refuses more than 32 MiB by default, exactly what N=2^15, r=8 needs (128·N·r).
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes as `scrypt$N$r$p$salt$hash`, salt and hash in base64. Every derivation passes one
 * bounded gate: a flood of sign-ins waits its turn or is refused, it never fills the thread pool.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  private readonly gate: BoundedGate;

  constructor(
    private readonly params: ScryptParameters = DEFAULT_SCRYPT,
    limits: GateLimits = DEFAULT_HASHING_GATE,
  ) {
    this.gate = new BoundedGate(limits, () => new PasswordCheckBusyError());
  }

  /** Derivations running and waiting now. */
  get load() {
    return this.gate.load;
  }

  async hash(password: string): Promise<string> {
    const { N, r, p } = this.params;
    const salt = randomBytes(SALT_BYTES);
    const key = await this.gate.run(() => derive(password, salt, this.params, KEY_BYTES));
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  /**
   * False for a wrong password and for anything that is not a hash of ours; throws
   * PasswordCheckBusyError, having checked nothing, when the gate is full.
   */
  async verify(password: string, hash: string): Promise<boolean> {
    const parsed = parse(hash);
    if (!parsed) return false;
    const key = await this.gate.run(() => derive(password, parsed.salt, parsed.params, parsed.key.length));
    return timingSafeEqual(key, parsed.key);
  }
}

function parse(hash: string): { params: ScryptParameters; salt: Buffer; key: Buffer } | undefined {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P;
  if (!valid) return undefined;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const key = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length === 0 || key.length < 16) return undefined;
  return { params: { N, r, p }, salt, key };
}
