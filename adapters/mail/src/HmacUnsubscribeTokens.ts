import { createHmac, timingSafeEqual } from "node:crypto";
import type { UnsubscribeTokens } from "@portal/application";

/**
 * Unsubscribe tokens: an HMAC-SHA256 of the user id, under a key derived from the
 * server's secret for this one purpose (so a token is worth nothing as a CSRF token or
 * anything else signed with that secret). No expiry: an old e-mail's link keeps working.
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("portal/unsubscribe-link/v1").digest();
  }

  sign(userId: number): string {
    return createHmac("sha256", this.key).update(`user:${userId}`).digest("base64url");
  }

  verify(userId: number, token: string): boolean {
    const expected = Buffer.from(this.sign(userId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
