import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";

/**
 * Non-blocking notices in place of window.alert: the spec's alerts keep their words
 * (spec 4, 8). Errors stay longer and are announced assertively.
 */
export type ToastKind = "success" | "error" | "info";

interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

export interface Toaster {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

const ToastContext = createContext<Toaster | undefined>(undefined);

const LIFETIME_MS: Record<ToastKind, number> = { success: 5000, info: 6000, error: 10000 };

/**
 * Sent on the window when a modal opens. The notices shown until then are about the page the
 * modal now covers, and stood over its buttons (the offer's 'Roziman' under the form's error
 * notice for ten seconds): they close. Notices raised while it is open stay (docs/decisions.md).
 */
export const MODAL_OPENED = "portal:modal-opened";

export function ToastProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );

  const push = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-4), { id, kind, text }]);
      setTimeout(() => dismiss(id), LIFETIME_MS[kind]);
    },
    [dismiss],
  );

  useEffect(() => {
    const clear = () => setToasts([]);
    window.addEventListener(MODAL_OPENED, clear);
    return () => window.removeEventListener(MODAL_OPENED, clear);
  }, []);

  const toaster = useMemo<Toaster>(
    () => ({
      success: (text) => push("success", text),
      error: (text) => push("error", text),
      info: (text) => push("info", text),
    }),
    [push],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="toasts" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.kind}`}
            role={toast.kind === "error" ? "alert" : "status"}
          >
            <span className="toast__text">{toast.text}</span>
            <button
              type="button"
              className="toast__close"
              aria-label={t("common.close")}
              onClick={() => dismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToasts(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error("useToasts outside ToastProvider");
  return toaster;
}
