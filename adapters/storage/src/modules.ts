import { join } from "node:path";
import { type FileStore, type Lifecycle, type ReadinessCheck, TOKENS } from "@portal/application";
import { ContainerModule } from "inversify";
import { LocalDiskFileStore } from "./LocalDiskFileStore";
import { MinioFileStore, type MinioFileStoreOptions } from "./MinioFileStore";

export interface EmbeddedStorageOptions {
  /** The embedded profile's data directory; uploads go to `<dataDir>/uploads/<folder>/<name>`. */
  readonly dataDir: string;
}

export function embeddedStorageModule({ dataDir }: EmbeddedStorageOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const store = new LocalDiskFileStore(join(dataDir, "uploads"));
    bind<FileStore>(TOKENS.FileStore).toConstantValue(store);
    bind<ReadinessCheck>(TOKENS.ReadinessCheck).toConstantValue({
      service: "file-store",
      check: () => store.ping(),
    });
  });
}

export type MinioStorageOptions = MinioFileStoreOptions;

/**
 * Also adds one Lifecycle (there may be several, one per real adapter: resolve them with
 * `getAll`) whose start creates the bucket; MinIO holds no connection to close.
 */
export function minioStorageModule(options: MinioStorageOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const store = new MinioFileStore(options);
    bind<FileStore>(TOKENS.FileStore).toConstantValue(store);
    bind<Lifecycle>(TOKENS.Lifecycle).toConstantValue({ start: () => store.start(), stop: async () => {} });
    bind<ReadinessCheck>(TOKENS.ReadinessCheck).toConstantValue({
      service: "file-store",
      check: () => store.ping(),
    });
  });
}
