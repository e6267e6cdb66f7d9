import * as t from "io-ts";
import { described } from "../shared/schema";

const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The name a stored upload is downloaded by (`/uploads/{folder}/{name}`): letters, digits,
 * dots, dashes and underscores, never a path that could climb out of its folder.
 */
export const StoredFileName = described(
  new t.Type<string, string, unknown>(
    "StoredFileName",
    (u): u is string => typeof u === "string" && STORED_NAME.test(u),
    (u, c) =>
      typeof u === "string" && STORED_NAME.test(u)
        ? t.success(u)
        : t.failure(u, c, "expected a stored file name"),
    (name) => name,
  ),
  { type: "string", pattern: STORED_NAME.source },
);
export type StoredFileName = t.TypeOf<typeof StoredFileName>;
