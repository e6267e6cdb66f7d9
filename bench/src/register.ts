import { load, round } from "./load";
import { type Session, signIn, startPortal } from "./portal";

/** What a case of the bench is, as bench.ts records it (kept structural so this file stands alone). */
interface RegisterCase {
  readonly group: string;
  readonly name: string;
  readonly result: Awaited<ReturnType<typeof load>>;
  readonly note?: string;
}

export interface RegisterBenchOptions {
  readonly seconds: number;
  readonly connections: number;
  readonly log: (line: string) => void;
  /** The large register's size (10 000 by default) and the small one's (100). */
  readonly large?: number;
  readonly small?: number;
}

const HEADER =
  "Oʻlchov vositasi,Zavod raqami,Ishlab chiqarilgan davlat,Tekshiruv sanasi,Keyingi tekshiruv sanasi,Qurilma joylashgan hudud";

/** `count` rows of one customer's register as CSV, next inspection dates spread over two years from 2026-01-01. */
function registerCsv(count: number, from: number): string {
  const lines = [HEADER];
  for (let i = 0; i < count; i++) {
    const next = new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % 730) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `Elektron savdo tarozisi (15 kg gacha),B-${from + i},O'zbekiston,2025-01-01,${next},Toshkent shahri`,
    );
  }
  return lines.join("\n");
}

/** Imports rows through the API (mode all), in files of at most 5 000 rows; answers the time taken. */
async function importRows(url: string, session: Session, count: number): Promise<number> {
  const started = performance.now();
  for (let at = 0; at < count; at += 5_000) {
    const form = new FormData();
    form.append("mode", "all");
    form.append("file", new Blob([registerCsv(Math.min(5_000, count - at), at)]), "register.csv");
    const answer = await fetch(`${url}/self-devices/import`, {
      method: "POST",
      headers: { cookie: session.cookie, "x-xsrf-token": session.csrf },
      body: form,
    });
    if (answer.status !== 200) throw new Error(`import answered ${answer.status}: ${await answer.text()}`);
  }
  return performance.now() - started;
}

/**
 * The register page (issue 15) on the embedded profile: the first page of GET /self-devices/page
 * and GET /self-devices/counts for a customer with 10 000 entries and for one with 100, under the
 * same load; the target is the large register's p99 within 1.5 × the small one's.
 */
export async function registerCases(
  options: RegisterBenchOptions,
  add: (c: RegisterCase) => void,
): Promise<{ importMs: number; largeRows: number }> {
  const large = options.large ?? 10_000;
  const small = options.small ?? 100;
  const portal = await startPortal("register");
  try {
    const [big, little] = [
      await signIn(portal.server.url, "demo.company"),
      await signIn(portal.server.url, "demo.person"),
    ];
    options.log(`register: importing ${large} + ${small} entries`);
    const importMs = await importRows(portal.server.url, big, large);
    await importRows(portal.server.url, little, small);
    options.log(`  imported ${large} entries in ${round(importMs / 1000, 1)} s`);
    for (const [path, label] of [
      ["/self-devices/page", "page"],
      ["/self-devices/counts", "counts"],
    ] as const) {
      for (const [session, size] of [
        [little, small],
        [big, large],
      ] as const) {
        const result = await load({
          url: `${portal.server.url}${path}`,
          seconds: options.seconds,
          connections: options.connections,
          headers: { cookie: session.cookie },
        });
        add({ group: "register (embedded)", name: `GET ${path} (${label}), ${size} entries`, result });
      }
    }
    return { importMs, largeRows: large };
  } finally {
    await portal.server.stop();
  }
}
