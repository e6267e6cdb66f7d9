import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  COLLECTIONS,
  createRepositories,
  MongoDocumentStore,
  SEED,
  type SeedData,
  ScryptPasswordHasher,
  seedDatabase,
} from "@portal/persistence";
import { Client } from "minio";

/**
 * Reads what the portal really stored, beside the API: record counts to prove that a
 * refused request left nothing half-written, stored password hashes, stored files.
 */
export interface StoreProbe {
  /** Every document of a collection, as stored. */
  documents(collection: string): Promise<Record<string, unknown>[]>;
  /** How many documents each collection of the portal holds. */
  counts(): Promise<Record<string, number>>;
  /** How many documents one collection holds. */
  count(collection: string): Promise<number>;
  /** How many uploaded files the file store holds. */
  fileCount(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The collections a request may change. The outbox's delivery claims are the background
 * delivery's own bookkeeping: it claims a mail to send whenever it runs, so a count taken
 * around a refused request would see them come and go (a notice of an appeal's step queues
 * mail the delivery claims seconds later).
 */
const REQUEST_WRITTEN = Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.mailClaims);

async function countAll(count: (name: string) => Promise<number>): Promise<Record<string, number>> {
  const names = REQUEST_WRITTEN;
  const counts = await Promise.all(names.map(count));
  return Object.fromEntries(names.map((name, i) => [name, counts[i] ?? 0]));
}

/** The production profile: the same FerretDB database and MinIO bucket the portal uses. */
export async function openMongoProbe(env: NodeJS.ProcessEnv): Promise<StoreProbe> {
  const store = new MongoDocumentStore({ url: env.MONGO_URL ?? "", database: env.MONGO_DB ?? "portal" });
  await store.open();
  const endpoint = new URL(env.S3_ENDPOINT ?? "");
  const minio = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: env.S3_ACCESS_KEY ?? "",
    secretKey: env.S3_SECRET_KEY ?? "",
    region: "us-east-1",
  });
  const bucket = env.S3_BUCKET ?? "portal-uploads";
  const probe: StoreProbe = {
    documents: (name) => store.collection<Record<string, unknown>>(name).find({}),
    counts: () => countAll(probe.count),
    count: (name) => store.collection(name).countDocuments({}),
    async fileCount() {
      if (!(await minio.bucketExists(bucket))) return 0;
      let count = 0;
      for await (const _object of minio.listObjectsV2(bucket, "", true)) count++;
      return count;
    },
    close: () => store.close(),
  };
  return probe;
}

/**
 * The embedded profile: NeDB appends every write as a line (a later line for the same
 * `_id` replaces the earlier one, `$$deleted` removes it), so the files are read, not opened.
 */
export function openEmbeddedProbe(dataDir: string): StoreProbe {
  const probe: StoreProbe = {
    async documents(name) {
      const file = join(dataDir, `${name}.db`);
      if (!existsSync(file)) return [];
      const byId = new Map<string, Record<string, unknown>>();
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (!line.trim()) continue;
        const doc = JSON.parse(line) as Record<string, unknown>;
        if ("$$indexCreated" in doc || "$$indexRemoved" in doc) continue;
        const id = String(doc._id);
        if (doc.$$deleted === true) byId.delete(id);
        else byId.set(id, doc);
      }
      return [...byId.values()];
    },
    counts: () => countAll(probe.count),
    count: async (name) => (await probe.documents(name)).length,
    async fileCount() {
      // Content types (.content-types) and temp files (.tmp) live beside the files: not counted.
      const walk = (dir: string): number =>
        existsSync(dir)
          ? readdirSync(dir, { withFileTypes: true })
              .filter((entry) => !entry.name.startsWith("."))
              .reduce((n, entry) => n + (entry.isDirectory() ? walk(join(dir, entry.name)) : 1), 0)
          : 0;
      return walk(join(dataDir, "uploads"));
    },
    close: async () => {},
  };
  return probe;
}

/**
 * A second corporate customer of the same kind as demo.company, for the "another
 * customer's id" checks: written through the persistence adapter's own seeding (its data
 * parameter), so the shipped demo accounts stay as they are.
 */
export const SECOND_COMPANY: SeedData["users"][number] = {
  user_id: 9001,
  login: "second.company",
  role: "company",
  first_name: "Rustam",
  last_name: "Toshmatov",
  middle_name: "Ergashevich",
  tin: "456789012",
  phone: "+998712345601",
  email: "second.company@example.com",
  company_tin: "302345678",
  company_name: "Namuna Gaz AJ",
  company_address: "Toshkent shahri, Mirobod tumani, Nukus ko‘chasi 45-uy",
  oked: "35220",
  corporate: 1,
  contragent_discount: 0,
  requisites: [
    {
      company_name: "Namuna Gaz AJ",
      account_number: "20208000900002101001",
      bank_name: "“O‘zmilliybank” AJ Toshkent shahar filiali (namuna)",
      director_name: "Toshmatov Rustam Ergashevich",
      mfo: "00450",
      oked: "35220",
      email: "kanselyariya@namuna-gaz.example.com",
    },
  ],
  accounts: [
    {
      bank_name: "“O‘zmilliybank” AJ Toshkent shahar filiali (namuna)",
      mfo: "00450",
      account_number: "20208000900002101001",
      status: 1,
    },
  ],
};

/** Adds SECOND_COMPANY (password Demo12345!) to the production database the portal uses. */
export async function seedSecondCustomer(env: NodeJS.ProcessEnv): Promise<void> {
  const store = new MongoDocumentStore({ url: env.MONGO_URL ?? "", database: env.MONGO_DB ?? "portal" });
  await store.open();
  try {
    await seedDatabase(
      createRepositories(store),
      { hasher: new ScryptPasswordHasher(), demoAccounts: true, demoPassword: "Demo12345!" },
      { ...SEED, users: [SECOND_COMPANY], yearlyContracts: [] },
    );
  } finally {
    await store.close();
  }
}
