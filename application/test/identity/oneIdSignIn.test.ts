import { expect } from "chai";
import {
  type IdentityDeps,
  makeIdentityUseCases,
  type OneIdPerson,
  OneIdRefusedError,
  OneIdUnavailableError,
  type PendingOneIdSignIn,
  type Session,
} from "../../src/identity";
import { ServiceUnavailableError, type UserRecord, type UserRepository } from "../../src/shared";
import { leftOf, rightOf } from "../support";

const PERSON: OneIdPerson = {
  pin: "31505870123456",
  last_name: "Hamidova",
  first_name: "Gulnora",
  middle_name: "Rustamovna",
  tin: "",
  passport_seria: "AB",
  passport_no: "1234567",
  phone: "998901112233",
  email: "gulnora@example.uz",
  address: "Toshkent sh., Yunusobod tumani",
  companies: [
    { tin: "305111222", name: "Aniq O'lchov MChJ", basic: false },
    { tin: "305333444", name: "Toza Suv AJ", basic: true },
  ],
};

/** The identity module over in-memory ports and a OneID that answers `answer` for every code. */
function harness(answer: () => Promise<OneIdPerson> = async () => PERSON) {
  const users = new Map<number, UserRecord>();
  const sessions = new Map<string, Session>();
  const states = new Map<string, PendingOneIdSignIn>();
  let nextId = 1000;
  const repository: UserRepository = {
    findById: async (id) => users.get(id),
    findByLogin: async (login) => [...users.values()].find((u) => u.login === login),
    save: async (user) => void users.set(user.id, user),
    updateInfo: async () => false,
    search: async () => [],
    async create(user) {
      if ([...users.values()].some((u) => u.login === user.login)) return "login-taken";
      const made = { ...user, id: ++nextId } as UserRecord;
      users.set(made.id, made);
      return made;
    },
    findPersonByPin: async (pin) =>
      [...users.values()].find((u) => u.role === "person" && u.info.pin === pin),
    findByTin: async (tin) => [...users.values()].find((u) => u.info.company_tin === tin),
  };
  const identified: string[] = [];
  const deps: IdentityDeps = {
    users: repository,
    sessions: {
      create: async (session) => void sessions.set(session.id, session),
      touch: async (id) => sessions.get(id),
      destroy: async (id) => void sessions.delete(id),
      replace: async (id) => void sessions.delete(id),
      wasReplaced: async () => false,
      destroyAllOf: async (userId) => {
        for (const [id, session] of sessions) if (session.user_id === userId) sessions.delete(id);
      },
    } as IdentityDeps["sessions"],
    passwords: { hash: async () => "", verify: async () => false, busy: () => false },
    clock: { now: () => new Date("2026-11-27T10:00:00Z") },
    config: { sessionIdleSeconds: 600 },
    oneIdStates: {
      put: async (state, pending) => void states.set(state, pending),
      take: async (state) => {
        const pending = states.get(state);
        states.delete(state);
        return pending;
      },
    },
    oneId: {
      authorizationUrl: (state, redirectUri) =>
        `https://oneid.test/sso/oauth/Authorization.do?state=${state}&redirect_uri=${redirectUri}`,
      identify: async (code) => {
        identified.push(code);
        return answer();
      },
    },
  };
  return { identity: makeIdentityUseCases(deps), users, sessions, states, identified };
}

/** Starts a sign-in and answers the state and the browser's cookie value. */
async function started(identity: ReturnType<typeof harness>["identity"]) {
  const start = rightOf(await identity.startOneId("https://portal.test/oneid/callback"));
  const state = new URL(start.url).searchParams.get("state") ?? "";
  return { state, browser: start.browser };
}

describe("use cases", () => {
  describe("signing in through OneID", () => {
    it("makes the person's account on first sign-in from OneID's data, with a session listing their companies", async () => {
      const { identity, users, sessions } = harness();
      const { state, browser } = await started(identity);

      const acting = rightOf(await identity.finishOneId({ code: "code-1", state }, browser));

      expect(acting.user).to.deep.include({ role: "person", corporate: 0, login: `oneid:${PERSON.pin}` });
      expect(acting.user.info).to.deep.include({
        pin: PERSON.pin,
        last_name: "Hamidova",
        passport_no: "1234567",
      });
      expect(users.size).to.equal(1);
      expect(sessions.get(acting.session.id)?.oneid?.companies.map((c) => c.tin)).to.deep.equal([
        "305333444", // the basic company first
        "305111222",
      ]);
      expect(acting.accounts.map((a) => [a.kind, a.tin, a.current])).to.deep.equal([
        ["person", null, true],
        ["company", "305333444", false],
        ["company", "305111222", false],
      ]);
    });

    it("finds the account again by PINFL and refreshes OneID's fields, keeping the contact the person chose, never making a second one", async () => {
      let answer = PERSON;
      const { identity, users } = harness(async () => answer);
      const first = await started(identity);
      const one = rightOf(await identity.finishOneId({ code: "a", state: first.state }, first.browser));
      // The person changes their e-mail in the cabinet; OneID has a new passport and phone.
      const stored = users.get(one.user.id)!;
      users.set(stored.id, { ...stored, info: { ...stored.info, email: "own@example.uz" } });
      answer = { ...PERSON, passport_no: "7654321", phone: "998935554433", email: "new@oneid.uz" };
      const second = await started(identity);
      const two = rightOf(await identity.finishOneId({ code: "b", state: second.state }, second.browser));

      expect(two.user.id).to.equal(one.user.id);
      expect(users.size).to.equal(1);
      expect(users.get(one.user.id)?.info).to.deep.include({
        passport_no: "7654321",
        email: "own@example.uz",
        phone: PERSON.phone,
      });
    });

    it("refuses a state used twice, an unknown one and one finished in another browser, asking OneID nothing", async () => {
      const { identity, identified, users } = harness();
      const { state, browser } = await started(identity);
      rightOf(await identity.finishOneId({ code: "x", state }, browser));
      const other = await started(identity);

      for (const [request, cookie] of [
        [{ code: "y", state }, browser], // used
        [{ code: "y", state: "never-issued" }, browser],
        [{ code: "y", state: other.state }, "another-browser"],
      ] as const) {
        const failure = leftOf(await identity.finishOneId(request, cookie));
        expect(failure).to.deep.equal({ _tag: "Invalid", messages: [{ key: "oneIdStateInvalid" }] });
      }
      // The state finished in the wrong browser is spent too.
      expect(
        leftOf(await identity.finishOneId({ code: "z", state: other.state }, other.browser))._tag,
      ).to.equal("Invalid");
      expect(identified).to.deep.equal(["x"]);
      expect(users.size).to.equal(1);
    });

    it("answers OneID's refusal with a message and its outage as a service outage, creating nothing", async () => {
      const refused = harness(async () => {
        throw new OneIdRefusedError("invalid code");
      });
      const r = await started(refused.identity);
      expect(
        leftOf(await refused.identity.finishOneId({ code: "c", state: r.state }, r.browser)),
      ).to.deep.equal({
        _tag: "Invalid",
        messages: [{ key: "oneIdRefused" }],
      });

      const down = harness(async () => {
        throw new OneIdUnavailableError("time-out");
      });
      const d = await started(down.identity);
      const outcome = await down.identity
        .finishOneId({ code: "c", state: d.state }, d.browser)
        .catch((e) => e);
      expect(outcome).to.be.instanceOf(ServiceUnavailableError);
      expect((outcome as ServiceUnavailableError).service).to.equal("identity");
      expect(refused.users.size + down.users.size).to.equal(0);
      expect(refused.sessions.size + down.sessions.size).to.equal(0);
    });

    it("acts for a company of the person: its account made once, with the person as a representative, a new session id each switch", async () => {
      const { identity, users, sessions } = harness();
      const { state, browser } = await started(identity);
      const signedIn = rightOf(await identity.finishOneId({ code: "c", state }, browser));

      const company = rightOf(await identity.actAs(signedIn.session.id, "305111222"));
      expect(company.user).to.deep.include({ role: "company", corporate: 1, login: "stir:305111222" });
      expect(company.user.info).to.deep.include({
        company_tin: "305111222",
        company_name: "Aniq O'lchov MChJ",
      });
      expect(company.user.oneid_pins).to.deep.equal([PERSON.pin]);
      expect(company.session.id).to.not.equal(signedIn.session.id);
      expect(sessions.has(signedIn.session.id)).to.equal(false);
      expect(company.accounts.find((a) => a.current)?.tin).to.equal("305111222");

      const back = rightOf(await identity.actAs(company.session.id, undefined));
      expect(back.user.id).to.equal(signedIn.user.id);
      const again = rightOf(await identity.actAs(back.session.id, "305111222"));
      expect(again.user.id).to.equal(company.user.id);
      expect(users.size).to.equal(2);
    });

    it("refuses a company OneID did not name, a TIN another kind of account holds, and a password session", async () => {
      const { identity, users } = harness();
      const { state, browser } = await started(identity);
      const signedIn = rightOf(await identity.finishOneId({ code: "c", state }, browser));
      users.set(7, {
        id: 7,
        login: "old.person",
        password_hash: "",
        role: "person",
        corporate: 0,
        discount: "0",
        info: {
          first_name: "",
          last_name: "",
          middle_name: "",
          tin: "",
          company_tin: "305333444",
          phone: "",
          email: "",
        },
      });

      expect(leftOf(await identity.actAs(signedIn.session.id, "399999999"))).to.deep.equal({
        _tag: "Conflict",
        message: { key: "notYourCompany" },
      });
      expect(leftOf(await identity.actAs(signedIn.session.id, "305333444"))).to.deep.equal({
        _tag: "Conflict",
        message: { key: "tinClaimed", params: { tin: "305333444" } },
      });
      expect(leftOf(await identity.actAs("a-password-session", undefined))._tag).to.equal("Forbidden");
      expect(users.size).to.equal(2);
    });

    it("links the person to a company account that already exists for the TIN", async () => {
      const { identity, users } = harness();
      users.set(2, {
        id: 2,
        login: "demo.company",
        password_hash: "scrypt$…",
        role: "company",
        corporate: 1,
        discount: "10",
        info: {
          first_name: "",
          last_name: "",
          middle_name: "",
          tin: "305111222",
          company_tin: "305111222",
          phone: "",
          email: "",
        },
      });
      const { state, browser } = await started(identity);
      const signedIn = rightOf(await identity.finishOneId({ code: "c", state }, browser));
      const company = rightOf(await identity.actAs(signedIn.session.id, "305111222"));
      expect(company.user.id).to.equal(2);
      expect(users.get(2)?.oneid_pins).to.deep.equal([PERSON.pin]);
      expect(users.get(2)?.discount).to.equal("10");
    });
  });
});
