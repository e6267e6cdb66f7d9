import {
  type Failure,
  PasswordCheckAbandonedError,
  PasswordCheckBusyError,
  ServiceUnavailableError,
  StorageFullError,
} from "@portal/application";
import { decode, RecognitionAppealPayload } from "@portal/domain";
import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { pino } from "pino";
import { failureToHttp } from "../src/failureTable";
import { aUser } from "@portal/testkit/builders";
import { left } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("the failure table", () => {
  let portal: Portal;
  let browser: Browser;

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(aUser());
  });
  afterEach(() => portal.close());

  const refusedWith = async (failure: Failure, path = "/front/save-appeal") => {
    portal.useCases.saveAppeal.resolves(left(failure));
    portal.useCases.updateUserInfo.resolves(left(failure));
    // A body the save's codec takes: the refusal is the use case's.
    const response = await browser.post(path, path === "/front/save-appeal" ? { devices: [] } : {});
    return { status: response.status, body: await response.json() };
  };

  /** What the domain's decoder reports for a body: the problems a use case refuses as Malformed. */
  const malformedBody = (body: unknown): Failure => {
    const decoded = decode(RecognitionAppealPayload, body);
    if (E.isRight(decoded)) throw new Error("the body was expected not to decode");
    return { _tag: "Malformed", problems: decoded.left };
  };
  const WRONGLY_TYPED = { type_id: 8, appeal: "x", devices: [{ amount: "many" }] };

  it("answers Malformed with 422 naming each wrong field in plain Uzbek, never a codec's type names", async () => {
    const { status, body } = await refusedWith(malformedBody(WRONGLY_TYPED));

    expect(status).to.equal(422);
    expect(body).to.deep.equal({
      status: 0,
      message: "Maydon notoʻgʻri toʻldirilgan: devices.0.amount\nMaydon notoʻgʻri toʻldirilgan: appeal",
      errors: ["Maydon notoʻgʻri toʻldirilgan: devices.0.amount", "Maydon notoʻgʻri toʻldirilgan: appeal"],
    });
    expect(JSON.stringify(body)).not.to.match(/expected|Partial<|Nullable<|\|/);
  });

  it("names the wrong fields in Russian when the caller asks in Russian", async () => {
    portal.useCases.saveAppeal.resolves(left(malformedBody(WRONGLY_TYPED)));

    const response = await browser.post("/front/save-appeal?lang=ru", { devices: [] });

    expect(response.status).to.equal(422);
    expect(((await response.json()) as { errors: string[] }).errors).to.deep.equal([
      "Поле заполнено неверно: devices.0.amount",
      "Поле заполнено неверно: appeal",
    ]);
  });

  it("says a body that is not an object at all is wrong as a whole, once per field however many problems it has", async () => {
    const whole = await refusedWith(malformedBody([1]));
    const repeated = await refusedWith({
      _tag: "Malformed",
      problems: [
        { path: "devices.0.amount", problem: "expected a whole number" },
        { path: "devices.0.amount", problem: "expected Nullable<Int>" },
      ],
    });

    expect(whole.body).to.deep.equal({
      status: 0,
      message: "Soʻrov tarkibi notoʻgʻri",
      errors: ["Soʻrov tarkibi notoʻgʻri"],
    });
    expect(repeated.body.errors).to.deep.equal(["Maydon notoʻgʻri toʻldirilgan: devices.0.amount"]);
  });

  it("keeps the codec's full detail in the log, under the request's id", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await startPortal({
      logger: pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) }),
    });
    try {
      logged.useCases.saveAppeal.resolves(left(malformedBody(WRONGLY_TYPED)));
      const signedIn = await logged.signedIn(aUser());

      await signedIn.post(
        "/front/save-appeal",
        { devices: [] },
        { headers: { "X-Request-Id": "bad-shape-1" } },
      );

      const line = lines.find((entry) => entry["msg"] === "malformed request");
      expect(line).to.include({ requestId: "bad-shape-1" });
      const problems = (line?.["problems"] ?? []) as string[];
      expect(problems).to.have.lengthOf(2);
      expect(problems[0]).to.equal("devices.0.amount: expected a whole number");
      expect(problems[1]).to.match(/^appeal: expected Partial<\{\| user_id: Nullable<Id>/);
    } finally {
      await logged.close();
    }
  });

  it("answers Invalid with 422, every message rendered and joined by new lines", async () => {
    const { status, body } = await refusedWith({
      _tag: "Invalid",
      messages: [{ key: "branchRequired" }, { key: "deviceNameRequired", params: { n: 2 } }],
    });

    expect(status).to.equal(422);
    expect(body).to.deep.equal({
      status: 0,
      message: "Filialni tanlang\nQurilma №2:O'lchash vositasining nomini kiriting",
      errors: ["Filialni tanlang", "Qurilma №2:O'lchash vositasining nomini kiriting"],
    });
  });

  it("renders Invalid in Russian when the caller asks with ?lang=ru", async () => {
    portal.useCases.saveAppeal.resolves(left({ _tag: "Invalid", messages: [{ key: "branchRequired" }] }));

    const response = await browser.post("/front/save-appeal?lang=ru", { devices: [] });

    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Выберите филиал",
      errors: ["Выберите филиал"],
    });
    expect(portal.useCases.saveAppeal.firstCall.args[0].lang).to.equal("ru");
  });

  it("renders in Russian when Accept-Language prefers it, and in Uzbek for any other language", async () => {
    portal.useCases.saveAppeal.resolves(left({ _tag: "Invalid", messages: [{ key: "branchRequired" }] }));

    const russian = await browser.post(
      "/front/save-appeal",
      { devices: [] },
      { headers: { "Accept-Language": "ru-RU,ru;q=0.9" } },
    );
    const english = await browser.post(
      "/front/save-appeal",
      { devices: [] },
      { headers: { "Accept-Language": "en-US,en" } },
    );

    expect(((await russian.json()) as { message: string }).message).to.equal("Выберите филиал");
    expect(((await english.json()) as { message: string }).message).to.equal("Filialni tanlang");
  });

  it("answers InvalidFields with 422, status false and the field-to-messages map", async () => {
    const { status, body } = await refusedWith(
      {
        _tag: "InvalidFields",
        fields: { first_name: [{ key: "firstNameRequired" }], email: [{ key: "emailInvalid" }] },
      },
      "/post-userinfo",
    );

    const fields = { first_name: ["Ismni kiriting"], email: ["Email notoʻgʻri kiritilgan"] };
    expect(status).to.equal(422);
    expect(body).to.deep.equal({ status: false, message: fields, errors: fields });
  });

  const plain: ReadonlyArray<readonly [Failure, number, string]> = [
    [{ _tag: "Unauthenticated" }, 401, "Iltimos, tizimga kiring"],
    [{ _tag: "Forbidden" }, 403, "Bu amal uchun ruxsat yoʻq"],
    [{ _tag: "NotFound" }, 404, "Topilmadi"],
    [{ _tag: "Conflict", message: { key: "inProgress" } }, 409, "Jarayonda"],
  ];
  for (const [failure, code, message] of plain) {
    it(`answers ${failure._tag} with ${code} and a clear message`, async () => {
      const { status, body } = await refusedWith(failure);

      expect(status).to.equal(code);
      expect(body).to.deep.equal({ status: 0, message });
    });
  }

  it("answers a thrown ServiceUnavailableError with 503 and a clear message in the caller's language", async () => {
    portal.useCases.saveAppeal.rejects(new ServiceUnavailableError("database"));

    const uzbek = await browser.post("/front/save-appeal", { devices: [] });
    const russian = await browser.post("/front/save-appeal?lang=ru", { devices: [] });

    expect(uzbek.status).to.equal(503);
    expect(await uzbek.json()).to.deep.equal({
      status: 0,
      message: "Xizmat vaqtincha ishlamayapti. Iltimos, birozdan keyin qayta urinib koʻring",
    });
    expect(((await russian.json()) as { message: string }).message).to.equal(
      "Сервис временно недоступен. Пожалуйста, повторите попытку позже",
    );
  });

  it("answers a full disk (StorageFullError) with 503, Retry-After and 'storage full' in the caller's language", async () => {
    const diskFull = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    portal.useCases.saveAppeal.rejects(new StorageFullError("database", diskFull));

    const uzbek = await browser.post("/front/save-appeal", { devices: [] });
    const russian = await browser.post("/front/save-appeal?lang=ru", { devices: [] });

    expect(uzbek.status).to.equal(503);
    expect(uzbek.headers.get("retry-after")).to.equal("60");
    expect(await uzbek.json()).to.deep.equal({
      status: 0,
      message:
        "Maʼlumotlarni saqlash uchun joy qolmadi, hech narsa saqlanmadi. Iltimos, birozdan keyin qayta urinib koʻring",
    });
    expect(russian.status).to.equal(503);
    expect(((await russian.json()) as { message: string }).message).to.equal(
      "Не осталось места для хранения данных, ничего не сохранено. Пожалуйста, повторите попытку позже",
    );
  });

  it("answers a full password-check queue (PasswordCheckBusyError) with 503, Retry-After and the wait in the caller's language", async () => {
    portal.useCases.signIn.rejects(new PasswordCheckBusyError());
    const anonymous = portal.browser();

    const uzbek = await anonymous.post("/auth/login", { login: "customer", password: "x" });
    const russian = await anonymous.post("/auth/login?lang=ru", { login: "customer", password: "x" });

    expect(uzbek.status).to.equal(503);
    expect(uzbek.headers.get("retry-after")).to.equal("5");
    expect(uzbek.headers.getSetCookie().some((c) => c.startsWith("portal_session="))).to.equal(false);
    expect(await uzbek.json()).to.deep.equal({
      status: false,
      message: "Hozir tizimga kirishga urinishlar juda koʻp. Iltimos, 5 soniyadan keyin qayta urinib koʻring",
    });
    expect(russian.status).to.equal(503);
    expect(((await russian.json()) as { message: string }).message).to.equal(
      "Сейчас слишком много попыток входа. Пожалуйста, повторите через 5 с",
    );
  });

  it("answers an abandoned password check (PasswordCheckAbandonedError) with 499, never a 5xx", async () => {
    portal.useCases.signIn.rejects(new PasswordCheckAbandonedError());

    const response = await portal.browser().post("/auth/login", { login: "customer", password: "x" });

    expect(response.status).to.equal(499);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("portal_session="))).to.equal(false);
  });

  it("answers any other thrown error with 500, a generic message and no stack or path", async () => {
    portal.useCases.saveAppeal.rejects(new Error("boom in /srv/portal/application/src/secret.ts"));

    const response = await browser.post(
      "/front/save-appeal",
      { devices: [] },
      { headers: { "X-Request-Id": "req-42" } },
    );
    const text = await response.text();

    expect(response.status).to.equal(500);
    expect(JSON.parse(text)).to.deep.equal({
      status: 0,
      message: "Serverda xatolik yuz berdi. Iltimos, qayta urinib koʻring",
      request_id: "req-42",
    });
    expect(text).not.to.match(/boom|secret|\/srv|at [A-Za-z.]+ \(/);
  });

  it("answers a failing lookup (a plain promise) with 500 too, never a hang", async () => {
    portal.useCases.provinces.rejects(new TypeError("x is undefined"));

    const response = await browser.get("/api/front/provinces");

    expect(response.status).to.equal(500);
  });

  it("uses false for a refusal where the route's status is a boolean", () => {
    const answer = failureToHttp({ _tag: "Forbidden" }, "ru", "boolean");

    expect(answer).to.deep.equal({
      status: 403,
      body: { status: false, message: "Нет прав на это действие" },
    });
  });
});
