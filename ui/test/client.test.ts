import { expect } from "chai";
import { ApiError, createApiClient, readCookie, serverMessage } from "../src/api/client";

interface Seen {
  url: string;
  init: RequestInit;
}

function clientWith(
  answer: Response | Error,
  token: string | null = "tok-123",
  language: "uz" | "ru" = "uz",
) {
  const seen: Seen[] = [];
  const client = createApiClient({
    baseUrl: "https://portal.example/base",
    csrfToken: () => token ?? undefined,
    language: () => language,
    fetch: async (url, init) => {
      seen.push({ url: String(url), init: init ?? {} });
      if (answer instanceof Error) throw answer;
      return answer.clone();
    },
  });
  return { client, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const headersOf = (s: Seen) => s.init.headers as Record<string, string>;

describe("the HTTP client (spec 7)", () => {
  it("sends every call to the page-level base address", async () => {
    const { client, seen } = clientWith(json([]));
    await client.get("/api/front/provinces");
    expect(seen[0]?.url).to.equal("https://portal.example/base/api/front/provinces");
  });

  it("marks every call with X-Requested-With and the interface language", async () => {
    const { client, seen } = clientWith(json({}), "t", "ru");
    await client.get("/auth/me");
    expect(headersOf(seen[0]!)).to.include({ "X-Requested-With": "XMLHttpRequest", "Accept-Language": "ru" });
  });

  it("sends the CSRF token in X-XSRF-TOKEN and as _token on a POST", async () => {
    const { client, seen } = clientWith(json({ status: true }));
    await client.post("/apply", { type: "private" });
    expect(headersOf(seen[0]!)["X-XSRF-TOKEN"]).to.equal("tok-123");
    expect(JSON.parse(String(seen[0]!.init.body))).to.deep.equal({ type: "private", _token: "tok-123" });
  });

  it("sends the token on a DELETE too, and not on a GET", async () => {
    const { client, seen } = clientWith(json({}));
    await client.delete("/delete-accounts/4");
    await client.get("/get-userinfo");
    expect(headersOf(seen[0]!)["X-XSRF-TOKEN"]).to.equal("tok-123");
    expect(headersOf(seen[1]!)).to.not.have.property("X-XSRF-TOKEN");
  });

  it("adds the token as a form field to a multipart upload", async () => {
    const { client, seen } = clientWith(json({ status: 1 }));
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4"]), "a.pdf");
    await client.post("/recognition-appeal/file-upload", form);
    expect((seen[0]!.init.body as FormData).get("_token")).to.equal("tok-123");
    expect(headersOf(seen[0]!)).to.not.have.property("Content-Type");
  });

  it("sends no token header when the page has none", async () => {
    const { client, seen } = clientWith(json({}), null);
    await client.post("/auth/logout");
    expect(headersOf(seen[0]!)).to.not.have.property("X-XSRF-TOKEN");
    expect(JSON.parse(String(seen[0]!.init.body))).to.deep.equal({});
  });

  it("treats only 2xx as success and keeps the server's answer on the error", async () => {
    const { client } = clientWith(json({ status: false, message: { mfo: ["MFO ni kiriting"] } }, 422));
    const error = await client.post("/add-account-number", {}).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).status).to.equal(422);
    expect((error as ApiError).body).to.deep.equal({ status: false, message: { mfo: ["MFO ni kiriting"] } });
  });

  it("reads an empty 2xx answer as undefined", async () => {
    const { client } = clientWith(new Response(null, { status: 204 }));
    expect(await client.get("/healthz")).to.equal(undefined);
  });

  it("turns a network failure into an ApiError of status 0", async () => {
    const { client } = clientWith(new TypeError("Failed to fetch"));
    const error = (await client.get("/auth/me").catch((e: unknown) => e)) as ApiError;
    expect(error.status).to.equal(0);
    expect(error.message).to.equal("Failed to fetch");
  });

  it("abandons the calls still on their way: they never settle, the next call goes through", async () => {
    const starts: Array<(answer: Response) => void> = [];
    const client = createApiClient({
      baseUrl: "",
      csrfToken: () => undefined,
      language: () => "uz",
      fetch: (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          starts.push(resolve);
        }),
    });
    let settled = false;
    const before = client.get("/get-userinfo").then(
      () => (settled = true),
      () => (settled = true),
    );
    client.abandonPending();
    const after = client.get("/auth/me");
    starts[1]?.(json({ data: null }));
    expect(await after).to.deep.equal({ data: null });
    const winner = await Promise.race([before.then(() => "settled"), Promise.resolve("pending")]);
    expect(winner).to.equal("pending");
    expect(settled).to.equal(false);
  });

  it("abandons an answer that arrived but was not read yet", async () => {
    let release: (() => void) | undefined;
    const client = createApiClient({
      baseUrl: "",
      csrfToken: () => undefined,
      language: () => "uz",
      fetch: async () =>
        new Response(
          new ReadableStream({
            start(stream) {
              release = () => {
                stream.enqueue(new TextEncoder().encode('{"message":"Unauthenticated."}'));
                stream.close();
              };
            },
          }),
          { status: 401 },
        ),
    });
    let outcome = "pending";
    const call = client.get("/get-userinfo").then(
      () => (outcome = "resolved"),
      () => (outcome = "rejected"),
    );
    await Promise.resolve();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    client.abandonPending();
    release?.();
    expect(await Promise.race([call.then(() => outcome), Promise.resolve("pending")])).to.equal("pending");
  });

  it("reads the XSRF-TOKEN cookie among others", () => {
    expect(readCookie("a=1; XSRF-TOKEN=abc%2Ddef; b=2", "XSRF-TOKEN")).to.equal("abc-def");
    expect(readCookie("a=1", "XSRF-TOKEN")).to.equal(undefined);
  });

  it("takes a server message only when it is text", () => {
    expect(serverMessage({ message: "Topilmadi" })).to.equal("Topilmadi");
    expect(serverMessage({ message: { first_name: ["Ismni kiriting"] } })).to.equal(undefined);
    expect(serverMessage(undefined)).to.equal(undefined);
  });
});
