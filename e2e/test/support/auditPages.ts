import type { Page } from "playwright-core";
import { matchPath } from "react-router-dom";
import { TypeId } from "@portal/domain/shared/constants";
import { FORM_PAGES, OFFLINE_FORMS } from "../../../ui/src/appeals/forms/formPages";
import { type Audience, PAGE_ROUTES } from "../../../ui/src/routes";
import { postJson, signOut, uploadPdf } from "./api";
import { type E2e, signIn } from "./harness";

/** Who the audit signs in as, and the role each one has (the visitor signs in as no one). */
export const AUDITORS = {
  visitor: "visitor",
  "demo.person": "person",
  "demo.company": "company",
  "demo.staff": "staff",
  "demo.reviewer": "reviewer",
  "demo.admin": "admin",
} as const;
export type Auditor = keyof typeof AUDITORS;

/** The ids an auditor's pages need: from the demo data, or made by the test. */
export interface AuditIds {
  /** One appeal per status the auditor sees (a customer their own, staff the inbox's). */
  readonly appeals: Readonly<Record<string, number>>;
  /** A certificate number of the demo data (the public check's page of it). */
  readonly certificate: string;
  /** Staff: a customer to work for (their register, the offline forms). */
  readonly customer?: number;
  /** Staff: an appeal of each contract page's kind, by the page's segment. */
  readonly contracts?: Readonly<Record<string, number>>;
}

/** The contract pages' segments (`/recognition/{segment}contract/{id}/create`) and the type each kind is sent with. */
export const CONTRACT_KINDS: Readonly<Record<string, number>> = {
  "": TypeId.recognitionInstruments,
  "uslubiyot/": TypeId.methodRecognition,
  "sinov/": TypeId.recognitionTest,
  "expertiza/": TypeId.normativeDocuments,
  "snamuna/": TypeId.technicalAssignmentExpertise,
};

/** The set-password page opens for anyone; without a real token it shows its form, and asks the server nothing. */
const PUBLIC = [
  "/",
  "/feedback",
  "/offer",
  "/check",
  "/password/set?token=audit-link",
  // OneID's callback without a code says the sign-in was cancelled, and asks the server nothing.
  "/oneid/callback",
];
const byStatus = (ids: AuditIds) => Object.values(ids.appeals);
const any = (ids: AuditIds, ...statuses: string[]): number[] => {
  const found = statuses.map((s) => ids.appeals[s]).find((id) => id !== undefined);
  return found === undefined ? [] : [found];
};

/**
 * Every page an auditor opens, with real ids: each page of the route table (ui/src/routes.ts)
 * its role may open, customers' appeals once per status, the staff's results page of an
 * appeal in work and of a completed one.
 */
export function pagesOf(auditor: Auditor, ids: AuditIds): string[] {
  const signedIn = [...PUBLIC, `/check/${encodeURIComponent(ids.certificate)}`];
  switch (AUDITORS[auditor]) {
    case "visitor":
      return [...signedIn, "/login", "/password/forgot", "/no-such-page"];
    case "person":
    case "company":
      return [
        ...signedIn,
        "/cabinet",
        "/acting-as",
        "/self-devices",
        "/self-devices?state=overdue",
        "/application/expected",
        "/notifications",
        "/applications/new",
        ...Object.keys(FORM_PAGES).map((form) => `/applications/${form}`),
        ...byStatus(ids).map((id) => `/appeals/${id}`),
        // The correction form of a sent-back appeal; of another, the page that says it is not.
        ...any(ids, "needs_changes", ...Object.keys(ids.appeals)).map((id) => `/appeals/${id}/resubmit`),
        "/no-such-page",
      ];
    case "staff":
      return [
        ...signedIn,
        "/staff",
        "/application/expected",
        ...any(ids, "submitted").map((id) => `/appeals/${id}`),
        ...any(ids, "under_review", "submitted").map((id) => `/reviewer/application/${id}/update`),
        ...any(ids, "approved", "under_review").map((id) => `/reviewer/appeal/${id}/show`),
        ...[...any(ids, "contracted", "invoiced", "paid"), ...any(ids, "completed")].map(
          (id) => `/staff/appeals/${id}/results`,
        ),
        "/notifications",
        "/staff/new",
        `/staff/customers/${ids.customer}/register`,
        ...OFFLINE_FORMS.map((form) => `/staff/new/${ids.customer}/${form}`),
        "/recognition/contract/new",
        "/staff/payments",
        "/staff/payments?provider=payme&state=performed",
        "/staff/standards",
        "/staff/standards?state=expired",
        ...Object.entries(ids.contracts ?? {}).map(
          ([segment, id]) => `/recognition/${segment}contract/${id}/create`,
        ),
        "/account/password",
        "/no-such-page",
      ];
    case "reviewer":
      return [
        ...signedIn,
        "/staff",
        "/application/expected",
        "/notifications",
        ...any(ids, "completed").map((id) => `/appeals/${id}`),
        ...any(ids, "under_review", "submitted").map((id) => `/reviewer/application/${id}/update`),
        ...any(ids, "approved", "under_review").map((id) => `/reviewer/appeal/${id}/show`),
        "/staff/standards",
        "/account/password",
        "/no-such-page",
      ];
    case "admin":
      return [...signedIn, "/admin", "/admin/audit", "/account/password", "/no-such-page"];
  }
}

const opens = (audience: Audience, auditor: Auditor): boolean => {
  const role = AUDITORS[auditor];
  if (audience === "anyone") return true;
  if (audience === "visitors") return role === "visitor";
  return role !== "visitor" && audience.includes(role);
};

/** The routes of the table an auditor may open but the audit's page list never visits: none, or the audit has a gap. */
export function unvisitedRoutes(auditor: Auditor, paths: readonly string[]): string[] {
  const pathnames = paths.map((path) => new URL(path, "http://portal").pathname);
  return PAGE_ROUTES.filter(({ audience }) => opens(audience, auditor))
    .filter(({ path }) => !pathnames.some((visited) => matchesOnly(path, visited)))
    .map(({ path }) => path);
}

/** The route of the table a path opens (the catch-all for none). */
export function routeOf(path: string): string {
  const visited = new URL(path, "http://portal").pathname;
  return (
    PAGE_ROUTES.find(({ path: route }) => route !== "*" && matchPath(route, visited) !== null)?.path ?? "*"
  );
}

/** Whether a visited path is this route's: the route that React Router would choose for it. */
function matchesOnly(route: string, visited: string): boolean {
  if (route !== "*") return matchPath(route, visited) !== null;
  return PAGE_ROUTES.every(({ path }) => path === "*" || matchPath(path, visited) === null);
}

interface Listed {
  readonly data: { readonly id: number; readonly status?: string; readonly owner_id?: number }[];
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async (p) => (await fetch(p, { headers: { Accept: "application/json" } })).json(),
    path,
  ) as Promise<T>;
}

/** The first appeal of each status in a list. */
const firstByStatus = (list: Listed): Record<string, number> =>
  Object.fromEntries(
    [...list.data].reverse().flatMap((a) => (a.status === undefined ? [] : [[a.status, a.id] as const])),
  );

/** The signed-in customer's appeals, one per status. */
export const ownAppeals = async (page: Page) =>
  firstByStatus(await getJson<Listed>(page, "/api/my/appeals?limit=50"));

/** The staff inbox's appeals, one per status, and the customer of its completed appeal (who has a register). */
export async function inboxAppeals(
  page: Page,
): Promise<{ appeals: Record<string, number>; customer?: number }> {
  const inbox = await getJson<Listed>(page, "/api/staff/appeals?limit=50");
  const customer = inbox.data.find((a) => a.status === "completed")?.owner_id;
  return { appeals: firstByStatus(inbox), ...(customer === undefined ? {} : { customer }) };
}

/** The number of a certificate of a completed appeal, read by someone who may read its results. */
export async function certificateOf(page: Page, appeal: number | undefined): Promise<string> {
  const answer = await getJson<{ data?: { instruments: { result?: { certificate_number: string } }[] } }>(
    page,
    `/api/appeals/${appeal}/results`,
  );
  const number = answer.data?.instruments.find((i) => i.result)?.result?.certificate_number;
  if (number === undefined) throw new Error(`the demo data has no certificate on appeal ${appeal}`);
  return number;
}

/** The demo company's certificate, for those who cannot read it themselves: read as demo.company, then signed out. */
export async function demoCertificate(e2e: E2e): Promise<string> {
  await signIn(e2e, "demo.company");
  const number = await certificateOf(e2e.page, (await ownAppeals(e2e.page)).completed);
  await signOut(e2e.page);
  return number;
}

/** demo.person sends one appeal of each contract page's kind; answers their ids by segment, signed out. */
export async function contractAppeals(e2e: E2e): Promise<Record<string, number>> {
  const { page } = e2e;
  await signIn(e2e, "demo.person");
  const made: Record<string, number> = {};
  for (const [segment, typeId] of Object.entries(CONTRACT_KINDS)) {
    const file = await uploadPdf(page);
    const answer = await postJson(page, "/save-recognition-appeal", {
      type_id: typeId,
      appeal: { is_old: 0 },
      devices: [
        {
          type_id: typeId,
          device_name: "Tarozi VLR-200",
          about_device: "UzNIIM",
          amount: 1,
          recognition_file: file,
        },
      ],
      offer_accepted: true,
    });
    if (answer.status !== 200) throw new Error(`save failed: ${JSON.stringify(answer.body)}`);
    made[segment] = answer.body.appeal_id as number;
  }
  await signOut(page);
  return made;
}
