import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect } from "chai";
import { MainProcess } from "../support/mainProcess";

/** One raw HTTP/1.1 connection: what the server sends is gathered, and whether it closed. */
class Connection {
  private received = "";
  private waiters: (() => void)[] = [];
  closed = false;
  private constructor(readonly socket: Socket) {
    socket.on("data", (chunk) => {
      this.received += chunk.toString("latin1");
      this.wake();
    });
    socket.on("close", () => {
      this.closed = true;
      this.wake();
    });
    socket.on("error", () => {});
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(new Connection(socket)));
      socket.once("error", reject);
    });
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Waits until what was received satisfies `done` (or the connection closed). */
  async until(done: (text: string) => boolean): Promise<string> {
    while (!done(this.received) && !this.closed) await new Promise<void>((r) => this.waiters.push(r));
    return this.received;
  }

  /** The next whole response (headers and Content-Length body), taken off what was received. */
  async response(): Promise<{ head: string; body: string }> {
    const whole = (text: string) => {
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return false;
      const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      return text.length >= end + 4 + length;
    };
    const text = await this.until(whole);
    if (!whole(text)) throw new Error(`the connection closed before a whole response: ${text}`);
    const end = text.indexOf("\r\n\r\n");
    const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
    this.received = text.slice(end + 4 + length);
    return { head: text.slice(0, end), body: text.slice(end + 4, end + 4 + length) };
  }

  waitClosed(): Promise<string> {
    return this.until(() => false);
  }
}

/** Whether a new connection to the port is refused now. */
const refused = (port: number) =>
  Connection.open(port).then(
    (c) => {
      c.socket.destroy();
      return false;
    },
    () => true,
  );

const FEEDBACK = JSON.stringify({ type: "private", private_msg: "Rahmat", branch_id: 1 });

/** Starts a feedback POST whose body has not all arrived: the server holds it in flight. */
async function slowFeedback(port: number): Promise<Connection> {
  const browser = await Connection.open(port);
  browser.socket.write("GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n");
  const { head } = await browser.response();
  const token = /set-cookie: XSRF-TOKEN=([^;\r\n]+)/i.exec(head)?.[1];
  if (!token) throw new Error(`no XSRF-TOKEN cookie in ${head}`);
  browser.socket.write(
    [
      "POST /apply HTTP/1.1",
      "Host: portal",
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(FEEDBACK)}`,
      `Cookie: XSRF-TOKEN=${token}`,
      `X-XSRF-TOKEN: ${decodeURIComponent(token)}`,
      // The server answers "100 Continue" once it holds the request: it is in flight from then.
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  const interim = await browser.response();
  if (!/^HTTP\/1\.1 100 /.test(interim.head)) throw new Error(`no 100 Continue: ${interim.head}`);
  browser.socket.write(FEEDBACK.slice(0, 10));
  return browser;
}

describe("graceful shutdown on SIGTERM (the server's own process)", function () {
  this.timeout(120_000);
  let dataDir: string;
  let portal: MainProcess | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "portal-shutdown-"));
  });
  afterEach(() => {
    portal?.child.kill("SIGKILL");
    portal = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops accepting, answers the request in flight, closes idle keep-alive connections, and exits 0", async () => {
    portal = await MainProcess.serving(dataDir, { SHUTDOWN_GRACE_MS: "60000" });
    const idle = await Connection.open(portal.port);
    idle.socket.write("GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n");
    expect((await idle.response()).head).to.match(/^HTTP\/1\.1 200/);
    const inFlight = await slowFeedback(portal.port);

    portal.child.kill("SIGTERM");
    while (!(await refused(portal.port))) await sleep(20);
    await idle.waitClosed();
    expect(idle.closed).to.equal(true);
    expect(portal.child.exitCode, "the server waits for the request in flight").to.equal(null);

    inFlight.socket.write(FEEDBACK.slice(10));
    const { head, body } = await inFlight.response();
    expect(head).to.match(/^HTTP\/1\.1 200/);
    expect(head).to.match(/^connection: close$/im);
    expect(JSON.parse(body)).to.deep.equal({ success: true });
    expect(await portal.exited).to.equal(0);
    expect(portal.output.join("")).to.include("stopped");
  });

  it("while it drains (SHUTDOWN_DRAIN_MS), says 'stopping' on /readyz and still answers every other request", async () => {
    // A drain far longer than the test: the state is read, not waited out; afterEach kills it.
    portal = await MainProcess.serving(dataDir, { SHUTDOWN_DRAIN_MS: "600000" });
    const readiness = async () => {
      const answer = await fetch(`http://127.0.0.1:${portal!.port}/readyz`);
      return {
        status: answer.status,
        body: (await answer.json()) as { status?: string },
        connection: answer.headers.get("connection"),
      };
    };
    expect(await readiness()).to.deep.include({ status: 200 });

    portal.child.kill("SIGTERM");
    let ready = await readiness();
    while (ready.status === 200) ready = await readiness();
    // Even an answer whose request came before the stop closes its connection once stopping.
    expect(ready).to.deep.equal({
      status: 503,
      body: { status: "stopping", message: "The server is shutting down", failed: [] },
      connection: "close",
    });
    const provinces = await fetch(`http://127.0.0.1:${portal.port}/api/front/provinces`);
    expect(provinces.status).to.equal(200);
    expect(provinces.headers.get("connection")).to.equal("close");
    expect(((await provinces.json()) as unknown[]).length).to.be.greaterThan(0);
    expect(portal.child.exitCode, "still draining").to.equal(null);
  });

  it("cuts a request still unanswered at SHUTDOWN_GRACE_MS, and still exits 0", async () => {
    portal = await MainProcess.serving(dataDir, { SHUTDOWN_GRACE_MS: "300" });
    const stalled = await slowFeedback(portal.port);
    portal.child.kill("SIGTERM");
    expect(await portal.exited).to.equal(0);
    await stalled.waitClosed();
    expect(stalled.closed).to.equal(true);
    expect(portal.output.join("")).to.include("1 requests unanswered at the deadline were cut");
  });
});
