export interface Clock {
  now(): Date;
}

/** Numeric ids, increasing per sequence (appeal ids appear in the spec's addresses). */
export interface IdGenerator {
  next(sequence: string): Promise<number>;
}

/** Connections of the chosen adapters: opened before serving, closed at shutdown. */
export interface Lifecycle {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * One service the portal needs, asked whether it answers now (`GET /readyz`). `check`
 * resolves when it does and rejects otherwise; each adapter of a real service binds one.
 */
export interface ReadinessCheck {
  /** The service's name in the readiness answer and the metrics: database, file-store, cache. */
  readonly service: "database" | "file-store" | "cache";
  check(): Promise<void>;
}
