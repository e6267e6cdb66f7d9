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
