import { offlineRules } from "../state/modes";
import type { Role, SessionUser } from "../api/portal";

/** The places of the navigation; the words are the `nav.*` keys of the translation files. */
export interface NavItem {
  readonly to: string;
  readonly key: string;
  /** Active only on this very path, not on the paths below it. */
  readonly end?: boolean;
}

export const isCustomer = (user: SessionUser | null | undefined): boolean =>
  user?.role === "person" || user?.role === "company";

/** Staff and reviewers work for customers: the spec's offline mode (spec 6). */
export const isStaff = (user: SessionUser | null | undefined): boolean =>
  user?.role === "staff" || user?.role === "reviewer";

const CUSTOMER_NAV: readonly NavItem[] = [
  { to: "/cabinet", key: "nav.cabinet" },
  { to: "/self-devices", key: "nav.selfDevices" },
  { to: "/applications/new", key: "nav.newApplication" },
  { to: "/application/expected", key: "nav.myApplications" },
  { to: "/feedback", key: "nav.feedback" },
];

const REVIEWER_NAV: readonly NavItem[] = [
  { to: "/staff", key: "nav.staffArea" },
  { to: "/staff/standards", key: "nav.standards" },
  { to: "/feedback", key: "nav.feedback" },
  { to: "/account/password", key: "nav.password" },
];

/** Staff also keep the payments ledger (reviewers handle no money) and the reference standards (reviewers read them). */
const STAFF_NAV: readonly NavItem[] = [
  { to: "/staff", key: "nav.staffArea" },
  { to: "/staff/payments", key: "nav.payments" },
  { to: "/staff/standards", key: "nav.standards" },
  { to: "/feedback", key: "nav.feedback" },
  { to: "/account/password", key: "nav.password" },
];

/** The administrator manages accounts only: no customer's or staff member's pages. */
const ADMIN_NAV: readonly NavItem[] = [
  { to: "/admin", key: "nav.adminAccounts", end: true },
  { to: "/admin/audit", key: "nav.adminAudit" },
  { to: "/account/password", key: "nav.password" },
];

const VISITOR_NAV: readonly NavItem[] = [
  { to: "/", key: "nav.home" },
  { to: "/feedback", key: "nav.feedback" },
  { to: "/offer", key: "nav.offer" },
];

/** The navigation that fits the role: customers, staff, the administrator, or a visitor. */
export function navItems(user: SessionUser | null | undefined): readonly NavItem[] {
  if (isCustomer(user)) return CUSTOMER_NAV;
  if (user?.role === "staff") return STAFF_NAV;
  if (user?.role === "reviewer") return REVIEWER_NAV;
  if (user?.role === "admin") return ADMIN_NAV;
  return VISITOR_NAV;
}

/** Where a user lands after signing in, unless they were on their way somewhere. */
export const homeOf = (role: Role): string =>
  role === "staff" || role === "reviewer" ? "/staff" : role === "admin" ? "/admin" : "/cabinet";

/** The support phone line: for customers and visitors, never in offline mode (spec 2.6, 6) nor to the administrator. */
export const showsSupportPhone = (user: SessionUser | null | undefined): boolean =>
  user?.role !== "admin" && offlineRules(isStaff(user)).showPhoneHint;
