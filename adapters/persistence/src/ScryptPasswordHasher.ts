import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import {
  PasswordCheckAbandonedError,
  PasswordCheckBusyError,
  type PasswordHasher,
} from "@portal/application";
import { BoundedGate, type GateLimits } from "./BoundedGate";
import { LowPriorityScrypt } from "./LowPriorityScrypt";

export interface ScryptParameters {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** About 32 MiB and ~100 ms per hash: memory-hard enough to slow a guessing attack. */
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };

/**
 * Password checks run on a thread of their own at a lowered priority (LowPriorityScrypt),
 * one at a time: a sign-in flood takes the CPU the portal's requests leave, and libuv's
 * pool stays free for file writes. Up to 64 more wait; past that a check is refused at
 * once (PasswordCheckBusyError, 503). The queue is deep because waiting costs a socket,
 * while a refusal is a whole request that a flooding loop repeats at once. No start rate
 * by default (`PASSWORD_HASH_PER_SECOND` sets one): the priority already yields to the
 * portal, and an idle server signs people in at full speed (docs/decisions.md, issue 19).
 */
export const DEFAULT_HASHING_GATE: GateLimits = { concurrency: 1, queue: 64 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// A stored hash names its own cost; refuse costs far above ours so that a forged
// or corrupt hash cannot make verification take unbounded memory or time.
const MAX_N = 2 ** 17;
const MAX_R = 16;
const MAX_P = 4;

/**
 * Hashes as `scrypt$N$r$p$salt$hash`, salt and hash in base64. Every derivation passes one
 * bounded gate: a flood of sign-ins waits its turn or is refused, it never fills a thread pool.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  private readonly gate: BoundedGate;
  private readonly scrypt = new LowPriorityScrypt();

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

  /** Whether a check asked now would be refused at once with PasswordCheckBusyError. */
  busy(): boolean {
    return this.gate.full;
  }

  /**
   * A new hash (the seed's demo accounts, a password set): at the server's own priority, on
   * libuv's pool, still one at a time through the gate. Only checks, which anyone can send
   * by signing in, run below it: a start on a busy machine is not held back by its seed.
   */
  async hash(password: string): Promise<string> {
    const { N, r, p } = this.params;
    const salt = randomBytes(SALT_BYTES);
    const key = await this.gate.run(
      () =>
        new Promise<Buffer>((resolve, reject) =>
          scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmemOf(this.params) }, (error, derived) =>
            error ? reject(error) : resolve(derived),
          ),
        ),
    );
    return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
  }

  /**
   * False for a wrong password and for anything that is not a hash of ours; throws, having
   * checked nothing, PasswordCheckBusyError when the gate is full and
   * PasswordCheckAbandonedError when `abandoned` was aborted before the check's turn.
   */
  async verify(password: string, hash: string | undefined, abandoned?: AbortSignal): Promise<boolean> {
    const parsed = hash === undefined ? this.decoy() : parse(hash);
    if (!parsed) return false;
    try {
      const key = await this.gate.run(
        () => this.derive(password, parsed.salt, parsed.params, parsed.key.length),
        abandoned,
      );
      return timingSafeEqual(key, parsed.key) && !("decoy" in parsed);
    } catch (error) {
      if (abandoned?.aborted && error === abandoned.reason) throw new PasswordCheckAbandonedError();
      throw error;
    }
  }

  /**
   * What an unknown login is checked against: a derivation of this hasher's own cost, whose
   * all-zero key no password yields in practice (and `verify` answers false for it anyway).
   */
  private decoy(): { params: ScryptParameters; salt: Buffer; key: Buffer; decoy: true } {
    return { params: this.params, salt: Buffer.alloc(SALT_BYTES), key: Buffer.alloc(KEY_BYTES), decoy: true };
  }

  /** Whether checks run below the server's priority here (Linux); a start-up log says so. */
  runsBelowServerPriority(): Promise<boolean> {
    return this.scrypt.runsBelowServerPriority();
  }

  /** Ends the password-check thread. */
  close(): Promise<void> {
    return this.scrypt.close();
  }

  private derive(password: string, salt: Buffer, params: ScryptParameters, length: number): Promise<Buffer> {
    return this.scrypt.derive({ password, salt, ...params, length, maxmem: maxmemOf(params) });
  }
}

/** Node refuses more than 32 MiB by default, exactly what N=2^15, r=8 needs (128·N·r). */
const maxmemOf = (params: ScryptParameters): number => 256 * params.N * params.r + 1024 * 1024;

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
