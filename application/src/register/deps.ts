import type { Clock, IdGenerator, LookupCatalogue } from "../shared";
import type { SelfDeviceRepository } from "./ports/SelfDeviceRepository";

/** The ports the own-devices register needs, resolved from the container by the composition root. */
export interface RegisterDeps {
  readonly selfDevices: SelfDeviceRepository;
  readonly catalogue: LookupCatalogue;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}
