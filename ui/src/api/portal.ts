import type { ApiClient } from "./client";

/** The calls of spec 7 (and the portal's own /auth and /api/my additions) the UI makes. */

export type Role = "person" | "company" | "staff" | "reviewer" | "admin";

/** GET /auth/me: the signed-in user without the password. */
export interface SessionUser {
  readonly id: number;
  readonly login: string;
  readonly role: Role;
  readonly corporate: 0 | 1;
  readonly info: { readonly first_name: string; readonly last_name: string; readonly middle_name?: string };
  /** Staff and reviewers: the branches they work on (absent or "all": every branch). */
  readonly branches?: readonly number[] | "all";
}

/** Answers with a status flag and a message (a text, or a field-to-messages map). */
export interface StatusAnswer<T = undefined> {
  readonly status: boolean | 0 | 1;
  readonly message?: string | Record<string, string[]>;
  readonly data?: T;
}

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
  };
}

export type PortalApi = ReturnType<typeof makePortalApi>;
