export * from "./ferretdb";
export * from "./localServer";
export * from "./minio";
export * from "./pdfText";
export * from "./redis";
export * from "./smallDisk";
