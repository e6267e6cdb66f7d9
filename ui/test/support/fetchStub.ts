import sinon from "sinon";

export interface Call {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

type Answer = { status?: number; body?: unknown };
/** An answer, or a function of the call giving one (a promise of one holds the answer back). */
type Reply = Answer | ((call: Call) => Answer | Promise<Answer>);

/**
 * Replaces global fetch: `reply(method, path, answer)` answers a path (query ignored
 * unless given); every call is recorded. Unanswered paths get a 404.
 */
export function stubFetch() {
  const routes: Array<{ method: string; path: string; reply: Reply }> = [];
  const calls: Call[] = [];
  const stub = sinon.stub(globalThis, "fetch").callsFake(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const headers = { ...(init?.headers as Record<string, string>) };
    const raw = init?.body;
    const body = typeof raw === "string" ? JSON.parse(raw) : raw;
    const call = { method, url, headers, body };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    const route = routes.find(
      (r) => r.method === method && (r.path === path || r.path === path.split("?")[0]),
    );
    const answer = route
      ? typeof route.reply === "function"
        ? await route.reply(call)
        : route.reply
      : { status: 404 };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  return {
    calls,
    reply(method: string, path: string, answer: Reply) {
      routes.unshift({ method, path, reply: answer });
      return this;
    },
    restore: () => stub.restore(),
  };
}
