import type { FeedbackTab } from "./state/feedback";
import { type KeyboardEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDomainText } from "../i18n/useDomainText";

const TABS: readonly FeedbackTab[] = ["private", "public"];

/** The two tabs of spec 2.2: 'Anonim' first, then 'with identity disclosed'; arrows move between them. */
export function FeedbackTabs({
  tab,
  onTab,
  panelId,
}: {
  readonly tab: FeedbackTab;
  readonly onTab: (tab: FeedbackTab) => void;
  readonly panelId: string;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const label = (value: FeedbackTab) => (value === "private" ? say("anonymous") : t("feedback.identified"));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] as FeedbackTab;
    onTab(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={t("feedback.tabs")}>
      {TABS.map((value) => (
        <button
          key={value}
          ref={(node) => {
            buttons.current[value] = node;
          }}
          type="button"
          role="tab"
          id={`feedback-tab-${value}`}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          className={`tabs__tab${tab === value ? " tabs__tab--active" : ""}`}
          onClick={() => onTab(value)}
          onKeyDown={onKeyDown}
        >
          {label(value)}
        </button>
      ))}
    </div>
  );
}
