export interface Clock {
  now(): Date;
}

/** Numeric ids, increasing per sequence (appeal ids appear in the spec's addresses). */
export interface IdGenerator {
  next(sequence: string): Promise<number>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

/** Connections of the chosen adapters: opened before serving, closed at shutdown. */
export interface Lifecycle {
  start(): Promise<void>;
  stop(): Promise<void>;
}
