import type { ContractPreview, PreviewLine } from "@portal/domain/contracts/contractPreview";
import { validateContractNumber } from "@portal/domain/contracts/contractNumber";
import { contractPageOf, paperworkOffered } from "@portal/domain/appeals/paperwork";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BusyButton } from "../../components/BusyButton";
import { type DataColumn, DataTable } from "../../components/DataTable";
import { FormField } from "../../components/FormField";
import { Spinner } from "../../components/Spinner";
import { useToasts } from "../../components/Toasts";
import { useDomainText } from "../../i18n/useDomainText";
import { errorListOf, statusOf } from "../../logic/serverErrors";
import type { AppealDetail } from "../appealsApi";
import { workApi } from "./workApi";
import { isInWork } from "./workLink";

/** A card that says what comes next on the appeal, with what does it. */
function NextStep({
  title,
  testId,
  children,
}: {
  readonly title: string;
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const heading = useId();
  return (
    <section className="card next-step" data-testid={testId} aria-labelledby={heading}>
      <h2 className="section-title" id={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The document's lines as the server will store them, with its total. */
function PreviewLines({ preview }: { readonly preview: ContractPreview }) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const columns: DataColumn<PreviewLine>[] = [
    { header: "№", cell: (_, i) => i + 1 },
    { header: t("work.paperwork.name"), cell: (line) => line.name },
    { header: t("work.paperwork.amount"), className: "num", cell: (line) => line.amount },
    { header: t("work.paperwork.unitPrice"), className: "num", cell: (line) => money(line.unit_price) },
    { header: t("work.paperwork.discount"), className: "num", cell: (line) => money(line.discount) },
    { header: t("work.paperwork.vat"), className: "num", cell: (line) => money(line.vat) },
    { header: t("work.paperwork.lineTotal"), className: "num", cell: (line) => money(line.total) },
  ];
  return (
    <DataTable
      items={preview.lines}
      columns={columns}
      rowKey={(line) => line.id}
      caption={t("work.paperwork.lines")}
      testId="paperwork-lines"
      footer={
        <tr>
          <th scope="row" colSpan={columns.length - 1}>
            {t("work.paperwork.total")}
          </th>
          <td className="num" data-testid="paperwork-total">
            {money(preview.total)}
          </td>
        </tr>
      }
    />
  );
}

/**
 * The contract, or the invoice of an appeal under the customer's yearly contract, made from
 * the appeal's page: the lines and total the server will store (its own preview), the number
 * (the yearly contract's prefilled for an invoice; required, 'Shartnoma raqamini kiriting!'),
 * and the button. Every row goes with its own certificate: joint ones are chosen on the
 * contract pages of the kinds that have them.
 */
function DocumentCard({ appeal, onDone }: { readonly appeal: AppealDetail; readonly onDone: () => void }) {
  const { t } = useTranslation();
  const { say, show } = useDomainText();
  const toasts = useToasts();
  const [preview, setPreview] = useState<ContractPreview | "failed" | undefined>(undefined);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [number, setNumber] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setPreview(undefined);
    workApi.contractPreview(appeal.id).then(
      (answer) => {
        if (!live) return;
        setPreview(answer.data);
        setNumber(answer.data.contract_number ?? "");
      },
      (error: unknown) => {
        if (!live) return;
        setRefusal(statusOf(error) === 409 ? errorListOf(error) : []);
        setPreview("failed");
      },
    );
    return () => {
      live = false;
    };
  }, [appeal.id]);

  if (preview === undefined) return <Spinner />;
  if (preview === "failed")
    return (
      <div className="card notice notice--error" role="alert" data-testid="paperwork-step">
        {refusal.length > 0 ? refusal.join(" ") : t("errors.loadFailed")}
      </div>
    );

  const invoice = preview.kind === "invoice";
  const create = async () => {
    const missing = validateContractNumber(number);
    setErrors(missing.map(show));
    if (missing.length > 0) return;
    setBusy(true);
    try {
      const answer = await workApi.createDocument(preview.kind, {
        appeal_id: appeal.id,
        contract_number: number.trim(),
        devices: preview.lines.map((line) => ({
          id: line.id,
          amount: line.amount,
          cost: line.total,
          together: 0,
        })),
      });
      toasts.success(answer.message);
      onDone();
    } catch (error) {
      const listed = errorListOf(error);
      setErrors(listed.length > 0 ? listed : [say("contractFailed")]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <NextStep
      title={t(invoice ? "work.paperwork.invoiceTitle" : "work.paperwork.contractTitle")}
      testId="paperwork-step"
    >
      <p>
        {t(
          invoice
            ? appeal.status === "contracted"
              ? "work.paperwork.invoiceAfterContractHint"
              : "work.paperwork.invoiceHint"
            : "work.paperwork.contractHint",
        )}
      </p>
      <PreviewLines preview={preview} />
      <form
        className="next-step__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <FormField label={t("forms.contractNumber")} required errors={errors}>
          {(control) => (
            <input
              {...control}
              className="input"
              name="contract_number"
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
                setErrors([]);
              }}
            />
          )}
        </FormField>
        <BusyButton type="submit" busy={busy} data-testid="paperwork-create">
          {t(invoice ? "work.contract.createInvoice" : "work.contract.createContract")}
        </BusyButton>
      </form>
    </NextStep>
  );
}

/**
 * What comes after approval on the staff's appeal page (docs/decisions.md): the appeal's
 * document, made here for the kinds spec 2 gives no contract page, or a link to the kind's
 * contract page; once it is made, the receipt of the instruments and the results.
 */
export function PaperworkStep({
  appeal,
  onDone,
}: {
  readonly appeal: AppealDetail;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const working = isInWork(appeal.status);
  const results = working && (
    <NextStep title={t("work.paperwork.resultsTitle")} testId="next-step-results">
      <p>{t("work.paperwork.resultsHint")}</p>
      <Link className="btn btn--primary" to={`/staff/appeals/${appeal.id}/results`}>
        {t("work.paperwork.openResults")}
      </Link>
    </NextStep>
  );
  if (!paperworkOffered(appeal)) return results || null;
  // A contracted appeal's invoice is made here whatever its kind: its lines are the contract's.
  const page = appeal.status === "contracted" ? undefined : contractPageOf(appeal.kind, appeal.id);
  return (
    <>
      {page === undefined ? (
        <DocumentCard key={appeal.status} appeal={appeal} onDone={onDone} />
      ) : (
        <NextStep title={t("work.paperwork.contractTitle")} testId="paperwork-step">
          <p>{t("work.paperwork.contractPageHint")}</p>
          <Link className="btn btn--primary" to={page}>
            {t("work.paperwork.openContractPage")}
          </Link>
        </NextStep>
      )}
      {results}
    </>
  );
}
