import type { IdGenerator } from "../shared";
import type { SelfDeviceRecord, SelfDeviceRepository } from "./ports/SelfDeviceRepository";

/** What a recorded result of the work tells the register about one instrument (issue 14). */
export interface InspectionOutcome {
  readonly ownerId: number;
  readonly deviceId: number;
  readonly serialNumber: string;
  /** The day the work was done, "YYYY-MM-DD". */
  readonly inspectionDate: string;
  /** Until when the result holds; a fit result has one, an unfit one may not. */
  readonly validUntil?: string;
  readonly fit: boolean;
  readonly certificate: { readonly number: string; readonly appealId: number };
  /** Where a new entry says the instrument is: the appeal's area and country as the catalogue knows them. */
  readonly countryId: number;
  readonly areaOfUseId: number;
}

/** A certificate revoked by staff: the entry that names it as its last one says so. */
export interface CertificateRevocation {
  readonly ownerId: number;
  readonly deviceId: number;
  readonly serialNumber: string;
  readonly certificateNumber: string;
  /** When it was revoked (ISO time). */
  readonly revokedAt: string;
}

/** The register's side of a result, for the module that records results. */
export interface InspectionRecorder {
  /**
   * Updates the owner's entry of the instrument (matched by catalogue device and serial
   * number), or creates it: a fit result sets the inspection and next inspection dates and
   * clears "unfit"; an unfit one marks it unfit and keeps the dates it had. Either way the
   * entry names the result's certificate. Answers the entry as stored.
   */
  record(outcome: InspectionOutcome): Promise<SelfDeviceRecord>;
  /**
   * Marks the owner's entry's last certificate revoked when it is the one revoked; its dates
   * and unfit mark stay as the result set them (docs/decisions.md). An entry that has since
   * heard of a newer certificate, or none at all, is left as it is. Answers the entry as stored.
   */
  revoke(revocation: CertificateRevocation): Promise<SelfDeviceRecord | undefined>;
}

export function makeInspectionRecorder(deps: {
  readonly selfDevices: SelfDeviceRepository;
  readonly ids: IdGenerator;
}): InspectionRecorder {
  return {
    async record(outcome) {
      const existing = await deps.selfDevices.findBySerial(
        outcome.ownerId,
        outcome.deviceId,
        outcome.serialNumber,
      );
      const certificate = { number: outcome.certificate.number, appeal_id: outcome.certificate.appealId };
      const dates =
        outcome.fit && outcome.validUntil !== undefined
          ? { inspection_date: outcome.inspectionDate, next_inspection_date: outcome.validUntil }
          : undefined;
      if (existing) {
        const updated: SelfDeviceRecord = {
          ...existing,
          ...dates,
          unfit: !outcome.fit,
          last_certificate: certificate,
        };
        await deps.selfDevices.replace(updated);
        return updated;
      }
      const created: SelfDeviceRecord = {
        id: await deps.ids.next("self_devices"),
        user_id: outcome.ownerId,
        device_id: outcome.deviceId,
        country_id: outcome.countryId,
        area_of_use_id: outcome.areaOfUseId,
        inspection_date: outcome.inspectionDate,
        next_inspection_date: dates?.next_inspection_date ?? outcome.inspectionDate,
        serial_number: outcome.serialNumber,
        unfit: !outcome.fit,
        last_certificate: certificate,
      };
      await deps.selfDevices.insert(created);
      return created;
    },

    async revoke(revocation) {
      const existing = await deps.selfDevices.findBySerial(
        revocation.ownerId,
        revocation.deviceId,
        revocation.serialNumber,
      );
      const certificate = existing?.last_certificate;
      if (!existing || certificate?.number !== revocation.certificateNumber) return existing;
      if (certificate.revoked_at !== undefined) return existing;
      const updated: SelfDeviceRecord = {
        ...existing,
        last_certificate: { ...certificate, revoked_at: revocation.revokedAt },
      };
      await deps.selfDevices.replace(updated);
      return updated;
    },
  };
}
