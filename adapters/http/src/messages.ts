import { fillTemplate, type Language } from "@portal/domain";

/**
 * Messages of the HTTP level only (CSRF, limits, outages, answers of success). The
 * domain's own messages stay in the domain catalogue and are rendered from there.
 */
export const httpMessages = {
  csrfMismatch: {
    uz: "Sahifa eskirgan, iltimos sahifani yangilang",
    ru: "Страница устарела, пожалуйста, обновите страницу",
  },
  tooManyRequests: {
    uz: "Soʻrovlar juda koʻp. Iltimos, {seconds} soniyadan keyin qayta urinib koʻring",
    ru: "Слишком много запросов. Пожалуйста, повторите через {seconds} с",
  },
  serviceUnavailable: {
    uz: "Xizmat vaqtincha ishlamayapti. Iltimos, birozdan keyin qayta urinib koʻring",
    ru: "Сервис временно недоступен. Пожалуйста, повторите попытку позже",
  },
  internalError: {
    uz: "Serverda xatolik yuz berdi. Iltimos, qayta urinib koʻring",
    ru: "На сервере произошла ошибка. Пожалуйста, повторите попытку",
  },
  unauthenticated: { uz: "Iltimos, tizimga kiring", ru: "Пожалуйста, войдите в систему" },
  forbidden: { uz: "Bu amal uchun ruxsat yoʻq", ru: "Нет прав на это действие" },
  notFound: { uz: "Topilmadi", ru: "Не найдено" },
  bodyTooLarge: {
    uz: "Soʻrov hajmi juda katta (koʻpi bilan {limit})",
    ru: "Слишком большой запрос (не более {limit})",
  },
  malformedBody: {
    uz: "Soʻrov notoʻgʻri tuzilgan (JSON xato)",
    ru: "Запрос составлен неверно (ошибка JSON)",
  },
  badRequest: { uz: "Notoʻgʻri soʻrov", ru: "Неверный запрос" },
  requestTimeout: {
    uz: "Soʻrov oʻz vaqtida toʻliq yuborilmadi. Iltimos, qayta urinib koʻring",
    ru: "Запрос не был передан полностью вовремя. Пожалуйста, повторите попытку",
  },
  headersTooLarge: {
    uz: "Soʻrov sarlavhalari juda katta",
    ru: "Слишком большие заголовки запроса",
  },
  idempotencyKeyInvalid: {
    uz: "Idempotency-Key sarlavhasi 1-100 ta lotin harfi, raqam, '_' yoki '-' boʻlishi kerak",
    ru: "Заголовок Idempotency-Key должен содержать 1-100 латинских букв, цифр, '_' или '-'",
  },
  idempotencyPending: {
    uz: "Bu soʻrov hali bajarilmoqda, iltimos kutib turing",
    ru: "Этот запрос ещё выполняется, пожалуйста, подождите",
  },
  uploadSucceeded: { uz: "Fayl muvaffaqiyatli yuklandi", ru: "Файл успешно загружен" },
  draftSaved: { uz: "Qoralama saqlandi", ru: "Черновик сохранён" },
  contractCreated: { uz: "Shartnoma yaratildi", ru: "Договор создан" },
  invoiceCreated: { uz: "Hisob-faktura yaratildi", ru: "Счёт создан" },
  saved: { uz: "Muvaffaqiyatli saqlandi", ru: "Успешно сохранено" },
  statusChanged: { uz: "Ariza holati oʻzgartirildi", ru: "Статус заявки изменён" },
  deleted: { uz: "Muvaffaqiyatli oʻchirildi", ru: "Успешно удалено" },
  signedOut: { uz: "Tizimdan chiqdingiz", ru: "Вы вышли из системы" },
} as const satisfies Record<string, Record<Language, string>>;

export type HttpMessageKey = keyof typeof httpMessages;

export function say(
  key: HttpMessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(httpMessages[key][lang], params);
}
