import { connect, type Socket } from "node:net";
import { PasswordCheckBusyError, ServiceUnavailableError } from "@portal/application";
import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import { pino } from "pino";
import sinon from "sinon";
import { left } from "./fakes/fakeUseCases";
import { type Portal, startPortal } from "./harness";

/** The headers of an answer, less those that differ on every request. */
const steadyHeaders = (response: Response) =>
  [...response.headers].filter(([name]) => !["date", "x-request-id", "set-cookie"].includes(name));

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A connection written by hand: a request can be sent in parts, and answers read as they come. */
class RawConnection {
  private received = Buffer.alloc(0);
  private ended = false;
  private wake: () => void = () => undefined;

  private constructor(private readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on("close", () => {
      this.ended = true;
      this.wake();
    });
  }

  static open(base: string): Promise<RawConnection> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  send(text: string): void {
    this.socket.write(text);
  }

  /** The next whole answer: its head, and as many bytes of body as its Content-Length says. */
  async answer(): Promise<RawAnswer> {
    for (;;) {
      const headEnd = this.received.indexOf("\r\n\r\n");
      if (headEnd >= 0) {
        const [statusLine = "", ...lines] = this.received
          .subarray(0, headEnd)
          .toString("latin1")
          .split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        );
        const length = Number(headers["content-length"] ?? 0);
        if (this.received.length >= headEnd + 4 + length) {
          const body = this.received.subarray(headEnd + 4, headEnd + 4 + length).toString("utf8");
          this.received = this.received.subarray(headEnd + 4 + length);
          return { status: Number(statusLine.split(" ")[1]), headers, body };
        }
      }
      if (this.ended) throw new Error("the connection closed before a whole answer came");
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  /** Resolves once the server has closed the connection. */
  async closedByServer(): Promise<void> {
    while (!this.ended) {
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

const signInHead = (contentLength: number, extra = "") =>
  `POST /auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n${extra}\r\n`;

describe("sign-ins refused while every password check is taken (before the stack)", () => {
  let portal: Portal;
  let lines: Array<Record<string, unknown>>;
  let busy: boolean;
  let connections: RawConnection[];

  beforeEach(async () => {
    lines = [];
    connections = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    portal = await startPortal({
      logger,
      config: {
        rateLimits: {
          login: { limit: 100, windowSeconds: 60 },
          loginAddress: { limit: 3, windowSeconds: 60 },
          loginAccount: { limit: 100, windowSeconds: 900 },
          feedback: { limit: 100, windowSeconds: 60 },
          upload: { limit: 100, windowSeconds: 60 },
        },
        trustProxy: true,
      },
    });
    // As the identity module: a sign-in that reaches a full gate is refused by it.
    busy = true;
    portal.useCases.signInBusy.callsFake(() => busy);
    portal.useCases.signIn.callsFake(async () => {
      if (busy) throw new PasswordCheckBusyError();
      return left({ _tag: "Unauthenticated" });
    });
  });
  afterEach(async () => {
    sinon.restore();
    for (const connection of connections) connection.close();
    await portal.close();
  });

  const raw = async () => {
    const connection = await RawConnection.open(portal.base);
    connections.push(connection);
    return connection;
  };
  const from = (address: string, send: { headers?: Record<string, string> } = {}) =>
    portal
      .browser()
      .post(
        "/auth/login",
        { login: "customer", password: "x" },
        { headers: { "X-Forwarded-For": address, ...send.headers } },
      );

  it("answers as the full stack answers a full queue (503, Retry-After, the message in the caller's language, the security headers), without running it", async () => {
    // The stack's own answer: the gate filled up while this sign-in went through it.
    portal.useCases.signInBusy.callsFake(() => false);
    const throughStack = await from("203.0.113.1", { headers: { "Accept-Language": "ru-RU,ru;q=0.9" } });
    const stackBody = await throughStack.json();
    portal.useCases.signInBusy.callsFake(() => busy);
    const sessionId = (await portal.signedIn(aUser())).cookies.get("portal_session");

    const russian = await from("203.0.113.2", {
      headers: {
        "Accept-Language": "ru-RU,ru;q=0.9",
        cookie: `portal_session=${sessionId}`,
        "X-Request-Id": "busy-sign-in-1",
      },
    });
    const uzbek = await from("203.0.113.3", { headers: { "Accept-Language": "uz" } });

    expect(throughStack.status).to.equal(503);
    expect(russian.status).to.equal(503);
    expect(await russian.json()).to.deep.equal(stackBody);
    expect(steadyHeaders(russian)).to.deep.equal(steadyHeaders(throughStack));
    expect(russian.headers.get("retry-after")).to.equal("5");
    expect(russian.headers.get("x-request-id")).to.equal("busy-sign-in-1");
    expect(await uzbek.json()).to.deep.equal({
      status: false,
      message: "Hozir tizimga kirishga urinishlar juda koʻp. Iltimos, 5 soniyadan keyin qayta urinib koʻring",
    });
    // None of the stack ran: no cookie handed out, no session read, the use case not asked.
    expect(throughStack.headers.getSetCookie()).to.have.length.above(0);
    expect(russian.headers.getSetCookie()).to.deep.equal([]);
    expect(uzbek.headers.getSetCookie()).to.deep.equal([]);
    expect(portal.useCases.currentUser.calledWith(sessionId)).to.equal(false);
    expect(portal.useCases.signIn.callCount).to.equal(1);
    // Logged and counted as the stack logs and counts an answer.
    expect(lines.find((line) => line["requestId"] === "busy-sign-in-1")).to.include({
      msg: "request",
      method: "POST",
      path: "/auth/login",
      status: 503,
    });
    const metrics = await (await portal.browser().get("/metrics")).text();
    expect(metrics).to.include(
      'portal_http_requests_total{method="POST",route="/auth/login",status="503"} 3',
    );
  });

  it("answers at once, unread, a sign-in that declares a large body and never sends it, and closes its connection", async () => {
    const connection = await raw();
    connection.send(signInHead(1_000_000));

    const answer = await connection.answer();

    expect(answer.status).to.equal(503);
    expect(answer.headers["connection"]).to.equal("close");
    expect(answer.headers["retry-after"]).to.equal("5");
    expect(JSON.parse(answer.body)).to.include({ status: false });
    await connection.closedByServer();
    expect(portal.useCases.signIn.called).to.equal(false);
  });

  it("answers a small sign-in before its body comes, and keeps the connection for the next request", async () => {
    const body = JSON.stringify({ login: "customer", password: "x" });
    const connection = await raw();
    connection.send(signInHead(Buffer.byteLength(body)));

    const refused = await connection.answer();
    connection.send(`${body}GET /healthz HTTP/1.1\r\nHost: portal.test\r\n\r\n`);
    const next = await connection.answer();

    expect(refused.status).to.equal(503);
    expect(refused.headers["connection"]).to.not.equal("close");
    expect(next.status).to.equal(200);
    expect(portal.useCases.signIn.called).to.equal(false);
  });

  it("counts each refusal against the per-address limit (an IPv6 caller by its /64, the address the proxy added): past it 429, another address still 503", async () => {
    const statuses: number[] = [];
    for (const address of ["2001:db8:7:1::1", "2001:db8:7:1::2", "10.9.9.9, 2001:db8:7:1:ffff::3"])
      statuses.push((await from(address)).status);
    const past = await from("2001:db8:7:1:abcd::4");
    const other = await from("2001:db8:7:2::1");

    expect(statuses).to.deep.equal([503, 503, 503]);
    expect(past.status).to.equal(429);
    expect(Number(past.headers.get("retry-after"))).to.be.within(1, 60);
    expect(((await past.json()) as { message: string }).message).to.match(/^Soʻrovlar juda koʻp/);
    expect(past.headers.getSetCookie()).to.deep.equal([]);
    expect(other.status).to.equal(503);
    expect(portal.useCases.signIn.called).to.equal(false);
  });

  it("leaves a sign-in to the full stack when the limiter cannot count it, which answers it as any request then", async () => {
    sinon.stub(portal.rateLimiter, "hit").rejects(new ServiceUnavailableError("cache"));

    const response = await from("203.0.113.8");

    expect(response.status).to.equal(503);
    expect(response.headers.get("retry-after")).to.equal(null);
    expect(((await response.json()) as { message: string }).message).to.not.match(/tizimga kirishga/);
    // The stack ran: it handed out the XSRF cookie.
    expect(response.headers.getSetCookie()).to.have.length.above(0);
  });

  it("lets a sign-in through to the full stack while a password check is free", async () => {
    busy = false;

    const response = await from("203.0.113.9");

    expect(response.status).to.equal(401);
    expect(response.headers.getSetCookie()).to.have.length.above(0);
    expect(portal.useCases.signIn.calledOnce).to.equal(true);
  });
});
