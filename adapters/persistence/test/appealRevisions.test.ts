import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppealRecord } from "@portal/application";
import { expect } from "chai";
import { COLLECTIONS } from "../src/collections";
import { NedbDocumentStore } from "../src/document/NedbCollection";
import { type AppealRevision, AppealRevisions, REVISION_LEASE_MS } from "../src/repositories/AppealRevisions";
import { DocumentAppealRepository } from "../src/repositories/DocumentAppealRepository";
import { anAppeal } from "@portal/testkit/builders";

describe("appeal revisions (who may write an appeal version)", () => {
  let dir: string;
  let store: NedbDocumentStore;
  let now: number;
  let repo: DocumentAppealRepository;
  let revisions: AppealRevisions;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-revisions-"));
    store = new NedbDocumentStore(dir);
    const appeals = store.collection<AppealRecord>(COLLECTIONS.appeals);
    const claims = store.collection<AppealRevision>(COLLECTIONS.appealRevisions);
    await store.open();
    await claims.createIndex({ fields: { appeal_id: 1, version: 1 }, unique: true });
    now = 1_000_000;
    revisions = new AppealRevisions(claims, appeals, () => now);
    repo = new DocumentAppealRepository(appeals, revisions, store.collection(COLLECTIONS.appealSubmissions));
    await repo.insert(anAppeal({ id: 1, version: 1 }));
  });

  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("takes over a version whose writer died after claiming it, once the lease is over", async () => {
    expect(await revisions.claim(1, 2)).to.not.equal(undefined); // the writer dies here
    expect(await repo.replace(anAppeal({ id: 1, status: "contracted" }), 1)).to.equal(false);
    now += REVISION_LEASE_MS + 1;
    expect(await repo.replace(anAppeal({ id: 1, status: "contracted" }), 1)).to.equal(true);
    expect(await repo.findById(1)).to.deep.include({ status: "contracted", version: 2 });
  });

  it("never takes over a version that was written, however old its claim", async () => {
    expect(await repo.replace(anAppeal({ id: 1, status: "contracted" }), 1)).to.equal(true);
    now += 10 * REVISION_LEASE_MS;
    expect(await repo.replace(anAppeal({ id: 1, status: "rejected" }), 1)).to.equal(false);
    expect((await repo.findById(1))?.status).to.equal("contracted");
  });

  it("gives a version back when the write after the claim fails", async () => {
    const claimed = await revisions.claim(1, 2);
    expect(claimed).to.not.equal(undefined);
    if (claimed) await revisions.release(claimed);
    expect(await repo.replace(anAppeal({ id: 1, status: "contracted" }), 1)).to.equal(true);
  });
});
