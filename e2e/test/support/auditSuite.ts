import { APPEAL_STATUSES } from "@portal/domain/appeals/lifecycle";
import { expect } from "chai";
import { auditPage, countRequestsInFlight, WIDTHS, waitForSettledPage } from "./audit";
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
 * Every page of every role in uz and ru at phone and desktop width, audited by axe-core; the
 * page guard of the suite fails the same test on any console error or refused request, so
 * this is also the console-clean crawl. One browser per role: each page is loaded once per
 * language, at the phone width in one and the desktop width in the other, the pairing
 * alternating from page to page (a violation of one width or one language is found; the
 * four combinations of every page doubled the audit's minutes for no rule axe checks).
 * The roles are spread over three files (audit*.test.ts), each with a portal of its own, so
 * the e2e suite's two workers share the audit's minutes.
 */
export function describeAudit(auditors: readonly Auditor[]): void {
  describe("accessibility: every page of every role, uz and ru, phone and desktop, by axe (WCAG 2 A/AA)", () => {
    const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });

    for (const auditor of auditors) {
      it(`${auditor}: no violation on any page`, async function () {
        this.timeout(900_000);
        const { page } = e2e;
        await countRequestsInFlight(page);
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
        for (const [l, lang] of LANGUAGES.entries()) {
          await page.evaluate((chosen) => localStorage.setItem("portal.lang", chosen), lang);
          for (const [p, path] of paths.entries()) {
            // Each page at both widths and in both languages: one width per language, in turn.
            const width = widths[(p + l) % widths.length]!;
            await page.setViewportSize({ width, height: 900 });
            await page.goto(e2e.url(path));
            await waitForSettledPage(page);
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
