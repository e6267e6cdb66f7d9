import type { Language } from "./constants";

/**
 * Every user-facing message of the domain, in Uzbek (the spec's exact text, apostrophe
 * variants included) and Russian. The UI and the HTTP adapter both render from here.
 * `{name}` placeholders are filled from a message's params.
 */
export const catalogue = {
  // Section 5: shared by the application forms
  requisitesRequired: { uz: "Rekvizitlaringizni tanlang", ru: "Выберите ваши реквизиты" },
  offerRequired: { uz: "Ommaviy offertaga rozilik bildiring", ru: "Выразите согласие с публичной офертой" },
  deviceNameRequired: {
    uz: "Qurilma №{n}:O'lchash vositasining nomini kiriting",
    ru: "Устройство №{n}:Введите наименование средства измерения",
  },
  organisationRequired: {
    uz: "Qurilma №{n}:Tashkilot nomini kiriting",
    ru: "Устройство №{n}:Введите наименование организации",
  },
  aboutDeviceRequired: {
    uz: "Qurilma №{n}:Qo'shimcha ma'lumotni kiriting",
    ru: "Устройство №{n}:Введите дополнительные сведения",
  },
  fileRequired: { uz: "Qurilma №{n}:PDF faylni yuklang", ru: "Устройство №{n}:Загрузите PDF-файл" },
  rowAmountRange: {
    uz: "Qurilma №{n}:Soni 1 dan 1000 gacha bo'lishi kerak",
    ru: "Устройство №{n}:Количество должно быть от 1 до 1000",
  },
  wrongCredentials: { uz: "Login yoki parol noto'g'ri", ru: "Неверный логин или пароль" },
  accountNumberExists: { uz: "Bu hisob raqami allaqachon qo'shilgan", ru: "Этот номер счёта уже добавлен" },
  appealTypeRequired: { uz: "Ariza turini tanlang", ru: "Выберите вид заявки" },
  customerRequired: { uz: "Mijozni tanlang", ru: "Выберите клиента" },
  contractExists: {
    uz: "Bu ariza uchun shartnoma allaqachon tuzilgan",
    ru: "Для этой заявки договор уже создан",
  },
  contractCreated: { uz: "Shartnoma yaratildi", ru: "Договор создан" },
  invoiceCreated: { uz: "Hisob-faktura yaratildi", ru: "Счёт создан" },
  appealChanged: {
    uz: "Ariza boshqa foydalanuvchi tomonidan o'zgartirildi, sahifani yangilang",
    ru: "Заявка изменена другим пользователем, обновите страницу",
  },
  contractNumberRequired: { uz: "Shartnoma raqamini kiriting!", ru: "Введите номер договора!" },
  // The contract call's rows against the stored appeal's (docs/decisions.md)
  contractRowUnknown: {
    uz: "Qurilma №{n}:Bu arizada bunday qurilma yo'q, sahifani yangilang",
    ru: "Устройство №{n}:В этой заявке нет такого устройства, обновите страницу",
  },
  contractRowRepeated: {
    uz: "Qurilma №{n}:Bu qurilma ikki marta yuborilgan",
    ru: "Устройство №{n}:Это устройство передано дважды",
  },
  contractRowMissing: {
    uz: "Qurilma №{n}:Arizaning bu qurilmasi yuborilmagan, sahifani yangilang",
    ru: "Устройство №{n}:Это устройство заявки не передано, обновите страницу",
  },
  commentRequired: { uz: "Qurilma №{n}:Izohni kiriting", ru: "Устройство №{n}:Введите описание" },
  devicesRequired: { uz: "Kamida bitta qurilma qo'shing", ru: "Добавьте хотя бы одно устройство" },

  // Section 5: verification form
  limitExceeded: {
    uz: "cannot form request, limit exceeded, remainder - {limit}",
    ru: "Невозможно сформировать заявку, лимит превышен, остаток - {limit}",
  },
  branchRequired: { uz: "Filialni tanlang", ru: "Выберите филиал" },
  resolutionRequired: {
    uz: "Farmon/Qaror raqami va yili bo`yicha ma`lumot kiriting!",
    ru: "Введите сведения о номере и годе Указа/Постановления!",
  },
  yearlyContractRequired: { uz: "Yillik shartnomani tanlang", ru: "Выберите годовой договор" },
  cityRequired: { uz: "Shaharni tanlang", ru: "Выберите город" },
  addressRequired: { uz: "Manzilni kiriting", ru: "Введите адрес" },
  lineTypeRequired: { uz: "Qurilma №{n}:Xizmat turini tanlang", ru: "Устройство №{n}:Выберите вид услуги" },
  lineDeviceRequired: { uz: "Qurilma №{n}:Qurilmani tanlang", ru: "Устройство №{n}:Выберите устройство" },
  lineAmountRange: {
    uz: "Qurilma №{n}:Qurilma soni 1 dan 1000 gacha bo‘lishi mumkin",
    ru: "Устройство №{n}:Количество устройств может быть от 1 до 1000",
  },
  lineProvinceRequired: { uz: "Qurilma №{n}:Viloyatni tanlang", ru: "Устройство №{n}:Выберите область" },
  lineCityRequired: { uz: "Qurilma №{n}:Shaharni tanlang", ru: "Устройство №{n}:Выберите город" },
  lineAddressRequired: { uz: "Qurilma №{n}:Manzilni kiriting", ru: "Устройство №{n}:Введите адрес" },

  // Section 5: provider form
  requisiteEmailRequired: {
    uz: "Tanlangan rekvizitingizda emailni kiriting",
    ru: "Укажите email в выбранных реквизитах",
  },
  providerDeviceTypeRequired: { uz: "Qurilma №{n}:Turini tanlang", ru: "Устройство №{n}:Выберите тип" },
  providerMtdNameRequired: {
    uz: "Qurilma №{n}:Usul nomini kiriting",
    ru: "Устройство №{n}:Введите наименование методики",
  },
  providerLaboratoryNameRequired: {
    uz: "Qurilma №{n}:Laboratoriya nomini kiriting",
    ru: "Устройство №{n}:Введите наименование лаборатории",
  },
  providerLaboratoryDirectorRequired: {
    uz: "Qurilma №{n}:Laboratoriya rahbarining F.I.O. ni kiriting",
    ru: "Устройство №{n}:Введите Ф.И.О. руководителя лаборатории",
  },
  providerLaboratoryAddressRequired: {
    uz: "Qurilma №{n}:Laboratoriya manzilini kiriting",
    ru: "Устройство №{n}:Введите адрес лаборатории",
  },
  providerMeasurementSizeRequired: {
    uz: "Qurilma №{n}:O'lchash kattaligini kiriting",
    ru: "Устройство №{n}:Введите измеряемую величину",
  },
  providerMethodRequired: { uz: "Qurilma №{n}:Usulni kiriting", ru: "Устройство №{n}:Введите метод" },
  providerAppliedDevicesRequired: {
    uz: "Qurilma №{n}:Qo'llaniladigan qurilmalarni kiriting",
    ru: "Устройство №{n}:Введите применяемые средства измерений",
  },

  // Section 5: feedback (the private and public message texts differ in their apostrophe)
  privateMessageRequired: { uz: "Xabarni to`ldiring", ru: "Заполните сообщение" },
  publicMessageRequired: { uz: "Xabarni to'ldiring", ru: "Заполните сообщение" },
  nameRequired: { uz: "FIO ni to'ldiring", ru: "Заполните ФИО" },
  emailRequired: { uz: "Email ni to'ldiring", ru: "Заполните Email" },
  phoneRequired: { uz: "Telefon ni to'ldiring", ru: "Заполните телефон" },
  regionRequired: { uz: "Viloyatni tanlang", ru: "Выберите область" },
  districtRequired: { uz: "Tumanni tanlang", ru: "Выберите район" },
  // Not in the spec: a filled but malformed contact (feedback, personal data, requisites)
  emailInvalid: { uz: "Email noto'g'ri kiritilgan", ru: "Email указан неверно" },
  phoneInvalid: {
    uz: "Telefon raqami +998 dan keyin 9 ta raqamdan iborat bo'lishi kerak",
    ru: "Номер телефона должен содержать 9 цифр после +998",
  },

  // Section 5: simple submit form ('{field} is required', the spec's own words)
  fieldRequired: { uz: "{field} is required", ru: "{field}: обязательное поле" },

  // Section 5: tax id, uploads
  taxIdLength: { uz: "INN raqamlar soni 9 ta bo'lishi kerak", ru: "ИНН должен состоять из 9 цифр" },
  pdfOnly: {
    uz: "Faqat PDF formatdagi fayl yuklash mumkin",
    ru: "Можно загрузить только файл в формате PDF",
  },
  fileMissing: { uz: "Faylni tanlang", ru: "Выберите файл" },
  uploadFailed: {
    uz: "Xatolik! Fayl hajmi {limit} MB dan oshmasligi kerak yoki fayl buzilgan",
    ru: "Ошибка! Размер файла не должен превышать {limit} МБ, или файл повреждён",
  },

  // Not in the spec: cabinet bank accounts and the requisite form (server messages: not shown)
  bankNameRequired: { uz: "Bank nomini kiriting", ru: "Введите наименование банка" },
  mfoRequired: { uz: "MFO ni kiriting", ru: "Введите МФО" },
  mfoFormat: { uz: "MFO 5 ta raqamdan iborat bo'lishi kerak", ru: "МФО должен состоять из 5 цифр" },
  accountNumberRequired: { uz: "Hisob raqamini kiriting", ru: "Введите номер счёта" },
  accountNumberFormat: {
    uz: "Hisob raqami 20 ta raqamdan iborat bo'lishi kerak",
    ru: "Номер счёта должен состоять из 20 цифр",
  },
  companyNameRequired: { uz: "Tashkilot nomini kiriting", ru: "Введите наименование организации" },
  okedRequired: { uz: "OKED ni kiriting", ru: "Введите ОКЭД" },
  okedFormat: { uz: "OKED 5 ta raqamdan iborat bo'lishi kerak", ru: "ОКЭД должен состоять из 5 цифр" },
  directorNameRequired: { uz: "Rahbarning F.I.O. sini kiriting", ru: "Введите Ф.И.О. руководителя" },

  // Not in the spec: the self-device modal (server rules: not shown)
  selfDeviceRequired: { uz: "O'lchov vositasini tanlang", ru: "Выберите средство измерения" },
  countryRequired: { uz: "Ishlab chiqarilgan davlatni tanlang", ru: "Выберите страну производства" },
  areaOfUseRequired: {
    uz: "Qurilma joylashgan hududni tanlang",
    ru: "Выберите область, где находится средство измерения",
  },
  inspectionDateRequired: { uz: "Tekshiruv sanasini kiriting", ru: "Введите дату поверки" },
  nextInspectionDateRequired: {
    uz: "Keyingi tekshiruv sanasini kiriting",
    ru: "Введите дату следующей поверки",
  },
  dateInvalid: { uz: "Sana noto'g'ri kiritilgan", ru: "Дата указана неверно" },
  inspectionDateInFuture: {
    uz: "Tekshiruv sanasi bugungi sanadan keyin bo'lishi mumkin emas",
    ru: "Дата поверки не может быть позже сегодняшней",
  },
  nextInspectionBeforeInspection: {
    uz: "Keyingi tekshiruv sanasi tekshiruv sanasidan oldin bo'lishi mumkin emas",
    ru: "Дата следующей поверки не может быть раньше даты поверки",
  },

  // Not in the spec: the edit-data modals (bounds: not shown)
  firstNameRequired: { uz: "Ismni kiriting", ru: "Введите имя" },
  lastNameRequired: { uz: "Familiyani kiriting", ru: "Введите фамилию" },
  textTooLong: {
    uz: "Ko'pi bilan {max} ta belgi kiritish mumkin",
    ru: "Допускается не более {max} символов",
  },

  // Not in the spec: the appeal lifecycle (issue 7)
  transitionNotAllowed: {
    uz: "Bu holatdagi arizaga bu amalni qo'llab bo'lmaydi",
    ru: "К заявке в этом статусе нельзя применить это действие",
  },
  actionNotPermitted: {
    uz: "Sizda bu amalni bajarish huquqi yo'q",
    ru: "У вас нет права выполнять это действие",
  },
  transitionNoteRequired: { uz: "Sababini yozing", ru: "Укажите причину" },
  appealNotEditable: {
    uz: "Bu turdagi arizani tahrirlab bo'lmaydi",
    ru: "Заявку этого вида нельзя редактировать",
  },

  // Not in the spec: the contract and invoice documents (PDF)
  documentContractTitle: { uz: "Shartnoma № {number}", ru: "Договор № {number}" },
  documentInvoiceTitle: { uz: "Hisob-faktura № {number}", ru: "Счёт-фактура № {number}" },
  documentDate: { uz: "Sana: {date}", ru: "Дата: {date}" },
  documentAppeal: { uz: "Ariza № {id}", ru: "Заявка № {id}" },
  documentExecutor: { uz: "Ijrochi", ru: "Исполнитель" },
  documentCustomer: { uz: "Buyurtmachi", ru: "Заказчик" },
  documentAddress: { uz: "Manzil: {value}", ru: "Адрес: {value}" },
  documentTin: { uz: "STIR: {value}", ru: "ИНН: {value}" },
  documentPin: { uz: "JSHSHIR: {value}", ru: "ПИНФЛ: {value}" },
  documentPassport: { uz: "Pasport: {value}", ru: "Паспорт: {value}" },
  documentBank: { uz: "Bank: {value}", ru: "Банк: {value}" },
  documentAccount: { uz: "H/r: {value}", ru: "Р/с: {value}" },
  documentMfo: { uz: "MFO: {value}", ru: "МФО: {value}" },
  documentOked: { uz: "OKED: {value}", ru: "ОКЭД: {value}" },
  documentDirector: { uz: "Rahbar: {value}", ru: "Руководитель: {value}" },
  documentPhone: { uz: "Telefon: {value}", ru: "Телефон: {value}" },
  columnNumber: { uz: "№", ru: "№" },
  columnName: { uz: "Nomi", ru: "Наименование" },
  columnAmount: { uz: "Soni", ru: "Кол-во" },
  columnUnitPrice: { uz: "Narxi", ru: "Цена" },
  columnDiscount: { uz: "Chegirma", ru: "Скидка" },
  columnVat: { uz: "QQS", ru: "НДС" },
  columnTotal: { uz: "Jami", ru: "Сумма" },
  jointCertificate: { uz: "(umumiy sertifikat)", ru: "(общий сертификат)" },
  documentTotalDiscount: { uz: "Chegirma: {sum}", ru: "Скидка: {sum}" },
  documentTotalVat: { uz: "Shu jumladan QQS: {sum}", ru: "В том числе НДС: {sum}" },
  documentTotal: { uz: "Jami to‘lov: {sum}", ru: "Итого к оплате: {sum}" },

  // Not in the spec: a request with a value of the wrong kind in a field (issue 19). The
  // field is named by its path in the payload; the codec's own words go to the server's log.
  fieldMalformed: { uz: "Maydon noto'g'ri to'ldirilgan: {field}", ru: "Поле заполнено неверно: {field}" },
  bodyMalformed: { uz: "So'rov tarkibi noto'g'ri", ru: "Неверное содержимое запроса" },

  // Not in the spec: a full data disk (issue 19): the save was not stored, try again later
  storageFull: {
    uz: "Ma'lumotlarni saqlash uchun joy qolmadi, hech narsa saqlanmadi. Iltimos, birozdan keyin qayta urinib ko'ring",
    ru: "Не осталось места для хранения данных, ничего не сохранено. Пожалуйста, повторите попытку позже",
  },

  // Not in the spec: a sign-in flood (issue 19): passwords are checked a few at a time, the rest refused
  signInBusy: {
    uz: "Hozir tizimga kirishga urinishlar juda ko'p. Iltimos, {seconds} soniyadan keyin qayta urinib ko'ring",
    ru: "Сейчас слишком много попыток входа. Пожалуйста, повторите через {seconds} с",
  },

  // Not in the spec: a request body in a Content-Encoding the portal cannot unpack (issue 19)
  bodyNotDecodable: {
    uz: "So'rov tanasini ochib bo'lmadi: u Content-Encoding sarlavhasida aytilgan usulda siqilmagan",
    ru: "Не удалось распаковать тело запроса: оно сжато не тем способом, что указан в заголовке Content-Encoding",
  },
  bodyEncodingUnsupported: {
    uz: "So'rov tanasining siqish usuli (Content-Encoding) qo'llab-quvvatlanmaydi: gzip, deflate, br yoki siqilmagan holda yuboring",
    ru: "Способ сжатия тела запроса (Content-Encoding) не поддерживается: отправьте его в gzip, deflate, br или без сжатия",
  },
  uploadEncoded: {
    uz: "Fayl siqilmagan holda yuborilishi kerak (Content-Encoding sarlavhasisiz)",
    ru: "Файл нужно отправлять без сжатия (без заголовка Content-Encoding)",
  },

  // Not in the spec: a text with a broken character (a lone UTF-16 surrogate) is refused (issue 19)
  textBroken: {
    uz: "{field}: matnda buzilgan belgi bor, uni o'chirib qayta yuboring",
    ru: "{field}: в тексте есть повреждённый символ, удалите его и отправьте снова",
  },

  // Section 8: error catalogue and the texts of the screens
  saveFailed: {
    uz: "Oops something went wrong. Please try again! appeal save",
    ru: "Что-то пошло не так. Попробуйте ещё раз! appeal save",
  },
  draftFailed: {
    uz: "Oops something went wrong. Please try again! appeal draft",
    ru: "Что-то пошло не так. Попробуйте ещё раз! appeal draft",
  },
  anSaveFailed: {
    uz: "Oops something went wrong. Please try again! an save",
    ru: "Что-то пошло не так. Попробуйте ещё раз! an save",
  },
  contractFailed: {
    uz: "Oops something went wrong. Please try again",
    ru: "Что-то пошло не так. Попробуйте ещё раз",
  },
  commentFailed: {
    uz: "Oops something went wrong. Please try again!",
    ru: "Что-то пошло не так. Попробуйте ещё раз!",
  },
  checkOutWarning: {
    uz: "Ogohlantirish! Bu qurilma borib tekshirishga mo'ljallangan",
    ru: "Внимание! Это устройство предназначено для выездной поверки",
  },
  checkedOnSite: { uz: "Borib tekshiriladi", ru: "Проверяется на месте" },
  inProgress: { uz: "Jarayonda", ru: "В процессе" },
  confirmDelete: { uz: "O'chirishni tasdiqlaysizmi?", ru: "Подтверждаете удаление?" },
  sentSuccessfully: { uz: "Muvaffaqiyatli yuborildi", ru: "Успешно отправлено" },
  pleaseWait: { uz: "Iltimos kutib turing...", ru: "Пожалуйста, подождите..." },
  send: { uz: "Yuborish", ru: "Отправить" },
  save: { uz: "Saqlash", ru: "Сохранить" },
  change: { uz: "O`zgartirish", ru: "Изменить" },
  agree: { uz: "Roziman", ru: "Согласен" },
  anonymous: { uz: "Anonim", ru: "Анонимно" },
  offerTitle: { uz: "Ommaviy oferta bilan tanishib chiqing!", ru: "Ознакомьтесь с публичной офертой!" },
  selfDeviceTitle: { uz: "O`lchov vositasini qo`shish", ru: "Добавление средства измерения" },
  editDataTitle: { uz: "Ma‘lumotlarni tahrirlash", ru: "Редактирование данных" },
  generalData: { uz: "Umumiy ma‘lumotlar", ru: "Общие сведения" },
  yearlyContractVatFree: {
    uz: "Yillik shartnoma bo'yicha xizmatlar QQSdan ozod qilingan",
    ru: "Услуги по годовому договору освобождены от НДС",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message that is not yet words: a key and its params, rendered in either language. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: MessageParams;
}

export const message = (key: MessageKey, params?: MessageParams): Message =>
  params ? { key, params } : { key };

/** The message for row n (1-based), as the forms number their device rows. */
export const rowMessage = (key: MessageKey, n: number): Message => message(key, { n });

export function render(m: Message, language: Language): string {
  return fillTemplate(catalogue[m.key][language], m.params);
}

/** Fills `{name}` placeholders from params; an unknown placeholder stays visible. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export const renderAll = (messages: readonly Message[], language: Language): string[] =>
  messages.map((m) => render(m, language));
