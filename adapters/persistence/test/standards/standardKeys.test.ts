import type { StandardRecord } from "@portal/application";
import { aStandard } from "@portal/testkit/builders";
import { expect } from "chai";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COLLECTIONS } from "../../src/collections";
import { NedbDocumentStore } from "../../src/document/NedbCollection";
import { createIndexes } from "../../src/repositories";
import {
  DocumentStandardRepository,
  type StandardKeyClaim,
  standardKey,
} from "../../src/repositories/DocumentStandardRepository";

describe("the reference standards' key claims", () => {
  let dir: string;
  let store: NedbDocumentStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-standards-"));
    store = new NedbDocumentStore(dir);
    await store.open();
    await createIndexes(store);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  const collections = () => ({
    standards: store.collection<StandardRecord>(COLLECTIONS.standards),
    keys: store.collection<StandardKeyClaim>(COLLECTIONS.standardKeys),
  });

  it("reads a type and a serial number as numbers are compared", () => {
    expect(standardKey({ type: "f1", serial_number: "gt 2041" })).to.equal(
      standardKey({ type: "F1", serial_number: "GT-2041" }),
    );
    expect(standardKey({ type: "F1 2", serial_number: "041" })).to.not.equal(
      standardKey({ type: "F1", serial_number: "2041" }),
    );
  });

  it("takes over the old key a change of serial number left claimed when its process died", async () => {
    const { standards, keys } = collections();
    const repo = new DocumentStandardRepository(standards, keys);
    await repo.insert(aStandard({ id: 1, serial_number: "A-1" }));
    // As a process that claimed B-2 for standard 1 and replaced it, then died before giving A-1 back.
    await keys.insertOne({
      key: standardKey({ type: aStandard().type, serial_number: "B-2" }),
      standard_id: 1,
    });
    await standards.replaceOne({ id: 1 }, aStandard({ id: 1, serial_number: "B-2" }));

    expect(await repo.insert(aStandard({ id: 2, serial_number: "A-1" }))).to.equal("stored");
    expect(await repo.insert(aStandard({ id: 3, serial_number: "B-2" })), "standard 1 holds it").to.equal(
      "taken",
    );
    expect(await repo.update(aStandard({ id: 1, serial_number: "A-1" })), "standard 2 holds it now").to.equal(
      "taken",
    );
  });
});
