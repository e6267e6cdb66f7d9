import {
  makeIdentityUseCases,
  PasswordCheckAbandonedError,
  type PasswordHasher,
  type UserRepository,
} from "@portal/application";
import { expect } from "chai";
import sinon from "sinon";
import { aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Portal, startPortal } from "./harness";

const sessionCookieOf = (response: Response) =>
  response.headers.getSetCookie().find((line) => line.startsWith("portal_session="));

describe("sign-in and sessions", () => {
  let portal: Portal;
  const user = aUser({ login: "customer" });
  const signInAs = (id: string) =>
    portal.useCases.signIn.resolves(
      right({ session: { id, user_id: user.id, created_at: "2025-01-01T00:00:00.000Z" }, user }),
    );

  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  it("signs in with login and password, stores the new session and sets an HttpOnly SameSite=Lax cookie", async () => {
    signInAs("new-session-id-0123456789");
    const browser = portal.browser();

    const response = await browser.post("/auth/login", { login: "customer", password: "s3cret" });
    const body = (await response.json()) as { status: boolean; data: Record<string, unknown> };

    expect(response.status).to.equal(200);
    const [credentials, gone] = portal.useCases.signIn.firstCall.args;
    expect(credentials).to.deep.equal({ login: "customer", password: "s3cret" });
    expect(gone).to.be.instanceOf(AbortSignal);
    expect((gone as AbortSignal).aborted, "the client stayed").to.equal(false);
    expect(sessionCookieOf(response)).to.equal(
      "portal_session=new-session-id-0123456789; path=/; samesite=lax; httponly",
    );
    expect(portal.sessions.entries.has("new-session-id-0123456789")).to.equal(true);
    expect(body.status).to.equal(true);
    expect(body.data["login"]).to.equal("customer");
    expect(body.data).not.to.have.property("password_hash");
  });

  it("tells the sign-in when its client goes away before the answer, so a waiting password check is skipped", async () => {
    let arrived: (gone: AbortSignal) => void = () => undefined;
    const signal = new Promise<AbortSignal>((resolve) => {
      arrived = resolve;
    });
    portal.useCases.signIn.callsFake(
      (_credentials: unknown, gone?: AbortSignal) =>
        new Promise((_, reject) => {
          if (!gone) return reject(new Error("the sign-in was given no signal"));
          arrived(gone);
          gone.addEventListener("abort", () => reject(new PasswordCheckAbandonedError()), { once: true });
        }),
    );
    const browser = portal.browser();
    const client = new AbortController();
    const sent = browser
      .post("/auth/login", { login: "customer", password: "s3cret" }, { signal: client.signal })
      .catch((error: unknown) => error);
    const gone = await signal;
    expect(gone.aborted, "not before the client went").to.equal(false);

    client.abort();
    if (!gone.aborted)
      await new Promise((resolve) => gone.addEventListener("abort", resolve, { once: true }));
    expect((await sent) as Error).to.have.property("name", "AbortError");

    // The next sign-in is answered as ever.
    signInAs("after-the-abandoned-one-0123");
    const next = await browser.post("/auth/login", { login: "customer", password: "s3cret" });
    expect(next.status).to.equal(200);
  });

  it("destroys the session the browser had before, so a planted id is worthless", async () => {
    const browser = await portal.signedIn(user);
    const planted = browser.cookies.get("portal_session")!;
    signInAs("fresh-session-id-9876543210");

    await browser.post("/auth/login", { login: "customer", password: "s3cret" });

    expect(portal.sessions.entries.has(planted)).to.equal(false);
    expect(browser.cookies.get("portal_session")).to.equal("fresh-session-id-9876543210");
  });

  it("refuses wrong credentials with 'Login yoki parol notoʻgʻri', not saying which was wrong, and sets no session", async () => {
    portal.useCases.signIn.resolves(left({ _tag: "Unauthenticated" }));

    const response = await portal.browser().post("/auth/login", { login: "customer", password: "nope" });

    expect(response.status).to.equal(401);
    expect(await response.json()).to.deep.equal({ status: false, message: "Login yoki parol notoʻgʻri" });
    expect(sessionCookieOf(response)).to.equal(undefined);
  });

  it("signs out: destroys the session in the store, tells the use case and clears the cookie", async () => {
    const browser = await portal.signedIn(user);
    const id = browser.cookies.get("portal_session")!;

    const response = await browser.post("/auth/logout");
    const me = await browser.get("/auth/me");

    expect(response.status).to.equal(200);
    expect(portal.sessions.entries.has(id)).to.equal(false);
    expect(portal.useCases.signOut.firstCall.args).to.deep.equal([id]);
    expect(sessionCookieOf(response)).to.match(/^portal_session=; path=\/; expires=Thu, 01 Jan 1970/);
    expect(await me.json()).to.deep.equal({ data: null });
  });

  it("tells who is signed in without the password hash", async () => {
    const browser = await portal.signedIn(user);

    const body = (await (await browser.get("/auth/me")).json()) as { data: Record<string, unknown> };

    expect(body.data["id"]).to.equal(user.id);
    expect(body.data).not.to.have.property("password_hash");
  });

  it("renews the idle time on every request and forgets a session idle for too long", async () => {
    const browser = await portal.signedIn(user);
    const id = browser.cookies.get("portal_session")!;
    let now = Date.now();
    portal.sessions.now = () => now;
    const idleMs = portal.config.sessionIdleSeconds * 1000;

    now += idleMs - 1000;
    const stillIn = (await (await browser.get("/auth/me")).json()) as { data: unknown };
    now += idleMs - 1000;
    const renewed = (await (await browser.get("/auth/me")).json()) as { data: unknown };
    now += idleMs + 1000;
    const expired = await browser.get("/auth/me");

    expect(stillIn.data).not.to.equal(null);
    expect(renewed.data).not.to.equal(null);
    expect(await expired.json()).to.deep.equal({ data: null });
    expect(portal.sessions.entries.has(id)).to.equal(false);
    expect(browser.cookies.has("portal_session")).to.equal(false);
  });

  it("touches the session once per request: its idle time is renewed once, by the identity module", async () => {
    // The real identity use cases over the harness's session store, so both callers of the
    // store on a request (the session middleware and currentUser) are the real ones.
    const identity = makeIdentityUseCases({
      sessions: portal.sessions,
      users: {
        findById: async (id: number) => (id === user.id ? user : undefined),
      } as unknown as UserRepository,
      passwords: {} as PasswordHasher,
      clock: { now: () => new Date() },
      config: { sessionIdleSeconds: portal.config.sessionIdleSeconds },
      oneIdStates: { put: async () => undefined, take: async () => undefined },
    });
    portal.useCases.currentUser.callsFake(identity.currentUser);
    const id = "counted-session-id-0123456789";
    await portal.sessions.create(
      { id, user_id: user.id, created_at: "2025-01-01T00:00:00.000Z" },
      portal.config.sessionIdleSeconds,
    );
    const browser = portal.browser();
    browser.cookies.set("portal_session", id);
    const touch = sinon.spy(portal.sessions, "touch");

    const me = (await (await browser.get("/auth/me")).json()) as { data: { id: number } | null };
    const touchesOfFirst = touch.callCount;
    await browser.get("/api/my/appeals");

    expect(me.data?.id).to.equal(user.id);
    expect(touchesOfFirst).to.equal(1);
    expect(touch.callCount).to.equal(2);
    expect(touch.alwaysCalledWithExactly(id, portal.config.sessionIdleSeconds)).to.equal(true);
  });

  it("marks both cookies Secure and sends HSTS when secure cookies are on", async () => {
    await portal.close();
    portal = await startPortal({ config: { secureCookies: true } });
    signInAs("secure-session-id-0123456789");
    const browser = portal.browser();

    const response = await browser.post("/auth/login", { login: "customer", password: "s3cret" });

    expect(sessionCookieOf(response)).to.match(/; secure; httponly$/);
    expect(response.headers.getSetCookie().find((line) => line.startsWith("XSRF-TOKEN="))).to.match(
      /; secure$/,
    );
    expect(response.headers.get("strict-transport-security")).to.match(/max-age=31536000/);
  });
});
