import { useCallback, useEffect, useState } from "react";
import type { OfflineCustomer } from "../forms/offlineCustomer";
import { type AppealDetail, type Contract, workApi } from "./workApi";

export interface LoadedAppeal {
  readonly appeal: AppealDetail | undefined;
  readonly contracts: readonly Contract[];
  readonly failed: boolean;
  readonly reload: () => void;
}

/** An appeal with its contracts, loaded by id; `reload` after a change. */
export function useAppeal(id: number, withContracts = true): LoadedAppeal {
  const [appeal, setAppeal] = useState<AppealDetail | undefined>(undefined);
  const [contracts, setContracts] = useState<readonly Contract[]>([]);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh load
  useEffect(() => {
    let live = true;
    setFailed(false);
    Promise.all([
      workApi.appeal(id),
      withContracts ? workApi.appealContracts(id) : Promise.resolve({ data: [] as Contract[] }),
    ]).then(
      ([loaded, list]) => {
        if (!live) return;
        setAppeal(loaded.data);
        setContracts(list.data);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, withContracts, round]);

  return { appeal, contracts, failed, reload };
}

/**
 * A customer as staff work for them (GET /api/staff/customers/{id}): undefined while loading
 * (or while no id is known yet), false when they cannot be loaded.
 */
export function useCustomerForEntry(id: number | undefined): OfflineCustomer | false | undefined {
  const [customer, setCustomer] = useState<OfflineCustomer | false | undefined>(undefined);
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    setCustomer(undefined);
    workApi.customer(id).then(
      (answer) => live && setCustomer(answer.data),
      () => live && setCustomer(false),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return customer;
}
