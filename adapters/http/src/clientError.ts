import type { Duplex } from "node:stream";
import { type HttpMessageKey, say } from "./messages";

const ANSWERS: Readonly<Record<string, readonly [number, string, HttpMessageKey]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "requestTimeout"],
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "headersTooLarge"],
};
const BAD_REQUEST = [400, "Bad Request", "badRequest"] as const;

/**
 * For `server.on("clientError")`: what Node refuses before the app sees a request — a
 * client too slow to send its headers or body, headers too large, bytes that are not
 * HTTP — answered like the app answers (JSON with a message, in Uzbek: no language is
 * known yet) instead of Node's empty 400/408, then the connection is closed. A reset
 * connection, or one whose answer has already begun, is just closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, key] = ANSWERS[error.code ?? ""] ?? BAD_REQUEST;
  const body = JSON.stringify({ status: 0, message: say(key, "uz") });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      // The same protections as every answer of the app (a JSON error has nothing to load).
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'self'",
      "X-Content-Type-Options: nosniff",
      "X-Frame-Options: SAMEORIGIN",
      "Referrer-Policy: same-origin",
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
  // A client that stops reading must not keep the socket: give it a moment to take the answer.
  setTimeout(() => socket.destroy(), 1000).unref();
}
