import sinon from "sinon";
import { PasswordCheckAbandonedError, PasswordCheckBusyError } from "@portal/application";
import { expect } from "chai";
import { DEFAULT_HASHING_GATE, DEFAULT_SCRYPT, ScryptPasswordHasher } from "../src/ScryptPasswordHasher";
import { LowPriorityScrypt } from "../src/LowPriorityScrypt";

describe("ScryptPasswordHasher", () => {
  const hasher = new ScryptPasswordHasher();

  it("writes scrypt$N$r$p$salt$hash with the memory-hard defaults and a 16-byte salt", async () => {
    const hash = await hasher.hash("maxfiy-parol");
    const [scheme, N, r, p, salt, key] = hash.split("$");
    expect([scheme, Number(N), Number(r), Number(p)]).to.deep.equal([
      "scrypt",
      DEFAULT_SCRYPT.N,
      DEFAULT_SCRYPT.r,
      DEFAULT_SCRYPT.p,
    ]);
    expect(DEFAULT_SCRYPT.N).to.equal(2 ** 15);
    expect(Buffer.from(salt ?? "", "base64")).to.have.length(16);
    expect(Buffer.from(key ?? "", "base64").length).to.be.at.least(32);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hasher.hash("maxfiy-parol");
    expect(await hasher.verify("maxfiy-parol", hash)).to.equal(true);
    expect(await hasher.verify("maxfiy-parol ", hash)).to.equal(false);
    expect(await hasher.verify("", hash)).to.equal(false);
  });

  it("salts every hash, so the same password never hashes the same twice", async () => {
    expect(await hasher.hash("parol")).to.not.equal(await hasher.hash("parol"));
  });

  it("refuses, without throwing, anything that is not one of its hashes", async () => {
    const good = await hasher.hash("parol");
    const parts = good.split("$");
    const forged = [
      "",
      "parol",
      "bcrypt$2b$10$abc",
      ["scrypt", 2 ** 30, 8, 1, parts[4], parts[5]].join("$"), // a cost meant to exhaust memory
      ["scrypt", 1000, 8, 1, parts[4], parts[5]].join("$"), // not a power of two
      ["scrypt", parts[1], parts[2], parts[3], "", parts[5]].join("$"),
      ["scrypt", parts[1], parts[2], parts[3], parts[4], "AAAA"].join("$"),
    ];
    for (const hash of forged) expect(await hasher.verify("parol", hash), hash).to.equal(false);
  });

  it("verifies hashes made with other parameters, as the stored hash names its own", async () => {
    const cheaper = new ScryptPasswordHasher({ N: 2 ** 14, r: 8, p: 1 });
    expect(await hasher.verify("parol", await cheaper.hash("parol"))).to.equal(true);
  });

  it("checks an unknown login (no hash) at its own cost and answers false, whatever the cost", async () => {
    const cheap = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const dear = new ScryptPasswordHasher({ N: 2 ** 14, r: 8, p: 1 });
    try {
      expect(await cheap.verify("", undefined)).to.equal(false);
      expect(await dear.verify("parol", undefined)).to.equal(false);
      // The decoy is derived at the hasher's own cost, as a real check of a new hash is.
      const derive = sinon.spy(LowPriorityScrypt.prototype, "derive");
      try {
        await dear.verify("parol", undefined);
        await cheap.verify("parol", undefined);
        expect(derive.getCalls().map((call) => call.args[0].N)).to.deep.equal([2 ** 14, 2 ** 10]);
      } finally {
        derive.restore();
      }
    } finally {
      await Promise.all([cheap.close(), dear.close()]);
    }
  });

  it("checks one password at a time and lets at most 64 wait", () => {
    expect(DEFAULT_HASHING_GATE).to.deep.equal({ concurrency: 1, queue: 64 });
  });

  it("checks passwords on a thread below the server's priority, so a flood yields to requests", async () => {
    expect(await hasher.runsBelowServerPriority()).to.equal(process.platform === "linux");
  });

  it("lets the process end while its thread is idle, and checks again after a close", async () => {
    const own = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const hash = await own.hash("parol");
    await own.close();
    expect(await own.verify("parol", hash)).to.equal(true);
    await own.close();
  });

  it("refuses a check at once with PasswordCheckBusyError when its gate is full (and says it is busy), and finishes every check it took", async () => {
    const gated = new ScryptPasswordHasher(DEFAULT_SCRYPT, { concurrency: 1, queue: 1 });
    const hash = await gated.hash("parol");
    const settled: string[] = [];
    const running = gated.verify("parol", hash).finally(() => settled.push("running"));
    expect(gated.busy(), "one check running, none waiting").to.equal(false);
    const waiting = gated.verify("boshqa", hash).finally(() => settled.push("waiting"));
    expect(gated.load).to.deep.equal({ running: 1, waiting: 1 });
    expect(gated.busy(), "the queue is full").to.equal(true);

    const refused = await gated.verify("parol", hash).catch((error: unknown) => error);

    expect(refused).to.be.instanceOf(PasswordCheckBusyError);
    expect(settled, "refused before either check ended").to.deep.equal([]);
    expect(await running).to.equal(true);
    expect(await waiting).to.equal(false);
    expect(gated.load).to.deep.equal({ running: 0, waiting: 0 });
    expect(gated.busy()).to.equal(false);
    expect(await gated.verify("parol", hash)).to.equal(true);
  });

  it("skips a waiting check whose sign-in was abandoned with PasswordCheckAbandonedError; the others are checked", async () => {
    const gated = new ScryptPasswordHasher(DEFAULT_SCRYPT, { concurrency: 1, queue: 2 });
    const hash = await gated.hash("parol");
    const gone = new AbortController();
    const running = gated.verify("parol", hash);
    const abandoned = gated.verify("parol", hash, gone.signal).catch((error: unknown) => error);
    const after = gated.verify("parol", hash);
    expect(gated.load).to.deep.equal({ running: 1, waiting: 2 });
    gone.abort();

    expect(await abandoned).to.be.instanceOf(PasswordCheckAbandonedError);
    expect(await running).to.equal(true);
    expect(await after).to.equal(true);
    expect(gated.load).to.deep.equal({ running: 0, waiting: 0 });
  });
});
