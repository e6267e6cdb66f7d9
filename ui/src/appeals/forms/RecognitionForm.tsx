import type { FeeKind } from "@portal/domain/appeals/fees";
import type { KompleksRow, RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import type { RecognitionAppealKind } from "@portal/domain/appeals/recognitionAppeal";
import { blankRecognitionRow } from "./state/recognition";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SaveReply } from "@portal/domain/appeals/saveAnswer";
import { feeColumn } from "./columns";
import type { AppealFormProps, ContractEntry } from "../../forms/contractEntry";
import type { Keyed } from "./keyedRows";
import { type RecognitionSaveBody, recognitionSteps } from "./recognitionSteps";
import type { RowColumn } from "./RowTable";
import { RowsForm, type RowsFormState, useRowsForm } from "./RowsForm";
import { TypeChoice, type TypeChoiceProps } from "./TypeChoice";

/** A recognition form's rows, each new one blank of `typeId` (the form's type, or the type chosen). */
export function useRecognitionRows(typeId: number, props: AppealFormProps<RecognitionRow>) {
  const blank = useCallback(() => blankRecognitionRow(typeId), [typeId]);
  return useRowsForm(blank, props);
}

/** The type a form with a type choice starts with: the saved rows' type, else `initial`. */
export const useChosenType = <T extends number>(
  preloaded: readonly RecognitionRow[] | undefined,
  initial: T,
) => useState<T>((preloaded?.[0]?.type_id as T | undefined) ?? initial);

export interface RecognitionFormProps<R extends RecognitionRow | KompleksRow, T extends number> {
  readonly title: string;
  /** What `useRowsForm` gave: the basics, the rows and whether they are disabled (mode 2). */
  readonly form: RowsFormState<R>;
  readonly columns: readonly RowColumn<Keyed<R>>[];
  /** The save's kind and the type_id it sends beside the appeal (none for kompleks and standard samples). */
  readonly kind: RecognitionAppealKind;
  readonly typeId: number | undefined;
  /** Mode 2's cost column, last: each row's fee kind. Without it (no fee for the type), no cost column. */
  readonly feeOf?: ((row: R) => FeeKind) | undefined;
  /** The rows as the save sends them, when not as they are. */
  readonly toSent?: ((rows: R[]) => readonly (RecognitionRow | KompleksRow)[]) | undefined;
  readonly contract?: ContractEntry | undefined;
  /** The save the body goes to: the kind's save call, or a reviewer's update of the saved appeal. */
  readonly send: (body: RecognitionSaveBody) => Promise<SaveReply>;
  /** The exclusive type choice above the table, disabled with the rows. */
  readonly choice?: Omit<TypeChoiceProps<T>, "disabled"> | undefined;
}

/**
 * The form every kind saved by the recognition save shares (spec 2.1, 2.9–2.13): the rows
 * form with the kind's columns, mode 2's cost column, and the recognition submission.
 */
export function RecognitionForm<R extends RecognitionRow | KompleksRow, T extends number = number>({
  title,
  form: { basics, list, disabled },
  columns,
  kind,
  typeId,
  feeOf,
  toSent,
  contract,
  send,
  choice,
}: RecognitionFormProps<R, T>) {
  const { t } = useTranslation();
  return (
    <RowsForm
      title={title}
      basics={basics}
      list={list}
      columns={disabled && feeOf ? [...columns, feeColumn(t("forms.cost"), feeOf)] : columns}
      contract={contract}
      steps={(rows) => recognitionSteps(basics, toSent ? toSent(rows) : rows, kind, typeId, send)}
    >
      {choice && <TypeChoice {...choice} disabled={disabled} />}
    </RowsForm>
  );
}
