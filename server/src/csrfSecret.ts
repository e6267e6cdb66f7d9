import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { CSRF_SECRET_MIN_LENGTH } from "@portal/http";
import { ConfigError, type ServerConfig } from "./config";

/** The file in DATA_DIR that keeps a generated CSRF secret. */
export const CSRF_SECRET_FILE = "csrf-secret";

/**
 * The key of the CSRF tokens' HMAC: CSRF_SECRET when set (production requires it, see
 * `readConfig`), else the one kept in DATA_DIR, generated at the first start. Kept, so
 * tokens survive a restart and processes sharing the folder accept each other's. The file
 * is written whole under a temporary name and then linked into place, which fails if it is
 * already there: of processes starting together, one writes it and all read the same.
 */
export function csrfSecretOf(config: ServerConfig): string {
  if (config.csrfSecret) return config.csrfSecret;
  const file = join(config.dataDir, CSRF_SECRET_FILE);
  // Read first: a start on a full disk (issue 19) must not need room for a secret it has.
  const secret = (readSecret(file) ?? generate(config.dataDir, file)).trim();
  if (secret.length < CSRF_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `${file} does not hold a CSRF secret of at least ${CSRF_SECRET_MIN_LENGTH} characters: remove it (a new one is generated) or set CSRF_SECRET`,
    );
  }
  return secret;
}

/** The kept secret, or undefined when there is none yet. */
function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Writes a new secret unless another process got there first; answers the one kept. */
function generate(dataDir: string, file: string): string {
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(draft, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, "utf8");
}
