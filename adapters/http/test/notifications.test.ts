import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import sinon from "sinon";
import { left, right } from "./fakes/fakeUseCases";
import { type Portal, startPortal } from "./harness";

describe("the notifications' routes", () => {
  let portal: Portal;
  const user = aUser();
  const fakes = () => portal.modules.notifications;

  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  it("GET /api/notifications passes the page asked for, as numbers, and answers the list as data", async () => {
    const page = { items: [], unread: 0 };
    fakes().list.resolves(right(page));
    const browser = await portal.signedIn(user);

    const response = await browser.get("/api/notifications?limit=5&before=9");

    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ data: page });
    expect(fakes().list.firstCall.args[1]).to.deep.equal({ limit: 5, before: 9 });
  });

  for (const query of ["limit=abc", "before=0", "limit=05", "limit=", "limit=1&limit=2"]) {
    it(`GET /api/notifications?${query} is refused 422 naming the parameter, before any use case runs`, async () => {
      const browser = await portal.signedIn(user);

      const response = await browser.get(`/api/notifications?${query}`);

      expect(response.status).to.equal(422);
      expect(((await response.json()) as { message: string }).message).to.match(/limit|before/);
      expect(fakes().list.callCount).to.equal(0);
    });
  }

  it("POST /api/notifications/read marks the ids sent and answers how many", async () => {
    fakes().markRead.resolves(right(1));
    const browser = await portal.signedIn(user);

    const response = await browser.post("/api/notifications/read", { ids: [3] });

    expect(await response.json()).to.deep.equal({ status: true, marked: 1 });
    expect(fakes().markRead.firstCall.args[1]).to.deep.equal({ ids: [3] });
  });

  for (const bad of [
    { ids: [] },
    { ids: [0] },
    { ids: ["1"] },
    { ids: [1.5] },
    {},
    { ids: Array(101).fill(1) },
  ]) {
    it(`POST /api/notifications/read refuses ${JSON.stringify(bad).slice(0, 40)} with 422, marking nothing`, async () => {
      const browser = await portal.signedIn(user);

      const response = await browser.post("/api/notifications/read", bad);

      expect(response.status).to.equal(422);
      expect(fakes().markRead.callCount).to.equal(0);
    });
  }

  it("POST /api/notifications/settings refuses a setting that is not true or false, saving nothing", async () => {
    const browser = await portal.signedIn(user);

    const response = await browser.post("/api/notifications/settings", { email_reminders: "no" });

    expect(response.status).to.equal(422);
    expect(fakes().saveSettings.callCount).to.equal(0);
  });

  it("refuses an anonymous caller with 401 and an administrator with 403, before any use case runs", async () => {
    const admin = await portal.signedIn(aUser({ id: 8, login: "demo.admin", role: "admin", corporate: 0 }));

    expect((await portal.browser().get("/api/notifications/unread-count")).status).to.equal(401);
    expect((await admin.get("/api/notifications/unread-count")).status).to.equal(403);
    expect(fakes().unreadCount.callCount).to.equal(0);
  });

  it("gives staff their bell and list, but not a customer's e-mail settings", async () => {
    fakes().unreadCount.resolves(right(2));
    const staff = await portal.signedIn(aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 }));

    expect(await (await staff.get("/api/notifications/unread-count")).json()).to.deep.equal({ unread: 2 });
    expect((await staff.get("/api/notifications/settings")).status).to.equal(403);
    expect(fakes().getSettings.callCount).to.equal(0);
  });

  describe("the e-mail's unsubscribe link", () => {
    const link = "/unsubscribe?u=2&t=signed-token&lang=ru";

    it("GET asks to confirm, with a form posting to the same link, changing nothing", async () => {
      fakes().unsubscribeCheck.resolves(right({ language: "uz" }));

      const response = await portal.browser().get(link);

      expect(response.status).to.equal(200);
      expect(response.headers.get("content-type")).to.match(/^text\/html/);
      const page = await response.text();
      expect(page).to.contain('<html lang="ru">');
      expect(page).to.contain(
        '<form method="post" action="/unsubscribe?u=2&#38;t=signed-token&#38;lang=ru">',
      );
      expect(fakes().unsubscribeCheck.firstCall.args).to.deep.equal([2, "signed-token"]);
      expect(fakes().unsubscribe.callCount).to.equal(0);
    });

    it("GET answers a malformed link with the page that says so, 422, and a forged one with it, 404", async () => {
      fakes().unsubscribeCheck.resolves(left({ _tag: "NotFound" }));

      const malformed = await portal.browser().get("/unsubscribe?u=abc&t=1");
      const forged = await portal.browser().get("/unsubscribe?u=2&t=forged");

      expect(malformed.status).to.equal(422);
      expect(malformed.headers.get("content-type")).to.match(/^text\/html/);
      expect(await malformed.text()).to.contain("Havola yaroqsiz yoki buzilgan");
      expect(forged.status).to.equal(404);
      expect(await forged.text()).to.contain("Havola yaroqsiz yoki buzilgan");
      expect(fakes().unsubscribeCheck.firstCall.args).to.deep.equal([2, "forged"]);
      expect(fakes().unsubscribeCheck.callCount).to.equal(1);
    });

    it("POST without the one-click body changes nothing: a 422 asking to confirm, JSON or the page", async () => {
      fakes().unsubscribeCheck.resolves(right({ language: "uz" }));

      const json = await portal.browser().post(link, ["List-Unsubscribe"], { csrf: "none" });
      const html = await portal.browser().post(link, {}, { csrf: "none", headers: { accept: "text/html" } });

      expect(json.status).to.equal(422);
      expect(await json.json()).to.deep.equal({
        status: false,
        message: "Нажмите кнопку, чтобы подтвердить",
      });
      expect(html.status).to.equal(422);
      expect(await html.text()).to.contain('<p role="alert">Нажмите кнопку, чтобы подтвердить</p>');
      expect(fakes().unsubscribe.callCount).to.equal(0);
    });

    it("POST with the one-click body, urlencoded or multipart, turns e-mail off without a session or CSRF token", async () => {
      fakes().unsubscribe.resolves(right({ language: "uz" }));
      const form = new FormData();
      form.append("List-Unsubscribe", "One-Click");

      const oneClick = await portal.browser().request("POST", "/unsubscribe?u=2&t=signed-token", {
        raw: "List-Unsubscribe=One-Click",
        contentType: "application/x-www-form-urlencoded",
        csrf: "none",
      });
      const browser = await portal.browser().request("POST", link, {
        form,
        csrf: "none",
        headers: { accept: "text/html" },
      });

      expect(oneClick.status).to.equal(200);
      expect(await oneClick.json()).to.deep.equal({
        status: true,
        message: "E-pochta orqali eslatmalar oʻchirildi. Ularni shaxsiy kabinetda qayta yoqishingiz mumkin.",
      });
      expect(browser.status).to.equal(200);
      expect(await browser.text()).to.contain("Напоминания по электронной почте отключены");
      expect(fakes().unsubscribe.args).to.deep.equal([
        [2, "signed-token", "reminders"],
        [2, "signed-token", "reminders"],
      ]);
    });

    it("turns the appeals' e-mail off with their mail's link (k=appeals), in its own words, keeping k in the form", async () => {
      fakes().unsubscribeCheck.resolves(right({ language: "uz" }));
      fakes().unsubscribe.resolves(right({ language: "uz" }));
      const appeals = "/unsubscribe?u=2&t=signed-token&lang=uz&k=appeals";

      const page = await (await portal.browser().get(appeals)).text();
      const done = await portal.browser().request("POST", appeals, {
        raw: "List-Unsubscribe=One-Click",
        contentType: "application/x-www-form-urlencoded",
        csrf: "none",
      });

      expect(page).to.contain(
        '<form method="post" action="/unsubscribe?u=2&#38;t=signed-token&#38;lang=uz&#38;k=appeals">',
      );
      expect(page).to.contain("Arizalar holati haqidagi xatlarni oʻchirasizmi?");
      expect(page).to.contain('<button type="submit">Xatlarni oʻchirish</button>');
      expect(await done.json()).to.deep.equal({
        status: true,
        message:
          "Arizalar holati haqidagi xatlar oʻchirildi. Ularni shaxsiy kabinetda qayta yoqishingiz mumkin.",
      });
      expect(fakes().unsubscribe.args).to.deep.equal([[2, "signed-token", "appeals"]]);
    });

    it("POST refuses a malformed link as JSON 422 and a forged one as JSON 404", async () => {
      fakes().unsubscribe.resolves(left({ _tag: "NotFound" }));
      const send = { raw: "List-Unsubscribe=One-Click", contentType: "application/x-www-form-urlencoded" };

      const malformed = await portal
        .browser()
        .request("POST", "/unsubscribe?u=0&t=x", { ...send, csrf: "none" });
      const forged = await portal
        .browser()
        .request("POST", "/unsubscribe?u=2&t=x", { ...send, csrf: "none" });

      expect(malformed.status).to.equal(422);
      expect(((await malformed.json()) as { status: number }).status).to.equal(0);
      expect(forged.status).to.equal(404);
      expect(fakes().unsubscribe.args).to.deep.equal([[2, "x", "reminders"]]);
    });
  });
});

describe("the test clock", () => {
  const tick = { day: "2026-12-09", delivery: { sent: 1, failed: 0, busy: 0, refused: 0 } };
  const set = sinon.stub();
  let portal: Portal;

  beforeEach(async () => {
    set.reset();
    set.resolves(tick);
    portal = await startPortal({ testClock: { set } });
  });
  afterEach(() => portal.close());

  it("moves a test server's clock for a caller on this machine and answers the tick", async () => {
    const response = await portal.browser().post("/api/test/clock", { at: "2026-12-09T05:00:00.000Z" });

    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ now: "2026-12-09T05:00:00.000Z", tick });
    expect((set.firstCall.args[0] as Date).toISOString()).to.equal("2026-12-09T05:00:00.000Z");
  });

  it("refuses a time that is no ISO instant with 422, moving nothing", async () => {
    const response = await portal.browser().post("/api/test/clock", { at: "tomorrow" });

    expect(response.status).to.equal(422);
    expect(set.callCount).to.equal(0);
  });

  it("is a path that does not exist for a caller through a proxy, whatever the body", async () => {
    const browser = portal.browser();
    const proxied = { headers: { "X-Forwarded-For": "203.0.113.9" } };

    const good = await browser.post("/api/test/clock", { at: "2026-12-09T05:00:00.000Z" }, proxied);
    const bad = await browser.post("/api/test/clock", { at: "tomorrow" }, proxied);

    expect([good.status, bad.status]).to.deep.equal([404, 404]);
    expect(await bad.json()).to.deep.equal({ status: 0, message: "Topilmadi" });
    expect(set.callCount).to.equal(0);
  });
});
