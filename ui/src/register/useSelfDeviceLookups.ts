import type { SelfDeviceLookups } from "./state/selfDeviceModal";
import { useEffect, useState } from "react";
import * as catalogue from "../catalogue/catalogueApi";
import { useDomainText } from "../i18n/useDomainText";

const NONE: SelfDeviceLookups = { devices: [], countries: [], provinces: [] };

/** Devices, countries and provinces for the self-device modal, again when the language changes. */
export function useSelfDeviceLookups(): { lookups: SelfDeviceLookups; ready: boolean } {
  const { lang } = useDomainText();
  const [lookups, setLookups] = useState<SelfDeviceLookups>(NONE);
  const [ready, setReady] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names come in the interface language, so a new language loads them again
  useEffect(() => {
    let live = true;
    Promise.all([catalogue.allDevices(), catalogue.countries(), catalogue.provinces()]).then(
      ([devices, countries, provinces]) => {
        if (!live) return;
        setLookups({ devices, countries, provinces });
        setReady(true);
      },
      (error) => console.error("self-device lookups failed", error),
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return { lookups, ready };
}
