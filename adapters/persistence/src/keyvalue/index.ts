export { MemoryIdempotencyStore } from "./MemoryIdempotencyStore";
export { MemoryRateLimiter } from "./MemoryRateLimiter";
export { MemorySessionStore } from "./MemorySessionStore";
export { MemoryOneIdStates, RedisOneIdStates } from "./OneIdStateStores";
export {
  type MemoryKeyValueOptions,
  memoryKeyValueModule,
  type RedisKeyValueOptions,
  redisKeyValueModule,
} from "./modules";
export { RedisIdempotencyStore } from "./RedisIdempotencyStore";
export { RedisRateLimiter } from "./RedisRateLimiter";
export { RedisSessionStore } from "./RedisSessionStore";
export { createRedisClient, redisLifecycle } from "./redisConnection";
