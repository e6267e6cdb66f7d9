import { expect } from "chai";
import { pino } from "pino";
import { aUser } from "@portal/testkit/builders";
import { type Portal, startPortal } from "./harness";

/** The headers of an answer, less those that differ on every request. */
const steadyHeaders = (response: Response) =>
  [...response.headers].filter(([name]) => !["date", "x-request-id", "set-cookie"].includes(name));

describe("anonymous lookups answered again (the fast path)", () => {
  let portal: Portal;
  let lines: Array<Record<string, unknown>>;

  beforeEach(async () => {
    lines = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    portal = await startPortal({ logger });
    portal.useCases.provinces.callsFake(async (actor) => [{ id: 1, name: `viloyat-${actor.lang}` }]);
  });
  afterEach(() => portal.close());

  it("answers a repeat with the first answer's body and headers, security headers included, without asking again", async () => {
    const first = await portal.browser().get("/api/front/provinces");
    const again = await portal.browser().get("/api/front/provinces");

    expect(await again.json()).to.deep.equal(await first.json());
    expect(steadyHeaders(again)).to.deep.equal(steadyHeaders(first));
    expect(again.headers.get("content-security-policy")).to.equal(
      "default-src 'none'; frame-ancestors 'self'",
    );
    expect(again.headers.get("x-frame-options")).to.equal("SAMEORIGIN");
    expect(portal.useCases.provinces.callCount).to.equal(1);
  });

  it("sets no cookie on a repeat, keeps the request id a browser sent, and logs the request", async () => {
    const first = await portal.browser().get("/api/front/provinces");
    const stranger = await portal.browser().get("/api/front/provinces");
    const known = portal.browser();
    known.cookies.set("XSRF-TOKEN", "k".repeat(43));
    const repeat = await known.get("/api/front/provinces", { headers: { "X-Request-Id": "lookup-7" } });

    // The first answer went through the full stack, which hands out the token.
    expect(first.headers.getSetCookie()[0]).to.match(
      /^XSRF-TOKEN=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; path=\/; samesite=lax$/,
    );
    expect(stranger.headers.getSetCookie()).to.deep.equal([]);
    expect(repeat.headers.getSetCookie()).to.deep.equal([]);
    expect(repeat.headers.get("x-request-id")).to.equal("lookup-7");
    expect(lines.find((line) => line["requestId"] === "lookup-7")).to.include({
      msg: "request",
      method: "GET",
      path: "/api/front/provinces",
      status: 200,
    });
  });

  it("answers each language with its own answer, by ?lang= and by Accept-Language", async () => {
    const browser = portal.browser();
    for (let round = 0; round < 2; round++) {
      expect(await (await browser.get("/api/front/provinces?lang=ru")).json()).to.deep.equal([
        { id: 1, name: "viloyat-ru" },
      ]);
      const uz = await browser.get("/api/front/provinces", { headers: { "Accept-Language": "uz,ru;q=0.5" } });
      expect(await uz.json()).to.deep.equal([{ id: 1, name: "viloyat-uz" }]);
      const ru = await browser.get("/api/front/provinces", {
        headers: { "Accept-Language": "ru-RU,ru;q=0.9" },
      });
      expect(await ru.json()).to.deep.equal([{ id: 1, name: "viloyat-ru" }]);
    }
  });

  it("lets a signed-in caller's lookup renew its session through the full stack", async () => {
    const user = aUser();
    const browser = await portal.signedIn(user);
    await portal.browser().get("/api/front/provinces");

    await browser.get("/api/front/provinces");

    expect(portal.useCases.currentUser.calledWith(browser.cookies.get("portal_session"))).to.equal(true);
  });
});
