import type { AccountDeps, OutboxRecord, PasswordLinkRecord, Session, UserRecord } from "@portal/application";
import type { AccountAuditEntry } from "@portal/domain";
import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import { makeAccountUseCases, tokenHash } from "../../src/accounts";
import { makeIdentityUseCases } from "../../src/identity";
import type { Actor } from "../../src/shared";
import { stubDeps } from "../stubDeps";
import { leftOf, rightOf } from "../support";

const HOUR = 3600_000;
const BASE = "https://portal.example.uz";

/** The accounts module over maps: users, links, audit, sessions and the outbox as a store keeps them. */
function world(start = new Date("2025-06-02T09:00:00Z")) {
  let now = start.getTime();
  const users = new Map<number, UserRecord>();
  const links = new Map<string, PasswordLinkRecord>();
  const uses = new Set<string>();
  const audit: AccountAuditEntry[] = [];
  const sessions = new Map<string, Session>();
  const outbox: OutboxRecord[] = [];
  let nextId = 1000;
  let sequence = 0;
  const admin = aUser({ id: 8, login: "demo.admin", role: "admin", branches: "all" });
  const staff = aUser({
    id: 3,
    login: "demo.staff",
    role: "staff",
    info: { ...aUser().info, email: "staff@example.uz" },
  });
  const customer = aUser({ id: 2, login: "demo.company", role: "company" });
  for (const user of [admin, staff, customer]) users.set(user.id, user);
  const deps: AccountDeps = {
    users: {
      findById: async (id) => users.get(id),
      findByLogin: async (login) => [...users.values()].find((u) => u.login === login),
      save: async (user) => void users.set(user.id, user),
      updateInfo: async () => true,
      search: async () => [],
      create: async (user) => {
        if ([...users.values()].some((u) => u.login === user.login)) return "login-taken";
        const created = { ...user, id: nextId++ } as UserRecord;
        users.set(created.id, created);
        return created;
      },
      findPersonByPin: async () => undefined,
      findByTin: async () => undefined,
    },
    directory: {
      listByRoles: async (roles) => [...users.values()].filter((u) => (roles as string[]).includes(u.role)),
      findByEmail: async (email) =>
        [...users.values()].filter((u) => u.info.email?.toLowerCase() === email.toLowerCase()),
    },
    links: {
      insert: async (link) => void links.set(link.token_hash, link),
      findByHash: async (hash) => links.get(hash),
      use: async (hash, at) => {
        if (uses.has(hash)) return false;
        uses.add(hash);
        const link = links.get(hash);
        if (link) links.set(hash, { ...link, used_at: at });
        return true;
      },
      retireAllOf: async (userId, at) => {
        for (const [hash, link] of links)
          if (link.user_id === userId && link.used_at === null) links.set(hash, { ...link, used_at: at });
      },
    },
    audit: {
      record: async (entry) => void audit.push(entry),
      page: async (before, limit) =>
        audit
          .filter((e) => before === undefined || e.id < before)
          .sort((a, b) => b.id - a.id)
          .slice(0, limit),
    },
    sessions: {
      create: async (session) => void sessions.set(session.id, session),
      touch: async (id) => sessions.get(id),
      destroy: async (id) => void sessions.delete(id),
      replace: async (id) => void sessions.delete(id),
      wasReplaced: async () => false,
      destroyAllOf: async (userId, except) => {
        for (const [id, session] of sessions)
          if (session.user_id === userId && id !== except) sessions.delete(id);
      },
    },
    passwords: {
      hash: async (password) => `plain$${password}`,
      verify: async (password, hash) => hash === `plain$${password}`,
      busy: () => false,
    },
    outbox: {
      enqueueOnce: async (mail: OutboxRecord) => {
        if (outbox.some((m) => m.key === mail.key)) return false;
        outbox.push(mail);
        return true;
      },
    } as unknown as AccountDeps["outbox"],
    delivery: { deliverDue: async () => undefined },
    catalogue: {
      branches: async () => [1, 2, 3].map((id) => ({ id, name: `Filial ${id}` })),
    } as unknown as AccountDeps["catalogue"],
    clock: { now: () => new Date(now) },
    ids: { next: async () => ++sequence },
    config: { baseUrl: BASE },
  };
  const as = (user: UserRecord): Actor => ({ user, lang: "uz" });
  /** The token of the newest mailed link, read from its mail as its holder would. */
  const mailedToken = (): string => {
    const text = outbox[outbox.length - 1]?.text ?? "";
    return /password\/set\?token=([\w-]+)/.exec(text)?.[1] ?? "";
  };
  return {
    deps,
    useCases: makeAccountUseCases(deps),
    users,
    links,
    audit,
    sessions,
    outbox,
    admin,
    staff,
    customer,
    as,
    mailedToken,
    elapse: (ms: number) => {
      now += ms;
    },
  };
}

const newStaff = {
  login: "Nodira.Y",
  first_name: "Nodira",
  last_name: "Yusupova",
  email: "nodira@example.uz",
  role: "staff" as const,
  branches: [2, 1, 2],
};

const keysOf = (failure: ReturnType<typeof leftOf>) =>
  failure._tag === "Invalid"
    ? failure.messages.map((m) => m.key)
    : failure._tag === "Conflict"
      ? [failure.message.key]
      : [];

describe("accounts", () => {
  describe("an administrator creating an account", () => {
    it("makes it without a password, in lower case, its branches once each, mails a 72-hour link and audits both", async () => {
      const w = world();
      const { account, email } = rightOf(await w.useCases.createAccount(w.as(w.admin), newStaff));
      expect(account).to.include({ login: "nodira.y", role: "staff", disabled: false, has_password: false });
      expect(account.branches).to.deep.equal([1, 2]);
      expect(email).to.equal("nodira@example.uz");
      expect(w.outbox).to.have.length(1);
      expect(w.outbox[0]!.to).to.equal("nodira@example.uz");
      expect(w.outbox[0]!.text).to.contain(`${BASE}/password/set?token=`).and.contain("72");
      const token = w.mailedToken();
      const link = w.links.get(tokenHash(token))!;
      expect(link, "stored by the token's hash only").to.include({
        user_id: account.id,
        purpose: "set",
        used_at: null,
      });
      expect([...w.links.keys()].some((key) => key === token)).to.equal(false);
      expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).to.equal(72 * HOUR);
      expect(w.audit.map((e) => [e.action, e.actor_login, e.target_login])).to.deep.equal([
        ["create", "demo.admin", "nodira.y"],
        ["send_link", "demo.admin", "nodira.y"],
      ]);
    });

    it("refuses a taken login, a bad login and an unknown branch with their messages, storing nothing", async () => {
      const w = world();
      const before = w.users.size;
      expect(
        keysOf(leftOf(await w.useCases.createAccount(w.as(w.admin), { ...newStaff, login: "DEMO.staff" }))),
      ).to.deep.equal(["loginTaken"]);
      expect(
        keysOf(leftOf(await w.useCases.createAccount(w.as(w.admin), { ...newStaff, login: "a b" }))),
      ).to.deep.equal(["loginInvalid"]);
      const unknown = leftOf(
        await w.useCases.createAccount(w.as(w.admin), { ...newStaff, branches: [1, 99] }),
      );
      expect(keysOf(unknown)).to.deep.equal(["branchUnknown"]);
      expect(
        keysOf(leftOf(await w.useCases.createAccount(w.as(w.admin), { ...newStaff, branches: [] }))),
      ).to.deep.equal(["branchesRequired"]);
      expect(w.users.size).to.equal(before);
      expect(w.outbox).to.deep.equal([]);
      expect(w.audit).to.deep.equal([]);
    });

    it("is refused to staff (403) and to a visitor (401)", async () => {
      const w = world();
      expect(leftOf(await w.useCases.createAccount(w.as(w.staff), newStaff))._tag).to.equal("Forbidden");
      expect(leftOf(await w.useCases.listAccounts({ lang: "uz" }))._tag).to.equal("Unauthenticated");
    });
  });

  describe("an administrator managing accounts", () => {
    it("lists staff, reviewers and administrators, never a customer", async () => {
      const w = world();
      const list = rightOf(await w.useCases.listAccounts(w.as(w.admin)));
      expect(list.map((a) => a.login)).to.deep.equal(["demo.admin", "demo.staff"]);
    });

    it("ends every session of a disabled account at once, enables it again, and audits both", async () => {
      const w = world();
      w.sessions.set("a", { id: "a", user_id: 3, created_at: "" });
      w.sessions.set("b", { id: "b", user_id: 3, created_at: "" });
      w.sessions.set("c", { id: "c", user_id: 8, created_at: "" });
      expect(rightOf(await w.useCases.disableAccount(w.as(w.admin), 3)).disabled).to.equal(true);
      expect([...w.sessions.keys()]).to.deep.equal(["c"]);
      expect(w.users.get(3)!.disabled).to.equal(true);
      expect(rightOf(await w.useCases.enableAccount(w.as(w.admin), 3)).disabled).to.equal(false);
      expect(w.users.get(3)!.disabled).to.equal(undefined);
      expect(w.audit.map((e) => e.action)).to.deep.equal(["disable", "enable"]);
    });

    it("refuses to disable the administrator's own account, and finds no customer's", async () => {
      const w = world();
      expect(keysOf(leftOf(await w.useCases.disableAccount(w.as(w.admin), 8)))).to.deep.equal([
        "cannotDisableSelf",
      ]);
      expect(leftOf(await w.useCases.disableAccount(w.as(w.admin), 2))._tag).to.equal("NotFound");
      expect(w.users.get(8)!.disabled).to.equal(undefined);
    });

    it("changes the branches to known ones or all, and refuses an unknown one", async () => {
      const w = world();
      expect(rightOf(await w.useCases.changeBranches(w.as(w.admin), 3, [3])).branches).to.deep.equal([3]);
      expect(rightOf(await w.useCases.changeBranches(w.as(w.admin), 3, "all")).branches).to.equal("all");
      expect(keysOf(leftOf(await w.useCases.changeBranches(w.as(w.admin), 3, [7])))).to.deep.equal([
        "branchUnknown",
      ]);
      expect(w.users.get(3)!.branches).to.equal("all");
    });

    it("resends a set link that ends the one sent before", async () => {
      const w = world();
      rightOf(await w.useCases.createAccount(w.as(w.admin), newStaff));
      const first = w.mailedToken();
      const id = [...w.users.values()].find((u) => u.login === "nodira.y")!.id;
      rightOf(await w.useCases.resendPasswordLink(w.as(w.admin), id));
      const second = w.mailedToken();
      expect(second).to.not.equal(first);
      expect(
        keysOf(leftOf(await w.useCases.setPassword({ token: first, password: "Yangi-parol-1" }))),
      ).to.deep.equal(["passwordLinkUsed"]);
      rightOf(await w.useCases.setPassword({ token: second, password: "Yangi-parol-1" }));
    });

    it("pages the audit newest first", async () => {
      const w = world();
      for (let i = 0; i < 60; i++) await w.useCases.changeBranches(w.as(w.admin), 3, [1]);
      const first = rightOf(await w.useCases.auditPage(w.as(w.admin)));
      expect(first.data).to.have.length(50);
      expect(first.data[0]!.id).to.equal(60);
      const second = rightOf(await w.useCases.auditPage(w.as(w.admin), first.next));
      expect(second.data.map((e) => e.id)).to.deep.equal([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
      expect(second.next).to.equal(undefined);
    });
  });

  describe("the staff accounts that may sign certificates", () => {
    const person = (id: number, login: string, last_name: string, first_name: string, middle_name = "") =>
      aUser({
        id,
        login,
        role: "staff",
        corporate: 0,
        info: { ...aUser().info, first_name, last_name, middle_name },
      });

    it("makes a staff account a signer with its position on one line, changes it, withdraws it, and audits each", async () => {
      const w = world();
      const made = rightOf(await w.useCases.changeSigner(w.as(w.admin), 3, "Bosh\n  metrolog "));
      expect(made.signer).to.deep.equal({ position: "Bosh metrolog" });
      expect(w.users.get(3)!.signer).to.deep.equal({ position: "Bosh metrolog" });
      rightOf(await w.useCases.changeSigner(w.as(w.admin), 3, "Laboratoriya mudiri"));
      expect(w.users.get(3)!.signer).to.deep.equal({ position: "Laboratoriya mudiri" });
      const withdrawn = rightOf(await w.useCases.changeSigner(w.as(w.admin), 3, null));
      expect(withdrawn).to.not.have.property("signer");
      expect(w.users.get(3)!).to.not.have.property("signer");
      expect(w.audit.map((e) => [e.action, e.actor_login, e.target_login, e.details])).to.deep.equal([
        ["signer", "demo.admin", "demo.staff", "Bosh metrolog"],
        ["signer", "demo.admin", "demo.staff", "Laboratoriya mudiri"],
        ["signer_removed", "demo.admin", "demo.staff", undefined],
      ]);
    });

    it("refuses a reviewer's or an administrator's account and an empty position with their messages, storing nothing", async () => {
      const w = world();
      w.users.set(4, aUser({ id: 4, login: "demo.reviewer", role: "reviewer", corporate: 0 }));
      for (const id of [4, 8])
        expect(
          keysOf(leftOf(await w.useCases.changeSigner(w.as(w.admin), id, "Bosh metrolog"))),
        ).to.deep.equal(["signerOnlyStaff"]);
      expect(keysOf(leftOf(await w.useCases.changeSigner(w.as(w.admin), 3, " \n ")))).to.deep.equal([
        "signerPositionRequired",
      ]);
      expect([...w.users.values()].filter((u) => u.signer !== undefined)).to.deep.equal([]);
      expect(w.audit).to.deep.equal([]);
    });

    it("finds no unknown account and no customer's (404), and is the administrator's alone", async () => {
      const w = world();
      expect(leftOf(await w.useCases.changeSigner(w.as(w.admin), 999, "Metrolog"))._tag).to.equal("NotFound");
      expect(leftOf(await w.useCases.changeSigner(w.as(w.admin), 2, "Metrolog"))._tag).to.equal("NotFound");
      expect(leftOf(await w.useCases.changeSigner(w.as(w.staff), 3, "Metrolog"))._tag).to.equal("Forbidden");
      expect(leftOf(await w.useCases.changeSigner({ lang: "uz" }, 3, "Metrolog"))._tag).to.equal(
        "Unauthenticated",
      );
      expect(w.users.get(3)!.signer).to.equal(undefined);
    });

    it("lists the enabled signers to staff by full name, never a disabled one or one who is not staff", async () => {
      const w = world();
      w.users.set(20, {
        ...person(20, "z.signer", "Aliyev", "Sherzod", "Bahodirovich"),
        signer: { position: "Metrolog" },
      });
      w.users.set(21, {
        ...person(21, "off.signer", "Boboyev", "Anvar"),
        signer: { position: "Metrolog" },
        disabled: true,
      });
      w.users.set(22, person(22, "not.signer", "Valiyev", "Akmal"));
      w.users.set(23, {
        ...aUser({ id: 23, login: "old.reviewer", role: "reviewer" }),
        signer: { position: "Metrolog" },
      });
      rightOf(await w.useCases.changeSigner(w.as(w.admin), 3, "Bosh metrolog"));
      const staff = w.as(w.users.get(3)!);
      expect(rightOf(await w.useCases.listSigners(staff))).to.deep.equal([
        { id: 20, name: "Aliyev Sherzod Bahodirovich", position: "Metrolog" },
        { id: 3, name: "Rahimov Dilshod", position: "Bosh metrolog" },
      ]);
      expect(leftOf(await w.useCases.listSigners(w.as(w.admin)))._tag).to.equal("Forbidden");
      expect(leftOf(await w.useCases.listSigners({ lang: "uz" }))._tag).to.equal("Unauthenticated");
    });
  });

  describe("a password set through a link", () => {
    it("sets the hash, works once, ends the account's sessions and audits it", async () => {
      const w = world();
      rightOf(await w.useCases.createAccount(w.as(w.admin), newStaff));
      const token = w.mailedToken();
      const user = [...w.users.values()].find((u) => u.login === "nodira.y")!;
      w.sessions.set("old", { id: "old", user_id: user.id, created_at: "" });
      rightOf(await w.useCases.setPassword({ token, password: "Yangi-parol-1" }));
      expect(w.users.get(user.id)!.password_hash).to.equal("plain$Yangi-parol-1");
      expect(w.sessions.has("old")).to.equal(false);
      expect(
        keysOf(leftOf(await w.useCases.setPassword({ token, password: "Boshqa-parol-2" }))),
      ).to.deep.equal(["passwordLinkUsed"]);
      expect(w.users.get(user.id)!.password_hash).to.equal("plain$Yangi-parol-1");
      expect(w.audit.map((e) => e.action)).to.include("password_set");
    });

    it("refuses an expired link and an unknown one with their messages", async () => {
      const w = world();
      rightOf(await w.useCases.createAccount(w.as(w.admin), newStaff));
      const token = w.mailedToken();
      w.elapse(72 * HOUR);
      expect(
        keysOf(leftOf(await w.useCases.setPassword({ token, password: "Yangi-parol-1" }))),
      ).to.deep.equal(["passwordLinkExpired"]);
      expect(
        keysOf(leftOf(await w.useCases.setPassword({ token: "nothing", password: "Yangi-parol-1" }))),
      ).to.deep.equal(["passwordLinkUnknown"]);
    });

    it("keeps the link working when the password breaks the rule, saying every problem", async () => {
      const w = world();
      rightOf(await w.useCases.createAccount(w.as(w.admin), newStaff));
      const token = w.mailedToken();
      const refused = leftOf(await w.useCases.setPassword({ token, password: "short" }));
      expect(keysOf(refused)).to.deep.equal(["passwordTooShort", "passwordNeedsLetterAndDigit"]);
      expect(keysOf(leftOf(await w.useCases.setPassword({ token, password: "nodira.y" })))).to.include(
        "passwordIsLogin",
      );
      rightOf(await w.useCases.setPassword({ token, password: "Yangi-parol-1" }));
    });
  });

  describe("a forgotten password", () => {
    it("mails a one-hour reset link to an enabled staff account, found by login or by e-mail", async () => {
      const w = world();
      expect(await w.useCases.forgotPassword({ login: " Demo.Staff " })).to.equal(1);
      expect(await w.useCases.forgotPassword({ login: "STAFF@example.uz" })).to.equal(1);
      expect(w.outbox.map((m) => m.to)).to.deep.equal(["staff@example.uz", "staff@example.uz"]);
      const link = w.links.get(tokenHash(w.mailedToken()))!;
      expect(link.purpose).to.equal("reset");
      expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).to.equal(HOUR);
      w.elapse(HOUR);
      expect(
        keysOf(leftOf(await w.useCases.setPassword({ token: w.mailedToken(), password: "Yangi-parol-1" }))),
      ).to.deep.equal(["passwordLinkExpired"]);
    });

    it("mails nothing for an unknown login, a customer or a disabled account", async () => {
      const w = world();
      w.users.set(3, { ...w.staff, disabled: true });
      for (const login of ["nobody", "demo.company", "demo.staff", "staff@example.uz", ""])
        expect(await w.useCases.forgotPassword({ login }), login).to.equal(0);
      expect(w.outbox).to.deep.equal([]);
    });
  });

  describe("changing one's own password", () => {
    it("needs the current one, and ends the account's other sessions only", async () => {
      const w = world();
      w.users.set(3, { ...w.staff, password_hash: "plain$Eski-parol-1" });
      const me = w.as(w.users.get(3)!);
      w.sessions.set("mine", { id: "mine", user_id: 3, created_at: "" });
      w.sessions.set("other", { id: "other", user_id: 3, created_at: "" });
      const wrong = leftOf(
        await w.useCases.changePassword(me, "mine", { current_password: "x", password: "Yangi-parol-1" }),
      );
      expect(keysOf(wrong)).to.deep.equal(["currentPasswordWrong"]);
      rightOf(
        await w.useCases.changePassword(me, "mine", {
          current_password: "Eski-parol-1",
          password: "Yangi-parol-1",
        }),
      );
      expect([...w.sessions.keys()]).to.deep.equal(["mine"]);
      expect(w.users.get(3)!.password_hash).to.equal("plain$Yangi-parol-1");
    });
  });

  describe("the first administrator from the command line", () => {
    it("is made with a printed 72-hour link and no mail; a second with the login is refused", async () => {
      const w = world();
      const made = rightOf(
        await w.useCases.createAdministrator({ login: "Bosh.Admin", email: "boss@example.uz" }),
      );
      expect(made.account).to.include({ login: "bosh.admin", role: "admin", branches: "all" });
      expect(made.link).to.match(/^https:\/\/portal\.example\.uz\/password\/set\?token=[\w-]{43}$/);
      expect(made.hours).to.equal(72);
      expect(w.outbox).to.deep.equal([]);
      expect(
        keysOf(leftOf(await w.useCases.createAdministrator({ login: "bosh.admin", email: "x@example.uz" }))),
      ).to.deep.equal(["loginTaken"]);
    });
  });
});

describe("a disabled account", () => {
  it("is refused at sign-in with its message only after the right password", async () => {
    const { deps, asDeps } = stubDeps();
    deps.users.findByLogin.resolves(aUser({ login: "demo.staff", role: "staff", disabled: true }));
    deps.passwords.verify.resolves(false);
    const identity = makeIdentityUseCases(asDeps);
    expect(leftOf(await identity.signIn({ login: "demo.staff", password: "wrong" }))._tag).to.equal(
      "Unauthenticated",
    );
    deps.passwords.verify.resolves(true);
    const refused = leftOf(await identity.signIn({ login: "demo.staff", password: "right" }));
    expect(keysOf(refused)).to.deep.equal(["accountDisabled"]);
    expect(deps.sessions.create.called).to.equal(false);
  });

  it("counts as signed out on a session it still has", async () => {
    const { deps, asDeps } = stubDeps();
    deps.sessions.touch.resolves({ id: "s", user_id: 3, created_at: "" });
    deps.users.findById.resolves(aUser({ id: 3, role: "staff", disabled: true }));
    expect(await makeIdentityUseCases(asDeps).currentUser("s")).to.equal(undefined);
  });
});
