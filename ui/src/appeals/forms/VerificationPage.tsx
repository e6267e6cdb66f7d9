import type { BankRequisite } from "@portal/domain/cabinet/requisite";
import { DEFAULT_NDS_PERCENT } from "@portal/domain/shared/constants";
import { APPEAL_DEFAULTS } from "@portal/domain/appeals/appeal";
import type { SaveReply } from "@portal/domain/appeals/saveAnswer";
import type { Message } from "@portal/domain/shared/message";
import { parsePercent, parseSom, percent } from "@portal/domain/shared/money";
import { offlineRules } from "../../state/modes";
import { blankVerificationLine, type VerificationLineState } from "../../state/verificationLine";
import { validateVerificationAppeal } from "@portal/domain/appeals/verificationAppeal";
import { branchesChosen } from "@portal/domain/shared/branches";
import { useEffect, useMemo, useRef, useState } from "react";
import { exemptionClaimOf } from "@portal/domain/appeals/exemption";
import { useTranslation } from "react-i18next";
import * as catalogue from "../../catalogue/catalogueApi";
import { BusyButton } from "../../components/BusyButton";
import { ErrorList } from "../../components/ErrorList";
import { useDomainText } from "../../i18n/useDomainText";
import type { OfflineCustomer } from "./offlineCustomer";
import { FormFrame } from "./FormFrame";
import { type AppealBasics, basicHeader, useAppealBasics } from "./useAppealBasics";
import { useLookup } from "../../forms/useLookup";
import { useSession } from "../../session/SessionContext";
import { useSubmitFlow } from "./useSubmitFlow";
import { RegisterPrefillNotice } from "../../register/RegisterPrefillNotice";
import { useRegisterPrefill } from "../../register/useRegisterPrefill";
import { OpenApplicationMark } from "../../register/OpenApplicationMark";
import { openApplicationsOfLine, useOpenInstruments } from "../../register/useOpenInstruments";
import { myRequisites, userInfo, yearlyContracts } from "../../cabinet/cabinetApi";
import { saveDraft as sendDraft, saveVerificationAppeal, type VerificationSave } from "../appealsApi";
import { ApplicationList } from "./verification/ApplicationList";
import { HeaderPanel } from "./verification/HeaderPanel";
import { LineEditor } from "./verification/LineEditor";
import { linesToSend, pendingMessages } from "./verification/pendingLine";
import { TotalBar } from "./verification/TotalBar";
import {
  appealTotal,
  pricingTerms,
  toPayloadHeader,
  savedHeader,
  savedLine,
  toPayloadLine,
  type VerificationHeader,
} from "./verification/pricing";

const initialHeader = (): VerificationHeader => ({ ...APPEAL_DEFAULTS, nds: percent(DEFAULT_NDS_PERCENT) });

/**
 * The customer's discount and remaining limit: the signed-in customer's from the user info,
 * or in offline mode the chosen customer's.
 */
function useCustomerTerms(customer: OfflineCustomer | undefined) {
  const [terms, setTerms] = useState<{ discount: string; summaLimit: string | undefined }>(() => ({
    discount: customer?.discount ?? "0",
    summaLimit: customer?.summa_limit,
  }));
  useEffect(() => {
    if (customer) return;
    userInfo().then(
      ({ data }) => setTerms({ discount: data.discount, summaLimit: data.summa_limit }),
      () => undefined,
    );
  }, [customer]);
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

export interface VerificationPageProps {
  /**
   * A saved appeal to edit (the reviewer's update page, spec 2): its header and device rows
   * as GET /api/appeals/{id} answers them.
   */
  readonly saved?: {
    readonly appeal: Readonly<Record<string, unknown>>;
    readonly devices: readonly unknown[];
  };
  /** Where the edited appeal is sent instead of the customer's save call. */
  readonly sendTo?: (body: VerificationSave) => Promise<SaveReply>;
  /** The send button's words when it does something else than send (the reviewer saves). */
  readonly sendLabel?: string;
}

/**
 * The saved appeal's chosen requisite, once the customer's requisites are known: the chosen
 * customer's in offline mode, else the signed-in customer's own.
 */
function useSavedRequisite(basics: AppealBasics, saved: VerificationPageProps["saved"]) {
  const { customer, setRequisite } = basics;
  const chosen = useRef(false);
  useEffect(() => {
    const id = saved?.appeal["account_number_id"];
    if (chosen.current || typeof id !== "number") return;
    chosen.current = true;
    const pick = (list: readonly BankRequisite[]) => {
      const found = list.find((r) => r.id === id);
      if (found) setRequisite(found);
    };
    if (customer) pick(customer.requisites);
    else
      myRequisites().then(
        ({ data }) => pick(data),
        () => undefined,
      );
  }, [customer, saved, setRequisite]);
}

/**
 * The verification / calibration application (spec 2.5, 2.6, 2.7); in offline mode
 * (staff for a customer, spec 6) with sections and without the draft button; with a saved
 * appeal, the reviewer's edit of it.
 */
export default function VerificationPage({ saved, sendTo, sendLabel }: VerificationPageProps = {}) {
  const { t } = useTranslation();
  const { show, say } = useDomainText();
  // An edit keeps the offer the customer accepted when sending.
  const basics = useAppealBasics(1, saved !== undefined);
  const offline = basics.customer !== undefined;
  const rules = offlineRules(offline);
  const flow = useSubmitFlow();
  const draft = useSubmitFlow();
  const customer = useCustomerTerms(basics.customer);
  const allBranches = useLookup(catalogue.branches);
  // Staff entering an application offer only the branches they work on (issue 26).
  const { user } = useSession();
  const branches = useMemo(
    () => (offline ? branchesChosen(user?.branches, allBranches) : allBranches),
    [offline, user?.branches, allBranches],
  );
  const types = useLookup(catalogue.serviceTypes);
  const provinces = useLookup(catalogue.provinces);
  const contracts = useLookup(async () =>
    basics.customer ? basics.customer.yearly_contracts : (await yearlyContracts()).data,
  );
  useSavedRequisite(basics, saved);

  const [header, setHeader] = useState<VerificationHeader>(() =>
    saved ? savedHeader(saved.appeal) : initialHeader(),
  );
  const [lines, setLines] = useState<readonly VerificationLineState[]>(() =>
    saved ? saved.devices.map((row) => savedLine(row, [])) : [],
  );
  // Opened from the register (issue 15): its entries' lines, once the server answered them.
  const prefill = useRegisterPrefill(saved === undefined && !offline);
  // A customer's new application marks the lines already in an open one of theirs (a warning only).
  const ownNew = saved === undefined && !offline && (user?.role === "person" || user?.role === "company");
  const open = useOpenInstruments(ownNew);
  useEffect(() => {
    if (prefill.lines) setLines(prefill.lines);
  }, [prefill.lines]);
  // The saved lines get their type objects when the catalogue's types arrive.
  useEffect(() => {
    if (types.length === 0) return;
    setLines((list) =>
      list.map((line) => (line.type ? line : { ...line, type: types.find((x) => x.id === line.type_id) })),
    );
  }, [types]);
  const [editor, setEditor] = useState<VerificationLineState>(blankVerificationLine);
  const [editing, setEditing] = useState<number | undefined>(undefined);
  // Counts the lines loaded into the editor, so that it loads their devices and sections.
  const [loaded, setLoaded] = useState(0);
  const [lineErrors, setLineErrors] = useState<readonly string[]>([]);

  const editorRef = useRef<HTMLFieldSetElement>(null);
  const lineErrorsRef = useRef<HTMLDivElement>(null);
  const terms = pricingTerms(header, customer.discount);
  // The list with the editor's line when it is complete: the total and the request never differ.
  const sending = linesToSend(lines, editor, editing, (line, n) => lineMessages(line, n, basics));
  const total = appealTotal(header, sending.lines, terms);
  const number = (editing ?? lines.length) + 1;
  // A customer's claim of exemption applies once the reviewer confirms it: the full price beside it.
  const yearlyVatFree =
    header.is_yearly === 1 && contracts.find((c) => c.id === header.contract_id)?.no_nds === 1;
  const claim = offline ? undefined : exemptionClaimOf(header, yearlyVatFree);
  const fullTotal =
    claim &&
    appealTotal(
      {},
      sending.lines,
      pricingTerms({ ...header, is_free: 0, no_nds: yearlyVatFree ? 1 : 0 }, customer.discount),
    );

  const clearEditor = () => {
    setEditor(blankVerificationLine());
    setEditing(undefined);
    setLineErrors([]);
  };

  // Line messages appear under the editor: brought above the sticky total, never left under it.
  useEffect(() => {
    if (lineErrors.length > 0) lineErrorsRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [lineErrors]);

  const putLine = () => {
    const messages = lineMessages(editor, number, basics).map(show);
    setLineErrors(messages);
    if (messages.length > 0) return;
    setLines((list) =>
      editing === undefined ? [...list, editor] : list.map((l, i) => (i === editing ? editor : l)),
    );
    clearEditor();
    // The editor is ready for the next line: the focus goes to its start.
    editorRef.current?.focus();
  };

  const edit = (index: number) => {
    const line = lines[index];
    if (!line) return;
    setEditing(index);
    setEditor(line);
    setLoaded((n) => n + 1);
    setLineErrors([]);
    editorRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
    editorRef.current?.focus({ preventScroll: true });
  };

  /** Puts a complete line of the editor in the list, as sending counts it; answers what is sent. */
  const commitPending = () => {
    if (sending.pending.kind === "counted") {
      setLines(sending.lines);
      clearEditor();
    } else if (sending.pending.kind === "incomplete") {
      setLineErrors(sending.pending.messages.map(show));
    }
    return sending;
  };

  const remove = (index: number) => {
    setLines((list) => list.filter((_, i) => i !== index));
    if (editing === index) {
      setEditing(undefined);
      setEditor(blankVerificationLine());
    } else if (editing !== undefined && editing > index) {
      // The line being edited moves up one place: saving it must still replace it.
      setEditing(editing - 1);
    }
  };

  const appeal = { ...header, is_offline: 0 as const, ...basicHeader(basics) };
  const body = (list: readonly VerificationLineState[]): VerificationSave => ({
    appeal: toPayloadHeader(appeal),
    devices: list.map(toPayloadLine),
    offer_accepted: basics.offer.accepted,
  });

  const send = () => {
    const { lines: list, pending } = commitPending();
    const messages = validateVerificationAppeal(
      {
        appeal: { ...appeal, nds: undefined },
        devices: list.map(toPayloadLine).map(({ cost, ...l }) => l),
      },
      {
        corporate: basics.corporate,
        offerAccepted: basics.offer.accepted,
        total: appealTotal(header, list, terms),
        summaLimit: customer.summaLimit,
      },
    );
    return flow.submit({
      // A line begun in the editor stops the sending with what it lacks, not with "add a device".
      validate: () =>
        pending.kind === "incomplete"
          ? [...pendingMessages(pending), ...messages.filter((m) => m.key !== "devicesRequired")]
          : messages,
      send: () => (sendTo ?? saveVerificationAppeal)(body(list)),
      failure: "saveFailed",
    });
  };

  const saveDraft = () => {
    const { lines: list } = commitPending();
    return draft.submit({
      validate: () => [],
      send: () => sendDraft(body(list)),
      failure: "draftFailed",
      skipValidation: true,
    });
  };

  return (
    <FormFrame
      title={t("forms.verification.title")}
      basics={basics}
      busy={flow.busy || draft.busy}
      errors={[...flow.errors, ...draft.errors]}
      onSend={send}
      sendLabel={sendLabel}
      extraButtons={
        rules.showDraftButton &&
        !saved && (
          <BusyButton variant="secondary" busy={draft.busy} disabled={flow.busy} onClick={saveDraft}>
            {draft.busy ? say("pleaseWait") : t("forms.draft")}
          </BusyButton>
        )
      }
    >
      <RegisterPrefillNotice prefill={prefill} />
      <HeaderPanel
        header={header}
        onChange={setHeader}
        branches={branches}
        contracts={contracts}
        basics={basics}
      />
      <h2 className="section-title">{t("forms.verification.list")}</h2>
      <ApplicationList
        lines={lines}
        terms={terms}
        onEdit={edit}
        onRemove={remove}
        mark={(line) => <OpenApplicationMark appeals={openApplicationsOfLine(line, open)} />}
      />
      <LineEditor
        ref={editorRef}
        title={t(`forms.verification.${editing === undefined ? "editorTitle" : "editorEditTitle"}`, {
          n: number,
        })}
        line={editor}
        onChange={setEditor}
        number={number}
        types={types}
        provinces={provinces}
        terms={terms}
        offline={rules.showSections}
        branchId={header.branch_id ?? undefined}
        loaded={loaded}
      />
      <div ref={lineErrorsRef}>
        <ErrorList messages={lineErrors} />
      </div>
      <div className="form-actions form-actions--start">
        <button type="button" className="btn btn--secondary" onClick={putLine}>
          {editing === undefined ? t("forms.verification.addLine") : t("forms.verification.saveLine")}
        </button>
        {(editing !== undefined || sending.pending.kind !== "none") && (
          <button type="button" className="btn btn--link" onClick={clearEditor}>
            {editing === undefined ? t("forms.verification.clearLine") : t("forms.verification.cancelEdit")}
          </button>
        )}
      </div>
      <TotalBar total={total} fullTotal={fullTotal} pending={sending.pending} />
    </FormFrame>
  );
}
