import { PASSWORD_MIN_LENGTH } from "@portal/domain/accounts/password";
import { useTranslation } from "react-i18next";
import { FormField } from "../components/FormField";
import { useDomainText } from "../i18n/useDomainText";

export interface NewPassword {
  readonly password: string;
  readonly repeat: string;
}

export const NO_PASSWORD: NewPassword = { password: "", repeat: "" };

/**
 * The new password and its repetition, with the password rule as the hint (the domain's own
 * words). The page compares the two before sending; the server checks the rule.
 */
export function NewPasswordFields({
  value,
  errors,
  onChange,
}: {
  readonly value: NewPassword;
  readonly errors: { readonly password?: readonly string[]; readonly repeat?: readonly string[] };
  readonly onChange: (value: NewPassword) => void;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const rule = `${say("passwordTooShort", { min: PASSWORD_MIN_LENGTH })}. ${say("passwordNeedsLetterAndDigit")}.`;
  return (
    <>
      <FormField label={t("password.newPassword")} hint={rule} errors={errors.password} required>
        {(control) => (
          <input
            {...control}
            name="new-password"
            type="password"
            className="input"
            autoComplete="new-password"
            value={value.password}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t("password.repeatPassword")} errors={errors.repeat} required>
        {(control) => (
          <input
            {...control}
            name="repeat-password"
            type="password"
            className="input"
            autoComplete="new-password"
            value={value.repeat}
            onChange={(event) => onChange({ ...value, repeat: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}

/** What the page itself finds wrong before sending: an empty password, or two that differ. */
export function typingProblems(
  value: NewPassword,
  words: { readonly fill: string; readonly differ: string },
): { password?: string[]; repeat?: string[] } {
  if (value.password === "") return { password: [words.fill] };
  if (value.password !== value.repeat) return { repeat: [words.differ] };
  return {};
}
