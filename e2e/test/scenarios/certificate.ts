import { join } from "node:path";
import { methodById } from "@portal/domain/results/methods";
import type { Language } from "@portal/domain/shared/constants";
import { message, type MessageKey, type MessageParams } from "@portal/domain/shared/message";
import { render } from "@portal/domain/shared/messages";
import { pdfPages } from "@portal/testkit/pdfText";
import { expect } from "chai";
import type { Locator, Page } from "playwright-core";
import { postJson, signOut } from "../support/api";
import { docScreenshot, writesDocScreenshots } from "../support/docScreenshot";
import { type E2e, signIn, toast } from "../support/harness";
import { download } from "./results";

/** The lab the suite's server prints on its certificates (ORG_NAME, ORG_ADDRESS). */
export const LAB = {
  name: "Metrologiya xizmati markazi",
  address: "Toshkent shahri, Farobiy koʻchasi 333A-uy",
};

/** A day `back` days before today in Tashkent, "YYYY-MM-DD". */
export const daysAgo = (back: number): string =>
  new Date(Date.now() + 5 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);
/** An ISO day as the date fields take it and the certificate prints it: "01.03.2026". */
export const dotted = (iso: string) => iso.split("-").reverse().join(".");

/** The customer's appeal of one instrument (a verification row, or a calibration one), contracted by staff. */
export async function contractedAppeal(e2e: E2e, row: Record<string, number>): Promise<number> {
  const { page } = e2e;
  await signIn(e2e, "demo.company");
  const requisites = (await page.evaluate(async () => (await fetch("/api/requisites")).json())) as {
    data: { id: number }[];
  };
  const saved = await postJson(page, "/front/save-appeal", {
    appeal: { branch_id: 1, is_old: 0, account_number_id: requisites.data[0]?.id },
    devices: [{ amount: 1, check_in: 1, check_out: 0, ...row }],
    offer_accepted: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  const id = saved.body.appeal_id as number;
  await signOut(page);
  await signIn(e2e, "demo.staff");
  for (const action of ["take_for_review", "approve"])
    expect((await postJson(page, `/api/appeals/${id}/status`, { action })).status).to.equal(200);
  const contract = await postJson(page, "/recognition/contract/store", {
    appeal_id: id,
    contract_number: `ISO-${id}`,
    devices: [{ id: 1, together: 0 }],
  });
  expect(contract.status, JSON.stringify(contract.body)).to.equal(200);
  return id;
}

/** What the measurement part of an entry is filled with, in the page's words where it reads them. */
export interface MeasurementTyping {
  readonly method: string;
  /** The serial numbers of the standards to tick. */
  readonly standards: readonly string[];
  readonly conditions: readonly [string, string, string];
  readonly conditionOnReceipt: string;
  readonly unit: string;
  readonly mpe?: string;
  readonly guarded?: boolean;
  /** Nominal, as found, as left ("" when not adjusted), U; k stays 2. */
  readonly points: readonly (readonly [string, string, string, string])[];
  /** The receipt day, typed when no receipt was recorded. */
  readonly receivedOn?: string;
}

/** The labels of the measurement's fields, as the page shows them in each language. */
export const LABELS = {
  uz: {
    method: "Uslub (meʼyoriy hujjat)",
    conditions: ["Harorat, °C", "Nisbiy namlik, %", "Atmosfera bosimi, kPa"],
    conditionOnReceipt: "Qabul qilingandagi holati",
    authoriser: "Tasdiqlovchi (imzolovchi)",
    unit: "Oʻlchov birligi",
    mpe: /^Ruxsat etilgan eng katta xatolik/,
    guarded: /^Himoyalangan qabul qilish/,
    receivedOn: "Qabul qilingan sana",
    addPoint: "Nuqta qoʻshish",
    cell: (n: number, column: string) => `${n}-nuqta: ${column}`,
    columns: ["Nominal", "Dastlabki koʻrsatish", "Sozlashdan keyin", "U"],
    serial: "Zavod raqami",
    outcome: "Natija",
    workDate: "Ish sanasi",
    saved: "Natijalar saqlandi",
  },
  ru: {
    method: "Методика (нормативный документ)",
    conditions: ["Температура, °C", "Относительная влажность, %", "Атмосферное давление, кПа"],
    conditionOnReceipt: "Состояние при поступлении",
    authoriser: "Утверждающий (подписант)",
    unit: "Единица измерения",
    mpe: /^Предел допускаемой погрешности/,
    guarded: /^Защищённая приёмка/,
    receivedOn: "Дата поступления",
    addPoint: "Добавить точку",
    cell: (n: number, column: string) => `Точка ${n}: ${column}`,
    columns: ["Номинал", "Показание до регулировки", "После регулировки", "U"],
    serial: "Заводской номер",
    outcome: "Результат",
    workDate: "Дата работ",
    saved: "Результаты сохранены",
  },
} as const;

/**
 * Fills the measurement of the first instrument's entry by clicks and typing only: the method,
 * the standards, the conditions, the condition on receipt, the authoriser (the signer), the
 * receipt day when asked, the unit, the MPE and rule, and the points (rows added as needed).
 * Answers the authoriser's name as the list shows it.
 */
export async function typeMeasurement(
  entry: Locator,
  lang: Language,
  typing: MeasurementTyping,
): Promise<{ authoriser: string; position: string }> {
  const words = LABELS[lang];
  const part = entry.getByTestId("measurement-1-1");
  await part.getByLabel(words.method, { exact: true }).selectOption(typing.method);
  for (const serial of typing.standards)
    await part.getByRole("checkbox", { name: new RegExp(`№ ${serial} `) }).check();
  for (const [i, value] of typing.conditions.entries())
    await part.getByLabel(words.conditions[i]!, { exact: true }).fill(value);
  await part.getByLabel(words.conditionOnReceipt, { exact: true }).fill(typing.conditionOnReceipt);
  const authoriser = part.getByLabel(words.authoriser, { exact: true });
  const signer = authoriser.locator("option", { hasText: "Bosh metrolog" });
  await authoriser.selectOption((await signer.getAttribute("value")) ?? "");
  const [name = "", position = ""] = ((await signer.textContent()) ?? "").split(" — ");
  if (typing.receivedOn)
    await part.getByLabel(words.receivedOn, { exact: true }).fill(dotted(typing.receivedOn));
  await part.getByLabel(words.unit, { exact: true }).fill(typing.unit);
  if (typing.mpe) await part.getByLabel(words.mpe).fill(typing.mpe);
  if (typing.guarded) await part.getByRole("radio", { name: words.guarded }).check();
  const add = part.getByRole("button", { name: words.addPoint });
  for (let i = 1; i < typing.points.length; i++) await add.click();
  for (const [i, point] of typing.points.entries())
    for (const [c, value] of point.entries()) {
      if (value === "") continue;
      const column = `${words.columns[c]}, ${typing.unit}`;
      await part.getByRole("textbox", { name: words.cell(i + 1, column), exact: true }).fill(value);
    }
  return { authoriser: name.trim(), position: position.trim() };
}

/** Saves the entries and waits for the toast. */
export async function saveResults(page: Page, lang: Language): Promise<void> {
  await page.getByTestId("results-save").click();
  await toast(page, LABELS[lang].saved).waitFor();
}

/**
 * A full-page screenshot of the form for the docs: the toasts closed, the points table
 * scrolled back to its first column (typing leaves it at the last input).
 */
export async function screenshotForm(page: Page, name: string): Promise<void> {
  if (!writesDocScreenshots()) return;
  await closeToasts(page);
  await page.locator(".points__scroll").evaluate((box) => box.scrollTo(0, 0));
  await docScreenshot(page, name, { fullPage: true });
}

/** A screenshot of one part of the page for the docs (the results with their measurement). */
export async function screenshotPart(part: Locator, name: string): Promise<void> {
  if (!writesDocScreenshots()) return;
  await closeToasts(part.page());
  await docScreenshot(part, name);
}

/** Closes the toasts, which would cover what a screenshot shows, and waits until they are gone. */
async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator(".toast button").all()) await close.click();
  await page.locator(".toast").first().waitFor({ state: "detached" });
}

/** The certificate's PDF in a language, through the appeal page's link (the staff's session). */
export async function certificatePdf(page: Page, lang: Language, pageLanguage: Language): Promise<Buffer> {
  const testId = lang === pageLanguage ? "certificate-pdf-1-1" : `certificate-pdf-1-1-${lang}`;
  const href = (await page.getByTestId(testId).getAttribute("href")) ?? "";
  expect(href).to.match(new RegExp(`[?&]lang=${lang}$`));
  return download(page, href);
}

/** Text with every run of white space one space: the PDF breaks lines where the page ends them. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** What the certificate must say (ISO/IEC 17025 §7.8), in the facts the test recorded. */
export interface CertificateFacts {
  readonly kind: "verification" | "calibration";
  readonly number: string;
  readonly customer: string;
  readonly device: Readonly<Record<Language, string>>;
  readonly serial: string;
  readonly typing: MeasurementTyping;
  readonly received: string;
  readonly work: string;
  readonly issued: string;
  /** The standards' own certificate numbers. */
  readonly standardCertificates: readonly string[];
  readonly authoriser: string;
  readonly position: string;
  /** Values the results table prints (decimal comma), U with its k as "U (k)". */
  readonly printedValues: readonly string[];
}

/**
 * Checks a certificate's PDF against §7.8 in a language: the title, the lab's name and address,
 * the number and "page n of N" on every page, the end mark once (on the last page), the
 * customer, the method's code, the instrument with its serial and condition on receipt, the
 * dates, the results with their unit and U (k), the conformity statement with its decision
 * rule, the traceability statement with each standard's certificate, the conditions, the
 * authoriser, and that the results relate only to the item. Answers the number of pages.
 */
export function expectIso17025(pdf: Buffer, lang: Language, facts: CertificateFacts): number {
  const say = (key: MessageKey, params?: MessageParams) => flat(render(message(key, params), lang));
  const pages = pdfPages(pdf).map(flat);
  const text = pages.join(" ");
  const expectSays = (what: string, part: string) => expect(text, `${lang}: ${what}`).to.include(flat(part));
  const title =
    facts.kind === "verification" ? "certificateVerificationTitle" : "certificateCalibrationTitle";
  expectSays("the title", say(title, { number: facts.number }).replace(/\s*№.*$/, ""));
  expectSays("the lab", LAB.name);
  expectSays("the lab's address", LAB.address);
  expectSays("the number", facts.number);
  for (const [i, page] of pages.entries())
    expect(page, `${lang}: the footer of page ${i + 1}`).to.include(
      say("certificateFooter", { number: facts.number, page: i + 1, pages: pages.length }),
    );
  const end = say("certificateEnd");
  expect(text.split(end).length - 1, `${lang}: the end mark once`).to.equal(1);
  expect(pages.at(-1), `${lang}: the end mark on the last page`).to.include(end);
  expectSays("the customer", facts.customer);
  expectSays("the method", methodById(facts.typing.method)?.code ?? "?");
  expectSays("the instrument", facts.device[lang]);
  expectSays("the serial number", facts.serial);
  expectSays("the condition on receipt", facts.typing.conditionOnReceipt);
  for (const [what, day] of [
    ["received", facts.received],
    ["work", facts.work],
    ["issued", facts.issued],
  ] as const) {
    expectSays(`the label of the date ${what}`, say(DATE_LABELS[what]));
    expectSays(`the date ${what}`, dotted(day));
  }
  expectSays(
    "the results' columns with the unit",
    say("certPointColumns", { unit: facts.typing.unit }).split("|")[1]!,
  );
  for (const value of facts.printedValues) expectSays(`the value ${value}`, value);
  if (facts.typing.mpe) {
    expectSays("the MPE", say("certMpe", { mpe: facts.typing.mpe, unit: facts.typing.unit }));
    expectSays("the decision rule", say(facts.typing.guarded ? "certRuleGuarded" : "certRuleSimple"));
    expectSays("the conformity statement", say("certVerdictFit"));
  } else expectSays("no conformity statement", say("certCalibrationNoVerdict"));
  expectSays("the traceability statement", say("certTraceability"));
  for (const number of facts.standardCertificates) expectSays(`the standard's certificate ${number}`, number);
  const [temperature, humidity, pressure] = facts.typing.conditions;
  expectSays("the temperature", `${temperature} °C`);
  expectSays("the humidity", `${humidity} %`);
  expectSays("the pressure", `${pressure} ${lang === "ru" ? "кПа" : "kPa"}`);
  expectSays("the authoriser", facts.authoriser);
  expectSays("the authoriser's position", facts.position);
  expectSays(
    "the results relate only to the item",
    say(facts.kind === "verification" ? "certOnlyItemsVerification" : "certOnlyItemsCalibration"),
  );
  return pages.length;
}

const DATE_LABELS = { received: "certReceived", work: "certWorkDate", issued: "certIssueDate" } as const;
