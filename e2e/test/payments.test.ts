import { PAYMENT_PROVIDER_NAMES, type PaymentProvider } from "@portal/domain";
import { appealNoticeText } from "@portal/domain/notifications/appealNotices";
import { expect } from "chai";
import type { Browser } from "playwright-core";
import {
  type InvoicedAppeal,
  invoicedAppeal,
  type PaymentStandIns,
  startPaymentStandIns,
} from "../../server/test/support/payments";
import { useBrowserSuite } from "./support/harness";
import { describeProblems } from "./support/pageGuard";
import {
  expectOnFirstScreen,
  expectReachable,
  expectScreenSound,
  literally,
  navigate,
  openPerson,
  type Person,
  SCREENS,
  type Screen,
  settled,
  shoot,
  signInAs,
} from "./support/journey";

/**
 * Issue 29's payment, as people do it: the company's owner opens the invoiced appeal, presses
 * "Pay with Payme" (or Click), pays on the payment system's page (the project's stand-in,
 * reached by the same link a real deployment gives), comes back by its link to the appeal page,
 * which confirms the payment, shows the appeal paid and the receipt; staff of the branch find the
 * payment in their bell and in the payments ledger. On both profiles, each payment system once per
 * profile at one screen (desktop in Uzbek, phone in Russian), the other system at the other.
 */

/** Which system each screen pays with, per profile: every system at every screen over the two profiles. */
const PROVIDER_OF: Readonly<
  Record<"embedded" | "production", Readonly<Record<Screen["name"], PaymentProvider>>>
> = {
  embedded: { desktop: "payme", phone: "click" },
  production: { desktop: "click", phone: "payme" },
};

/** The subject of a payment's notice as the reader's list shows it, in the domain's words. */
const subject = (person: Person, appealId: number, event: "paid" | "invoice_paid") =>
  appealNoticeText({ appeal_id: appealId, event }, person.lang, { baseUrl: "" }).subject;

/** The customer pays the invoice through `provider`'s page and comes back to the appeal. */
async function pay(customer: Person, baseUrl: string, invoice: InvoicedAppeal, provider: PaymentProvider) {
  const { page, t } = customer;
  const shots = `payments-${provider}`;
  await signInAs(customer, baseUrl, "demo.company");
  await page.goto(`${baseUrl}/appeals/${invoice.appealId}`);
  const card = page.getByTestId("payment-card");
  await card.waitFor();
  expect(await card.getAttribute("data-state"), "the invoice before paying").to.equal("unpaid");
  const link = card.getByRole("link", { name: t(`payments.${provider}`), exact: true });
  await expectReachable(customer, link, `"${t(`payments.${provider}`)}"`);
  await expectScreenSound(customer, "the unpaid invoice's card");
  await shoot(customer, shots, `unpaid-${customer.lang}`);

  // The payment system's own page, its test mark first: what is paid, and the button.
  await customer.press(link);
  await page.waitForURL((url) => !url.href.startsWith(baseUrl));
  const payButton = page.getByRole("button", { name: /Toʻlash|Оплатить/ });
  await expectOnFirstScreen(customer, payButton, "the payment system's pay button");
  expect(await page.locator("main").textContent(), "the invoice on the payment page").to.include(
    `№ ${invoice.invoiceId}`,
  );
  await shoot(customer, shots, `checkout-${customer.lang}`);
  await customer.press(payButton);
  await page.getByRole("status").waitFor();
  await shoot(customer, shots, `done-${customer.lang}`);

  // Back by the payment system's link: the page checks the payment and says so.
  const back = page.getByRole("link", { name: /Sotuvchi saytiga qaytish|Вернуться на сайт продавца/ });
  await customer.press(back);
  await page.waitForURL((url) => url.href === `${baseUrl}/appeals/${invoice.appealId}`, { timeout: 15_000 });
  await page.getByTestId("payment-confirmed").waitFor({ timeout: 20_000 });
  expect(await card.getAttribute("data-state"), "the invoice once paid").to.equal("paid");
  expect(
    await card.getByRole("link", { name: t(`payments.${provider}`) }).count(),
    "no pay link once paid",
  ).to.equal(0);
  await page
    .locator(".facts [data-testid=appeal-status]")
    .filter({ hasText: t("appeals.statuses.paid") })
    .waitFor();
  const receipt = card.getByTestId("payment-receipt");
  await expectReachable(customer, receipt, "the receipt");
  const said = await receipt.textContent();
  expect(said, "the receipt names the system").to.include(PAYMENT_PROVIDER_NAMES[provider]);
  expect(said, "the receipt names the invoice").to.include(invoice.contractNumber);
  await expectScreenSound(customer, "the paid invoice's card and receipt");
  await shoot(customer, shots, `receipt-${customer.lang}`);

  // The customer's bell tells of it too.
  await page.goto(`${baseUrl}/notifications`);
  await page
    .getByTestId("notification")
    .filter({ hasText: literally(subject(customer, invoice.appealId, "paid")) })
    .first()
    .waitFor();
}

/** Staff of the branch find the payment in their bell and in the ledger, its amount and system. */
async function staffSee(staff: Person, baseUrl: string, invoice: InvoicedAppeal, provider: PaymentProvider) {
  const { page, t } = staff;
  await signInAs(staff, baseUrl, "demo.staff");
  const bell = page.getByTestId("notification-bell");
  await expectOnFirstScreen(staff, bell, "the staff's bell");
  await staff.press(bell);
  await page.waitForURL((url) => url.pathname === "/notifications");
  const notice = page
    .getByTestId("notification")
    .filter({ hasText: literally(subject(staff, invoice.appealId, "invoice_paid")) });
  await expectOnFirstScreen(staff, notice.first(), "the staff's notice of the payment");

  await navigate(staff, "nav.payments");
  await page.waitForURL((url) => url.pathname === "/staff/payments");
  const row = page
    .getByTestId("ledger-table")
    .locator("tbody tr")
    .filter({ hasText: `#${invoice.appealId}` });
  await row.waitFor();
  const line = await row.textContent();
  expect(line, "the ledger's line names the system").to.include(PAYMENT_PROVIDER_NAMES[provider]);
  expect(line, "the ledger's line is performed").to.include(t("payments.transactionStates.performed"));
  await settled(page);
  await expectScreenSound(staff, "the payments ledger");
  await shoot(staff, `payments-${provider}`, `ledger-${staff.lang}`);
}

async function payAndSee(
  browser: Browser,
  standIns: PaymentStandIns,
  baseUrl: string,
  invoice: InvoicedAppeal,
  screen: Screen,
  provider: PaymentProvider,
) {
  const customer = await openPerson(browser, screen);
  const staff = await openPerson(browser, screen);
  try {
    await pay(customer, baseUrl, invoice, provider);
    const performed =
      provider === "payme"
        ? standIns.payme
            .transactions()
            .filter((t) => t.account.invoice === String(invoice.invoiceId) && t.state === 2)
        : standIns.click
            .transactions()
            .filter((t) => t.merchant_trans_id === String(invoice.invoiceId) && t.state === "paid");
    expect(performed, "one payment at the payment system").to.have.length(1);
    await staffSee(staff, baseUrl, invoice, provider);
    for (const person of [customer, staff]) {
      const problems = person.guard.problems();
      expect(problems, describeProblems(problems)).to.deep.equal([]);
    }
  } finally {
    await Promise.all([customer.context.close(), staff.context.close()]);
  }
}

for (const profile of ["embedded", "production"] as const)
  describe(`paying an invoice with Payme and Click in the browser, ${profile} profile (issue 29)`, () => {
    const env: NodeJS.ProcessEnv = {};
    let standIns: PaymentStandIns | undefined;
    before(async () => {
      standIns = await startPaymentStandIns();
      Object.assign(env, standIns.env);
    });
    const e2e = useBrowserSuite({ production: profile === "production", env });
    before(() => standIns?.attach(e2e.portal));
    after(async () => {
      await standIns?.close();
    });

    for (const screen of SCREENS) {
      const provider = PROVIDER_OF[profile][screen.name];
      it(`the customer pays with ${PAYMENT_PROVIDER_NAMES[provider]}, the appeal is paid, the receipt shows, staff are told (${screen.viewport.width}×${screen.viewport.height}, ${screen.lang})`, async function () {
        this.timeout(120_000);
        const browser = e2e.page.context().browser();
        if (!browser || !standIns) throw new Error("no browser or stand-ins");
        const [company, staff] = await Promise.all([
          e2e.portal.signedIn("demo.company"),
          e2e.portal.signedIn("demo.staff"),
        ]);
        const invoice = await invoicedAppeal(company, staff);
        await payAndSee(browser, standIns, e2e.portal.url, invoice, screen, provider);
      });
    }
  });
