import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { CSRF_SECRET_FILE } from "../src/csrfSecret";
import type { PortalClient } from "./support/client";
import { startTestPortal } from "./support/server";

/** The key of the CSRF tokens' HMAC: configured in production, kept in DATA_DIR elsewhere. */
describe("the CSRF secret (embedded profile)", function () {
  this.timeout(30_000);
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "portal-csrf-secret-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses to start in production without CSRF_SECRET, saying what to set", async () => {
    const start = startTestPortal(
      { PORTAL_ENV: "production", PUBLIC_URL: "https://portal.example.uz" },
      dataDir,
    );

    const refusal = await start.then(
      async (portal) => {
        await portal.stop();
        return undefined;
      },
      (error: unknown) => error,
    );

    expect(refusal).to.be.instanceOf(Error);
    expect((refusal as Error).message).to.match(/^CSRF_SECRET is not set: PORTAL_ENV=production needs one/);
  });

  it("refuses a CSRF_SECRET shorter than 32 characters", async () => {
    const refusal = await startTestPortal({ CSRF_SECRET: "short" }, dataDir).then(
      async (portal) => {
        await portal.stop();
        return undefined;
      },
      (error: unknown) => error,
    );

    expect((refusal as Error | undefined)?.message).to.match(/^CSRF_SECRET is too short \(5 characters\)/);
  });

  it("keeps a generated secret in DATA_DIR, readable by the owner only, so a token outlives a restart", async () => {
    const first = await startTestPortal({}, dataDir);
    const browser = first.client();
    await browser.get("/healthz");
    const token = browser.csrfToken!;
    await first.stop();

    const again = await startTestPortal({}, dataDir);
    try {
      const signIn = await again
        .client()
        .request(
          "POST",
          "/auth/login",
          { login: "demo.company", password: "Demo12345!" },
          { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
        );

      expect(statSync(join(dataDir, CSRF_SECRET_FILE)).mode & 0o777).to.equal(0o600);
      expect(signIn.status).to.equal(200);
    } finally {
      await again.stop();
    }
  });

  it("takes tokens signed with CSRF_SECRET, and refuses them on a server with another secret", async () => {
    const secret = "the-same-secret-on-every-process-0001";
    const first = await startTestPortal({ CSRF_SECRET: secret }, dataDir);
    const browser = first.client();
    await browser.get("/healthz");
    const token = browser.csrfToken!;
    await first.stop();
    const send = (client: PortalClient) =>
      client.request(
        "POST",
        "/auth/login",
        { login: "demo.company", password: "Demo12345!" },
        { cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
      );

    const same = await startTestPortal({ CSRF_SECRET: secret }, dataDir);
    const sameAnswer = await send(same.client()).finally(() => same.stop());
    const other = await startTestPortal({ CSRF_SECRET: `${secret}-but-another` }, dataDir);
    const otherAnswer = await send(other.client()).finally(() => other.stop());

    expect(sameAnswer.status).to.equal(200);
    expect(otherAnswer.status).to.equal(419);
  });
});
