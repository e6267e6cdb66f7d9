import type { Branch, City, Province } from "@portal/domain";
import { type FeedbackFormState, preselectFirstDistrict } from "../state/feedback";
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import { api } from "../api";
import { useDomainText } from "../i18n/useDomainText";

/**
 * The feedback form's lists: branches and regions (again when the language changes), and
 * the districts of the chosen region, the first of which is preselected (spec 4).
 */
export function useFeedbackLookups(
  regionId: number | undefined,
  setForm: Dispatch<SetStateAction<FeedbackFormState>>,
) {
  const { lang } = useDomainText();
  const [branches, setBranches] = useState<Branch[]>([]);
  const [regions, setRegions] = useState<Province[]>([]);
  const [districts, setDistricts] = useState<City[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the names come in the interface language, so a new language loads them again
  useEffect(() => {
    api.branches().then(setBranches, () => setBranches([]));
    api.regions().then(setRegions, () => setRegions([]));
  }, [lang]);

  useEffect(() => {
    if (regionId === undefined) {
      setDistricts([]);
      return;
    }
    let live = true;
    api.cities(regionId).then(
      (cities) => {
        if (!live) return;
        setDistricts(cities);
        setForm((state) => (state.region_id === regionId ? preselectFirstDistrict(state, cities) : state));
      },
      () => live && setDistricts([]),
    );
    return () => {
      live = false;
    };
  }, [regionId, setForm]);

  return { branches, regions, districts };
}
