import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { AppendHandle } from "../src/document/nedbAppendHandle";
import { TestDisk } from "./support/fullDisk";

describe("the append handle of an embedded data file", () => {
  let dir: string;
  let path: string;
  let disk: TestDisk;
  let file: AppendHandle;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-append-"));
    path = join(dir, "appeals.db");
    disk = new TestDisk();
    file = new AppendHandle(path, 0o644, disk.open);
  });
  afterEach(async () => {
    await file.close();
    await rm(dir, { recursive: true, force: true });
  });

  const content = () => readFile(path, "utf8");
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: NodeJS.ErrnoException) => error.code,
    );

  it("cuts an append the disk refused half-way back to the last whole line", async () => {
    await file.append('{"id":1}\n');
    disk.room = 5;

    expect(await failureOf(file.append('{"id":2,"name":"second"}\n'))).to.equal("ENOSPC");

    expect(await content()).to.equal('{"id":1}\n');
  });

  it("starts the next append on a line of its own once there is room again", async () => {
    await file.append('{"id":1}\n');
    disk.room = 5;
    await failureOf(file.append('{"id":2,"name":"second"}\n'));
    disk.free();

    await file.append('{"id":3}\n');

    expect((await content()).split("\n")).to.deep.equal(['{"id":1}', '{"id":3}', ""]);
  });

  it("cuts the partial line before the next append when the cut itself failed at first", async () => {
    await file.append('{"id":1}\n');
    disk.room = 5;
    disk.failingCuts = 1;
    await failureOf(file.append('{"id":2,"name":"second"}\n'));
    expect(await content()).to.equal('{"id":1}\n{"id"');
    disk.free();

    await file.append('{"id":3}\n');

    expect(await content()).to.equal('{"id":1}\n{"id":3}\n');
  });

  it("fails an append rather than write after a partial line it cannot cut, and recovers when it can", async () => {
    await file.append('{"id":1}\n');
    disk.room = 5;
    disk.failingCuts = 2;
    await failureOf(file.append('{"id":2,"name":"second"}\n'));
    disk.free();

    expect(await failureOf(file.append('{"id":3}\n'))).to.equal("EIO");
    expect(await content()).to.equal('{"id":1}\n{"id"');

    await file.append('{"id":4}\n');
    expect(await content()).to.equal('{"id":1}\n{"id":4}\n');
  });

  it("still cuts the partial line after the file was closed and opened again", async () => {
    await file.append('{"id":1}\n');
    disk.room = 5;
    disk.failingCuts = 1;
    await failureOf(file.append('{"id":2,"name":"second"}\n'));
    await file.close();
    disk.free();

    await file.append('{"id":3}\n');

    expect(await content()).to.equal('{"id":1}\n{"id":3}\n');
  });

  it("writes a line whole across short writes, answering once all of it is in the file", async () => {
    const line = `${JSON.stringify({ id: 1, about: "x".repeat(300) })}\n`;
    disk.mostPerWrite = 7;

    await file.append(line);

    expect(await content()).to.equal(line);
  });
});
