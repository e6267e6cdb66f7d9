import { useTranslation } from "react-i18next";
import type { RegisterPrefill } from "./useRegisterPrefill";

/**
 * Atop the verification form opened from the register, before its header, so that it is read
 * first and no sticky bar covers it: what was filled, and what needs a choice.
 */
export function RegisterPrefillNotice({ prefill }: { readonly prefill: RegisterPrefill }) {
  const { t } = useTranslation();
  if (prefill.failed) {
    return (
      <p className="notice notice--error" role="alert">
        {prefill.failed}
      </p>
    );
  }
  if (!prefill.lines) return null;
  return (
    <div className="card notice" role="status" data-testid="register-prefill">
      <p>{t("selfDevices.prefilled")}</p>
      {prefill.needsChoice.length > 0 && (
        <>
          <p>{t("selfDevices.needsChoice")}</p>
          <ul data-testid="needs-choice">
            {prefill.needsChoice.map((entry) => (
              <li key={entry.id}>
                {entry.device_name}
                {entry.serial_number ? ` (${entry.serial_number})` : ""}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
