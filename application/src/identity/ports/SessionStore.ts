export interface Session {
  readonly id: string;
  readonly user_id: number;
  readonly created_at: string;
  /**
   * A OneID sign-in: the accounts the person may act for (their own, and each company OneID
   * says they represent), among which they switch without signing out.
   */
  readonly accounts?: readonly number[];
}

/** Sessions that expire after an idle time. */
export interface SessionStore {
  create(session: Session, idleSeconds: number): Promise<void>;
  /** The session, its idle time renewed; undefined when unknown or expired. */
  touch(id: string, idleSeconds: number): Promise<Session | undefined>;
  destroy(id: string): Promise<void>;
}
