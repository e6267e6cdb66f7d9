import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Clock } from "@portal/application";

/** A store under test, and how to let time pass for it (a fake clock, or real waiting). */
export interface KeyValueFixture<T> {
  readonly store: T;
  elapse(seconds: number): Promise<void>;
}

export type MakeFixture<T> = () => KeyValueFixture<T> | Promise<KeyValueFixture<T>>;

export class FakeClock implements Clock {
  private ms = Date.parse("2025-03-01T09:00:00Z");
  now(): Date {
    return new Date(this.ms);
  }
  async elapse(seconds: number): Promise<void> {
    this.ms += seconds * 1000;
  }
}

export const realTime = (seconds: number): Promise<void> => sleep(seconds * 1000);

/** Keys unique per test, so suites sharing one Redis never see each other's entries. */
export const aKey = (what: string): string => `${what}-${randomUUID()}`;

export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to be refused, but it succeeded");
}
