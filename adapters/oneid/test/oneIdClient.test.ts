import { OneIdRefusedError, OneIdUnavailableError } from "@portal/application";
import { expect } from "chai";
import {
  DAVRON_SAFAROV,
  ELYOR_BOBOMUROTOV,
  GULNORA_HAMIDOVA,
  LOLA_ISMOILOVA,
  OneIdClient,
  type OneIdClientOptions,
  type OneIdStandIn,
  startOneIdStandIn,
} from "../src";
import { signInOnPage } from "./support/browser";

const CLIENT_ID = "metrology-portal";
const CLIENT_SECRET = "s3cret-never-shown";
const REDIRECT_URI = "http://portal.test/auth/oneid/callback";

/** Expects `promise` to reject with `kind`, and answers the error. */
async function rejection<T extends Error>(promise: Promise<unknown>, kind: new (...args: never[]) => T) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "the call was expected to fail").to.be.instanceOf(kind);
  return error as T;
}

describe("OneIdClient against the OneID stand-in", () => {
  let standIn: OneIdStandIn;
  const clientOf = (overrides: Partial<OneIdClientOptions> = {}) =>
    new OneIdClient({
      baseUrl: standIn.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      scope: "metrology",
      ...overrides,
    });
  /** A fresh code for `pin`, as the callback receives it after the person signed in on the page. */
  const codeFor = async (pin: string, state = "state-1") => {
    const back = await signInOnPage(clientOf().authorizationUrl(state, REDIRECT_URI), pin);
    return back.searchParams.get("code")!;
  };

  beforeEach(async () => {
    standIn = await startOneIdStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT_URI],
    });
  });
  afterEach(() => standIn.close());

  it("points the browser at Authorization.do with one_code, the client id, redirect URI, scope and state", () => {
    const url = new URL(clientOf({ baseUrl: `${standIn.url}/` }).authorizationUrl("s&t=1", REDIRECT_URI));
    expect(url.origin + url.pathname).to.equal(`${standIn.url}/sso/oauth/Authorization.do`);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      response_type: "one_code",
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: "metrology",
      state: "s&t=1",
    });
  });

  it("signs a person in through the whole flow and reads them with the companies they act for", async () => {
    const back = await signInOnPage(
      clientOf().authorizationUrl("state-42", REDIRECT_URI),
      GULNORA_HAMIDOVA.pin,
    );
    expect(back.origin + back.pathname).to.equal(REDIRECT_URI);
    expect(back.searchParams.get("state")).to.equal("state-42");

    const person = await clientOf().identify(back.searchParams.get("code")!, REDIRECT_URI);

    expect(person).to.deep.equal({
      pin: "41403882610045",
      last_name: "Hamidova",
      first_name: "Gulnora",
      middle_name: "Shavkat qizi",
      tin: "489214673",
      passport_seria: "AB",
      passport_no: "4817263",
      passport_start_date: "2016-05-11",
      passport_end_date: "2026-05-10",
      who_issued_passport: "TOSHKENT SHAHAR CHILONZOR TUMANI IIB",
      birth_date: "1988-03-14",
      phone: "998901234517",
      email: "gulnora.hamidova@example.uz",
      address: "Toshkent shahri, Chilonzor tumani, Bunyodkor ko‘chasi, 12-uy, 45-xonadon",
      companies: [
        { tin: "207418529", name: '"MEZON O‘LCHOV" MAS\'ULIYATI CHEKLANGAN JAMIYAT', basic: true },
        { tin: "308524163", name: '"ANIQ TAROZI SERVIS" XUSUSIY KORXONASI', basic: false },
      ],
    });
    expect(standIn.calls).to.deep.equal(["one_authorization_code", "one_access_token_identify"]);
  });

  it("reads a person acting for one company, and one acting for none", async () => {
    const davron = await clientOf().identify(await codeFor(DAVRON_SAFAROV.pin), REDIRECT_URI);
    expect(davron.companies).to.deep.equal([
      { tin: "302971846", name: '"TOZA SUV LABORATORIYASI" MAS\'ULIYATI CHEKLANGAN JAMIYAT', basic: true },
    ]);
    const elyor = await clientOf().identify(await codeFor(ELYOR_BOBOMUROTOV.pin), REDIRECT_URI);
    expect([elyor.last_name, elyor.companies]).to.deep.equal(["Bobomurotov", []]);
  });

  it('takes a person OneID marks valid "false" (a login-and-password sign-in), as the live service answers', async () => {
    const lola = await clientOf().identify(await codeFor(LOLA_ISMOILOVA.pin), REDIRECT_URI);
    expect([lola.pin, lola.tin, lola.phone]).to.deep.equal(["40905951200311", "", "998998124066"]);
  });

  describe("refusals", () => {
    it("refuses a code used twice", async () => {
      const code = await codeFor(GULNORA_HAMIDOVA.pin);
      await clientOf().identify(code, REDIRECT_URI);
      const error = await rejection(clientOf().identify(code, REDIRECT_URI), OneIdRefusedError);
      expect(error.message).to.include("invalid_grant").and.not.include(code);
    });

    it("refuses the portal under a wrong client secret, naming neither secret", async () => {
      const code = await codeFor(GULNORA_HAMIDOVA.pin);
      const error = await rejection(
        clientOf({ clientSecret: "a-wrong-secret" }).identify(code, REDIRECT_URI),
        OneIdRefusedError,
      );
      expect(error.message).to.include("invalid_client");
      expect(error.message).to.not.include("a-wrong-secret").and.not.include(CLIENT_SECRET);
    });

    it("refuses a code it never issued, and a redirect URI other than the code's", async () => {
      await rejection(clientOf().identify("f00d", REDIRECT_URI), OneIdRefusedError);
      const code = await codeFor(GULNORA_HAMIDOVA.pin);
      await rejection(clientOf().identify(code, "http://portal.test/elsewhere"), OneIdRefusedError);
    });

    it("refuses when OneID answers the identify call with an error", async () => {
      const code = await codeFor(GULNORA_HAMIDOVA.pin);
      standIn.failNext("refuse", "one_access_token_identify");
      await rejection(clientOf().identify(code, REDIRECT_URI), OneIdRefusedError);
      expect(standIn.calls).to.deep.equal(["one_authorization_code", "one_access_token_identify"]);
    });
  });

  describe("OneID unavailable", () => {
    it("when nothing listens on its port", async () => {
      const gone = await startOneIdStandIn({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
      await gone.close();
      const error = await rejection(
        clientOf({ baseUrl: gone.url }).identify("any-code", REDIRECT_URI),
        OneIdUnavailableError,
      );
      expect(error.message).to.include("ECONNREFUSED");
    });

    it("when it answers later than the client's timeout, which the client does not outwait", async () => {
      const code = await codeFor(GULNORA_HAMIDOVA.pin);
      standIn.failNext("slow");
      const started = performance.now();
      const error = await rejection(
        clientOf({ timeoutMs: 150 }).identify(code, REDIRECT_URI),
        OneIdUnavailableError,
      );
      expect(performance.now() - started).to.be.within(140, 5_000);
      expect(error.message).to.include("no answer within 150 ms").and.not.include(CLIENT_SECRET);
    });

    it("when it answers JSON that does not parse", async () => {
      const code = await codeFor(GULNORA_HAMIDOVA.pin);
      standIn.failNext("garbage");
      await rejection(clientOf().identify(code, REDIRECT_URI), OneIdUnavailableError);
    });

    it("when it answers 503, at either call", async () => {
      standIn.failNext("down", "one_authorization_code");
      await rejection(
        clientOf().identify(await codeFor(GULNORA_HAMIDOVA.pin), REDIRECT_URI),
        OneIdUnavailableError,
      );
      standIn.failNext("down", "one_access_token_identify");
      const error = await rejection(
        clientOf().identify(await codeFor(GULNORA_HAMIDOVA.pin), REDIRECT_URI),
        OneIdUnavailableError,
      );
      expect(error.message).to.include("HTTP 503");
    });

    it("when it answers an identify answer without a PINFL", async () => {
      const standInWithoutPin = await startOneIdStandIn({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        people: [{ ...GULNORA_HAMIDOVA, pin: "4140388261004" }],
      });
      try {
        const back = await signInOnPage(
          clientOf({ baseUrl: standInWithoutPin.url }).authorizationUrl("s", REDIRECT_URI),
          "4140388261004",
        );
        await rejection(
          clientOf({ baseUrl: standInWithoutPin.url }).identify(back.searchParams.get("code")!, REDIRECT_URI),
          OneIdUnavailableError,
        );
      } finally {
        await standInWithoutPin.close();
      }
    });
  });
});
