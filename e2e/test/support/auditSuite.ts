import { APPEAL_STATUSES } from "@portal/domain/appeals/lifecycle";
import { expect } from "chai";
import { auditPage, openInApp, WIDTHS, waitForSettledPage } from "./audit";
import {
  AUDITORS,
  type AuditIds,
  type Auditor,
  certificateOf,
  contractAppeals,
  demoCertificate,
  inboxAppeals,
  ownAppeals,
  pagesOf,
  routeOf,
  unvisitedRoutes,
} from "./auditPages";
import { type E2e, signIn, useBrowserSuite } from "./harness";

const LANGUAGES = ["uz", "ru"] as const;

/** Signs the auditor in (the visitor stays out) and gathers the ids of their pages. */
async function prepare(e2e: E2e, auditor: Auditor): Promise<AuditIds> {
  const { page } = e2e;
  switch (AUDITORS[auditor]) {
    case "visitor": {
      const certificate = await demoCertificate(e2e);
      return { appeals: {}, certificate };
    }
    case "company": {
      await signIn(e2e, auditor);
      const appeals = await ownAppeals(page);
      return { appeals, certificate: await certificateOf(page, appeals.completed) };
    }
    case "person": {
      const certificate = await demoCertificate(e2e);
      await signIn(e2e, auditor);
      return { appeals: await ownAppeals(page), certificate };
    }
    case "staff": {
      // An appeal of each contract page's kind, sent by demo.person for the staff to open.
      const contracts = await contractAppeals(e2e);
      await signIn(e2e, auditor);
      const inbox = await inboxAppeals(page);
      return { ...inbox, contracts, certificate: await certificateOf(page, inbox.appeals.completed) };
    }
    case "reviewer": {
      const certificate = await demoCertificate(e2e);
      await signIn(e2e, auditor);
      return { appeals: (await inboxAppeals(page)).appeals, certificate };
    }
    case "admin": {
      const certificate = await demoCertificate(e2e);
      await signIn(e2e, auditor);
      return { appeals: {}, certificate };
    }
  }
}

/**
 * Every page of every role, in uz and ru at phone and desktop width, audited by axe-core; the
 * page guard of the suite fails the same test on any console error or refused request, so
 * this is also the console-clean crawl. One browser per role: each page of a signed-in role
 * is audited once, the language turning from page to page and the width from pair to pair (so
 * every role's pages meet both languages and both widths); the visitor's public pages in both
 * languages. Axe's rules look at structure, names and contrast, which the other language or
 * width of the same template rarely changes: all four combinations of every page took the
 * audit four times as long (the e2e suite's longest part) for nothing found, and both
 * languages of every page still twice as long, again for nothing found (docs/decisions.md).
 * The visitor's pages are loaded by address; a signed-in role's are opened inside the app
 * after its first of each language (`openInApp`), which spares a page load and axe's own
 * start at every page: the audit took about 40 % less time. The roles are spread over three
 * files (audit*.test.ts), each with a portal of its own, so the e2e suite's two workers share
 * the audit's minutes.
 */
export function describeAudit(auditors: readonly Auditor[]): void {
  describe("accessibility: every page of every role, uz and ru, phone and desktop, by axe (WCAG 2 A/AA)", () => {
    const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });

    for (const auditor of auditors) {
      it(`${auditor}: no violation on any page`, async function () {
        this.timeout(900_000);
        const { page } = e2e;
        const ids = await prepare(e2e, auditor);
        const paths = pagesOf(auditor, ids);
        // The real ids reach every route the role may open, customers' appeals in each of their statuses.
        expect(unvisitedRoutes(auditor, paths)).to.deep.equal([]);
        if (auditor === "demo.company")
          expect(Object.keys(ids.appeals)).to.have.members([...APPEAL_STATUSES]);
        if (auditor === "demo.staff") expect(paths.filter((p) => p.endsWith("/results"))).to.have.length(2);
        if (auditor === "visitor") await page.goto(e2e.url("/"));
        const found: string[] = [];
        const widths = Object.values(WIDTHS);
        const seen = new Set<string>();
        const visits: { path: string; lang: (typeof LANGUAGES)[number]; width: number }[] = [];
        for (const [p, path] of paths.entries()) {
          const route = routeOf(path);
          // The visitor's public pages in both languages; every other page once, the language
          // turning with each page and the width with each pair, so each role meets all four.
          const twice = auditor === "visitor" && !seen.has(route);
          seen.add(route);
          const langs = twice ? LANGUAGES : [LANGUAGES[p % LANGUAGES.length]!];
          for (const [l, lang] of langs.entries())
            visits.push({ path, lang, width: widths[(Math.floor(p / 2) + l) % widths.length]! });
        }
        // The visitor's pages are loaded by their address, as links from outside (a QR code, an
        // e-mail, a search) open them; a signed-in role's first page of each language too, and
        // every other page of theirs is opened inside the app, as its menus and links open it.
        for (const lang of LANGUAGES) {
          await page.evaluate((chosen) => localStorage.setItem("portal.lang", chosen), lang);
          let first = true;
          for (const { path, width } of visits.filter((visit) => visit.lang === lang)) {
            await page.setViewportSize({ width, height: 900 });
            if (first || auditor === "visitor" || routeOf(path) === "*") {
              await page.goto(e2e.url(path));
              await waitForSettledPage(page);
            } else {
              await openInApp(page, path);
            }
            first = false;
            expect(await page.locator("html").getAttribute("lang")).to.equal(lang);
            for (const violation of await auditPage(page))
              found.push(`${path} [${lang}, ${width}px] ${violation}`);
          }
        }
        expect(found, found.join("\n")).to.deep.equal([]);
      });
    }
  });
}
