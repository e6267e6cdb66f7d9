import { type Lifecycle, StorageFullError } from "@portal/application";
import type { DocumentStore } from "./document/DocumentCollection";
import { createIndexes, type PersistenceRepositories } from "./repositories";
import { type SeedOptions, seedDatabase } from "./seed";

/** Opens the store, creates the indexes and seeds before the server answers anything. */
export class PersistenceLifecycle implements Lifecycle {
  constructor(
    private readonly store: DocumentStore,
    private readonly repositories: PersistenceRepositories,
    private readonly seed?: SeedOptions,
    private readonly log: (line: string) => void = (line) => console.warn(line),
  ) {}

  async start(): Promise<void> {
    await this.store.open();
    await createIndexes(this.store);
    const keyed = await this.repositories.results.keyOlderSerials();
    if (keyed > 0)
      this.log(`gave ${keyed} stored result versions their serial key (the public check's search)`);
    if (this.seed) await this.seedUnlessFull(this.seed);
  }

  stop(): Promise<void> {
    return this.store.close();
  }

  /**
   * A full disk does not stop the start: the server still serves what is stored and
   * answers 503 to writes. Seeding writes only what is missing, so the next start with
   * room finishes it.
   */
  private async seedUnlessFull(seed: SeedOptions): Promise<void> {
    try {
      await seedDatabase(this.repositories, seed);
    } catch (error) {
      if (!(error instanceof StorageFullError)) throw error;
      this.log("the demo data was not all written (the disk is full); the next start writes the rest");
    }
  }
}
