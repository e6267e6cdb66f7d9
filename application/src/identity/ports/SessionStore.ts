export interface Session {
  readonly id: string;
  readonly user_id: number;
  readonly created_at: string;
  /**
   * A OneID sign-in: the person, and the companies OneID says they represent, among whose
   * accounts (and their own) they switch without signing out.
   */
  readonly oneid?: OneIdSessionPerson;
}

/** What a OneID sign-in's session keeps of the person, to act for their companies. */
export interface OneIdSessionPerson {
  readonly pin: string;
  readonly last_name: string;
  readonly first_name: string;
  readonly middle_name: string;
  readonly phone: string;
  readonly email: string;
  readonly companies: readonly { readonly tin: string; readonly name: string }[];
}

/** Sessions that expire after an idle time. */
export interface SessionStore {
  create(session: Session, idleSeconds: number): Promise<void>;
  /** The session, its idle time renewed; undefined when unknown or expired. */
  touch(id: string, idleSeconds: number): Promise<Session | undefined>;
  destroy(id: string): Promise<void>;
  /**
   * Ends the session because its browser was just given another (a sign-in, acting for a
   * company), and remembers the id as replaced for `graceSeconds`: a request the page sent
   * with it before the switch then reads as anonymous without clearing the browser's new
   * cookie, which its answer, arriving last, would otherwise have done (signing the person out).
   */
  replace(id: string, graceSeconds: number): Promise<void>;
  /** Whether the id was replaced within its grace time (it gives no access either way). */
  wasReplaced(id: string): Promise<boolean>;
  /**
   * Ends every session of this user but `exceptSessionId` (the one changing its own password
   * keeps its session): a disabled account or a new password signs it out everywhere at once.
   */
  destroyAllOf(userId: number, exceptSessionId?: string): Promise<void>;
}
