import type {
  BankRequisite,
  BankRequisiteInput,
  Branch,
  CabinetAccount,
  City,
  CompanyLookupResult,
  Country,
  DeviceSummary,
  Province,
  SelfDeviceInput,
  SelfDeviceListItem,
  UserInfo,
  UserInfoUpdate,
} from "@portal/domain";
import type { ApiClient } from "./client";

/** The calls of spec 7 (and the portal's own /auth and /api/my additions) the UI makes. */

export type Role = "person" | "company" | "staff" | "reviewer";

/** GET /auth/me: the signed-in user without the password. */
export interface SessionUser {
  readonly id: number;
  readonly login: string;
  readonly role: Role;
  readonly corporate: 0 | 1;
  readonly info: { readonly first_name: string; readonly last_name: string; readonly middle_name?: string };
}

/**
 * GET /get-userinfo's data: the spec's user info plus the role and corporate flag, and the
 * parent organisation (soogu_name) the user's record carries, which the self-device modal
 * shows (spec 2.4).
 */
export type UserInfoView = UserInfo & {
  readonly role: Role;
  readonly corporate: 0 | 1;
  readonly soogu_name?: string;
};

export type AppealKind =
  | "verification"
  | "provider"
  | "recognition"
  | "method_recognition"
  | "recognition_test"
  | "standard_sample"
  | "normative"
  | "kompleks"
  | "comment";

export type AppealStatus =
  | "draft"
  | "submitted"
  | "under_review"
  | "needs_changes"
  | "approved"
  | "contracted"
  | "invoiced"
  | "completed"
  | "rejected";

/** One line of GET /api/my/appeals (newest first); the total is a decimal string in so'm. */
export interface AppealSummary {
  readonly id: number;
  readonly kind: AppealKind;
  readonly type_id?: number;
  readonly status: AppealStatus;
  readonly total: string;
  readonly created_at: string;
}

export interface AppealPage {
  readonly data: AppealSummary[];
  readonly next?: number;
}

/** Answers with a status flag and a message (a text, or a field-to-messages map). */
export interface StatusAnswer<T = undefined> {
  readonly status: boolean | 0 | 1;
  readonly message?: string | Record<string, string[]>;
  readonly data?: T;
}

export type CabinetAccountInput = Pick<CabinetAccount, "bank_name" | "mfo" | "account_number">;

export function makePortalApi(http: ApiClient) {
  return {
    me: () => http.get<{ data: SessionUser | null }>("/auth/me"),
    signIn: (login: string, password: string) =>
      http.post<{ status: boolean; data: SessionUser }>("/auth/login", { login, password }),
    // A call made while signed in must not come back as a 401 once the session has ended:
    // those on their way are abandoned, and again those a page still loading made meanwhile.
    signOut: async () => {
      http.abandonPending();
      const answer = await http.post<StatusAnswer>("/auth/logout");
      http.abandonPending();
      return answer;
    },

    userInfo: () => http.get<{ data: UserInfoView }>("/get-userinfo"),
    saveUserInfo: (info: UserInfoUpdate) => http.post<StatusAnswer<UserInfoView>>("/post-userinfo", info),
    lookUpCompany: (tin: string) => http.post<{ res: CompanyLookupResult }>("/get-company-inn", { tin }),

    addAccount: (userId: number, input: CabinetAccountInput) =>
      http.post<StatusAnswer<CabinetAccount>>("/add-account-number", { user_id: userId, ...input }),
    updateAccount: (userId: number, accountId: number, input: CabinetAccountInput) =>
      http.post<StatusAnswer<CabinetAccount>>("/update-accounts", {
        account_id: accountId,
        user_id: userId,
        ...input,
      }),
    activateAccount: (userId: number, id: number) =>
      http.post<StatusAnswer<CabinetAccount>>("/active-check-accounts", { id, user_id: userId }),
    deleteAccount: (id: number) => http.delete<StatusAnswer>(`/delete-accounts/${id}`),
    account: (id: number) => http.get<{ data: CabinetAccount }>(`/edit-accounts/${id}`),

    requisites: () => http.get<{ data: BankRequisite[] }>("/api/requisites"),
    saveRequisite: (data: BankRequisiteInput) =>
      http.post<StatusAnswer<BankRequisite>>("/front/save-account-number", { data }),

    selfDevices: () => http.get<StatusAnswer<SelfDeviceListItem[]>>("/self-devices/all"),
    addSelfDevice: (input: SelfDeviceInput) =>
      http.post<StatusAnswer<SelfDeviceListItem>>("/self-devices/save", input),
    updateSelfDevice: (id: number, input: SelfDeviceInput) =>
      http.post<StatusAnswer<SelfDeviceListItem>>(`/self-devices/${id}/update`, input),
    deleteSelfDevice: (id: number) => http.post<StatusAnswer>(`/self-devices/${id}/delete`),

    devices: () => http.get<DeviceSummary[]>("/devices/all"),
    countries: () => http.get<Country[]>("/devices/countries"),
    provinces: () => http.get<Province[]>("/api/front/provinces"),
    regions: () => http.get<Province[]>("/api/front/regions"),
    cities: (provinceId: number) => http.get<City[]>(`/api/front/cities/${provinceId}`),
    branches: () => http.get<Branch[]>("/api/front/branches"),

    myAppeals: (limit: number, before?: number) =>
      http.get<AppealPage>(
        `/api/my/appeals?limit=${limit}${before === undefined ? "" : `&before=${before}`}`,
      ),
  };
}

export type PortalApi = ReturnType<typeof makePortalApi>;
