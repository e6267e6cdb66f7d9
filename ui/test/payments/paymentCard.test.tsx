import { expect } from "chai";
import { act } from "react";
import { Route, Routes } from "react-router-dom";
import { changeLanguage } from "../../src/i18n";
import { AppealPayments } from "../../src/payments/AppealPayments";
import type { Pause } from "../../src/payments/paymentCheck";
import type { InvoicePayments } from "../../src/payments/paymentsApi";
import { stubFetch } from "../support/fetchStub";
import { byText, cleanUp, click, render, settle } from "../support/render";
import { aPaidInvoice, aReceipt, anInvoice, CLICK_CHECKOUT, PAYME_CHECKOUT } from "./builders";

const PAYMENTS = "/api/appeals/5/payments";

/** Pauses a test lets end one at a time, so the repeated questions are driven by the test, never by a clock. */
function heldPauses() {
  const held: (() => void)[] = [];
  const pause: Pause = () => new Promise((resolve) => held.push(resolve));
  return {
    pause,
    held: () => held.length,
    async release() {
      const next = held.shift();
      if (!next) throw new Error("no question is waiting");
      await act(async () => next());
      await settle();
    },
  };
}

/** The payment cards of appeal 5, reached at `at`; `onPaid` hears the check confirm a payment. */
async function openPayments({
  at = "/appeals/5",
  pause = heldPauses().pause,
  onPaid = () => undefined,
}: {
  at?: string;
  pause?: Pause;
  onPaid?: () => void;
} = {}) {
  const { container } = await render(
    <Routes>
      <Route
        path="/appeals/:id"
        element={<AppealPayments appealId={5} round={0} onPaid={onPaid} pause={pause} />}
      />
    </Routes>,
    { at },
  );
  await settle();
  return container;
}

/** A region by its accessible name: a section labelled by its heading. */
function region(root: HTMLElement, name: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>("section[aria-labelledby]")].find(
    (section) =>
      document.getElementById(section.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === name,
  );
}

const links = (root: HTMLElement) =>
  [...root.querySelectorAll("a")].map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute("href") }));

/** The facts of a receipt, term by term. */
const factsOf = (root: HTMLElement) =>
  Object.fromEntries(
    [...root.querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

describe("the payment card of an invoice on the appeal page", () => {
  let http: ReturnType<typeof stubFetch>;
  const answering = (...invoices: InvoicePayments[]) =>
    http.reply("GET", PAYMENTS, { body: { data: invoices } });
  beforeEach(() => {
    http = stubFetch();
    sessionStorage.clear();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
  });

  it("offers the owner of an unpaid invoice its total and the two payment systems, opened in the same tab", async () => {
    answering(anInvoice());
    const page = await openPayments();
    const card = region(page, "Toʻlov: hisob-faktura № H-7");
    expect(card, "the card is a region named by its invoice").to.not.equal(undefined);
    expect(card?.id).to.equal("payment-31");
    expect(card?.querySelector("[data-testid=payment-total]")?.textContent).to.equal("120 000,00 soʻm");
    expect(card?.querySelector("[data-testid=payment-state]")?.textContent).to.equal("Toʻlanmagan");
    expect(links(card as HTMLElement)).to.deep.equal([
      { name: "Payme orqali toʻlash", href: PAYME_CHECKOUT },
      { name: "Click orqali toʻlash", href: CLICK_CHECKOUT },
    ]);
    for (const a of card?.querySelectorAll("a") ?? []) expect(a.getAttribute("target")).to.equal(null);
    expect(card?.querySelector("[data-testid=payment-receipt]")).to.equal(null);
    expect(http.calls.map((call) => call.url)).to.deep.equal([PAYMENTS]);
  });

  it("shows staff the state of an invoice and no way to pay it (the server gives them no checkout)", async () => {
    answering(anInvoice({ pay: undefined }));
    const page = await openPayments();
    const card = region(page, "Toʻlov: hisob-faktura № H-7") as HTMLElement;
    expect(card.querySelector("[data-testid=payment-state]")?.textContent).to.equal("Toʻlanmagan");
    expect(links(card)).to.deep.equal([]);
    expect(card.textContent).to.not.include("Payme orqali");
  });

  it("shows a paid invoice's receipt: payment system, transaction, amount and time in Tashkent, printable", async () => {
    answering(aPaidInvoice());
    const page = await openPayments();
    const card = region(page, "Toʻlov: hisob-faktura № H-7") as HTMLElement;
    expect(card.querySelector("[data-testid=payment-state]")?.textContent).to.equal("Toʻlangan");
    expect(links(card)).to.deep.equal([]);
    const receipt = region(card, "Toʻlov kvitansiyasi") as HTMLElement;
    expect(factsOf(receipt)).to.deep.equal({
      Ariza: "#5",
      "Hisob-faktura": "№ H-7",
      "Toʻlov tizimi": "Payme",
      Tranzaksiya: "5e730e8e0b852a417aa49ceb",
      Summa: "120 000,00 soʻm",
      "Toʻlov vaqti (Toshkent)": "02.03.2026 01:30",
    });
    expect(byText(receipt, "Kvitansiyani chop etish", "button")).to.not.equal(undefined);
  });

  it("says a refunded invoice is refunded, with its payment marked returned, in Russian too", async () => {
    await changeLanguage("ru");
    answering(
      aPaidInvoice({
        state: "refunded",
        receipts: [aReceipt({ provider: "click", transaction: "98765", state: "refunded" })],
      }),
    );
    const page = await openPayments();
    const card = region(page, "Оплата: счёт № H-7") as HTMLElement;
    expect(card.querySelector("[data-testid=payment-state]")?.textContent).to.equal("Возвращён");
    const receipt = region(card, "Квитанция об оплатеВозвращена") as HTMLElement;
    expect(receipt, "the receipt's title carries its state").to.not.equal(undefined);
    expect(factsOf(receipt)["Платёжная система"]).to.equal("Click");
    expect(factsOf(receipt).Сумма).to.equal("120 000,00 сум");
  });

  it("names the Russian reader's buttons in Russian", async () => {
    await changeLanguage("ru");
    answering(anInvoice());
    const page = await openPayments();
    expect(links(page).map((link) => link.name)).to.deep.equal([
      "Оплатить через Payme",
      "Оплатить через Click",
    ]);
    expect(page.querySelector("[data-testid=payment-state]")?.textContent).to.equal("Не оплачен");
  });

  it("brings the card the cabinet links to into view, focused", async () => {
    answering(anInvoice({ invoice_id: 30, contract_number: "H-6" }), anInvoice());
    const page = await openPayments({ at: "/appeals/5#payment-31" });
    expect(document.activeElement).to.equal(region(page, "Toʻlov: hisob-faktura № H-7"));
  });

  it("shows nothing for an appeal with no invoice", async () => {
    answering();
    const page = await openPayments();
    expect(page.querySelector("[data-testid=payment-card]")).to.equal(null);
    expect(page.textContent).to.equal("");
  });

  it("says when the payments cannot be read, and reads them again on request", async () => {
    http.reply("GET", PAYMENTS, { status: 500, body: { message: "down" } });
    const page = await openPayments();
    expect(page.querySelector("[data-testid=payments-failed]")?.textContent).to.include(
      "Toʻlov maʼlumotlarini yuklab boʻlmadi",
    );
    answering(anInvoice());
    await click(byText(page, "Qayta urinish", "button"));
    await settle();
    expect(page.querySelector("[data-testid=payment-card]")).to.not.equal(null);
  });
});

describe("coming back to the appeal page from a payment system", () => {
  let http: ReturnType<typeof stubFetch>;
  /** Answers the payments call with each of `answers` in turn, the last one from then on. */
  const answeringInTurn = (...answers: InvoicePayments[][]) => {
    let asked = 0;
    http.reply("GET", PAYMENTS, () => ({ body: { data: answers[Math.min(asked++, answers.length - 1)] } }));
  };
  const asked = () => http.calls.filter((call) => call.url === PAYMENTS).length;
  const notice = (page: HTMLElement) => page.querySelector("[data-testid^=payment-][role=status]");
  beforeEach(() => {
    http = stubFetch();
    sessionStorage.clear();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
  });

  it("checks the payment until the payment system has told the portal, then shows the receipt and moves the appeal on", async () => {
    answeringInTurn([anInvoice()], [anInvoice()], [aPaidInvoice()]);
    const pauses = heldPauses();
    let paid = 0;
    const page = await openPayments({
      at: "/appeals/5?payment=31",
      pause: pauses.pause,
      onPaid: () => paid++,
    });
    expect(notice(page)?.textContent).to.include("Toʻlov tekshirilmoqda...");
    expect(byText(page, "Holatni yangilash", "button"), "a manual refresh while it checks").to.not.equal(
      undefined,
    );
    expect([asked(), pauses.held()]).to.deep.equal([1, 1]);

    await pauses.release();
    expect(notice(page)?.textContent).to.include("Toʻlov tekshirilmoqda...");
    expect([asked(), pauses.held()]).to.deep.equal([2, 1]);

    await pauses.release();
    expect(notice(page)?.textContent).to.equal("Toʻlov qabul qilindi. Rahmat!");
    expect(page.querySelector("[data-testid=payment-state]")?.textContent).to.equal("Toʻlangan");
    expect(page.querySelector("[data-testid=payment-receipt]")).to.not.equal(null);
    expect([asked(), pauses.held(), paid]).to.deep.equal([3, 0, 1]);
  });

  it("stops asking after a few questions, says the payment is not confirmed yet, and starts over on refresh", async () => {
    answeringInTurn([anInvoice()]);
    const pauses = heldPauses();
    const page = await openPayments({ at: "/appeals/5?payment=31", pause: pauses.pause });
    while (pauses.held() > 0) await pauses.release();
    const questions = asked();
    expect(questions, "a few questions, not one and not endless").to.be.within(3, 10);
    expect(notice(page)?.textContent).to.include("Toʻlov hali tasdiqlanmadi");

    answeringInTurn([aPaidInvoice()]);
    await click(byText(page, "Holatni yangilash", "button"));
    await settle();
    expect(asked()).to.equal(questions + 1);
    expect(notice(page)?.textContent).to.equal("Toʻlov qabul qilindi. Rahmat!");
  });

  it("knows the reader went to pay from this page even when the payment system returns to the plain address", async () => {
    answeringInTurn([anInvoice()]);
    const first = await openPayments();
    // The browser would leave for the checkout; here it stays.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    await click(byText(first, "Click orqali toʻlash", "a"));
    document.removeEventListener("click", stay);
    await cleanUp();

    answeringInTurn([aPaidInvoice({ receipts: [aReceipt({ provider: "click", transaction: "98765" })] })]);
    let paid = 0;
    const back = await openPayments({ onPaid: () => paid++ });
    expect(notice(back)?.textContent).to.equal("Toʻlov qabul qilindi. Rahmat!");
    expect(paid).to.equal(1);

    await cleanUp();
    const later = await openPayments();
    expect(notice(later), "a later visit checks nothing").to.equal(null);
  });

  it("reads the payments once, checking nothing, on an ordinary visit", async () => {
    answeringInTurn([anInvoice()]);
    const pauses = heldPauses();
    const page = await openPayments({ pause: pauses.pause });
    expect([asked(), pauses.held()]).to.deep.equal([1, 0]);
    expect(notice(page)).to.equal(null);
  });
});
