import { PHONE_PREFIX } from "@portal/domain/shared/constants";
import {
  afterFeedbackSent,
  chooseFeedbackRegion,
  editFeedbackField,
  type FeedbackField,
  type FeedbackFormState,
  type FeedbackTab,
  initialFeedbackForm,
  switchFeedbackTab,
  withFeedbackErrors,
} from "./state/feedback";
import { validateFeedback } from "@portal/domain/feedback/feedbackValidation";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { DigitsInput } from "../components/DigitsInput";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { IdSelect } from "../components/IdSelect";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { alertTextOf, errorListOf, statusOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { sendFeedback } from "./feedbackApi";
import { errorsByField, toFeedbackPayload } from "./feedbackForm";
import { useFeedbackLookups } from "./useFeedbackLookups";
import { FeedbackTabs } from "./FeedbackTabs";

/** The digits after the fixed +998 (spec 2.2: a placeholder of nine digits). */
const LOCAL_PHONE_DIGITS = 9;

/** The feedback appeal to a branch (spec 2.2): anonymous, or with the sender's identity disclosed. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const { say, show } = useDomainText();
  const toasts = useToasts();
  const [form, setForm] = useState<FeedbackFormState>(initialFeedbackForm);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  usePageTitle(t("feedback.title"));

  const { branches, regions, districts } = useFeedbackLookups(form.region_id, setForm);

  const edit = <K extends FeedbackField>(field: K, value: FeedbackFormState[K]) => {
    setForm((state) => editFeedbackField(state, field, value));
    setServerErrors([]);
  };

  const switchTab = (tab: FeedbackTab) => {
    setForm((state) => switchFeedbackTab(state, tab));
    setServerErrors([]);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerErrors([]);
    const payload = toFeedbackPayload(form);
    const messages = validateFeedback(payload);
    setForm((state) => withFeedbackErrors(state, errorsByField(messages)));
    if (messages.length > 0) return;
    setLoading(true);
    try {
      await sendFeedback(payload);
      toasts.success(say("sentSuccessfully"));
      setForm(afterFeedbackSent);
    } catch (error) {
      if (statusOf(error) === 422) setServerErrors(errorListOf(error));
      else toasts.error(alertTextOf(error, t("errors.network")));
    } finally {
      setLoading(false);
    }
  }

  const errorOf = (field: FeedbackField) => {
    const m = form.errors[field];
    return m ? [show(m)] : undefined;
  };
  const identified = form.tab === "public";

  return (
    <>
      <h1 className="page-title">{t("feedback.title")}</h1>
      <p className="lead">{t("feedback.lead")}</p>
      <div className="card card--form">
        <FeedbackTabs tab={form.tab} onTab={switchTab} panelId="feedback-panel" />
        <form
          id="feedback-panel"
          role="tabpanel"
          aria-labelledby={`feedback-tab-${form.tab}`}
          className="tab-panel"
          onSubmit={submit}
          noValidate
        >
          <FormField label={t("feedback.message")} errors={errorOf("message")} required>
            {(control) => (
              <textarea
                {...control}
                name="message"
                className="input textarea"
                rows={5}
                value={form.message}
                onChange={(event) => edit("message", event.target.value)}
              />
            )}
          </FormField>
          {identified && (
            <div className="grid grid--2">
              <FormField label={t("feedback.name")} errors={errorOf("name")} required>
                {(control) => (
                  <input
                    {...control}
                    name="name"
                    className="input"
                    autoComplete="name"
                    value={form.name}
                    onChange={(event) => edit("name", event.target.value)}
                  />
                )}
              </FormField>
              <FormField label={t("feedback.email")} errors={errorOf("email")} required>
                {(control) => (
                  <input
                    {...control}
                    name="email"
                    type="email"
                    className="input"
                    autoComplete="email"
                    value={form.email}
                    onChange={(event) => edit("email", event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label={t("feedback.phone")}
                hint={t("feedback.phoneHint", { prefix: PHONE_PREFIX })}
                errors={errorOf("phone")}
                required
              >
                {(control) => (
                  <div className="input-group">
                    <span className="input-group__prefix" aria-hidden="true">
                      {PHONE_PREFIX}
                    </span>
                    <DigitsInput
                      {...control}
                      name="phone"
                      maxDigits={LOCAL_PHONE_DIGITS}
                      placeholder="901234567"
                      autoComplete="tel-national"
                      value={form.phone}
                      onChange={(digits) => edit("phone", digits)}
                    />
                  </div>
                )}
              </FormField>
            </div>
          )}
          <div className="grid grid--3">
            <FormField label={t("feedback.branch")} errors={errorOf("branch_id")} required>
              {(control) => (
                <IdSelect
                  {...control}
                  name="branch"
                  options={branches}
                  value={form.branch_id}
                  onChange={(id) => edit("branch_id", id)}
                />
              )}
            </FormField>
            {identified && (
              <FormField label={t("feedback.region")} errors={errorOf("region_id")} required>
                {(control) => (
                  <IdSelect
                    {...control}
                    name="region"
                    options={regions}
                    value={form.region_id}
                    onChange={(id) => {
                      setForm((state) => chooseFeedbackRegion(state, id));
                      setServerErrors([]);
                    }}
                  />
                )}
              </FormField>
            )}
            {identified && (
              <FormField label={t("feedback.district")} errors={errorOf("district_id")} required>
                {(control) => (
                  <IdSelect
                    {...control}
                    name="district"
                    options={districts}
                    value={form.district_id}
                    disabled={form.region_id === undefined}
                    onChange={(id) => edit("district_id", id)}
                  />
                )}
              </FormField>
            )}
          </div>
          <ErrorList messages={serverErrors} />
          <div className="form-actions">
            <BusyButton type="submit" busy={loading}>
              {loading ? say("pleaseWait") : say("send")}
            </BusyButton>
          </div>
        </form>
      </div>
    </>
  );
}
