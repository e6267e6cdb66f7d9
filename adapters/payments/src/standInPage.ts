/** The two languages a stand-in's page speaks. */
export type PageLanguage = "uz" | "ru";

/** The marking every page of a stand-in carries, so nobody takes it for the real payment system. */
export const testMark = (provider: string): Readonly<Record<PageLanguage, string>> => ({
  uz: `Sinov toʻlov xizmati — haqiqiy ${provider} emas`,
  ru: `Тестовый платёжный сервис — не настоящий ${provider}`,
});

/** Text for HTML, in an element or in a quoted attribute alike. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"'`]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" })[c]!,
  );

/** One line of what is paid: its label and its value, both already HTML. */
export interface Detail {
  readonly label: string;
  readonly value: string;
}

/** What is paid, as a list of labelled values (a description list: each value read with its label). */
export const details = (lines: readonly Detail[]): string =>
  `<dl>${lines.map((line) => `<dt>${line.label}</dt><dd>${line.value}</dd>`).join("")}</dl>`;

/** Uzbek text with its Russian beside it, marked as Russian for a screen reader. */
export const both = (uz: string, ru: string): string => `${uz} · <span lang="ru">${ru}</span>`;

/** A return address worth a link: http(s) only, never `javascript:` and the like. */
export function safeLink(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const { protocol } = new URL(address);
    return protocol === "http:" || protocol === "https:" ? address : undefined;
  } catch {
    return undefined;
  }
}

/** A small page in `lang`, marked as the project's test stand-in of `provider` in both languages. */
export function layout(provider: string, lang: PageLanguage, title: string, main: string): string {
  const mark = testMark(provider);
  const other: PageLanguage = lang === "uz" ? "ru" : "uz";
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(mark[lang])}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; background: #f4f4f0; }
  .mark { background: #8a1c1c; color: #fff; padding: 1rem; border-bottom: 6px dashed #f2c200; }
  .mark p { margin: 0; font-weight: 600; }
  main { max-width: 32rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.35rem; }
  dl { background: #fff; border: 1px solid #c8c8c0; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
  dt { font-size: 0.9rem; color: #4a4a44; }
  dd { margin: 0 0 0.75rem; font-weight: 600; overflow-wrap: anywhere; }
  button { width: 100%; min-height: 44px; font: inherit; font-weight: 600; color: #fff; background: #1d4f91;
    border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f2c200; outline-offset: 2px; }
  a { color: #1d4f91; }
  [role="alert"] { background: #fff; border-left: 6px solid #8a1c1c; padding: 0.75rem 1rem; }
  [role="status"] { background: #fff; border-left: 6px solid #1e6b34; padding: 0.75rem 1rem; }
</style>
</head>
<body>
<header class="mark">
  <p>${escapeHtml(mark[lang])}</p>
  <p lang="${other}">${escapeHtml(mark[other])}</p>
</header>
<main>
<h1>${escapeHtml(title)}</h1>
${main}
</main>
</body>
</html>
`;
}
