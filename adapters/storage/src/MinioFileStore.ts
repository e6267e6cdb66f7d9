import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { type FileStore, ServiceUnavailableError } from "@portal/application";
import { Client } from "minio";
import { assertFileKey } from "./fileKey";

export interface MinioFileStoreOptions {
  readonly endPoint: string;
  readonly port: number;
  readonly useSSL: boolean;
  readonly accessKey: string;
  readonly secretKey: string;
  readonly bucket: string;
  /** Per call; the MinIO client itself would wait forever on a server that stopped answering. */
  readonly timeoutMs?: number;
}

/** Network errors that mean "the server is not there", not "we sent something wrong". */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ServiceUnavailable",
  "SlowDown",
  "XMinioServerNotInitialized",
]);

/** The production file store: one object per key in one bucket, created at start if missing. */
export class MinioFileStore implements FileStore {
  private readonly client: Client;
  private readonly bucket: string;
  private readonly timeoutMs: number;
  private bucketReady: Promise<void> | undefined;

  constructor(options: MinioFileStoreOptions) {
    const { bucket, timeoutMs = 4000, ...connection } = options;
    // A fixed region saves a region lookup per bucket; retries are ours to decide (the client's
    // retry turns a 503 into a plain Error after logging to the console).
    this.client = new Client({ ...connection, region: "us-east-1", retryOptions: { disableRetry: true } });
    this.bucket = bucket;
    this.timeoutMs = timeoutMs;
  }

  /** Creates the bucket if missing; calls do it on demand too, so MinIO may start later than the app. */
  start(): Promise<void> {
    this.bucketReady ??= this.call(async () => {
      if (await this.client.bucketExists(this.bucket)) return;
      await this.client.makeBucket(this.bucket, "us-east-1").catch((error: unknown) => {
        if (codeOf(error) !== "BucketAlreadyOwnedByYou") throw error;
      });
    }).catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  /** Readiness: MinIO answers, and the bucket is there (the call is bounded like every other). */
  async ping(): Promise<void> {
    if (!(await this.call(() => this.client.bucketExists(this.bucket)))) {
      throw new Error(`the bucket ${this.bucket} does not exist`);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    await this.start();
    await this.call(() =>
      this.client.putObject(this.bucket, key, body, body.length, { "Content-Type": contentType }),
    );
  }

  async get(key: string): Promise<{ body: Readable; size: number; contentType: string } | undefined> {
    assertFileKey(key);
    await this.start();
    // The client answers with the HTTP response itself; its headers give size and type of the
    // very version being streamed, with no second request that could see a newer one.
    const response = (await this.call(() => this.client.getObject(this.bucket, key)).catch(
      missingAsUndefined,
    )) as IncomingMessage | undefined;
    if (!response) return undefined;
    const size = Number(response.headers?.["content-length"]);
    if (!Number.isFinite(size)) throw new Error("the MinIO client returned a response without a length");
    return {
      body: response,
      size,
      contentType: response.headers["content-type"] ?? "application/octet-stream",
    };
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    await this.start();
    await this.call(() => this.client.removeObject(this.bucket, key));
  }

  /** Bounds a call in time and turns "cannot reach MinIO" into the error the HTTP layer answers with 503. */
  private async call<T>(operation: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const pending = operation();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`MinIO did not answer in ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([pending, timeout]);
    } catch (error) {
      if (isUnavailable(error)) {
        // A late answer to a call we gave up on must not hold a socket open.
        pending.then(destroyIfStream, () => {});
        throw new ServiceUnavailableError("file-store", error);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | undefined)?.code;
}

function isUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined) return NETWORK_CODES.has(code);
  // Any 5xx reaches us as a plain Error from the client's retry loop, even with retries disabled.
  const message = error instanceof Error ? error.message : "";
  return /Retryable HTTP status|did not answer/.test(message);
}

function missingAsUndefined(error: unknown): undefined {
  if (codeOf(error) === "NoSuchKey" || codeOf(error) === "NotFound") return undefined;
  throw error;
}

function destroyIfStream(value: unknown): void {
  if (value && typeof (value as Readable).destroy === "function") (value as Readable).destroy();
}
