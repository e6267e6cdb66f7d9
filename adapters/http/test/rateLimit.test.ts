import { expect } from "chai";
import { PasswordCheckBusyError } from "@portal/application";
import { anUpload, aUser } from "@portal/testkit/builders";
import { fileForm } from "./forms";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("rate limits", () => {
  let portal: Portal;
  const signedIn = () =>
    right({
      session: { id: `session-${Math.random()}`, user_id: 1, created_at: "2025-01-01T00:00:00.000Z" },
      user: aUser({ id: 1 }),
    });

  beforeEach(async () => {
    portal = await startPortal({
      config: {
        rateLimits: {
          login: { limit: 3, windowSeconds: 60 },
          loginAddress: { limit: 5, windowSeconds: 60 },
          loginAccount: { limit: 4, windowSeconds: 900 },
          feedback: { limit: 2, windowSeconds: 60 },
          upload: { limit: 2, windowSeconds: 60 },
        },
        trustProxy: true,
      },
    });
  });
  afterEach(() => portal.close());

  const times = async (count: number, send: () => Promise<Response>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await send()).status);
    return statuses;
  };

  it("answers 429 with Retry-After once a login has been tried too often from one address", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const browser = portal.browser();
    const attempt = (login: string) => browser.post("/auth/login", { login, password: "x" });

    const statuses = await times(3, () => attempt("customer"));
    const refused = await attempt("Customer ");
    const otherLogin = await attempt("someone-else");

    expect(statuses).to.deep.equal([401, 401, 401]);
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get("retry-after"))).to.be.within(1, 60);
    expect(((await refused.json()) as { message: string }).message).to.match(/^Soʻrovlar juda koʻp/);
    expect(otherLogin.status).to.equal(401);
    expect(portal.useCases.signIn.callCount).to.equal(4);
  });

  it("limits sign-ins per address whatever the login, before any password is checked", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const browser = portal.browser();
    const from = (address: string, login: string) =>
      browser.post("/auth/login", { login, password: "x" }, { headers: { "X-Forwarded-For": address } });

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await from("203.0.113.7", `random-${i}`)).status);
    const refused = await from("203.0.113.7", "yet-another");
    const otherAddress = await from("203.0.113.8", "yet-another");

    expect(statuses).to.deep.equal([401, 401, 401, 401, 401]);
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get("retry-after"))).to.be.within(1, 60);
    expect(((await refused.json()) as { message: string }).message).to.match(/^Soʻrovlar juda koʻp/);
    expect(otherAddress.status).to.equal(401);
    expect(portal.useCases.signIn.callCount).to.equal(6);
  });

  it("counts the address the trusted proxy added, not one the client wrote before it in X-Forwarded-For", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const browser = portal.browser();
    // A proxy appends the address it saw; what stands before it is the client's own text.
    const forged = (i: number) =>
      browser.post(
        "/auth/login",
        { login: `random-${i}`, password: "x" },
        { headers: { "X-Forwarded-For": `10.0.0.${i}, 203.0.113.9` } },
      );

    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forged(i)).status);

    expect(statuses).to.deep.equal([401, 401, 401, 401, 401, 429]);
  });

  it("counts an IPv6 caller by its /64, whichever address of it each attempt comes from", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const browser = portal.browser();
    const from = (address: string, login: string) =>
      browser.post("/auth/login", { login, password: "x" }, { headers: { "X-Forwarded-For": address } });

    // Five addresses of one /64, written long, short and in capitals: one caller.
    const network = [
      "2001:db8:7:1::1",
      "2001:db8:7:1::2",
      "2001:0db8:0007:0001:ffff::9",
      "2001:DB8:7:1:a:b:c:d",
      "2001:db8:7:1::abcd",
    ];
    const statuses: number[] = [];
    for (const [i, address] of network.entries()) statuses.push((await from(address, `random-${i}`)).status);
    const refused = await from("2001:db8:7:1:1234::", "yet-another");
    const nextNetwork = await from("2001:db8:7:2::1", "yet-another");

    expect(statuses).to.deep.equal([401, 401, 401, 401, 401]);
    expect(refused.status).to.equal(429);
    expect(nextNetwork.status).to.equal(401);
  });

  it("limits failed sign-ins per account whatever the address, even with the right password", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const browser = portal.browser();
    const from = (address: string, login: string) =>
      browser.post("/auth/login", { login, password: "x" }, { headers: { "X-Forwarded-For": address } });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from(`198.51.100.${i + 1}`, "customer")).status);
    portal.useCases.signIn.resolves(signedIn());
    const refused = await from("198.51.100.50", " Customer");
    const otherAccount = await from("198.51.100.50", "someone-else");

    expect(statuses).to.deep.equal([401, 401, 401, 401]);
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get("retry-after"))).to.be.within(1, 900);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("portal_session="))).to.equal(false);
    expect(otherAccount.status).to.equal(200);
    expect(portal.useCases.signIn.callCount).to.equal(5);
  });

  it("counts only failed sign-ins against the account: successes and a busy server do not lock its owner out", async () => {
    const browser = portal.browser();
    const from = (address: string) =>
      browser.post(
        "/auth/login",
        { login: "customer", password: "x" },
        { headers: { "X-Forwarded-For": address } },
      );
    portal.useCases.signIn.resolves(signedIn());
    const successes: number[] = [];
    for (let i = 0; i < 3; i += 1) successes.push((await from(`192.0.2.${i + 1}`)).status);
    portal.useCases.signIn.rejects(new PasswordCheckBusyError());
    const busy: number[] = [];
    for (let i = 0; i < 3; i += 1) busy.push((await from(`192.0.2.${i + 10}`)).status);
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));
    const failures: number[] = [];
    for (let i = 0; i < 5; i += 1) failures.push((await from(`192.0.2.${i + 20}`)).status);

    expect(successes).to.deep.equal([200, 200, 200]);
    expect(busy).to.deep.equal([503, 503, 503]);
    expect(failures).to.deep.equal([401, 401, 401, 401, 429]);
  });

  it("limits the feedback form per address, in the caller's language", async () => {
    portal.useCases.sendFeedback.resolves(right({ id: 1 }));
    const browser = portal.browser();

    const statuses = await times(2, () => browser.post("/apply", { type: "private" }));
    const refused = await browser.post("/apply?lang=ru", { type: "private" });

    expect(statuses).to.deep.equal([200, 200]);
    expect(refused.status).to.equal(429);
    expect(((await refused.json()) as { message: string }).message).to.match(/^Слишком много запросов/);
    expect(portal.useCases.sendFeedback.callCount).to.equal(2);
  });

  it("limits uploads per user", async () => {
    portal.useCases.uploadFile.resolves(right(anUpload()));
    const upload = (browser: Browser) =>
      browser.request("POST", "/front/kompleks-appeal/file-upload", { form: fileForm() });
    const first = await portal.signedIn(aUser({ id: 1 }));
    const second = await portal.signedIn(aUser({ id: 2 }));

    const statuses = await times(3, () => upload(first));
    const otherUser = await upload(second);

    expect(statuses).to.deep.equal([200, 200, 429]);
    expect(otherUser.status).to.equal(200);
  });
});
