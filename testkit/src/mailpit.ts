import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtBinary } from "./builtBinary";
import { freePort, type LocalServer, startLocalServer } from "./localServer";

/** A message as Mailpit's HTTP API lists it (GET /api/v1/messages), with its text read. */
export interface DeliveredMail {
  readonly id: string;
  readonly messageId: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly headers: Readonly<Record<string, readonly string[]>>;
}

export interface MailpitServer extends LocalServer {
  readonly smtpPort: number;
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  readonly smtpUrl: string;
  /** http://127.0.0.1:PORT, the web UI and API. */
  readonly apiUrl: string;
  /** Every message delivered so far, oldest first, with its text and headers. */
  messages(): Promise<DeliveredMail[]>;
  /** Deletes every message. */
  clear(): Promise<void>;
}

interface ListedMessage {
  readonly ID: string;
  readonly MessageID: string;
  readonly To: readonly { readonly Address: string }[];
  readonly Subject: string;
}

/**
 * Starts Mailpit (built by scripts/build-servers.sh) on free loopback ports: a real SMTP
 * server that keeps what it accepts in an SQLite file of its data directory, so a restart on
 * the same ports keeps the messages; tests read them through its HTTP API.
 */
export async function startMailpit(): Promise<MailpitServer> {
  const [binary, smtpPort, httpPort, dataDir] = await Promise.all([
    builtBinary("mailpit"),
    freePort(),
    freePort(),
    mkdtemp(join(tmpdir(), "portal-mailpit-")),
  ]);
  const apiUrl = `http://127.0.0.1:${httpPort}`;
  const server = await startLocalServer({
    name: "Mailpit",
    command: binary,
    args: [
      "--smtp",
      `127.0.0.1:${smtpPort}`,
      "--listen",
      `127.0.0.1:${httpPort}`,
      "--database",
      join(dataDir, "mailpit.db"),
      "--disable-version-check",
      "--smtp-disable-rdns",
    ],
    dataDir,
    isReady: async () => (await fetch(`${apiUrl}/api/v1/messages`)).ok,
  });
  const json = async (path: string) => {
    const response = await fetch(`${apiUrl}${path}`);
    if (!response.ok) throw new Error(`Mailpit ${path}: ${response.status}`);
    return response.json();
  };
  return {
    ...server,
    smtpPort,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl,
    async messages() {
      const list = (await json("/api/v1/messages?limit=1000")) as { messages: ListedMessage[] };
      const oldestFirst = [...list.messages].reverse();
      return Promise.all(
        oldestFirst.map(async (m) => {
          const [full, headers] = await Promise.all([
            json(`/api/v1/message/${m.ID}`) as Promise<{ Text: string }>,
            json(`/api/v1/message/${m.ID}/headers`) as Promise<Record<string, string[]>>,
          ]);
          return {
            id: m.ID,
            messageId: m.MessageID,
            to: m.To.map((t) => t.Address),
            subject: m.Subject,
            text: full.Text,
            headers,
          };
        }),
      );
    },
    async clear() {
      await fetch(`${apiUrl}/api/v1/messages`, { method: "DELETE" });
    },
  };
}
