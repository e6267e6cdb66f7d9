import { expect } from "chai";
import {
  MarkReadInput,
  NotificationListQuery,
  OneClickConfirmation,
  TestClockRequest,
  UnsubscribeLink,
} from "../../src/notifications";

const decoded = <T>(result: { _tag: "Left" } | { _tag: "Right"; right: T }) =>
  result._tag === "Right" ? result.right : undefined;

describe("notifications: what a request may send", () => {
  it("takes a page's limit and before as digits only: no sign, no leading zero, no list", () => {
    expect(decoded(NotificationListQuery.decode({ limit: "20", before: "981" }))).to.deep.equal({
      limit: 20,
      before: 981,
    });
    expect(decoded(NotificationListQuery.decode({}))).to.deep.equal({});
    for (const limit of ["abc", "0", "05", "-1", "", " 5", ["1", "2"]]) {
      expect(NotificationListQuery.decode({ limit })._tag, JSON.stringify(limit)).to.equal("Left");
    }
  });

  it("reads the unsubscribe link's user, token, language and kind of e-mail; another language is none, another kind reminders, not an error", () => {
    expect(decoded(UnsubscribeLink.decode({ u: "2", t: "abc", lang: "ru" }))).to.deep.equal({
      u: 2,
      t: "abc",
      lang: "ru",
      k: "reminders",
    });
    expect(decoded(UnsubscribeLink.decode({ u: "2", t: "abc", lang: "en", k: "appeals" }))).to.deep.equal({
      u: 2,
      t: "abc",
      lang: undefined,
      k: "appeals",
    });
    expect(decoded(UnsubscribeLink.decode({ u: "2", t: "abc", k: ["appeals"] }))?.k).to.equal("reminders");
    for (const link of [
      { u: "abc", t: "1" },
      { u: "2" },
      { u: "2", t: "" },
      { u: "2", t: "x".repeat(201) },
    ]) {
      expect(UnsubscribeLink.decode(link)._tag, JSON.stringify(link)).to.equal("Left");
    }
  });

  it("confirms an unsubscribe only with RFC 8058's one-click body; any other body is no confirmation, never malformed", () => {
    expect(decoded(OneClickConfirmation.decode({ "List-Unsubscribe": "One-Click" }))).to.equal(true);
    for (const body of [{}, { "List-Unsubscribe": "one-click" }, ["List-Unsubscribe"], "One-Click", null]) {
      expect(decoded(OneClickConfirmation.decode(body)), JSON.stringify(body)).to.equal(false);
    }
  });

  it("marks one to a hundred notifications read, each by a positive whole id", () => {
    expect(decoded(MarkReadInput.decode({ ids: [3, 4] }))).to.deep.equal({ ids: [3, 4] });
    for (const bad of [
      { ids: [] },
      { ids: [0] },
      { ids: ["1"] },
      { ids: [1.5] },
      {},
      { ids: Array(101).fill(1) },
    ]) {
      expect(MarkReadInput.decode(bad)._tag, JSON.stringify(bad).slice(0, 40)).to.equal("Left");
    }
  });

  it("moves a test server's clock only to an ISO instant", () => {
    const at = decoded(TestClockRequest.decode({ at: "2026-12-09T05:00:00.000Z" }))?.at;
    expect(at?.toISOString()).to.equal("2026-12-09T05:00:00.000Z");
    for (const bad of ["tomorrow", "2026-12-09", "2026-13-40T00:00:00Z", 1_700_000_000_000]) {
      expect(TestClockRequest.decode({ at: bad })._tag, String(bad)).to.equal("Left");
    }
  });
});
