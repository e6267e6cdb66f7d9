import type { Either } from "fp-ts/lib/Either";
import type { Failure } from "./failures";

/** What every use case answers: its value, or the expected failure that refuses it. */
export type Result<T> = Promise<Either<Failure, T>>;
