import { expect } from "chai";
import { pino } from "pino";
import { aSavedAppeal, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Portal, startPortal } from "./harness";

describe("the request log", () => {
  let portal: Portal;
  let lines: Array<Record<string, unknown>>;

  beforeEach(async () => {
    lines = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    portal = await startPortal({ logger });
  });
  afterEach(() => portal.close());

  it("logs one line per request with its id, method, path, status and duration", async () => {
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal()));
    const browser = await portal.signedIn(aUser());

    await browser.post(
      "/front/save-appeal?secret=1",
      { devices: [] },
      { headers: { "X-Request-Id": "log-1" } },
    );

    const line = lines.find((entry) => entry["requestId"] === "log-1" && entry["msg"] === "request");
    expect(line).to.include({ method: "POST", path: "/front/save-appeal", status: 200 });
    expect(line?.["durationMs"]).to.be.a("number");
  });

  it("never logs a password, a cookie or a body, not even from a broken body", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const browser = portal.browser();

    await browser.post("/auth/login", { login: "customer", password: "Hunter2-password" });
    await browser.request("POST", "/auth/login", {
      raw: '{"login": "customer", "password": Hunter2-password}',
    });
    await browser.request("POST", "/auth/login", {
      raw: '{"login": "customer", "password": "Hunter2-password"}',
      csrf: "none",
    });

    const text = JSON.stringify(lines);
    expect(lines.length).to.be.greaterThan(2);
    expect(text).not.to.include("Hunter2");
    expect(text).not.to.include(browser.cookies.get("XSRF-TOKEN"));
  });
});
