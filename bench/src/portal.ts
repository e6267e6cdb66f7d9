import { mkdirSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { builtServerArgs } from "@portal/server/built";
import { ChildServer, freePort } from "./processes";

export const RESULTS_DIR = join(import.meta.dirname, "..", "results");
export const TMP_DIR = join(RESULTS_DIR, "tmp");

/**
 * The bench's portal settings: rate limits raised so the load measures the portal, not its
 * limiter (30 uploads a minute per user by default; sign-ins 10 a minute per login, 30 per
 * address: the bench signs in many times from one address, and every attempt of the sign-in
 * flood, from 200 addresses, meets the password-check queue instead of a 429).
 */
export const BENCH_ENV: NodeJS.ProcessEnv = {
  RATE_LIMIT_UPLOAD: "100000000",
  RATE_LIMIT_LOGIN: "100000000",
  RATE_LIMIT_LOGIN_ADDRESS: "100000000",
  RATE_LIMIT_LOGIN_ACCOUNT: "100000000",
  RATE_LIMIT_FEEDBACK: "100000000",
};

/**
 * Node's arguments for the portal measured: the build of this tree, or the one BENCH_SERVER
 * names (another build's `main.mjs`, to compare a change with what it replaces).
 */
const portalArgs = (): string[] =>
  process.env.BENCH_SERVER ? ["--enable-source-maps", process.env.BENCH_SERVER] : builtServerArgs();

/** The real portal as built (`server/dist/main.mjs`, serving ui/dist) in a process of its own. */
export async function startPortal(
  name: string,
  env: NodeJS.ProcessEnv = {},
  dataDir?: string,
  readyWithinMs?: number,
) {
  mkdirSync(TMP_DIR, { recursive: true });
  const dir = dataDir ?? mkdtempSync(join(TMP_DIR, `${name}-`));
  const server = new ChildServer(
    name,
    await freePort(),
    portalArgs(),
    { ...BENCH_ENV, DATA_DIR: dir, ...env },
    join(TMP_DIR, `${name}.log`),
  );
  await server.start("/healthz", readyWithinMs);
  return { server, dataDir: dir };
}

/** A signed-in session: the cookie header and the CSRF token to echo. */
export interface Session {
  readonly cookie: string;
  readonly csrf: string;
  readonly userId: number;
}

/** The cookies a client was given, kept as a browser keeps them. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: Response): void {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    csrf: () => cookies.get("XSRF-TOKEN") ?? "",
  };
}

/** A visitor who is not signed in: the cookie header and the CSRF token the server issued. */
export async function anonymousVisitor(baseUrl: string): Promise<Omit<Session, "userId">> {
  const jar = cookieJar();
  jar.keep(await fetch(`${baseUrl}/healthz`));
  if (jar.csrf() === "") throw new Error("the server issued no XSRF-TOKEN to an anonymous visitor");
  return { cookie: jar.header(), csrf: jar.csrf() };
}

export async function signIn(baseUrl: string, login: string, password = "Demo12345!"): Promise<Session> {
  const jar = cookieJar();
  jar.keep(await fetch(`${baseUrl}/healthz`));
  const login_ = await fetch(`${baseUrl}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: jar.header(), "x-xsrf-token": jar.csrf() },
    body: JSON.stringify({ login, password }),
  });
  if (login_.status !== 200) throw new Error(`sign-in as ${login}: ${login_.status} ${await login_.text()}`);
  jar.keep(login_);
  const me = await fetch(`${baseUrl}/auth/me`, { headers: { cookie: jar.header() } });
  jar.keep(me);
  const body = (await me.json()) as { user?: { id: number }; data?: { id: number }; id?: number };
  const userId = body.user?.id ?? body.data?.id ?? body.id;
  if (typeof userId !== "number") throw new Error(`no user id in /auth/me: ${JSON.stringify(body)}`);
  return { cookie: jar.header(), csrf: jar.csrf(), userId };
}

/** The verification appeal of demo.company with three device lines. */
export const SAVE_APPEAL_BODY = JSON.stringify({
  appeal: { branch_id: 1, account_number_id: 1, is_old: 0 },
  devices: [
    { type_id: 4, device_id: 49, amount: 2, check_in: 1, check_out: 0 },
    { type_id: 7, device_id: 148, amount: 1, check_in: 1, check_out: 0 },
    { type_id: 4, device_id: 49, amount: 5, check_in: 1, check_out: 0 },
  ],
  offer_accepted: true,
});

/** A 1 MiB PDF (starts with %PDF-, ends with %%EOF) as a multipart body with field `file`. */
export function uploadBody(bytes = 1024 * 1024) {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n");
  const tail = Buffer.from("trailer << /Root 1 0 R >>\n%%EOF\n");
  const filler = Buffer.alloc(bytes - head.length - tail.length, "%");
  for (let i = 79; i < filler.length; i += 80) filler[i] = 0x0a;
  const pdf = Buffer.concat([head, filler, tail]);
  const boundary = "----portalbench7f3a";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hujjat.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, pdfBytes: pdf.length };
}
