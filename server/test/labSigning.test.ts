import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CertificateSigner, TOKENS } from "@portal/application";
import { LabCredentialsError } from "@portal/signing";
import { expect } from "chai";
import { ConfigError, readConfig } from "../src/config";
import { buildContainer } from "../src/container";
import { startTestPortal } from "./support/server";

const SERVER_DIR = join(import.meta.dirname, "..");

function signingRequest(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/tools/signingRequest.ts", ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

function openssl(args: string[], input?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile("openssl", args, { encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    // openssl may exit before reading its input: a write to its closed pipe is not a failure of the test.
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(input ?? "");
  });
}

describe("the lab's signing key on the server", function () {
  this.timeout(60_000);
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "portal-lab-signing-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const dataDir = () => join(folder, "data");

  describe("npm run signing-request", () => {
    it("writes a certification request for the key kept in DATA_DIR, naming the lab, that openssl verifies", async () => {
      const out = join(folder, "lab.csr");

      const run = await signingRequest(["--out", out], {
        DATA_DIR: dataDir(),
        ORG_NAME: "Namuna metrologiya markazi",
      });

      expect(run.code, run.stderr).to.equal(0);
      const verified = await openssl(["req", "-verify", "-noout", "-in", out]);
      expect(verified.code, verified.stderr).to.equal(0);
      expect(verified.stderr + verified.stdout).to.include("verify OK");
      const subject = await openssl(["req", "-noout", "-subject", "-in", out]);
      expect(subject.stdout).to.include(
        "subject=C = UZ, O = Namuna metrologiya markazi, CN = Namuna metrologiya markazi",
      );
      const requested = await openssl(["req", "-noout", "-pubkey", "-in", out]);
      const kept = await openssl([
        "x509",
        "-noout",
        "-pubkey",
        "-in",
        join(dataDir(), "signing", "lab-certificate.pem"),
      ]);
      expect(requested.stdout).to.match(/BEGIN PUBLIC KEY/);
      expect(requested.stdout).to.equal(kept.stdout);
      expect(statSync(join(dataDir(), "signing", "lab-key.pem")).mode & 0o777).to.equal(0o600);
    });

    it("writes the request to the standard output without --out, for the same key on every run", async () => {
      const first = await signingRequest([], { DATA_DIR: dataDir() });
      const second = await signingRequest([], { DATA_DIR: dataDir() });

      expect(first.code, first.stderr).to.equal(0);
      expect(first.stdout).to.match(
        /^-----BEGIN CERTIFICATE REQUEST-----\n[\s\S]+\n-----END CERTIFICATE REQUEST-----\n$/,
      );
      const keyOf = async (csr: string) => (await openssl(["req", "-noout", "-pubkey"], csr)).stdout;
      expect(await keyOf(second.stdout)).to.equal(await keyOf(first.stdout));
    });

    it("refuses half a configuration, saying what to set", async () => {
      const run = await signingRequest([], {
        DATA_DIR: dataDir(),
        SIGNING_KEY_FILE: join(folder, "lab-key.pem"),
      });

      expect(run.code).to.equal(1);
      expect(run.stderr).to.include("SIGNING_CERT_FILE is not set");
    });
  });

  it("refuses SIGNING_KEY_FILE or SIGNING_CERT_FILE alone as a configuration error", () => {
    expect(() => readConfig({ SIGNING_KEY_FILE: "/etc/portal/lab-key.pem" })).to.throw(
      ConfigError,
      /^SIGNING_CERT_FILE is not set: SIGNING_KEY_FILE \(the lab's key\) and SIGNING_CERT_FILE/,
    );
    expect(() => readConfig({ SIGNING_CERT_FILE: "/etc/portal/lab.pem" })).to.throw(
      ConfigError,
      /^SIGNING_KEY_FILE is not set/,
    );
    expect(readConfig({}).signing).to.deep.equal({});
  });

  it("does not start with a certificate that is not the key's, naming the files", async () => {
    const kept = (dir: string, file: string) => join(folder, dir, "signing", file);
    await buildContainer(
      readConfig({ DATA_DIR: join(folder, "a") }),
      "a-csrf-secret-of-at-least-32-characters",
    );
    await buildContainer(
      readConfig({ DATA_DIR: join(folder, "b") }),
      "a-csrf-secret-of-at-least-32-characters",
    );

    const refusal = await startTestPortal(
      { SIGNING_KEY_FILE: kept("a", "lab-key.pem"), SIGNING_CERT_FILE: kept("b", "lab-certificate.pem") },
      dataDir(),
    ).then(
      async (portal) => {
        await portal.stop();
        return undefined;
      },
      (error: unknown) => error,
    );

    expect(refusal).to.be.instanceOf(LabCredentialsError);
    expect((refusal as Error).message).to.equal(
      `${kept("a", "lab-key.pem")} and ${kept("b", "lab-certificate.pem")}: the certificate is not the key's (its public key is another): put the certificate issued for this key first`,
    );
  });

  for (const [profile, env] of [
    ["embedded", {}],
    ["production", { MONGO_URL: "mongodb://127.0.0.1:9" }],
  ] as const) {
    it(`gives the ${profile} profile's composition root the lab's signer, with the key kept in DATA_DIR`, async () => {
      const config = readConfig({ ...env, DATA_DIR: dataDir(), ORG_NAME: "Namuna lab" });
      const container = await buildContainer(config, "a-csrf-secret-of-at-least-32-characters");

      const signer = container.get<CertificateSigner>(TOKENS.CertificateSigner);

      expect(signer.identity().subject).to.equal("C=UZ, O=Namuna lab, CN=Namuna lab");
      expect(readFileSync(join(dataDir(), "signing", "lab-certificate.pem"), "utf8")).to.equal(
        `${signer.identity().certificatePem}\n`,
      );
      const content = new TextEncoder().encode('{"certificate":"01-2026-7QK2M9XD"}');
      expect((await signer.verify(content, await signer.sign(content, new Date()))).valid).to.equal(true);
    });
  }
});
