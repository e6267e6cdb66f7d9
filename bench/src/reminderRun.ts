// The process that runs one day's reminder job for the bench (bench/src/reminders.ts starts
// it): it opens a store the bench has seeded, as a portal process would at start, then runs
// the day and delivers its mail, and prints its figures as one JSON line. A process of its own,
// so that its RSS is the job's and the store's, not the harness's.
import { readdirSync } from "node:fs";
import { DEFAULT_NOTIFICATION_CONFIG, makeReminderJob, type NotificationDeps } from "@portal/application";
import { NodemailerMailSender } from "@portal/mail";
import {
  createIndexes,
  createRepositories,
  type DocumentStore,
  MongoDocumentStore,
  NedbDocumentStore,
} from "@portal/persistence";

/** What to run, from the bench: the store (a NeDB folder, or a database on a MongoDB-protocol server). */
export interface ReminderRunSpec {
  readonly day: string;
  readonly nedbDir?: string;
  readonly mongo?: { readonly url: string; readonly database: string };
  /** The .eml files go here (the embedded default's mail, on both profiles: the store is measured). */
  readonly mailDir: string;
}

/** What the process prints. */
export interface ReminderRunFigures {
  /** Entries reaching a threshold, customers they belong to, notifications and mails made. */
  readonly matched: number;
  readonly matchedCustomers: number;
  readonly notifications: number;
  readonly mails: number;
  /** Mails delivered, and the .eml files found afterwards. */
  readonly sent: number;
  readonly emlFiles: number;
  readonly openMs: number;
  readonly runMs: number;
  readonly deliveryMs: number;
  /** RSS once the store is open, the peak sampled during the run and delivery, and the process's high-water mark. */
  readonly rssBeforeMb: number;
  readonly rssRunPeakMb: number;
  readonly rssProcessPeakMb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function run(spec: ReminderRunSpec): Promise<ReminderRunFigures> {
  const store: DocumentStore = spec.nedbDir
    ? new NedbDocumentStore(spec.nedbDir)
    : new MongoDocumentStore({ url: spec.mongo?.url ?? "", database: spec.mongo?.database ?? "" });
  const opening = performance.now();
  const repositories = createRepositories(store);
  await store.open();
  await createIndexes(store);
  const openMs = Math.round(performance.now() - opening);
  const deps: NotificationDeps = {
    notifications: repositories.notifications,
    settings: repositories.notificationSettings,
    outbox: repositories.mailOutbox,
    mail: new NodemailerMailSender({ from: "bench@portal.test", outboxDir: spec.mailDir }),
    tokens: { sign: (id) => `t${id}`, verify: () => true },
    runs: repositories.reminderRuns,
    selfDevices: repositories.selfDevices,
    standards: repositories.standards,
    users: repositories.users,
    directory: repositories.accountDirectory,
    catalogue: repositories.catalogue,
    clock: { now: () => new Date(`${spec.day}T05:00:00Z`) },
    ids: repositories.ids,
    config: DEFAULT_NOTIFICATION_CONFIG,
  };
  const job = makeReminderJob(deps);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const day = await job.runDay(spec.day);
  const ran = performance.now();
  let sent = 0;
  for (;;) {
    const delivered = await job.deliverDue();
    sent += delivered.sent;
    if (delivered.sent + delivered.failed + delivered.busy === 0) break;
  }
  const done = performance.now();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await store.close();
  let emlFiles = 0;
  try {
    emlFiles = readdirSync(spec.mailDir).filter((name) => name.endsWith(".eml")).length;
  } catch {
    // No mail written: no folder.
  }
  return {
    matched: day.entries,
    matchedCustomers: day.customers,
    notifications: day.notifications,
    mails: day.mails,
    sent,
    emlFiles,
    openMs,
    runMs: Math.round(ran - started),
    deliveryMs: Math.round(done - ran),
    rssBeforeMb: mb(before),
    rssRunPeakMb: mb(peak),
    // maxRSS is in kilobytes.
    rssProcessPeakMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

console.log(JSON.stringify(await run(JSON.parse(process.argv[2] ?? "") as ReminderRunSpec)));
process.exit(0);
