/**
 * Page-level settings (spec 7: the base address and the CSRF token are page-level
 * values). The server may provide them in `window.__PORTAL__` or in a
 * `<meta name="portal-config" content="{…json…}">` of index.html; otherwise the
 * defaults below hold. The support phones live here so the server can override them.
 */
export interface PortalConfig {
  /** The base address every API call and the offer page are relative to ("" = this origin). */
  readonly baseUrl: string;
  /** A page-level CSRF token; when absent the XSRF-TOKEN cookie is read (spec 7 defaults). */
  readonly csrfToken?: string | undefined;
  /** Support numbers shown to customers when not in offline mode (spec 2.6, 6). */
  readonly supportPhones: readonly string[];
  /** Whether the sign-in page lists the demo accounts (never in production). */
  readonly showDemoAccounts: boolean;
  /** The offer document, relative to the base address (spec 2.18). */
  readonly offerPath: string;
  /** Whether customers sign in through OneID here (issue 26): the sign-in page offers it. */
  readonly oneId: boolean;
}

export const DEFAULT_CONFIG: PortalConfig = {
  baseUrl: "",
  supportPhones: ["+998 71 202-00-11"],
  showDemoAccounts: true,
  offerPath: "/offerta-4.html",
  oneId: false,
};

declare global {
  interface Window {
    __PORTAL__?: Partial<PortalConfig>;
  }
}

/** Keeps only the known keys of the right type, so a broken override cannot break the page. */
export function mergeConfig(base: PortalConfig, override: unknown): PortalConfig {
  if (typeof override !== "object" || override === null) return base;
  const o = override as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const phones = Array.isArray(o.supportPhones)
    ? o.supportPhones.filter((p): p is string => typeof p === "string")
    : undefined;
  return {
    baseUrl: (text(o.baseUrl) ?? base.baseUrl).replace(/\/+$/, ""),
    csrfToken: text(o.csrfToken) ?? base.csrfToken,
    supportPhones: phones ?? base.supportPhones,
    showDemoAccounts: typeof o.showDemoAccounts === "boolean" ? o.showDemoAccounts : base.showDemoAccounts,
    offerPath: text(o.offerPath) ?? base.offerPath,
    oneId: typeof o.oneId === "boolean" ? o.oneId : base.oneId,
  };
}

function fromMeta(doc: Document): unknown {
  const content = doc.querySelector('meta[name="portal-config"]')?.getAttribute("content");
  if (!content) return undefined;
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}

/** The configuration of this page: defaults, then the meta tag, then `window.__PORTAL__`. */
export function readConfig(win: Window | undefined = globalThis.window): PortalConfig {
  if (!win) return DEFAULT_CONFIG;
  const csrfMeta =
    win.document.querySelector('meta[name="csrf-token"]')?.getAttribute("content") || undefined;
  const withMeta = mergeConfig({ ...DEFAULT_CONFIG, csrfToken: csrfMeta }, fromMeta(win.document));
  return mergeConfig(withMeta, win.__PORTAL__);
}

let current: PortalConfig | undefined;

/** The page's configuration, read once. */
export const portalConfig = (): PortalConfig => {
  current ??= readConfig();
  return current;
};
