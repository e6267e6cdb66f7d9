import type { AppealRepository, Clock, IdGenerator, LookupCatalogue, UserRepository } from "../shared";
import type { RegisterPageRepository, SelfDeviceRepository } from "./ports/SelfDeviceRepository";

/** The ports the own-devices register needs, resolved from the container by the composition root. */
export interface RegisterDeps {
  readonly selfDevices: SelfDeviceRepository & RegisterPageRepository;
  readonly catalogue: LookupCatalogue;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The customer whose register staff read (offline entry). */
  readonly users: UserRepository;
  /** The customer's open applications, whose lines mark the instruments already applied for. */
  readonly appeals: AppealRepository;
}
