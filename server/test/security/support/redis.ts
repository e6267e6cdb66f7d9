import { redisCommand } from "@portal/testkit/redis";

// One command over a raw socket, answering the raw reply: enough to look at a key the portal
// stores. A URL with a database index (a test file's part of the shared Redis) selects it first.
export { redisCommand };

/** Whether the session store holds this session id (the Redis adapter's key). */
export async function sessionStored(redisUrl: string, sessionId: string): Promise<boolean> {
  return (await redisCommand(redisUrl, "EXISTS", `portal:session:${sessionId}`)).startsWith(":1");
}
