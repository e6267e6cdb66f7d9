import {
  type Clock,
  type Lifecycle,
  type ReadinessCheck,
  type SessionStore,
  TOKENS,
} from "@portal/application";
import { ContainerModule } from "inversify";
import type { Redis } from "ioredis";
import { systemClock } from "./ExpiringMap";
import { MemoryIdempotencyStore } from "./MemoryIdempotencyStore";
import { MemoryRateLimiter } from "./MemoryRateLimiter";
import { MemorySessionStore } from "./MemorySessionStore";
import { MemoryOneIdStates, RedisOneIdStates } from "./OneIdStateStores";
import { RedisIdempotencyStore } from "./RedisIdempotencyStore";
import { RedisRateLimiter } from "./RedisRateLimiter";
import { RedisSessionStore } from "./RedisSessionStore";
import { cacheCall, createRedisClient, redisLifecycle } from "./redisConnection";

export interface MemoryKeyValueOptions {
  /** Decides when sessions, windows and idempotency keys expire; tests pass a fake one. */
  readonly clock?: Clock;
}

export function memoryKeyValueModule({ clock = systemClock }: MemoryKeyValueOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<SessionStore>(TOKENS.SessionStore).toConstantValue(new MemorySessionStore(clock));
    bind(TOKENS.RateLimiter).toConstantValue(new MemoryRateLimiter(clock));
    bind(TOKENS.IdempotencyStore).toConstantValue(new MemoryIdempotencyStore(clock));
    bind(TOKENS.OneIdStates).toConstantValue(new MemoryOneIdStates(clock));
  });
}

export interface RedisKeyValueOptions {
  /** redis://[:password@]host:port[/db] */
  readonly url: string;
}

/**
 * The three stores share one connection, opened when first resolved. Also adds one Lifecycle
 * (one per real adapter: resolve them with `getAll`) that waits for it and closes it.
 */
export function redisKeyValueModule({ url }: RedisKeyValueOptions): ContainerModule {
  // Private to this module, so no other package can reach the raw client.
  const client = Symbol("RedisClient");
  return new ContainerModule(({ bind }) => {
    bind<Redis>(client)
      .toDynamicValue(() => createRedisClient(url))
      .inSingletonScope();
    bind<SessionStore>(TOKENS.SessionStore)
      .toDynamicValue((context) => new RedisSessionStore(context.get<Redis>(client)))
      .inSingletonScope();
    bind(TOKENS.RateLimiter)
      .toDynamicValue((context) => new RedisRateLimiter(context.get<Redis>(client)))
      .inSingletonScope();
    bind(TOKENS.IdempotencyStore)
      .toDynamicValue((context) => new RedisIdempotencyStore(context.get<Redis>(client)))
      .inSingletonScope();
    bind(TOKENS.OneIdStates)
      .toDynamicValue((context) => new RedisOneIdStates(context.get<Redis>(client)))
      .inSingletonScope();
    bind<Lifecycle>(TOKENS.Lifecycle)
      .toDynamicValue((context) => redisLifecycle(context.get<Redis>(client)))
      .inSingletonScope();
    bind<ReadinessCheck>(TOKENS.ReadinessCheck)
      .toDynamicValue((context) => {
        const redis = context.get<Redis>(client);
        return { service: "cache", check: () => cacheCall(() => redis.ping()).then(() => undefined) };
      })
      .inSingletonScope();
  });
}
