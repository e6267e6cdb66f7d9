import type { Role } from "./api/portal";
import { type Preloadable, preloadable } from "./components/preloadable";
import { FORM_PAGES } from "./appeals/forms/formPages";

// Each page is its own chunk: the first page loads only the shell and itself.
const HomePage = preloadable(() => import("./pages/HomePage"));
const SignInPage = preloadable(() => import("./identity/SignInPage"));
const OneIdCallbackPage = preloadable(() => import("./identity/OneIdCallbackPage"));
const ActingAsPage = preloadable(() => import("./identity/ActingAsPage"));
const CabinetPage = preloadable(() => import("./cabinet/CabinetPage"));
const SelfDevicesPage = preloadable(() => import("./register/SelfDevicesPage"));
const OfflineRegisterPage = preloadable(() => import("./appeals/OfflineRegisterPage"));
const FeedbackPage = preloadable(() => import("./feedback/FeedbackPage"));
const MyApplicationsPage = preloadable(() => import("./appeals/MyApplicationsPage"));
const OfferPage = preloadable(() => import("./pages/OfferPage"));
const StaffPage = preloadable(() => import("./appeals/StaffPage"));
const NewApplicationPage = preloadable(() => import("./appeals/forms/NewApplicationPage"));
const AppealPage = preloadable(() => import("./appeals/AppealPage"));
const ResubmitPage = preloadable(() => import("./appeals/ResubmitPage"));
const ContractPage = preloadable(() => import("./contracts/ContractPage"));
const NewContractsPage = preloadable(() => import("./contracts/NewContractsPage"));
const OfflineEntryPage = preloadable(() => import("./appeals/OfflineEntryPage"));
const OfflineFormPage = preloadable(() => import("./appeals/OfflineFormPage"));
const ReviewerUpdatePage = preloadable(() => import("./appeals/ReviewerUpdatePage"));
const NotificationsPage = preloadable(() => import("./notifications/NotificationsPage"));
const ResultsPage = preloadable(() => import("./results/ResultsPage"));
const CheckPage = preloadable(() => import("./results/CheckPage"));
const SetPasswordPage = preloadable(() => import("./accounts/SetPasswordPage"));
const ForgotPasswordPage = preloadable(() => import("./accounts/ForgotPasswordPage"));
const ChangePasswordPage = preloadable(() => import("./accounts/ChangePasswordPage"));
const AdminAccountsPage = preloadable(() => import("./accounts/AdminAccountsPage"));
const AccountAuditPage = preloadable(() => import("./accounts/AccountAuditPage"));
const PaymentsLedgerPage = preloadable(() => import("./payments/PaymentsLedgerPage"));
const StandardsPage = preloadable(() => import("./standards/StandardsPage"));
const NotFoundPage = preloadable(() => import("./pages/NotFoundPage"));

/** The contract pages of spec 2, by kind: `{base}/recognition/{segment}contract/{id}/create`. */
const CONTRACT_PATHS = ["", "uslubiyot/", "sinov/", "expertiza/", "snamuna/"] as const;

const CUSTOMERS = ["person", "company"] as const;
const STAFF = ["staff", "reviewer"] as const;
const STAFF_ONLY = ["staff"] as const;
const EVERYONE = ["person", "company", "staff", "reviewer"] as const;
const ADMINS = ["admin"] as const;
/** Who signs in with a password, and so may change it. */
const PASSWORD_HOLDERS = ["staff", "reviewer", "admin"] as const;

/** Who opens a page: anyone, signed in or not; only visitors (signed-in users are sent on); or these roles. */
export type Audience = "anyone" | "visitors" | readonly Role[];

/** One page of the portal: React Router's pattern (from the root), who may open it, and its component. */
export interface PageRoute {
  readonly path: string;
  readonly audience: Audience;
  readonly page: Preloadable;
}

/**
 * The portal's route table: App.tsx mounts exactly these, and the e2e accessibility audit
 * checks that it visits every one as every audience that may open it.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: "/", audience: "anyone", page: HomePage },
  { path: "/login", audience: "visitors", page: SignInPage },
  { path: "/feedback", audience: "anyone", page: FeedbackPage },
  { path: "/offer", audience: "anyone", page: OfferPage },
  { path: "/check", audience: "anyone", page: CheckPage },
  { path: "/check/:number", audience: "anyone", page: CheckPage },
  { path: "/oneid/callback", audience: "anyone", page: OneIdCallbackPage },
  { path: "/acting-as", audience: CUSTOMERS, page: ActingAsPage },
  { path: "/cabinet", audience: CUSTOMERS, page: CabinetPage },
  { path: "/self-devices", audience: CUSTOMERS, page: SelfDevicesPage },
  { path: "/notifications", audience: EVERYONE, page: NotificationsPage },
  { path: "/application/expected", audience: EVERYONE, page: MyApplicationsPage },
  { path: "/applications/new", audience: CUSTOMERS, page: NewApplicationPage },
  ...Object.entries(FORM_PAGES).map(([path, page]) => ({
    path: `/applications/${path}`,
    audience: CUSTOMERS,
    page,
  })),
  { path: "/appeals/:id", audience: EVERYONE, page: AppealPage },
  { path: "/appeals/:id/resubmit", audience: CUSTOMERS, page: ResubmitPage },
  { path: "/staff", audience: STAFF, page: StaffPage },
  { path: "/staff/appeals/:id/results", audience: STAFF_ONLY, page: ResultsPage },
  { path: "/staff/payments", audience: STAFF_ONLY, page: PaymentsLedgerPage },
  { path: "/staff/standards", audience: STAFF, page: StandardsPage },
  { path: "/staff/new", audience: STAFF_ONLY, page: OfflineEntryPage },
  { path: "/staff/customers/:customerId/register", audience: STAFF_ONLY, page: OfflineRegisterPage },
  { path: "/staff/new/:customerId/:form", audience: STAFF_ONLY, page: OfflineFormPage },
  { path: "/reviewer/application/:id/update", audience: STAFF, page: ReviewerUpdatePage },
  { path: "/reviewer/appeal/:id/show", audience: STAFF, page: AppealPage },
  { path: "/recognition/contract/new", audience: STAFF_ONLY, page: NewContractsPage },
  ...CONTRACT_PATHS.map((segment) => ({
    path: `/recognition/${segment}contract/:id/create`,
    audience: STAFF_ONLY,
    page: ContractPage,
  })),
  { path: "/password/set", audience: "anyone", page: SetPasswordPage },
  { path: "/password/forgot", audience: "visitors", page: ForgotPasswordPage },
  { path: "/account/password", audience: PASSWORD_HOLDERS, page: ChangePasswordPage },
  { path: "/admin", audience: ADMINS, page: AdminAccountsPage },
  { path: "/admin/audit", audience: ADMINS, page: AccountAuditPage },
  { path: "*", audience: "anyone", page: NotFoundPage },
];
