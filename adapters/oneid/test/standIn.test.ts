import { expect } from "chai";
import {
  GULNORA_HAMIDOVA,
  type OneIdStandIn,
  STAND_IN_PEOPLE,
  standInPerson,
  standInPersonWithPin,
  startOneIdStandIn,
  TEST_MARK_RU,
  TEST_MARK_UZ,
} from "../src";
import { formFor, postGrant, signInOnPage } from "./support/browser";

const CLIENT_ID = "metrology-portal";
const CLIENT_SECRET = "s3cret";
const REDIRECT_URI = "http://portal.test/auth/oneid/callback";

const authorizationUrl = (standIn: OneIdStandIn, params: Record<string, string>) =>
  `${standIn.url}/sso/oauth/Authorization.do?${new URLSearchParams({
    response_type: "one_code",
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: "metrology",
    state: "st",
    ...params,
  })}`;

const exchange = (standIn: OneIdStandIn, code: string) =>
  postGrant(standIn.url, {
    grant_type: "one_authorization_code",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code,
    redirect_uri: REDIRECT_URI,
  });

const identify = (standIn: OneIdStandIn, accessToken: string) =>
  postGrant(standIn.url, {
    grant_type: "one_access_token_identify",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    access_token: accessToken,
    scope: "metrology",
  });

describe("the OneID stand-in's sign-in page", () => {
  let standIn: OneIdStandIn;
  beforeEach(async () => {
    standIn = await startOneIdStandIn({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  });
  afterEach(() => standIn.close());

  it("says in Uzbek and Russian that it is a test service, not OneID, and fits a phone's width", async () => {
    const response = await fetch(authorizationUrl(standIn, {}));
    const page = await response.text();
    expect(response.status).to.equal(200);
    expect(response.headers.get("content-type")).to.equal("text/html; charset=utf-8");
    expect(page).to.include(`<title>${TEST_MARK_UZ}</title>`);
    expect(page).to.include(`<h1>${TEST_MARK_UZ}</h1>`);
    expect(page).to.include(`<p lang="ru">${TEST_MARK_RU}</p>`);
    expect(page).to.include('<html lang="uz">');
    expect(page).to.include('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it("lists every person with a sign-in button, the PINFL partly hidden, and the companies they act for", async () => {
    const page = await (await fetch(authorizationUrl(standIn, {}))).text();
    for (const person of STAND_IN_PEOPLE) {
      expect(page).to.include(`<h2 id="person-${STAND_IN_PEOPLE.indexOf(person)}">${person.full_name}</h2>`);
      expect(page).to.include(`${person.pin.slice(0, 4)}••••••••${person.pin.slice(-2)}`);
      expect(page).to.include(`<span class="hidden"> — ${person.full_name}</span></button>`);
      expect(formFor(page, person.pin).action).to.equal("/sso/oauth/stand-in/sign-in");
    }
    expect(page).to.include(
      '&quot;MEZON O‘LCHOV&quot; MChJ, STIR · <span lang="ru">ИНН</span> 207418529 (asosiy',
    );
    expect(page.match(/Tashkilot yoʻq/g)).to.have.length(2);
  });

  it("escapes a hostile state and redirect URI wherever it carries them", async () => {
    const hostileState = `"><script>alert(1)</script>`;
    const hostileRedirect = `http://portal.test/cb?x="><img src=x onerror=alert(2)>`;
    const page = await (
      await fetch(authorizationUrl(standIn, { state: hostileState, redirect_uri: hostileRedirect }))
    ).text();
    expect(page).to.not.include("<script").and.not.include("<img");
    expect(page).to.include('name="state" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    // …and the browser sends both back unchanged, to where the portal asked.
    const form = formFor(page, GULNORA_HAMIDOVA.pin);
    expect(Object.fromEntries(form.fields)).to.include({
      state: hostileState,
      redirect_uri: hostileRedirect,
    });
  });

  it("answers an error page (400), still marked as a test, for an unknown client or a wrong response_type", async () => {
    const refusedParams: Record<string, string>[] = [
      { client_id: "someone-else" },
      { response_type: "code" },
      { response_type: "" },
      { redirect_uri: "javascript:alert(1)" },
      { redirect_uri: "not a url" },
    ];
    for (const params of refusedParams) {
      const response = await fetch(authorizationUrl(standIn, params));
      const page = await response.text();
      expect(response.status, JSON.stringify(params)).to.equal(400);
      expect(page).to.include(TEST_MARK_UZ).and.include('role="alert"').and.not.include("<form");
    }
    const missing = await fetch(`${standIn.url}/sso/oauth/Authorization.do?client_id=${CLIENT_ID}`);
    expect(missing.status).to.equal(400);
  });

  it("escapes what it echoes on an error page", async () => {
    const page = await (await fetch(authorizationUrl(standIn, { client_id: "<b>x</b>" }))).text();
    expect(page).to.include("<code>&lt;b&gt;x&lt;/b&gt;</code>").and.not.include("<b>x");
  });

  it("takes only the registered redirect URIs when it is given some", async () => {
    const strict = await startOneIdStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT_URI],
    });
    try {
      expect((await fetch(authorizationUrl(strict, {}))).status).to.equal(200);
      const other = await fetch(authorizationUrl(strict, { redirect_uri: "http://attacker.test/cb" }));
      expect(other.status).to.equal(400);
    } finally {
      await strict.close();
    }
  });

  it("sends the browser back with a fresh code and the state, keeping the redirect URI's own query", async () => {
    const url = authorizationUrl(standIn, { redirect_uri: `${REDIRECT_URI}?lang=ru`, state: "a b&c" });
    const first = await signInOnPage(url, GULNORA_HAMIDOVA.pin);
    const second = await signInOnPage(url, GULNORA_HAMIDOVA.pin);
    expect(first.origin + first.pathname).to.equal(REDIRECT_URI);
    expect(first.searchParams.get("lang")).to.equal("ru");
    expect(first.searchParams.get("state")).to.equal("a b&c");
    expect(first.searchParams.get("code")).to.match(/^[0-9a-f-]{36}$/);
    expect(second.searchParams.get("code")).to.not.equal(first.searchParams.get("code"));
  });

  it("refuses a choice of someone it does not know, or a choice posted with a changed client", async () => {
    const page = await (await fetch(authorizationUrl(standIn, {}))).text();
    const form = formFor(page, GULNORA_HAMIDOVA.pin);
    const post = (fields: Record<string, string>) =>
      fetch(new URL(form.action, standIn.url), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...Object.fromEntries(form.fields), ...fields }),
        redirect: "manual",
      });
    expect((await post({ pin: "99999999999999" })).status).to.equal(400);
    expect((await post({ client_id: "someone-else" })).status).to.equal(400);
  });
});

describe("the OneID stand-in's server-to-server calls", () => {
  let standIn: OneIdStandIn;
  let clock: number;
  beforeEach(async () => {
    clock = Date.parse("2026-11-27T10:00:00Z");
    standIn = await startOneIdStandIn({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, now: () => clock });
  });
  afterEach(() => standIn.close());

  const freshCode = async () =>
    (await signInOnPage(authorizationUrl(standIn, {}), GULNORA_HAMIDOVA.pin)).searchParams.get("code")!;

  it("answers the token as OneID does, and the person with their session id", async () => {
    const token = await exchange(standIn, await freshCode());
    expect(token.status).to.equal(200);
    expect(token.json).to.include({ token_type: "Bearer", expires_in: 3600, scope: "metrology" });
    expect(token.json).to.have.keys("access_token", "token_type", "expires_in", "scope", "refresh_token");
    const person = await identify(standIn, token.json.access_token as string);
    expect(person.status).to.equal(200);
    expect(person.json).to.deep.include({ pin: GULNORA_HAMIDOVA.pin, valid: "true", ret_cd: "0" });
    expect(person.json.sess_id).to.equal(token.json.access_token);
    expect(person.json.legal_info).to.deep.equal(GULNORA_HAMIDOVA.legal_info);
  });

  it("keeps a code five minutes, and not a moment longer", async () => {
    const code = await freshCode();
    clock += 5 * 60_000 - 1;
    expect((await exchange(standIn, code)).status).to.equal(200);
    const late = await freshCode();
    clock += 5 * 60_000;
    expect(await exchange(standIn, late)).to.deep.include({ status: 400 });
  });

  it("refuses a code used twice and takes back the token it was exchanged for", async () => {
    const code = await freshCode();
    const token = await exchange(standIn, code);
    const again = await exchange(standIn, code);
    expect(again.status).to.equal(400);
    expect(again.json.error).to.equal("invalid_grant");
    expect(await identify(standIn, token.json.access_token as string)).to.deep.include({ status: 401 });
  });

  it("refuses a wrong client secret, an unknown token and an unknown grant type with an error field", async () => {
    const wrongSecret = await postGrant(standIn.url, {
      grant_type: "one_authorization_code",
      client_id: CLIENT_ID,
      client_secret: "nope",
      code: await freshCode(),
      redirect_uri: REDIRECT_URI,
    });
    expect(wrongSecret).to.deep.include({ status: 401 });
    expect(wrongSecret.json.error).to.equal("invalid_client");
    expect((await identify(standIn, "no-such-token")).json.error).to.equal("invalid_token");
    const unknown = await postGrant(standIn.url, {
      grant_type: "password",
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
    expect(unknown).to.deep.include({ status: 400 });
    expect(unknown.json.error).to.equal("unsupported_grant_type");
  });

  it("fails only the call a test asked it to, then answers as before", async () => {
    standIn.failNext("down", "one_access_token_identify");
    const token = await exchange(standIn, await freshCode());
    expect(token.status).to.equal(200);
    const down = await fetch(`${standIn.url}/sso/oauth/Authorization.do`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "one_access_token_identify" }),
    });
    expect(down.status).to.equal(503);
    expect((await identify(standIn, token.json.access_token as string)).status).to.equal(200);
  });
});

describe("the stand-in's people", () => {
  it("are found by first name or surname, in any case, and by PINFL", () => {
    expect(standInPerson("gulnora")).to.equal(GULNORA_HAMIDOVA);
    expect(standInPerson("Hamidova")).to.equal(GULNORA_HAMIDOVA);
    expect(standInPersonWithPin(GULNORA_HAMIDOVA.pin)).to.equal(GULNORA_HAMIDOVA);
    expect(() => standInPerson("nobody")).to.throw("no stand-in person is named nobody");
  });

  it("have distinct names and PINFLs, PINFLs with a right check digit, and 9-digit company TINs", () => {
    const checkDigit = (pin: string) =>
      [...pin.slice(0, 13)].reduce((sum, digit, i) => sum + Number(digit) * [7, 3, 1][i % 3]!, 0) % 10;
    expect(new Set(STAND_IN_PEOPLE.map((p) => p.pin)).size).to.equal(STAND_IN_PEOPLE.length);
    expect(new Set(STAND_IN_PEOPLE.map((p) => p.first_name)).size).to.equal(STAND_IN_PEOPLE.length);
    expect(new Set(STAND_IN_PEOPLE.map((p) => p.sur_name)).size).to.equal(STAND_IN_PEOPLE.length);
    for (const person of STAND_IN_PEOPLE) {
      expect(person.pin).to.match(/^\d{14}$/);
      expect(Number(person.pin[13]), person.full_name).to.equal(checkDigit(person.pin));
      expect(person.mob_phone_no.replace(/\D/g, "")).to.match(/^998\d{9}$/);
      for (const company of person.legal_info) expect(company.le_tin).to.match(/^\d{9}$/);
    }
    expect(STAND_IN_PEOPLE.map((p) => p.legal_info.length)).to.include.members([0, 1, 2]);
  });
});
