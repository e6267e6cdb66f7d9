import {
  DAVRON_SAFAROV,
  ELYOR_BOBOMUROTOV,
  GULNORA_HAMIDOVA,
  LOLA_ISMOILOVA,
  type OneIdStandIn,
  type StandInPerson,
  startOneIdStandIn,
} from "@portal/oneid";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { dialog, type E2e, useBrowserSuite } from "./support/harness";

type Lang = "uz" | "ru";

/** The words of the pages this journey passes, in each language. */
const WORDS = {
  uz: {
    other: "Ruscha",
    oneId: "OneID orqali kirish",
    choose: "Kim nomidan ishlaysiz?",
    comment: "Tekshiriladigan oʻlchash vositalari tavsifi (1)",
    offer: "Ommaviy oferta shartlari bilan tanishdim va roziman",
    agree: "Roziman",
    send: "Yuborish",
  },
  ru: {
    other: "Ruscha",
    oneId: "Войти через OneID",
    choose: "От чьего имени вы работаете?",
    comment: "Описание проверяемых средств измерений (1)",
    offer: "Я ознакомился с условиями публичной оферты и согласен",
    agree: "Согласен",
    send: "Отправить",
  },
} as const;

/** Opens the sign-in page in `lang` and goes through OneID's (the stand-in's) page as `person`. */
async function signUpThroughOneId(e2e: E2e, lang: Lang, person: StandInPerson): Promise<Page> {
  const { page } = e2e;
  await page.goto(e2e.url("/login"));
  if (lang === "ru") await page.getByRole("button", { name: WORDS.uz.other }).click();
  await page.getByRole("button", { name: WORDS[lang].oneId }).click();
  // The stand-in's page: clearly a test service, one button per person.
  await page.getByRole("heading", { name: /Sinov identifikatsiya xizmati/ }).waitFor();
  await page.getByRole("button", { name: person.full_name }).click();
  await page.waitForURL((url) => url.pathname === "/oneid/callback" || url.pathname === "/cabinet");
  return page;
}

/** Sends the comment appeal, the one form a new account can send before adding bank details. */
async function sendCommentAppeal(e2e: E2e, lang: Lang, text: string): Promise<void> {
  const { page } = e2e;
  const words = WORDS[lang];
  await page.goto(e2e.url("/applications/comment"));
  await page.getByLabel(words.comment).fill(text);
  await page.getByLabel(words.offer).check();
  await dialog(page).getByRole("button", { name: words.agree }).click();
  await dialog(page).waitFor({ state: "detached" });
  await page.getByRole("button", { name: words.send, exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/application/expected", { timeout: 15_000 });
  await page.getByTestId("appeals-table").locator("tbody tr").first().waitFor();
}

function describeSignUp(profile: string, production: boolean) {
  describe(`signing up through OneID (browser, ${profile})`, () => {
    const env: NodeJS.ProcessEnv = {};
    let standIn: OneIdStandIn | undefined;
    before(async () => {
      standIn = await startOneIdStandIn({ clientId: "metrology-portal", clientSecret: "e2e-secret" });
      Object.assign(env, {
        ONEID_URL: standIn.url,
        ONEID_CLIENT_ID: "metrology-portal",
        ONEID_CLIENT_SECRET: "e2e-secret",
      });
    });
    after(() => standIn?.close());
    const e2e = useBrowserSuite({ production, env });

    // A different person and company in each language: each signs up new.
    const people = {
      uz: { person: ELYOR_BOBOMUROTOV, representative: GULNORA_HAMIDOVA, company: "MEZON O‘LCHOV" },
      ru: { person: LOLA_ISMOILOVA, representative: DAVRON_SAFAROV, company: "TOZA SUV LABORATORIYASI" },
    } as const;

    for (const lang of ["uz", "ru"] as const) {
      it(`a new private person signs up and sends an application (${lang})`, async () => {
        const { person } = people[lang];
        const page = await signUpThroughOneId(e2e, lang, person);
        await page.waitForURL((url) => url.pathname === "/cabinet");
        const name = await page.getByTestId("user-name").first().innerText();
        expect(name.toLowerCase()).to.include(person.first_name.toLowerCase());
        await sendCommentAppeal(e2e, lang, "2 ta manometr");
      });

      it(`a new company signs up through its representative and sends an application (${lang})`, async () => {
        const { representative, company } = people[lang];
        const page = await signUpThroughOneId(e2e, lang, representative);
        await page.getByRole("heading", { name: WORDS[lang].choose }).waitFor();
        await page.getByRole("listitem").filter({ hasText: company }).getByRole("button").click();
        await page.waitForURL((url) => url.pathname === "/cabinet");
        await sendCommentAppeal(e2e, lang, "1 ta tarozi");
        const me = await page.evaluate(() => fetch("/auth/me").then((answer) => answer.json()));
        expect(me.data).to.deep.include({ role: "company", corporate: 1 });
        expect(me.data.info.company_name).to.include(company.replace(/["“”]/g, "").split(" ")[0]);
      });
    }
  });
}

describeSignUp("embedded", false);
describeSignUp("production", true);
