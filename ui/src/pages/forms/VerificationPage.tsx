import { DEFAULT_NDS_PERCENT } from "@portal/domain/constants";
import { APPEAL_DEFAULTS } from "@portal/domain/entities/appeal";
import type { Message } from "@portal/domain/messages";
import { formatSom, parsePercent, parseSom, percent } from "@portal/domain/money";
import { offlineRules } from "@portal/domain/state/modes";
import { blankVerificationLine, type VerificationLineState } from "@portal/domain/state/verificationLine";
import { validateVerificationAppeal } from "@portal/domain/validation/verificationAppeal";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api";
import { BusyButton } from "../../components/BusyButton";
import { ErrorList } from "../../components/ErrorList";
import { useDomainText } from "../../i18n/useDomainText";
import { appealsApi, SavePath } from "../../forms/appealsApi";
import { FormFrame } from "../../forms/FormFrame";
import { type AppealBasics, basicHeader, useAppealBasics } from "../../forms/useAppealBasics";
import { useLookup } from "../../forms/useLookup";
import { useSubmitFlow } from "../../forms/useSubmitFlow";
import { useSession } from "../../session/SessionContext";
import { isStaff } from "../../session/roles";
import { ApplicationList } from "./verification/ApplicationList";
import { HeaderPanel } from "./verification/HeaderPanel";
import { LineEditor } from "./verification/LineEditor";
import {
  appealTotal,
  pricingTerms,
  toPayloadHeader,
  toPayloadLine,
  type VerificationHeader,
} from "./verification/pricing";

const initialHeader = (): VerificationHeader => ({ ...APPEAL_DEFAULTS, nds: percent(DEFAULT_NDS_PERCENT) });

/** The customer's discount and remaining limit, from the user info. */
function useCustomerTerms() {
  const [terms, setTerms] = useState<{ discount: string; summaLimit: string | undefined }>({
    discount: "0",
    summaLimit: undefined,
  });
  useEffect(() => {
    api.userInfo().then(
      (answer) => {
        const info = answer.data as { discount?: string | number; summa_limit?: string };
        setTerms({ discount: String(info.discount ?? "0"), summaLimit: info.summa_limit });
      },
      () => undefined,
    );
  }, []);
  return {
    discount: parsePercent(terms.discount) ?? percent(0),
    summaLimit: terms.summaLimit === undefined ? undefined : parseSom(terms.summaLimit),
  };
}

/** Messages of one line only, numbered as its place in the list. */
function lineMessages(line: VerificationLineState, number: number, basics: AppealBasics): Message[] {
  return validateVerificationAppeal({ devices: [line] }, { corporate: basics.corporate, offerAccepted: true })
    .filter((m) => m.params?.["n"] !== undefined)
    .map((m) => ({ ...m, params: { ...m.params, n: number } }));
}

/** The verification / calibration application (spec 2.5, 2.6, 2.7). */
export default function VerificationPage() {
  const { t } = useTranslation();
  const { show, say } = useDomainText();
  const { user } = useSession();
  const offline = isStaff(user);
  const rules = offlineRules(offline);
  const basics = useAppealBasics(1);
  const flow = useSubmitFlow();
  const draft = useSubmitFlow();
  const customer = useCustomerTerms();
  const branches = useLookup(api.branches);
  const types = useLookup(appealsApi.types);
  const provinces = useLookup(api.provinces);
  const contracts = useLookup(async () => (await appealsApi.yearlyContracts()).data);

  const [header, setHeader] = useState<VerificationHeader>(initialHeader);
  const [lines, setLines] = useState<readonly VerificationLineState[]>([]);
  const [editor, setEditor] = useState<VerificationLineState>(blankVerificationLine);
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const [lineErrors, setLineErrors] = useState<readonly string[]>([]);

  const terms = pricingTerms(header, customer.discount);
  const total = appealTotal(header, lines, terms);
  const number = (editing ?? lines.length) + 1;

  const putLine = () => {
    const messages = lineMessages(editor, number, basics).map(show);
    setLineErrors(messages);
    if (messages.length > 0) return;
    setLines((list) =>
      editing === undefined ? [...list, editor] : list.map((l, i) => (i === editing ? editor : l)),
    );
    setEditor(blankVerificationLine());
    setEditing(undefined);
  };

  const edit = (index: number) => {
    const line = lines[index];
    if (!line) return;
    setEditing(index);
    setEditor(line);
    setLineErrors([]);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  const remove = (index: number) => {
    setLines((list) => list.filter((_, i) => i !== index));
    if (editing === index) {
      setEditing(undefined);
      setEditor(blankVerificationLine());
    }
  };

  const appeal = {
    ...toPayloadHeader(header),
    ...basicHeader(basics),
    is_offline: offline ? (1 as const) : (0 as const),
  };
  const body = () => ({
    appeal,
    devices: lines.map(toPayloadLine),
    offer_accepted: basics.offer.accepted,
  });

  const send = () =>
    flow.submit({
      validate: () =>
        validateVerificationAppeal(
          {
            appeal: { ...appeal, nds: undefined },
            devices: lines.map(toPayloadLine).map(({ cost, ...l }) => l),
          },
          {
            corporate: basics.corporate,
            offerAccepted: basics.offer.accepted,
            total,
            summaLimit: customer.summaLimit,
          },
        ),
      send: () => appealsApi.save(SavePath.verification, body()),
      failure: "saveFailed",
    });

  const saveDraft = () =>
    draft.submit({
      validate: () => [],
      send: () => appealsApi.save(SavePath.draft, body()),
      failure: "draftFailed",
      skipValidation: true,
    });

  return (
    <FormFrame
      title={t("forms.verification.title")}
      basics={basics}
      busy={flow.busy || draft.busy}
      errors={[...flow.errors, ...draft.errors]}
      onSend={send}
      extraButtons={
        rules.showDraftButton && (
          <BusyButton variant="secondary" busy={draft.busy} disabled={flow.busy} onClick={saveDraft}>
            {draft.busy ? say("pleaseWait") : t("forms.draft")}
          </BusyButton>
        )
      }
    >
      <HeaderPanel
        header={header}
        onChange={setHeader}
        branches={branches}
        contracts={contracts}
        basics={basics}
      />
      <LineEditor
        line={editor}
        onChange={setEditor}
        number={number}
        types={types}
        provinces={provinces}
        terms={terms}
        offline={rules.showSections}
        branchId={header.branch_id ?? undefined}
      />
      <ErrorList messages={lineErrors} />
      <div className="form-actions form-actions--start">
        <button type="button" className="btn btn--secondary" onClick={putLine}>
          {editing === undefined ? t("forms.verification.addLine") : t("forms.verification.saveLine")}
        </button>
        {editing !== undefined && (
          <button
            type="button"
            className="btn btn--link"
            onClick={() => {
              setEditing(undefined);
              setEditor(blankVerificationLine());
            }}
          >
            {t("forms.verification.cancelEdit")}
          </button>
        )}
      </div>
      <h2 className="section-title">{t("forms.verification.list")}</h2>
      <ApplicationList lines={lines} terms={terms} onEdit={edit} onRemove={remove} />
      <p className="form-total">
        {t("forms.verification.formTotal")}: <strong data-testid="form-total">{formatSom(total)}</strong>
      </p>
    </FormFrame>
  );
}
