import {
  type OpenInstrument,
  openApplicationsOf,
  serialKeysIn,
} from "@portal/domain/register/openInstruments";
import { useEffect, useState } from "react";

/**
 * The instruments of the signed-in customer's open verification applications, once the
 * server answers (none until then, or when `enabled` is false: staff, a saved appeal's edit).
 */
export function useOpenInstruments(enabled: boolean): readonly OpenInstrument[] {
  const [open, setOpen] = useState<readonly OpenInstrument[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // The register's calls load apart: the form's first page stays small.
    import("./registerApi")
      .then(({ openInstruments }) => openInstruments())
      .then(
        (answer) => {
          if (live) setOpen(answer.data);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [enabled]);
  return open;
}

/** The open applications a form's line is already in: its device, and a serial number its 'about device' lists. */
export function openApplicationsOfLine(
  line: { readonly device_id?: number | null | undefined; readonly about_device?: string | null | undefined },
  open: readonly OpenInstrument[],
): number[] {
  if (!line.device_id) return [];
  return openApplicationsOf(
    { deviceIds: [line.device_id], serialKeys: serialKeysIn(line.about_device) },
    open,
  );
}
