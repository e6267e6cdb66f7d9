import type { DueState } from "@portal/domain/register/dueState";
import type { DueStateCounts } from "@portal/domain/register/dueStateCounts";
import { DUE_STATE_MESSAGES } from "@portal/domain/register/registerSheet";
import { Link } from "react-router-dom";
import { useDomainText } from "../i18n/useDomainText";
import { registerLink, STATE_ORDER } from "./registerFilters";

/** The badge of a due state (uz / ru words from the domain catalogue). */
export function DueBadge({ state }: { readonly state: DueState }) {
  const { say } = useDomainText();
  return (
    <span className={`badge badge--due-${state}`} data-state={state}>
      {say(DUE_STATE_MESSAGES[state])}
    </span>
  );
}

/**
 * How many entries are in each state, each a link to the register filtered to it; the
 * chosen one is marked. `states` picks which (the cabinet shows overdue and due soon).
 */
export function DueCounts({
  counts,
  chosen,
  states = STATE_ORDER,
  page,
}: {
  readonly counts: DueStateCounts | undefined;
  readonly chosen?: DueState | undefined;
  readonly states?: readonly DueState[];
  /** The register page the counts link to, when not the customer's own. */
  readonly page?: string | undefined;
}) {
  const { say } = useDomainText();
  return (
    <nav className="due-counts" data-testid="due-counts">
      {states.map((state) => (
        <Link
          key={state}
          to={chosen === state ? registerLink(undefined, page) : registerLink(state, page)}
          className={`due-count due-count--${state}${chosen === state ? " due-count--chosen" : ""}`}
          aria-current={chosen === state ? "true" : undefined}
          data-state={state}
        >
          <strong data-testid={`count-${state}`}>{counts ? counts[state] : "…"}</strong>
          <span>{say(DUE_STATE_MESSAGES[state])}</span>
        </Link>
      ))}
    </nav>
  );
}
