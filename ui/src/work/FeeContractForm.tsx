import { appealRowFee } from "@portal/domain/fees";
import { formatSom } from "@portal/domain/money";
import type { FormEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { useSubmitFlow } from "../forms/useSubmitFlow";
import { useDomainText } from "../i18n/useDomainText";
import { rowName } from "./AppealRows";
import { contractSteps } from "./contractSteps";
import type { AppealDetail } from "./workApi";

const num = (value: unknown): number => (typeof value === "number" ? value : Number(value) || 0);

/**
 * The contract page of the kinds whose form has no mode 2 of its own (method recognition,
 * recognition test, normative and standard-sample expertise): the saved rows read-only,
 * each priced by the domain fee, the contract number and the create button.
 */
export function FeeContractForm({
  appeal,
  yearly,
}: {
  readonly appeal: AppealDetail;
  readonly yearly: boolean;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const flow = useSubmitFlow();
  const [contractNumber, setContractNumber] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.submit(contractSteps(appeal.id, yearly, [], contractNumber));
  };
  return (
    <form className="card card--form application-form" onSubmit={submit} noValidate>
      <h1 className="page-title">{t("work.contract.title", { id: appeal.id })}</h1>
      <p>{t(`appeals.kinds.${appeal.kind}`)}</p>
      <div className="table-wrap">
        <table className="table" data-testid="contract-rows">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">{t("forms.name")}</th>
              <th scope="col" className="num">
                {t("forms.quantity")}
              </th>
              <th scope="col" className="num">
                {t("forms.cost")}
              </th>
            </tr>
          </thead>
          <tbody>
            {appeal.devices.map((row, i) => {
              const fee = appealRowFee(num(row.type_id ?? appeal.type_id), num(row.amount), false);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: saved rows never move
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{rowName(row)}</td>
                  <td className="num">{num(row.amount)}</td>
                  <td className="num">{fee === undefined ? "—" : formatSom(fee)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <FormField label={t("forms.contractNumber")}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={contractNumber}
            onChange={(event) => setContractNumber(event.target.value)}
          />
        )}
      </FormField>
      <ErrorList messages={flow.errors} className="application-form__errors" />
      <div className="form-actions">
        <BusyButton type="submit" busy={flow.busy}>
          {flow.busy
            ? say("pleaseWait")
            : t(yearly ? "work.contract.createInvoice" : "work.contract.createContract")}
        </BusyButton>
      </div>
    </form>
  );
}
