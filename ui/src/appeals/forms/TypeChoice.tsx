import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface TypeChoiceProps<T extends number> {
  /** Where the words are: `{messages}.typeLegend` and `{messages}.type.{id}` ("forms.recognition"). */
  readonly messages: string;
  readonly types: readonly T[];
  readonly selected: T | undefined;
  readonly onChoose: (id: T) => void;
  readonly disabled?: boolean;
}

/** Exclusive type choices (spec 2.10: 8 / 10 / 11; 2.11: 16 / 17): ticking one unticks the others. */
export function TypeChoice<T extends number>({
  messages,
  types,
  selected,
  onChoose,
  disabled,
}: TypeChoiceProps<T>) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="type-choice">
      <legend className="field__label">{t(`${messages}.typeLegend`)}</legend>
      {types.map((id) => (
        <label key={id} className="type-choice__option">
          <input
            type="radio"
            name={name}
            checked={selected === id}
            disabled={disabled}
            onChange={() => onChoose(id)}
          />{" "}
          {t(`${messages}.type.${id}`)}
        </label>
      ))}
    </fieldset>
  );
}
