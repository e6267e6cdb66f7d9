import type { ReactNode } from "react";
import { useState } from "react";
import type { AppealFormProps, ContractEntry } from "../../forms/contractEntry";
import { ContractNumberField } from "./ContractNumberField";
import { FormFrame } from "./FormFrame";
import { type Keyed, type RowList, unkeyed, useRowList } from "./keyedRows";
import { RequisitesFor } from "./RequisitesFor";
import { type RowColumn, RowTable } from "./RowTable";
import type { SubmitSteps } from "../../forms/submitFlow";
import { type AppealBasics, useAppealBasics } from "./useAppealBasics";
import { useSubmitFlow } from "./useSubmitFlow";

/** What a rows form works on: the basics of its mode, its rows, and whether they are disabled (mode 2). */
export interface RowsFormState<R extends object> {
  readonly basics: AppealBasics;
  readonly list: RowList<R>;
  readonly disabled: boolean;
}

/** What a rows form starts with: the basics of its mode and its rows (the saved ones, if given). */
export function useRowsForm<R extends object>(
  blank: () => R,
  { mode = 1, preloaded, editing = false }: AppealFormProps<R> & { readonly editing?: boolean },
): RowsFormState<R> {
  const basics = useAppealBasics(mode, editing);
  const list = useRowList(blank, preloaded);
  return { basics, list, disabled: mode === 2 };
}

export interface RowsFormProps<R extends object> {
  readonly title: string;
  readonly basics: AppealBasics;
  readonly list: RowList<R>;
  readonly columns: readonly RowColumn<Keyed<R>>[];
  /** Mode 1: the application's submission, from the rows as sent. */
  readonly steps: (rows: R[]) => SubmitSteps;
  /** Mode 2 on a contract page: the contract number and the create button instead of send. */
  readonly contract?: ContractEntry | undefined;
  /** What stands above the table (a type choice). */
  readonly children?: ReactNode;
}

/**
 * A form of rows (spec 2.1, 2.8–2.13), composed once for every kind: in mode 1 the
 * requisites, the row table, the offer and the send button; in mode 2 the saved rows
 * disabled, with the contract number and the create button when a contract is given, or
 * only the view (no button, no offer) when none is.
 */
export function RowsForm<R extends object>({
  title,
  basics,
  list,
  columns,
  steps,
  contract,
  children,
}: RowsFormProps<R>) {
  const flow = useSubmitFlow();
  const [contractNumber, setContractNumber] = useState("");
  const viewing = basics.mode === 2;
  const table = (
    <RowTable
      caption={title}
      rows={list.rows}
      rowKey={(row) => row._key}
      columns={columns}
      onRemove={list.remove}
      onAdd={list.add}
      disabled={viewing}
    />
  );
  if (viewing && !contract) {
    return (
      <section className="card application-form" data-testid="appeal-view">
        <h2 className="section-title">{title}</h2>
        {children}
        {table}
      </section>
    );
  }
  const send = () =>
    flow.submit(contract ? contract.steps(unkeyed(list.rows), contractNumber) : steps(unkeyed(list.rows)));
  return (
    <FormFrame
      title={title}
      basics={basics}
      busy={flow.busy}
      errors={flow.errors}
      onSend={send}
      {...(contract ? { sendLabel: contract.label } : {})}
    >
      {children}
      {/* Mode 2 shows the saved appeal: its requisite was chosen when it was sent. */}
      {!viewing && <RequisitesFor basics={basics} />}
      {contract && <ContractNumberField value={contractNumber} onChange={setContractNumber} />}
      {table}
    </FormFrame>
  );
}
