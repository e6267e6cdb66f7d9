import { useCallback, useEffect, useState } from "react";
import { customerForEntry } from "../../cabinet/cabinetApi";
import type { OfflineCustomer } from "../forms/offlineCustomer";
import type { ContractRecord } from "@portal/domain/contracts/contractRecord";
import { type AppealDetail, type AppealParties, appeal as readAppeal } from "../appealsApi";

const NO_PARTIES: AppealParties = { people: [] };
import { workApi } from "./workApi";

export interface LoadedAppeal {
  readonly appeal: AppealDetail | undefined;
  /** Who acted on it by name, and (for staff and reviewers) its customer: loaded with it. */
  readonly parties: AppealParties;
  readonly failed: boolean;
  /** Bumped by `reload`: a part loaded beside the appeal loads again with it. */
  readonly round: number;
  readonly reload: () => void;
}

/**
 * An appeal loaded by id; `reload` after a change. `prepare`, a function of the module's top
 * level, runs on the appeal before it is shown: a page loads there the chunk of the form this
 * kind of appeal is shown in, so that it renders at once instead of suspending
 * (components/preloadable.ts).
 */
export function useAppeal(id: number, prepare?: (appeal: AppealDetail) => Promise<void>): LoadedAppeal {
  const [appeal, setAppeal] = useState<AppealDetail | undefined>(undefined);
  const [parties, setParties] = useState<AppealParties>(NO_PARTIES);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh load; `prepare` is a module's function
  useEffect(() => {
    let live = true;
    setFailed(false);
    readAppeal(id).then(
      async ({ data, ...named }) => {
        await prepare?.(data);
        if (!live) return;
        setAppeal(data);
        setParties(named);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, round]);

  return { appeal, parties, failed, round, reload };
}

/**
 * An appeal's contracts and invoices, a part of its page apart from the appeal itself:
 * "skipped" for a role that may not read them (nothing is asked), undefined while loading,
 * "failed" when they could not be loaded, so the rest of the page still shows.
 */
export type AppealContracts = readonly ContractRecord[] | "skipped" | "failed" | undefined;

export function useAppealContracts(id: number, wanted: boolean, round: number): AppealContracts {
  const [contracts, setContracts] = useState<AppealContracts>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh load
  useEffect(() => {
    if (!wanted) {
      setContracts("skipped");
      return;
    }
    let live = true;
    setContracts(undefined);
    workApi.appealContracts(id).then(
      (list) => live && setContracts(list.data),
      () => live && setContracts("failed"),
    );
    return () => {
      live = false;
    };
  }, [id, wanted, round]);

  return contracts;
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
    customerForEntry(id).then(
      (answer) => live && setCustomer(answer.data),
      () => live && setCustomer(false),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return customer;
}
