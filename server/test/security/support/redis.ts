import { connect } from "node:net";

/**
 * One Redis command over a raw socket, answering the raw reply (":1\r\n", "$12\r\n…"):
 * enough to look at a key the portal stores, without a client library of our own.
 */
export function redisCommand(url: string, ...args: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  const request = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join("")}`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.setTimeout(2000, () => socket.destroy(new Error("Redis did not answer")));
    socket.once("data", (data) => {
      socket.end();
      resolve(data.toString());
    });
    socket.once("error", reject);
  });
}

/** Whether the session store holds this session id (the Redis adapter's key). */
export async function sessionStored(redisUrl: string, sessionId: string): Promise<boolean> {
  return (await redisCommand(redisUrl, "EXISTS", `portal:session:${sessionId}`)).startsWith(":1");
}
