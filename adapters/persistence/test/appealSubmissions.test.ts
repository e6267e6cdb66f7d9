import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppealRecord } from "@portal/application";
import { expect } from "chai";
import { COLLECTIONS } from "../src/collections";
import { NedbDocumentStore } from "../src/document/NedbCollection";
import { createIndexes } from "../src/repositories";
import { AppealRevisions } from "../src/repositories/AppealRevisions";
import {
  type AppealSubmission,
  DocumentAppealRepository,
} from "../src/repositories/DocumentAppealRepository";
import { anAppeal } from "@portal/testkit/builders";

describe("appeal submissions (one appeal per Idempotency-Key, whatever happened before)", () => {
  let dir: string;
  let store: NedbDocumentStore;
  let repo: DocumentAppealRepository;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-submissions-"));
    store = new NedbDocumentStore(dir);
    await store.open();
    await createIndexes(store);
    const appeals = store.collection<AppealRecord>(COLLECTIONS.appeals);
    const revisions = new AppealRevisions(store.collection(COLLECTIONS.appealRevisions), appeals);
    repo = new DocumentAppealRepository(appeals, revisions, store.collection(COLLECTIONS.appealSubmissions));
  });

  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("finishes a submission whose first attempt claimed the key and died before storing its appeal", async () => {
    // The first attempt got as far as its claim for appeal 7.
    await store
      .collection<AppealSubmission>(COLLECTIONS.appealSubmissions)
      .insertOne({ key: "k", appeal_id: 7 });
    const stored = await repo.insertOnce(anAppeal({ id: 8 }), "k");
    expect(stored.id).to.equal(7);
    expect(await repo.findById(7)).to.deep.include({ id: 7 });
    expect(await repo.findById(8)).to.equal(undefined);
    expect((await repo.insertOnce(anAppeal({ id: 9 }), "k")).id).to.equal(7);
  });

  it("answers the stored appeal when the first attempt stored it but its answer was lost", async () => {
    await repo.insertOnce(anAppeal({ id: 3, total: "5.00" }), "k");
    // The client never heard back and retries with a new id drawn for the same request.
    expect(await repo.insertOnce(anAppeal({ id: 4, total: "5.00" }), "k")).to.deep.include({ id: 3 });
  });
});
