export interface Session {
  readonly id: string;
  readonly user_id: number;
  readonly created_at: string;
}

/** Sessions that expire after an idle time. */
export interface SessionStore {
  create(session: Session, idleSeconds: number): Promise<void>;
  /** The session, its idle time renewed; undefined when unknown or expired. */
  touch(id: string, idleSeconds: number): Promise<Session | undefined>;
  destroy(id: string): Promise<void>;
}
