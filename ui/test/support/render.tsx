import type { ReactNode } from "react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { ConfirmProvider } from "../../src/components/ConfirmDialog";
import { ToastProvider } from "../../src/components/Toasts";
import { i18n } from "../../src/i18n";

export interface Rendered {
  readonly container: HTMLElement;
  unmount(): Promise<void>;
}

const mounted: Root[] = [];

/**
 * Renders inside the providers every page has (i18n, router, toasts, confirmations); `at` is
 * the router's address, for a page that reads its route's parameters.
 */
export async function render(ui: ReactNode, { at = "/" }: { readonly at?: string } = {}): Promise<Rendered> {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[at]}>
          <ToastProvider>
            <ConfirmProvider>{ui}</ConfirmProvider>
          </ToastProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
  return {
    container,
    async unmount() {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Unmounts everything rendered; for afterEach. */
export async function cleanUp(): Promise<void> {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = "";
}

/** Lets pending promises and effects settle. */
export const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/**
 * Settles until `done` holds (a chunk loaded, a call answered after another), or fails naming
 * `what` when it still does not after `limitMs` (a bound for a hang, not a wait).
 */
export async function settleUntil(done: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!done() && Date.now() < deadline) await settle();
  if (!done()) throw new Error(`still waiting for ${what}`);
}

/** Sets a controlled input's value the way React notices, then fires input/change. */
export async function type(element: Element, value: string): Promise<void> {
  const input = element as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const proto = Object.getPrototypeOf(input);
  const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(
      new window.Event(input instanceof window.HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error("nothing to click");
  await act(async () => {
    (element as HTMLElement).click();
  });
}

export async function key(element: Element, name: string): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new window.KeyboardEvent("keydown", { key: name, bubbles: true }));
  });
}

export async function focus(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).focus();
  });
}

/** The element whose text is exactly `text` (after trimming). */
export function byText(root: ParentNode, text: string, selector = "*"): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((el) => el.textContent?.trim() === text);
}

/** The control a <label> with this text is for. */
export function byLabel(root: ParentNode, text: string): HTMLElement {
  const label = [...root.querySelectorAll("label")].find(
    (l) => l.textContent?.replace("*", "").trim() === text,
  );
  const id = label?.getAttribute("for");
  const control = id ? document.getElementById(id) : null;
  if (!control) throw new Error(`no control labelled "${text}"`);
  return control;
}
