import type { Branch, Province } from "@portal/domain/catalogue/lookups";
import { type FeedbackFormState, preselectFirstDistrict } from "./state/feedback";
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";
import * as catalogue from "../catalogue/catalogueApi";
import { useLookupOf } from "../forms/useLookup";
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: the names come in the interface language, so a new language loads them again
  useEffect(() => {
    catalogue.branches().then(setBranches, () => setBranches([]));
    catalogue.regions().then(setRegions, () => setRegions([]));
  }, [lang]);

  const districts = useLookupOf(regionId, catalogue.cities, (cities, region) =>
    setForm((state) => (state.region_id === region ? preselectFirstDistrict(state, cities) : state)),
  );

  return { branches, regions, districts };
}
