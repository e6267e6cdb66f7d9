import {
  OPEN_STATUSES,
  type OpenInstrument,
  openApplicationsOf,
  openInstrumentsOf,
  type RegisterEntry,
  serialKey,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type CatalogueDevice, type Result, signedInCustomer } from "../shared";
import type { RegisterDeps } from "./deps";

/** The newest open applications read for their lines: as many as one page of the store holds. */
const OPEN_APPEALS_READ = 100;

/** The verification device an entry of the register is applied for as (registerPage's). */
export type VerificationOf = (deviceId: number) => CatalogueDevice | undefined;

export interface OpenApplications {
  /** GET /api/my/open-instruments: the instruments of the caller's open verification applications. */
  openInstruments(actor: Actor): Result<OpenInstrument[]>;
  /**
   * The register's entries, each with the owner's open applications that already hold it
   * (`open_appeals`): a line of its device, or of the verification device it is applied for
   * as, listing its serial number. Entries without a serial number are never marked.
   */
  marked(
    ownerId: number,
    entries: readonly RegisterEntry[],
    verificationOf: () => Promise<VerificationOf>,
  ): Promise<RegisterEntry[]>;
}

/** Instruments already applied for (docs/decisions.md, "Duplicates flagged"). */
export function makeOpenApplications(deps: Pick<RegisterDeps, "appeals">): OpenApplications {
  async function openOf(ownerId: number): Promise<OpenInstrument[]> {
    const page = await deps.appeals.listRecords(
      { owner_id: ownerId, kind: "verification", statuses: OPEN_STATUSES },
      { limit: OPEN_APPEALS_READ },
    );
    return openInstrumentsOf(page.items);
  }

  return {
    async openInstruments(actor) {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      return E.right(await openOf(user.right.id));
    },

    async marked(ownerId, entries, verificationOf) {
      if (!entries.some((entry) => entry.serial_number)) return [...entries];
      const open = await openOf(ownerId);
      if (open.length === 0) return [...entries];
      const applyingAs = await verificationOf();
      return entries.map((entry) => {
        const serial = entry.serial_number ? serialKey(entry.serial_number) : "";
        const asVerification = applyingAs(entry.device_id)?.id;
        const deviceIds =
          asVerification === undefined ? [entry.device_id] : [entry.device_id, asVerification];
        const ids = openApplicationsOf({ deviceIds, serialKeys: serial === "" ? [] : [serial] }, open);
        return ids.length > 0 ? { ...entry, open_appeals: ids } : entry;
      });
    },
  };
}
