import { expect } from "chai";
import { DEFAULT_SCRYPT, ScryptPasswordHasher } from "../src/ScryptPasswordHasher";

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
});
