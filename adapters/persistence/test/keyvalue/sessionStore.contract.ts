import type { Session, SessionStore } from "@portal/application";
import { expect } from "chai";
import { aKey, type KeyValueFixture, type MakeFixture } from "./fixtures";

export const aSession = (overrides: Partial<Session> = {}): Session => ({
  id: aKey("session"),
  user_id: 2,
  created_at: "2025-03-01T09:00:00.000Z",
  ...overrides,
});

export function describeSessionStoreContract(name: string, make: MakeFixture<SessionStore>): void {
  describe(`${name} (SessionStore contract)`, () => {
    let fixture: KeyValueFixture<SessionStore>;
    let store: SessionStore;
    beforeEach(async () => {
      fixture = await make();
      store = fixture.store;
    });

    it("gives back a created session when it is touched", async () => {
      const session = aSession();
      await store.create(session, 60);
      expect(await store.touch(session.id, 60)).to.deep.equal(session);
    });

    it("answers undefined for a session it never saw", async () => {
      expect(await store.touch(aKey("unknown"), 60)).to.equal(undefined);
    });

    it("forgets a destroyed session, and destroying an unknown one is not an error", async () => {
      const session = aSession();
      await store.create(session, 60);
      await store.destroy(session.id);
      expect(await store.touch(session.id, 60)).to.equal(undefined);
      await store.destroy(session.id);
    });

    it("keeps sessions apart", async () => {
      const [first, second] = [aSession({ user_id: 1 }), aSession({ user_id: 4 })];
      await store.create(first, 60);
      await store.create(second, 60);
      await store.destroy(first.id);
      expect(await store.touch(second.id, 60)).to.deep.equal(second);
    });

    it("ends every session of a user at once, but the one it is told to keep, and no other user's", async () => {
      const [first, second, kept] = [
        aSession({ user_id: 7 }),
        aSession({ user_id: 7 }),
        aSession({ user_id: 7 }),
      ];
      const other = aSession({ user_id: 8 });
      for (const session of [first, second, kept, other]) await store.create(session, 60);
      await store.destroyAllOf(7, kept.id);
      expect(await store.touch(first.id, 60)).to.equal(undefined);
      expect(await store.touch(second.id, 60)).to.equal(undefined);
      expect(await store.touch(kept.id, 60)).to.deep.equal(kept);
      expect(await store.touch(other.id, 60)).to.deep.equal(other);
      await store.destroyAllOf(7);
      expect(await store.touch(kept.id, 60)).to.equal(undefined);
    });

    it("ends a user's sessions made after a sign-out and after an earlier ending, and none of a user without any", async () => {
      const [signedOut, later] = [aSession({ user_id: 9 }), aSession({ user_id: 9 })];
      await store.create(signedOut, 60);
      await store.destroy(signedOut.id);
      await store.destroyAllOf(9);
      await store.create(later, 60);
      await store.destroyAllOf(9);
      expect(await store.touch(later.id, 60)).to.equal(undefined);
      await store.destroyAllOf(12345);
    });

    it("still ends a session kept alive by touches after the others expired", async () => {
      const [idle, used] = [aSession({ user_id: 11 }), aSession({ user_id: 11 })];
      await store.create(idle, 1);
      await store.create(used, 1);
      await fixture.elapse(0.6);
      await store.touch(used.id, 1);
      await fixture.elapse(0.6);
      await store.touch(used.id, 1);
      await store.destroyAllOf(11);
      expect(await store.touch(used.id, 1)).to.equal(undefined);
    });

    it("ends a replaced session and remembers it as replaced for its grace time only", async () => {
      const [replaced, other] = [aSession(), aSession()];
      await store.create(replaced, 60);
      await store.create(other, 60);
      await store.replace(replaced.id, 1);
      expect(await store.touch(replaced.id, 60), "a replaced session gives no access").to.equal(undefined);
      expect(await store.wasReplaced(replaced.id)).to.equal(true);
      expect(await store.wasReplaced(other.id), "a live session was not replaced").to.equal(false);
      expect(await store.wasReplaced(aKey("unknown"))).to.equal(false);
      await fixture.elapse(1.2);
      expect(await store.wasReplaced(replaced.id)).to.equal(false);
      // Replacing an id that is already gone (a cookie of an expired session) is not an error.
      await store.replace(aKey("gone"), 1);
    });

    it("expires a session left idle longer than its idle time", async () => {
      const session = aSession();
      await store.create(session, 1);
      await fixture.elapse(1.2);
      expect(await store.touch(session.id, 1)).to.equal(undefined);
    });

    it("renews the idle time on every touch", async () => {
      const session = aSession();
      await store.create(session, 1);
      await fixture.elapse(0.6);
      expect(await store.touch(session.id, 1)).to.deep.equal(session);
      await fixture.elapse(0.6);
      expect(await store.touch(session.id, 1), "alive 1.2 s after creation").to.deep.equal(session);
      await fixture.elapse(1.2);
      expect(await store.touch(session.id, 1)).to.equal(undefined);
    });
  });
}
