import { expect } from "chai";
import { APPEAL_ACTIONS } from "../../src/appeals";
import {
  type AppealNoticeEvent,
  appealNoticeLink,
  appealNoticeText,
  CUSTOMER_NOTICES,
  isCustomerNotice,
  noticeOfAction,
  STAFF_NOTICES,
} from "../../src/notifications";
import { LANGUAGES } from "../../src/shared/constants";

const links = { baseUrl: "https://portal.example.uz/" };

describe("notices of an appeal's steps", () => {
  it("come from the steps that need someone: six for the customer (a receipt and a payment's come from elsewhere) and two for staff, none from taking for review, editing or a payment system's steps", () => {
    const given = Object.fromEntries(
      APPEAL_ACTIONS.map((action) => [action, noticeOfAction(action)]).filter(([, notice]) => notice),
    );
    expect(given).to.deep.equal({
      submit: "submitted",
      resubmit: "resubmitted",
      approve: "approved",
      send_back: "sent_back",
      reject: "rejected",
      contract: "contracted",
      invoice: "invoiced",
      complete: "completed",
    });
    expect(CUSTOMER_NOTICES.every(isCustomerNotice)).to.equal(true);
    expect(STAFF_NOTICES.some(isCustomerNotice)).to.equal(false);
  });

  it("tell the customer an appeal was sent back with the reviewer's reason and what to do, in Uzbek and in Russian", () => {
    const notice = { appeal_id: 12, event: "sent_back", note: "Seriya raqamini tuzating" } as const;
    expect(appealNoticeText(notice, "uz", links)).to.deep.include({
      subject: "Ariza № 12 tuzatish uchun qaytarildi",
      lines: ["Koʻrib chiquvchining izohi: Seriya raqamini tuzating", "Arizani tuzatib, qayta yuboring."],
    });
    expect(appealNoticeText(notice, "ru", links)).to.deep.include({
      subject: "Заявка № 12 возвращена на доработку",
      lines: [
        "Комментарий проверяющего: Seriya raqamini tuzating",
        "Исправьте заявку и отправьте её повторно.",
      ],
    });
  });

  it("name the contract's or invoice's number, the receipt's day as dd.mm.yyyy, and the refusal's reason", () => {
    const say = (event: AppealNoticeEvent, extra: object, language: "uz" | "ru" = "uz") =>
      appealNoticeText({ appeal_id: 7, event, ...extra }, language, links).lines;
    expect(say("contracted", { note: "SH-15" })).to.deep.equal([
      "Shartnoma № SH-15: uni ariza sahifasida yuklab olishingiz mumkin.",
    ]);
    expect(say("invoiced", { note: "HF-3" }, "ru")).to.deep.equal([
      "Счёт № HF-3: скачайте его на странице заявки и оплатите.",
    ]);
    expect(say("received", { received_on: "2026-12-09" })).to.deep.equal(["Qabul qilingan sana: 09.12.2026"]);
    expect(say("rejected", { note: "Hujjat yoʻq" }, "ru")).to.deep.equal(["Причина отказа: Hujjat yoʻq"]);
    expect(say("completed", {})).to.deep.equal([
      "Natijalar va sertifikatlarni ariza sahifasida yuklab olishingiz mumkin.",
    ]);
  });

  it("tell staff of a new or corrected application with the customer's name", () => {
    const submitted = appealNoticeText(
      { appeal_id: 31, event: "submitted", customer: "Demo MChJ" },
      "uz",
      links,
    );
    expect(submitted.subject).to.equal("Yangi ariza № 31");
    expect(submitted.lines).to.deep.equal(["Mijoz: Demo MChJ"]);
    const resubmitted = appealNoticeText(
      { appeal_id: 31, event: "resubmitted", customer: "Demo MChJ" },
      "ru",
      links,
    );
    expect(resubmitted.subject).to.equal("Заявка № 31 исправлена и отправлена повторно");
    expect(resubmitted.lines).to.deep.equal(["Клиент: Demo MChJ"]);
  });

  it("tell the customer their payment came in or went back, and staff that the invoice is paid or no longer, with the amount and the system", () => {
    const payment = { appeal_id: 7, payment_id: 3, provider: "payme", amount: "1284446.80" } as const;
    const paid = appealNoticeText({ ...payment, event: "paid" }, "uz", links);
    expect(paid.subject).to.equal("Ariza № 7: toʻlov qabul qilindi");
    expect(paid.lines).to.deep.equal([
      "Summa: 1 284 446,80 soʻm (Payme)",
      "Toʻlov kvitansiyasi ariza sahifasida.",
    ]);
    const refunded = appealNoticeText({ ...payment, provider: "click", event: "refunded" }, "ru", links);
    expect(refunded.subject).to.equal("Заявка № 7: оплата отменена");
    expect(refunded.lines).to.deep.equal(["Сумма: 1 284 446,80 сум (Click)", "Счёт снова ожидает оплаты."]);
    const staff = appealNoticeText({ ...payment, event: "invoice_paid", customer: "Demo MChJ" }, "ru", links);
    expect(staff.subject).to.equal("Счёт по заявке № 7 оплачен");
    expect(staff.lines).to.deep.equal(["Клиент: Demo MChJ", "Сумма: 1 284 446,80 сум (Payme)"]);
    expect(isCustomerNotice("paid")).to.equal(true);
    expect(isCustomerNotice("invoice_paid")).to.equal(false);
  });

  it("write the e-mail with the appeal's absolute link and the unsubscribe link; the portal's list has neither", () => {
    const notice = { appeal_id: 5, event: "approved" } as const;
    const mail = appealNoticeText(notice, "ru", {
      ...links,
      unsubscribe: "https://portal.example.uz/unsubscribe?u=2",
    });
    expect(mail.text.split("\n")).to.deep.equal([
      "Здравствуйте!",
      "",
      "Заявка № 5 одобрена",
      "Следующий шаг — договор или счёт.",
      "",
      "Открыть заявку: https://portal.example.uz/appeals/5",
      "",
      "Отписаться от писем о статусе заявок: https://portal.example.uz/unsubscribe?u=2",
    ]);
    expect(appealNoticeLink(5)).to.equal("/appeals/5");
  });

  it("say every notice in both languages with no placeholder or internal code left", () => {
    for (const event of [...CUSTOMER_NOTICES, ...STAFF_NOTICES])
      for (const language of LANGUAGES) {
        const notice = {
          appeal_id: 9,
          event,
          note: "N-1",
          customer: "Ali",
          received_on: "2026-01-02",
          provider: "click",
          amount: "10.00",
        } as const;
        const text = appealNoticeText(notice, language, links);
        expect(text.text, `${event} ${language}`).to.not.match(/\{\w+\}|_|undefined/);
        expect(text.subject, `${event} ${language}`).to.contain("№ 9");
      }
  });
});
