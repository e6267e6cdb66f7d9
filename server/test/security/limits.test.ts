import { connect, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import { expect } from "chai";
import type { TestPortal } from "../support/server";
import { Caller } from "./support/caller";
import { NO_RATE_LIMITS, type Rig, startRig } from "./support/rig";

const REQUEST_TIMEOUT_MS = 2000;
const HEADERS_TIMEOUT_MS = 1000;
/** How much later than its timeout a slow client may be cut off (the check runs every 250 ms). */
const SLACK_MS = 2500;

interface RawAnswer {
  /** Until the server closed the connection. */
  readonly ms: number;
  /** Until the first byte of the answer. */
  readonly firstByteMs: number | undefined;
  readonly status: number | undefined;
  readonly headers: string;
  readonly body: string;
}

/** A raw connection that writes what `talk` makes it write, until the server answers and closes. */
function rawExchange(url: string, talk: (socket: Socket) => void, giveUpMs = 15_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => talk(socket));
    let received = "";
    let firstByteMs: number | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer and no close within ${giveUpMs} ms: the server let a slow client hang`));
    }, giveUpMs);
    socket.on("data", (chunk) => {
      firstByteMs ??= Date.now() - started;
      received += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const [head = "", body = ""] = received.split("\r\n\r\n");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      resolve({
        ms: Date.now() - started,
        firstByteMs,
        status: status ? Number(status) : undefined,
        headers: head,
        body,
      });
    });
  });
}

/** Writes a byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, byte: string, everyMs = 100): void {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) clearInterval(timer);
    else socket.write(byte);
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

describe("request bodies over the limit and slow clients (production profile)", function () {
  this.timeout(120_000);
  let rig: Rig;
  let portal: TestPortal;
  let company: Caller;

  before(async function () {
    rig = await startRig(this);
    // The default request timeouts here: an 8 MB upload over the limit on a loaded machine
    // could meet the slow clients' short ones (a 408 where the limit's 422 was the subject).
    portal = await rig.portal({ ...NO_RATE_LIMITS, UPLOAD_LIMIT_BYTES: String(1024 * 1024) });
    company = await new Caller(portal.url, rig.secrets).signIn("demo.company");
  });
  after(() => rig?.dispose());

  describe("bodies over the limit", () => {
    it("answers a JSON body over 1 MB with 413 and the limit in words, storing nothing", async () => {
      const before = await rig.store.counts();
      const big = { appeal: { branch_id: 1 }, devices: [{ about_device: "x".repeat(1024 * 1024) }] };
      const answer = await company.post("/front/save-appeal", big);
      expect(answer.status).to.equal(413);
      expect(answer.json).to.deep.equal({ status: 0, message: "Soʻrov hajmi juda katta (koʻpi bilan 1mb)" });
      expect(await rig.store.counts()).to.deep.equal(before);
    });

    it("answers a form-encoded body over the limit with 413 too", async () => {
      const answer = await company.request("POST", "/apply", {
        raw: `type=private&private_msg=${"y".repeat(1024 * 1024 + 10)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(answer.status).to.equal(413);
    });

    it("answers a chunked body that grows past the limit with 413, without reading it all", async () => {
      const answer = await rawExchange(portal.url, (socket) => {
        socket.write(
          "POST /apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n" +
            `Cookie: XSRF-TOKEN=${company.csrfToken}\r\nX-XSRF-TOKEN: ${company.csrfToken}\r\nConnection: close\r\n\r\n`,
        );
        const chunk = "x".repeat(64 * 1024);
        for (let i = 0; i < 20; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        socket.write("0\r\n\r\n");
      });
      expect(answer.status).to.equal(413);
      expect(JSON.parse(answer.body).message).to.match(/juda katta/);
    });

    it("refuses a body that only claims to be huge at once, before waiting for it", async () => {
      const answer = await rawExchange(portal.url, (socket) => {
        socket.write(
          "POST /apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000000\r\n" +
            `Cookie: XSRF-TOKEN=${company.csrfToken}\r\nX-XSRF-TOKEN: ${company.csrfToken}\r\n\r\n{`,
        );
      });
      expect(answer.status).to.equal(413);
      expect(answer.firstByteMs).to.be.below(500);
      expect(answer.ms, "closed, not drained until the request timeout").to.be.below(1000);
    });

    it("stops reading an upload at the file limit and answers the spec's upload failure", async () => {
      const form = new FormData();
      const bytes = Buffer.concat([
        Buffer.from("%PDF-1.4\n"),
        Buffer.alloc(8 * 1024 * 1024, 0x20),
        Buffer.from("%%EOF"),
      ]);
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "katta.pdf");
      const before = await rig.store.fileCount();
      const answer = await company.request("POST", "/recognition-appeal/file-upload", {
        form,
        timeoutMs: 10_000,
      });
      expect(answer.status).to.equal(422);
      expect(answer.json.errors.file).to.deep.equal([
        "Xatolik! Fayl hajmi 1 MB dan oshmasligi kerak yoki fayl buzilgan",
      ]);
      expect(await rig.store.fileCount()).to.equal(before);
    });
  });

  describe("compressed bodies (Content-Encoding)", () => {
    const appeal = Buffer.from(JSON.stringify({ appeal: { branch_id: 1 }, devices: [] }));

    it("answers a body that is not the gzip, deflate or br it claims with 400 in the caller's language, storing nothing", async () => {
      const before = await rig.store.counts();
      for (const coding of ["gzip", "deflate", "br"]) {
        const json = await company.request("POST", "/front/save-appeal?lang=ru", {
          bytes: appeal,
          headers: { "content-encoding": coding },
        });
        const form = await company.request("POST", "/apply?lang=ru", {
          bytes: Buffer.from("type=private&private_msg=salom"),
          headers: { "content-type": "application/x-www-form-urlencoded", "content-encoding": coding },
        });
        for (const answer of [json, form]) {
          expect(answer.status, coding).to.equal(400);
          expect(answer.json.message).to.equal(
            "Не удалось распаковать тело запроса: оно сжато не тем способом, что указан в заголовке Content-Encoding",
          );
        }
      }
      expect(await rig.store.counts()).to.deep.equal(before);
    });

    it("answers a small gzip body that unpacks past 1 MB (a zip bomb) with 413, storing nothing", async () => {
      const before = await rig.store.counts();
      const bomb = gzipSync(Buffer.from(`{"appeal": {"note": "${" ".repeat(64 * 1024 * 1024)}"}}`));
      const answer = await company.request("POST", "/front/save-appeal", {
        bytes: bomb,
        headers: { "content-encoding": "gzip" },
      });
      expect(bomb.length).to.be.below(128 * 1024);
      expect(answer.status).to.equal(413);
      expect(answer.json).to.deep.equal({ status: 0, message: "Soʻrov hajmi juda katta (koʻpi bilan 1mb)" });
      expect(await rig.store.counts()).to.deep.equal(before);
    });

    it("refuses an unsupported Content-Encoding with 415 on JSON, form and upload routes, storing nothing", async () => {
      const before = await rig.store.counts();
      const files = await rig.store.fileCount();
      const form = new FormData();
      form.append("file", new Blob(["%PDF-1.4\n%%EOF"], { type: "application/pdf" }), "ariza.pdf");
      const answers = [
        await company.request("POST", "/front/save-appeal", {
          bytes: appeal,
          headers: { "content-encoding": "zstd" },
        }),
        await company.request("POST", "/apply", {
          bytes: Buffer.from("type=private&private_msg=salom"),
          headers: { "content-type": "application/x-www-form-urlencoded", "content-encoding": "compress" },
        }),
        // An upload is never unpacked: any coding, gzip included, is refused unread.
        await company.request("POST", "/recognition-appeal/file-upload", {
          form,
          headers: { "content-encoding": "gzip" },
        }),
      ];
      expect(answers.map((answer) => answer.status)).to.deep.equal([415, 415, 415]);
      expect(answers[0]?.json.message).to.match(/Content-Encoding\) qoʻllab-quvvatlanmaydi/);
      expect(answers[2]?.json.errors.file).to.deep.equal([
        "Fayl siqilmagan holda yuborilishi kerak (Content-Encoding sarlavhasisiz)",
      ]);
      expect(await rig.store.counts()).to.deep.equal(before);
      expect(await rig.store.fileCount()).to.equal(files);
    });
  });

  describe("slow clients", () => {
    // A portal of the same services with the short timeouts these tests are about (the
    // company's session, kept in Redis, holds on it too).
    let slowPortal: TestPortal;
    before(async () => {
      slowPortal = await rig.portal({
        ...NO_RATE_LIMITS,
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        UPLOAD_LIMIT_BYTES: String(1024 * 1024),
      });
    });
    const expectCutOff = (answer: RawAnswer, limitMs: number) => {
      expect(answer.status, answer.headers).to.equal(408);
      expect(answer.headers).to.match(/content-type: application\/json/i);
      expect(JSON.parse(answer.body)).to.deep.equal({
        status: 0,
        message: "Soʻrov oʻz vaqtida toʻliq yuborilmadi. Iltimos, qayta urinib koʻring",
      });
      expect(answer.ms).to.be.within(limitMs - 100, limitMs + SLACK_MS);
    };

    it("cuts off a client that never finishes its headers with a clear 408 after HEADERS_TIMEOUT_MS", async () => {
      const answer = await rawExchange(slowPortal.url, (socket) => {
        socket.write("GET /api/front/provinces HTTP/1.1\r\nHost: x\r\n");
        trickle(socket, "X-Slow: y\r\n".slice(0, 1), 200);
      });
      expectCutOff(answer, HEADERS_TIMEOUT_MS);
    });

    it("cuts off a client that trickles its body with a clear 408 after REQUEST_TIMEOUT_MS, storing nothing", async () => {
      const before = await rig.store.counts();
      const answer = await rawExchange(slowPortal.url, (socket) => {
        socket.write(
          "POST /apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n" +
            `Cookie: XSRF-TOKEN=${company.csrfToken}\r\nX-XSRF-TOKEN: ${company.csrfToken}\r\n\r\n{"type":"private","private_msg":"`,
        );
        trickle(socket, "a");
      });
      expectCutOff(answer, REQUEST_TIMEOUT_MS);
      expect(await rig.store.counts()).to.deep.equal(before);
    });

    it("cuts off an upload that trickles in, storing no file", async () => {
      const before = await rig.store.fileCount();
      const answer = await rawExchange(slowPortal.url, (socket) => {
        socket.write(
          "POST /recognition-appeal/file-upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n" +
            `Content-Length: 100000\r\nCookie: XSRF-TOKEN=${company.csrfToken}; portal_session=${company.sessionId}\r\n` +
            `X-XSRF-TOKEN: ${company.csrfToken}\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\n`,
        );
        trickle(socket, " ");
      });
      expectCutOff(answer, REQUEST_TIMEOUT_MS);
      expect(await rig.store.fileCount()).to.equal(before);
    });

    it("keeps answering others while fifty slow clients hold connections open", async () => {
      const slow = Array.from({ length: 50 }, () =>
        rawExchange(slowPortal.url, (socket) => {
          socket.write(
            "POST /apply HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n" +
              `Cookie: XSRF-TOKEN=${company.csrfToken}\r\nX-XSRF-TOKEN: ${company.csrfToken}\r\n\r\n`,
          );
          trickle(socket, "{", 300);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const answer = await new Caller(slowPortal.url, rig.secrets).get("/api/front/provinces");
      expect(answer.status).to.equal(200);
      expect(Date.now() - started).to.be.below(2000);
      for (const cut of await Promise.all(slow)) expect(cut.status).to.equal(408);
    });

    it("keeps an idle keep-alive connection longer than Node's 5 s, and says so in Keep-Alive, so that a client closes it first", async () => {
      const { hostname, port } = new URL(slowPortal.url);
      const socket = connect(Number(port), hostname);
      socket.on("error", () => {});
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk.toString();
      });
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      const answers = (count: number) =>
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if ((received.match(/HTTP\/1\.1 200/g) ?? []).length >= count) resolve();
            else if (socket.destroyed)
              reject(new Error(`the server closed the connection: ${received.slice(0, 300)}`));
            else setImmediate(check);
          };
          check();
        });
      const ask = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
      socket.write(ask);
      await answers(1);
      expect(received).to.match(/\r\nKeep-Alive: timeout=65\r\n/i);
      // Idle past Node's default keep-alive (5 s) and past both request timeouts of this server.
      const idle = new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await Promise.race([idle.then(() => "idle"), closed.then(() => "closed")])).to.equal("idle");
      socket.write(ask);
      await answers(2);
      socket.destroy();
    });

    it("answers headers that are too large with 431 and bytes that are not HTTP with 400, both as JSON", async () => {
      const large = await rawExchange(slowPortal.url, (socket) =>
        socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`),
      );
      expect(large.status).to.equal(431);
      expect(JSON.parse(large.body).message).to.equal("Soʻrov sarlavhalari juda katta");
      const garbage = await rawExchange(slowPortal.url, (socket) =>
        socket.write("\x16\x03\x01 not http at all\r\n\r\n"),
      );
      expect(garbage.status).to.equal(400);
      expect(JSON.parse(garbage.body).message).to.equal("Notoʻgʻri soʻrov");
    });
  });
});
