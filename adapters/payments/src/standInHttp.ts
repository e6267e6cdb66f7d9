import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** An address, or how to find it once it is known (the portal's, when it starts after the stand-in). */
export type Address = string | (() => string);
export const addressOf = (address: Address): string => (typeof address === "function" ? address() : address);

const MAX_FORM_BYTES = 16 * 1024;

/** A stand-in's server: `handle` answers each request; a throw is a plain 500. */
export async function listen(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  host = "127.0.0.1",
  port = 0,
): Promise<{ readonly url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, "text/plain; charset=utf-8", "Internal error");
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A urlencoded form's fields; undefined when it is too large for a page's form. */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export function send(response: ServerResponse, status: number, type: string, body: string): void {
  response
    .writeHead(status, {
      "content-type": type,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    })
    .end(body);
}

export function sendHtml(response: ServerResponse, status: number, page: string): void {
  response.setHeader(
    "content-security-policy",
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  );
  send(response, status, "text/html; charset=utf-8", page);
}

export const sendJson = (response: ServerResponse, status: number, value: unknown): void =>
  send(response, status, "application/json; charset=utf-8", JSON.stringify(value));

export const notFound = (response: ServerResponse): void =>
  send(response, 404, "text/plain; charset=utf-8", "Not found");

/** What a merchant answered one call: its HTTP status and JSON (undefined when it was none). */
export interface MerchantAnswer {
  readonly status: number;
  readonly json: unknown;
}

/** Posts a call to the merchant and reads its answer; a merchant that cannot be reached answers status 0. */
export async function postToMerchant(
  url: string,
  body: string,
  headers: Readonly<Record<string, string>>,
): Promise<MerchantAnswer> {
  try {
    const response = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    try {
      return { status: response.status, json: JSON.parse(text) };
    } catch {
      return { status: response.status, json: undefined };
    }
  } catch {
    return { status: 0, json: undefined };
  }
}
