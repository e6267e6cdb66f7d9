import type { StandInPerson } from "./people";

/** Where the stand-in's sign-in page posts the person chosen. */
export const CHOOSE_PATH = "/sso/oauth/stand-in/sign-in";

/** The marking every page of the stand-in carries, so nobody takes it for the real OneID. */
export const TEST_MARK_UZ = "Sinov identifikatsiya xizmati — haqiqiy OneID emas";
export const TEST_MARK_RU = "Тестовая служба идентификации — не настоящий OneID";

/** The authorization request the page carries on to the choice, field by field. */
export interface AuthorizationRequest {
  readonly client_id: string;
  readonly redirect_uri: string;
  readonly scope: string;
  readonly state: string;
}

/** Text for HTML, in an element or in a quoted attribute alike. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"'`]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "`": "&#96;" })[c]!,
  );

/** The page listing the people to sign in as, one form (a button) each. */
export function signInPage(request: AuthorizationRequest, people: readonly StandInPerson[]): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");
  const items = people.map((person, i) => personItem(person, i, hidden)).join("\n");
  return layout(
    `<p>Bu xizmat metrologiya portalini sinash uchun ishlaydi: undagi shaxslar ham, maʼlumotlar ham
      haqiqiy emas. Portalga kim sifatida kirishni tanlang.</p>
    <p lang="ru">Эта служба работает для проверки портала метрологии: люди и данные в ней не настоящие.
      Выберите, кем войти на портал.</p>
    <ul class="people">\n${items}\n</ul>`,
  );
}

/** A refusal of the authorization request, said in both languages, with what was wrong. */
export function errorPage(uz: string, ru: string, detail?: string): string {
  return layout(
    `<div role="alert">
      <h2>Kirish soʻrovi rad etildi</h2>
      <p>${escapeHtml(uz)}</p>
      <h2 lang="ru">Запрос входа отклонён</h2>
      <p lang="ru">${escapeHtml(ru)}</p>
      ${detail === undefined ? "" : `<p><code>${escapeHtml(detail)}</code></p>`}
    </div>`,
  );
}

function personItem(person: StandInPerson, i: number, hidden: string): string {
  const companies =
    person.legal_info.length === 0
      ? `<p>Tashkilot yoʻq · <span lang="ru">Нет организаций</span></p>`
      : `<p>Tashkilotlar · <span lang="ru">Организации</span>:</p><ul>${person.legal_info
          .map(
            (c) =>
              `<li>${escapeHtml(c.acron_UZ)}, STIR · <span lang="ru">ИНН</span> ${escapeHtml(c.le_tin)}${
                c.is_basic ? ` (asosiy · <span lang="ru">основная</span>)` : ""
              }</li>`,
          )
          .join("")}</ul>`;
  return `<li><article aria-labelledby="person-${i}">
      <h2 id="person-${i}">${escapeHtml(person.full_name)}</h2>
      <p>JShShIR · <span lang="ru">ПИНФЛ</span>: <span class="pin">${escapeHtml(maskedPin(person.pin))}</span></p>
      ${companies}
      <form method="post" action="${CHOOSE_PATH}">${hidden}<input type="hidden" name="pin" value="${escapeHtml(person.pin)}">
        <button type="submit">Kirish · <span lang="ru">Войти</span><span class="hidden"> — ${escapeHtml(person.full_name)}</span></button>
      </form>
    </article></li>`;
}

/** The PINFL with its middle hidden: enough to tell the test people apart, not a whole number to copy. */
const maskedPin = (pin: string): string => `${pin.slice(0, 4)}••••••••${pin.slice(-2)}`;

function layout(main: string): string {
  return `<!doctype html>
<html lang="uz">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TEST_MARK_UZ}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; background: #f4f4f0; }
  .mark { background: #8a1c1c; color: #fff; padding: 1rem; border-bottom: 6px dashed #f2c200; }
  .mark h1 { font-size: 1.25rem; margin: 0; }
  .mark p { margin: 0.25rem 0 0; }
  main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
  .people { list-style: none; padding: 0; margin: 0; }
  article { background: #fff; border: 1px solid #c8c8c0; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
  article h2 { font-size: 1.1rem; margin: 0 0 0.5rem; overflow-wrap: anywhere; }
  article p, article ul { margin: 0.25rem 0; overflow-wrap: anywhere; }
  .pin { font-variant-numeric: tabular-nums; }
  button { width: 100%; min-height: 44px; margin-top: 0.75rem; font: inherit; font-weight: 600;
    color: #fff; background: #1d4f91; border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible { outline: 3px solid #f2c200; outline-offset: 2px; }
  .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
</style>
</head>
<body>
<header class="mark">
  <h1>${TEST_MARK_UZ}</h1>
  <p lang="ru">${TEST_MARK_RU}</p>
</header>
<main>
${main}
</main>
</body>
</html>
`;
}
