import * as E from "fp-ts/lib/Either";
import type { Failure } from "../src/shared";

export const leftOf = <A>(result: E.Either<Failure, A>): Failure => {
  if (E.isRight(result)) throw new Error("expected a failure");
  return result.left;
};

export const rightOf = <A>(result: E.Either<Failure, A>): A => {
  if (E.isLeft(result)) throw new Error(`expected a success, got ${JSON.stringify(result.left)}`);
  return result.right;
};
