import type { SignerAccount } from "@portal/domain/accounts/signers";
import type { ReferenceStandard } from "@portal/domain/standards/referenceStandard";
import { useEffect, useState } from "react";
import { listSigners, listStandards } from "./resultsApi";

/** What a measurement is chosen from: the branches' reference standards and the signers. */
export interface MeasurementLists {
  readonly standards: readonly ReferenceStandard[];
  readonly signers: readonly SignerAccount[];
}

/**
 * The lists, loaded once the page shows a measurement (`wanted`): undefined while they come,
 * "failed" when either could not be read.
 */
export function useMeasurementLists(wanted: boolean): MeasurementLists | "failed" | undefined {
  const [lists, setLists] = useState<MeasurementLists | "failed" | undefined>(undefined);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!wanted || asked) return;
    setAsked(true);
    Promise.all([listStandards(), listSigners()]).then(
      ([standards, signers]) => setLists({ standards: standards.data, signers: signers.data }),
      () => setLists("failed"),
    );
  }, [wanted, asked]);
  return lists;
}
