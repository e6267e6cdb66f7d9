export * from "./localServer";
export * from "./minio";
export * from "./redis";
