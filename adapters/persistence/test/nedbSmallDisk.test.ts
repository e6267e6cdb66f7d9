import { appendFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { StorageFullError } from "@portal/application";
import { mountSmallDisk, type SmallDisk, startOrSkip } from "@portal/testkit";
import { expect } from "chai";
import { NedbDocumentStore } from "../src/document/NedbCollection";

interface Item {
  id: number;
  note: string;
}

/** More than a page of tmpfs: a document never fits in the room left at the end of the file's last page. */
const NOTE = "x".repeat(5000);
const COUNT = 50;
const ids = (last: number) => Array.from({ length: last }, (_, i) => i + 1);

/** The rewrites NeDB makes at load and at close, on a real file system that fills up. */
describe("the embedded store on a small file system of its own (tmpfs)", function () {
  this.timeout(60_000);
  let disk: SmallDisk;
  let logged: string[];

  beforeEach(async function () {
    disk = await startOrSkip(this, "a tmpfs mount", () => mountSmallDisk(1024 * 1024));
    logged = [];
  });
  afterEach(() => disk?.dispose());

  async function openStore() {
    const store = new NedbDocumentStore(disk.dataDir, { log: (line) => logged.push(line) });
    const items = store.collection<Item>("items");
    await store.open();
    return { store, items };
  }

  const stored = async (items: Awaited<ReturnType<typeof openStore>>["items"]) =>
    (await items.find({}, { sort: { id: 1 } })).map((item) => item.id);

  it("closes on a full disk without leaving a rewrite copy (<name>.db~), the file whole", async () => {
    const { store, items } = await openStore();
    for (const id of ids(COUNT)) await items.insertOne({ id, note: NOTE });
    await disk.fill();

    await store.close();

    expect(await readdir(disk.dataDir)).to.deep.equal(["items.db"]);
    expect(logged).to.include(
      "items.db: not rewritten (the disk is full); the file is kept as it was, whole",
    );
    await disk.free();
    expect(await stored((await openStore()).items)).to.deep.equal(ids(COUNT));
  });

  it("starts on a full disk with a damaged last line: cuts it, reads every whole line, and writes after room comes back", async () => {
    const first = await openStore();
    for (const id of ids(COUNT)) await first.items.insertOne({ id, note: NOTE });
    await first.store.close();
    // A write a crash cut short, then the disk filled up.
    await appendFile(join(disk.dataDir, "items.db"), '{"id":101,"no');
    await disk.fill();

    const full = await openStore();

    expect(await stored(full.items)).to.deep.equal(ids(COUNT));
    expect(logged.some((line) => line.startsWith("items.db: repaired a damaged last line"))).to.equal(true);
    expect(await readdir(disk.dataDir)).to.deep.equal(["items.db"]);
    const refused = await full.items.insertOne({ id: 102, note: NOTE }).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(StorageFullError);

    await disk.free();
    await full.items.insertOne({ id: 103, note: NOTE });
    // No close: as after a kill -9, the next start reads what the appends left.
    const restarted = await openStore();
    expect(await stored(restarted.items)).to.deep.equal([...ids(COUNT), 103]);
  });
});
