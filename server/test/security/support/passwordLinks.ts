import { randomBytes } from "node:crypto";
import { tokenHash, type PasswordLinkRecord, type UserRecord } from "@portal/application";
import { COLLECTIONS, MongoDocumentStore } from "@portal/persistence";

/**
 * One-time password links for the matrix's calls of POST /auth/password/set: the token exists
 * only in a mail, so a working one is planted in the store beside the portal, as the use case
 * would have stored it (its hash), for a staff account of its own that nobody else signs in as.
 */
let store: MongoDocumentStore | undefined;
let planted = 0;

/** The rig's store: where the next links are planted. */
export function plantLinksIn(env: NodeJS.ProcessEnv): void {
  store = new MongoDocumentStore({ url: env.MONGO_URL ?? "", database: env.MONGO_DB ?? "portal" });
}

export async function closePlantedLinks(): Promise<void> {
  await store?.close().catch(() => undefined);
  store = undefined;
}

/** A token that sets a password once, for 72 hours. */
export async function plantedPasswordToken(): Promise<string> {
  // The embedded profile's fuzz: nothing can be planted beside a running embedded portal (its
  // store is in its memory), so its calls get a token no link has: every answer a refusal.
  if (!store) return randomBytes(32).toString("base64url");
  if (planted === 0) await store.open();
  planted += 1;
  const id = 9500 + planted;
  const user: UserRecord = {
    id,
    login: `matrix.link.${id}`,
    password_hash: "",
    role: "staff",
    corporate: 0,
    discount: "0",
    info: { first_name: "Matritsa", last_name: "Havola", middle_name: "", tin: "", phone: "", email: "" },
    branches: "all",
  };
  await store.collection<UserRecord>(COLLECTIONS.users).insertOne(user);
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await store.collection<PasswordLinkRecord>(COLLECTIONS.passwordLinks).insertOne({
    token_hash: tokenHash(token),
    user_id: id,
    purpose: "set",
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 72 * 3600_000).toISOString(),
    used_at: null,
  });
  return token;
}
