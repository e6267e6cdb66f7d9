import type { Lifecycle } from "@portal/application";
import type { DocumentStore } from "./document/DocumentCollection";
import { createIndexes, type PersistenceRepositories } from "./repositories";
import { type SeedOptions, seedDatabase } from "./seed";

/** Opens the store, creates the indexes and seeds before the server answers anything. */
export class PersistenceLifecycle implements Lifecycle {
  constructor(
    private readonly store: DocumentStore,
    private readonly repositories: PersistenceRepositories,
    private readonly seed?: SeedOptions,
  ) {}

  async start(): Promise<void> {
    await this.store.open();
    await createIndexes(this.store);
    if (this.seed) await seedDatabase(this.repositories, this.seed);
  }

  stop(): Promise<void> {
    return this.store.close();
  }
}
