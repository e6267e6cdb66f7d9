import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import type { FileStore } from "@portal/application";
import { expect } from "chai";
import { InvalidFileKeyError } from "../src/fileKey";

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to be refused, but it succeeded");
}

/** A fresh folder per key, so tests never see each other's objects in a shared bucket. */
export function aKey(name = "scan.pdf"): string {
  const folder = Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join("");
  return `contract-${folder}/${name}`;
}

const BAD_KEYS = [
  "",
  "scan.pdf",
  "../scan.pdf",
  "uploads/../scan.pdf",
  "uploads/..",
  "uploads/.",
  "/etc/passwd",
  "uploads/nested/scan.pdf",
  "Uploads/scan.pdf",
  "uploads/scan file.pdf",
  "uploads\\scan.pdf",
  "uploads/",
  "uploads/scan.pdf\n",
];

/** What every FileStore must do, embedded or real. */
export function describeFileStoreContract(name: string, make: () => Promise<FileStore> | FileStore): void {
  describe(`${name} (FileStore contract)`, () => {
    let store: FileStore;
    beforeEach(async () => {
      store = await make();
    });

    it("gives back what was put, with its size and content type", async () => {
      const key = aKey();
      await store.put(key, Buffer.from("%PDF-1.4 appeal scan"), "application/pdf");
      const found = await store.get(key);
      expect(found?.size).to.equal(20);
      expect(found?.contentType).to.equal("application/pdf");
      expect((await readAll(found!.body)).toString()).to.equal("%PDF-1.4 appeal scan");
    });

    it("answers undefined for an object that was never put", async () => {
      expect(await store.get(aKey())).to.equal(undefined);
    });

    it("forgets a deleted object, and deleting a missing one is not an error", async () => {
      const key = aKey();
      await store.put(key, Buffer.from("x"), "application/pdf");
      await store.delete(key);
      expect(await store.get(key)).to.equal(undefined);
      await store.delete(key);
    });

    it("replaces body and content type when a key is put again", async () => {
      const key = aKey();
      await store.put(key, Buffer.from("first version, longer"), "application/pdf");
      await store.put(key, Buffer.from("second"), "text/plain");
      const found = await store.get(key);
      expect(found?.size).to.equal(6);
      expect(found?.contentType).to.equal("text/plain");
      expect((await readAll(found!.body)).toString()).to.equal("second");
    });

    it("keeps a 1 MiB binary body byte for byte", async () => {
      const key = aKey("big.pdf");
      const body = randomBytes(1024 * 1024);
      await store.put(key, body, "application/pdf");
      const found = await store.get(key);
      expect(found?.size).to.equal(body.length);
      expect((await readAll(found!.body)).equals(body)).to.equal(true);
    });

    it("keeps an empty body", async () => {
      const key = aKey("empty.pdf");
      await store.put(key, Buffer.alloc(0), "application/pdf");
      const found = await store.get(key);
      expect(found?.size).to.equal(0);
      expect(await readAll(found!.body)).to.have.length(0);
    });

    it("keeps names with dots, digits, dashes and underscores", async () => {
      const key = aKey("Scan_2024-01.v2.PDF");
      await store.put(key, Buffer.from("ok"), "application/pdf");
      expect((await readAll((await store.get(key))!.body)).toString()).to.equal("ok");
    });

    it("refuses every key that is not folder/name on put, get and delete", async () => {
      for (const key of BAD_KEYS) {
        for (const call of [
          () => store.put(key, Buffer.from("x"), "application/pdf"),
          () => store.get(key),
          () => store.delete(key),
        ]) {
          expect(await rejectionOf(call()), JSON.stringify(key)).to.be.instanceOf(InvalidFileKeyError);
        }
      }
    });
  });
}
