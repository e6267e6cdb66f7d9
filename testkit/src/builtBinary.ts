import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Same cache as scripts/build-servers.sh. */
function binCache(): string {
  const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache");
  return process.env.PORTAL_BIN_CACHE ?? join(cache, "metrology-portal", "bin");
}

/**
 * The path of a server binary that scripts/build-servers.sh builds from source once per
 * machine (FerretDB, MinIO); a fresh checkout builds it on first use.
 */
export async function builtBinary(name: "ferretdb" | "minio" | "mailpit"): Promise<string> {
  const binary = join(binCache(), name);
  if (existsSync(binary)) return binary;
  const script = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "scripts", "build-servers.sh");
  const code = await new Promise<number | null>((resolve, reject) => {
    const build = spawn("bash", [script], { stdio: ["ignore", "inherit", "inherit"] });
    build.once("error", reject);
    build.once("exit", resolve);
  });
  if (code !== 0 || !existsSync(binary)) throw new Error(`${script} could not build ${name} (exit ${code})`);
  return binary;
}
