import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "./Modal";

export interface ConfirmRequest {
  readonly text: string;
  readonly confirmLabel?: string;
  readonly danger?: boolean;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | undefined>(undefined);

/** window.confirm as a dialog of the portal: `await confirm({ text })` is true on yes. */
export function ConfirmProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | undefined>(undefined);
  const settle = useRef<(answer: boolean) => void>(() => {});

  const confirm = useCallback<Confirm>(
    (next) =>
      new Promise<boolean>((resolve) => {
        settle.current(false);
        settle.current = resolve;
        setRequest(next);
      }),
    [],
  );

  const answer = (yes: boolean) => {
    setRequest(undefined);
    settle.current(yes);
    settle.current = () => {};
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={request !== undefined}
        title={t("confirm.title")}
        onClose={() => answer(false)}
        size="small"
        name="confirm-dialog"
        footer={
          <>
            <button type="button" className="btn btn--secondary" onClick={() => answer(false)}>
              {t("common.cancel")}
            </button>
            <button
              type="button"
              className={`btn ${request?.danger ? "btn--danger" : "btn--primary"}`}
              onClick={() => answer(true)}
              data-autofocus
            >
              {request?.confirmLabel ?? t("confirm.yes")}
            </button>
          </>
        }
      >
        <p className="confirm__text">{request?.text}</p>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm outside ConfirmProvider");
  return confirm;
}
