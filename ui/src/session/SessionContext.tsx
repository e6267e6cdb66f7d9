import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { api } from "../api";
import type { SessionUser } from "../api/portal";

export interface Session {
  /** undefined while the first /auth/me is on its way; null when signed out. */
  readonly user: SessionUser | null | undefined;
  signIn(login: string, password: string): Promise<SessionUser>;
  signOut(): Promise<void>;
  /** The user a sign-in elsewhere (OneID's callback, a switch of account) answered with. */
  adopt(user: SessionUser): void;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null | undefined>(undefined);

  useEffect(() => {
    api.me().then(
      (answer) => setUser(answer.data ?? null),
      () => setUser(null),
    );
  }, []);

  const signIn = useCallback(async (login: string, password: string) => {
    const answer = await api.signIn(login, password);
    setUser(answer.data);
    return answer.data;
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.signOut();
    } finally {
      setUser(null);
    }
  }, []);

  const adopt = useCallback((next: SessionUser) => setUser(next), []);

  const value = useMemo(() => ({ user, signIn, signOut, adopt }), [user, signIn, signOut, adopt]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside SessionProvider");
  return session;
}
