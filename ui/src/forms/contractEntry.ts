import type { AppealMode } from "../state/modes";
import type { SubmitSteps } from "./submitFlow";

/**
 * A saved row as the contract call sends it (spec 7: id, device_id, type_id, amount, cost,
 * together). The server finds the row by `id` and reads only the joint choice from it.
 */
export interface ContractRow {
  readonly id?: number | null | undefined;
  readonly device_id?: number | null | undefined;
  readonly type_id?: number | null | undefined;
  readonly amount?: number | null | undefined;
  readonly together?: 0 | 1 | null | undefined;
}

/**
 * Mode 2 on a contract page (spec 2, 2.9–2.11): what the button does (a contract, or an
 * invoice for a yearly appeal) and its words.
 */
export interface ContractEntry {
  readonly label: string;
  readonly steps: (rows: readonly ContractRow[], contractNumber: string) => SubmitSteps;
}

/**
 * What a form with saved rows takes (spec 2.1, 2.8–2.11): mode 1 is the customer's
 * application; mode 2 shows the saved rows disabled, with the offer pre-accepted, and, when
 * a contract is given, the contract number and the create button; without one it is only a view.
 */
export interface AppealFormProps<R> {
  readonly mode?: AppealMode;
  readonly preloaded?: readonly R[] | undefined;
  readonly contract?: ContractEntry | undefined;
}
