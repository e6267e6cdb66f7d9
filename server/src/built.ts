import { existsSync } from "node:fs";
import { join } from "node:path";

/** The portal as `server/build.mjs` builds it and production runs it: plain Node, no loader. */
export const BUILT_SERVER = join(import.meta.dirname, "..", "dist", "main.mjs");

/**
 * Node's arguments to run the built portal (with source maps for readable stacks). Turbo
 * builds it before the tests and `npm start` / `npm run bench` build it first; run on its own,
 * a missing build is said plainly rather than as a module not found.
 */
export function builtServerArgs(): string[] {
  if (!existsSync(BUILT_SERVER)) {
    throw new Error(`${BUILT_SERVER} is not built: run \`npm run build -w server\``);
  }
  return ["--enable-source-maps", BUILT_SERVER];
}
