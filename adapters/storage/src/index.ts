export { InvalidFileKeyError, isFileKey } from "./fileKey";
export { LocalDiskFileStore } from "./LocalDiskFileStore";
export { MinioFileStore, type MinioFileStoreOptions } from "./MinioFileStore";
export {
  type EmbeddedStorageOptions,
  embeddedStorageModule,
  type MinioStorageOptions,
  minioStorageModule,
} from "./modules";
