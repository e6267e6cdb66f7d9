import { expect } from "chai";
import { ConfigError, readConfig } from "../src/config";
import { startTestPortal } from "./support/server";

const production = {
  PORTAL_ENV: "production",
  CSRF_SECRET: "x".repeat(40),
  PUBLIC_URL: "https://portal.example.uz",
};

describe("the server's configuration", () => {
  describe("PORTAL_ENV", () => {
    it("refuses a mistyped value, naming the accepted ones, rather than run a development server", () => {
      for (const mistyped of ["prod", "Production", "PRODUCTION", " production", "dev", "staging"]) {
        expect(() => readConfig({ ...production, PORTAL_ENV: mistyped }), mistyped).to.throw(
          ConfigError,
          /PORTAL_ENV must be "production" or "development" \(or unset, which is development\)/,
        );
      }
    });

    it("takes production, development and unset", () => {
      expect(readConfig(production).production).to.equal(true);
      expect(readConfig({ PORTAL_ENV: "development" }).production).to.equal(false);
      expect(readConfig({}).production).to.equal(false);
      expect(readConfig({ PORTAL_ENV: "" }).production).to.equal(false);
    });
  });

  describe("PASSWORD_HASH_COST", () => {
    it("takes scrypt's cost from 10 to 17, the production default when unset, and nothing below 15 in production", () => {
      expect(readConfig({}).passwordHashing.cost).to.equal(undefined);
      expect(readConfig({ PASSWORD_HASH_COST: "10" }).passwordHashing.cost).to.equal(10);
      expect(readConfig({ ...production, PASSWORD_HASH_COST: "16" }).passwordHashing.cost).to.equal(16);
      for (const wrong of ["9", "18", "12.5", "ten", "-15"]) {
        expect(() => readConfig({ PASSWORD_HASH_COST: wrong }), wrong).to.throw(
          ConfigError,
          /PASSWORD_HASH_COST must be a whole number from 10 to 17/,
        );
      }
      expect(() => readConfig({ ...production, PASSWORD_HASH_COST: "14" })).to.throw(
        ConfigError,
        /PASSWORD_HASH_COST below 15 is for tests only/,
      );
    });
  });

  describe("the demo accounts", () => {
    it("are made on the embedded store, never in production, and on MongoDB only when asked", () => {
      expect(readConfig({}).demoAccounts).to.equal(true);
      expect(readConfig({ DEMO_ACCOUNTS: "off" }).demoAccounts).to.equal(false);
      expect(readConfig(production).demoAccounts).to.equal(false);
      expect(readConfig({ MONGO_URL: "mongodb://127.0.0.1:1/x" }).demoAccounts).to.equal(false);
      expect(readConfig({ MONGO_URL: "mongodb://127.0.0.1:1/x", DEMO_ACCOUNTS: "on" }).demoAccounts).to.equal(
        true,
      );
      expect(() => readConfig({ ...production, DEMO_ACCOUNTS: "on" })).to.throw(
        ConfigError,
        /DEMO_ACCOUNTS=on/,
      );
      expect(() => readConfig({ DEMO_ACCOUNTS: "yes" })).to.throw(
        ConfigError,
        /DEMO_ACCOUNTS must be "on" or "off"/,
      );
    });

    it("cannot sign in on a production server", async function () {
      this.timeout(30_000);
      const portal = await startTestPortal(production);
      try {
        const answer = await portal
          .client()
          .post("/auth/login", { login: "demo.staff", password: "Demo12345!" });
        expect(answer.status).to.equal(401);
      } finally {
        await portal.stop();
      }
    });
  });

  describe("PUBLIC_URL", () => {
    it("is required in production, as an https address, since QR codes printed on paper carry it", () => {
      const { PUBLIC_URL: _, ...withoutAddress } = production;
      expect(() => readConfig(withoutAddress)).to.throw(
        ConfigError,
        /PUBLIC_URL is not set: PORTAL_ENV=production/,
      );
      expect(() => readConfig({ ...production, PUBLIC_URL: "http://portal.example.uz" })).to.throw(
        ConfigError,
        /PUBLIC_URL must be an https address with PORTAL_ENV=production/,
      );
      expect(readConfig({ ...production, PUBLIC_URL: "https://portal.example.uz/" }).publicBaseUrl).to.equal(
        "https://portal.example.uz",
      );
    });

    it("defaults to the listening address in development, and refuses what is no web address", () => {
      expect(readConfig({ HOST: "127.0.0.1", PORT: "3100" }).publicBaseUrl).to.equal("http://127.0.0.1:3100");
      for (const bad of ["portal.example.uz", "ftp://portal.example.uz", "https://portal.example.uz/?a=1"]) {
        expect(() => readConfig({ PUBLIC_URL: bad }), bad).to.throw(ConfigError, /PUBLIC_URL must be/);
      }
    });
  });

  describe("the payment systems (PAYME_*, CLICK_*)", () => {
    const payme = { PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb", PAYME_KEY: "payme-secret-key" };
    const click = {
      CLICK_SERVICE_ID: "1001",
      CLICK_MERCHANT_ID: "2002",
      CLICK_SECRET_KEY: "click-secret-key",
    };

    it("reads each system's registration, with the systems' own checkout addresses unless set", () => {
      expect(readConfig({ ...payme, ...click }).payments).to.deep.equal({
        paymeMerchantId: "5e730e8e0b852a417aa49ceb",
        paymeKey: "payme-secret-key",
        paymeCheckoutUrl: "https://checkout.paycom.uz",
        clickServiceId: "1001",
        clickMerchantId: "2002",
        clickSecretKey: "click-secret-key",
        clickCheckoutUrl: "https://my.click.uz/services/pay",
      });
      expect(readConfig({}).payments).to.deep.equal({
        paymeCheckoutUrl: "https://checkout.paycom.uz",
        clickCheckoutUrl: "https://my.click.uz/services/pay",
      });
      const local = readConfig({
        PAYME_CHECKOUT_URL: "http://127.0.0.1:8092/",
        CLICK_CHECKOUT_URL: "http://127.0.0.1:8093/services/pay",
      });
      expect([local.payments.paymeCheckoutUrl, local.payments.clickCheckoutUrl]).to.deep.equal([
        "http://127.0.0.1:8092",
        "http://127.0.0.1:8093/services/pay",
      ]);
    });

    it("refuses a system half configured, naming what is missing and never a key", () => {
      expect(() => readConfig({ PAYME_MERCHANT_ID: "m" })).to.throw(
        ConfigError,
        /Payme is half configured: set PAYME_KEY/,
      );
      for (const half of [{ CLICK_SERVICE_ID: "1001" }, { ...click, CLICK_MERCHANT_ID: "" }]) {
        try {
          readConfig(half);
          expect.fail("a half-configured Click was taken");
        } catch (error) {
          expect(error).to.be.instanceOf(ConfigError);
          expect((error as Error).message).to.match(/Click is half configured/);
          expect((error as Error).message).to.not.contain("click-secret-key");
        }
      }
    });

    it("wants https checkout addresses in production", () => {
      expect(() =>
        readConfig({ ...production, PAYME_CHECKOUT_URL: "http://checkout.test.paycom.uz" }),
      ).to.throw(ConfigError, /PAYME_CHECKOUT_URL must be an https address/);
      expect(() => readConfig({ CLICK_CHECKOUT_URL: "my.click.uz" })).to.throw(
        ConfigError,
        /CLICK_CHECKOUT_URL must be/,
      );
    });
  });

  describe("the test clock", () => {
    it("moves only for a caller on this machine, never for a request a proxy forwarded", async function () {
      this.timeout(30_000);
      const portal = await startTestPortal({ PORTAL_TEST_CLOCK: "1", REMINDER_TICK_SECONDS: "0" });
      try {
        const at = new Date().toISOString();
        const forwarded = await portal
          .client()
          .post("/api/test/clock", { at }, { "X-Forwarded-For": "203.0.113.7" });
        expect(forwarded.status).to.equal(404);
        const local = await portal.client().post("/api/test/clock", { at });
        expect(local.status).to.equal(200);
      } finally {
        await portal.stop();
      }
    });
  });
});
