import { PassThrough } from "node:stream";
import { expect } from "chai";
import { answerClientError } from "../src";

/** A socket that records what is written to it. */
function fakeSocket() {
  const socket = new PassThrough();
  let written = "";
  socket.on("data", (chunk) => {
    written += chunk.toString();
  });
  return { socket, written: () => written };
}

const answered = async (code: string) => {
  const { socket, written } = fakeSocket();
  answerClientError(Object.assign(new Error(code), { code }), socket);
  await new Promise((resolve) => setImmediate(resolve));
  const [head = "", body = ""] = written().split("\r\n\r\n");
  return { head, body, destroyed: socket.destroyed || socket.writableEnded };
};

describe("answerClientError (what Node refuses before the app)", () => {
  it("answers a client too slow to send its request with a JSON 408 and closes", async () => {
    const { head, body, destroyed } = await answered("ERR_HTTP_REQUEST_TIMEOUT");
    expect(head).to.match(/^HTTP\/1\.1 408 Request Timeout/);
    expect(head).to.include("Connection: close").and.include("Content-Type: application/json");
    expect(JSON.parse(body)).to.deep.equal({
      status: 0,
      message: "Soʻrov oʻz vaqtida toʻliq yuborilmadi. Iltimos, qayta urinib koʻring",
    });
    expect(destroyed).to.equal(true);
  });

  it("answers headers too large with 431 and anything else malformed with 400", async () => {
    expect((await answered("HPE_HEADER_OVERFLOW")).head).to.match(/^HTTP\/1\.1 431 /);
    expect((await answered("HPE_INVALID_METHOD")).head).to.match(/^HTTP\/1\.1 400 Bad Request/);
  });

  it("carries the security headers of every answer", async () => {
    const { head } = await answered("HPE_INVALID_METHOD");
    expect(head).to.include("X-Content-Type-Options: nosniff");
    expect(head).to.include("frame-ancestors 'self'");
    expect(head).to.include("Referrer-Policy: same-origin");
  });

  it("only closes a connection that was reset or whose answer has begun", async () => {
    const { socket, written } = fakeSocket();
    answerClientError(Object.assign(new Error("reset"), { code: "ECONNRESET" }), socket);
    expect(written()).to.equal("");
    expect(socket.destroyed).to.equal(true);
  });
});
