import type { Branches } from "@portal/domain/accounts/staffAccount";
import type { NamedItem } from "@portal/domain/catalogue/namedItem";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * The branches an account works on: all of them (the head office), or some, each a checkbox.
 * A group of checkboxes in a fieldset, its errors under it and linked to it.
 */
export function BranchesField({
  value,
  branches,
  errors = [],
  onChange,
}: {
  readonly value: Branches;
  readonly branches: readonly NamedItem[];
  readonly errors?: readonly string[] | undefined;
  readonly onChange: (value: Branches) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const chosen = value === "all" ? [] : value;
  const toggle = (branch: number, on: boolean) =>
    onChange(on ? [...chosen, branch] : chosen.filter((other) => other !== branch));
  return (
    <fieldset
      className={`field branches-field${errors.length > 0 ? " field--invalid" : ""}`}
      aria-describedby={errorId}
      data-testid="branches-field"
    >
      <legend className="field__label">
        {t("admin.branches")}
        <span className="field__required" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <label className="branches-field__choice branches-field__choice--all">
        <input
          type="checkbox"
          className="checkbox"
          checked={value === "all"}
          onChange={(event) => onChange(event.target.checked ? "all" : [])}
        />
        {t("admin.allBranches")}
      </label>
      {value !== "all" && (
        <ul className="branches-field__list">
          {branches.map((branch) => (
            <li key={branch.id}>
              <label className="branches-field__choice">
                <input
                  type="checkbox"
                  className="checkbox"
                  checked={chosen.includes(branch.id)}
                  onChange={(event) => toggle(branch.id, event.target.checked)}
                />
                {branch.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div id={errorId} className="field__errors" aria-live="polite">
        {errors.map((text) => (
          <div key={text} className="field__error">
            {text}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The branches as the list shows them: "all", or their names (an id the catalogue lacks, as its number). */
export function branchNames(value: Branches, branches: readonly NamedItem[], all: string): string {
  if (value === "all") return all;
  return value.map((id) => branches.find((branch) => branch.id === id)?.name ?? `#${id}`).join(", ");
}
