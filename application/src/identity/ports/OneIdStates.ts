/** A OneID sign-in the portal started and OneID has not yet sent back. */
export interface PendingOneIdSignIn {
  /** SHA-256 of the random value set in the starting browser's cookie: only that browser finishes it. */
  readonly browser: string;
  /** The callback address sent to OneID, which the code exchange must repeat. */
  readonly redirect_uri: string;
}

/** The states of started OneID sign-ins: each expires, and is taken once (key-value store). */
export interface OneIdStates {
  put(state: string, pending: PendingOneIdSignIn, ttlSeconds: number): Promise<void>;
  /** The pending sign-in, removed in the same step; undefined when unknown, taken or expired. */
  take(state: string): Promise<PendingOneIdSignIn | undefined>;
}
