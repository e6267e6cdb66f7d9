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
    uz: "Qurilma №{n}:Qoʻshimcha maʼlumotni kiriting",
    ru: "Устройство №{n}:Введите дополнительные сведения",
  },
  fileRequired: { uz: "Qurilma №{n}:PDF faylni yuklang", ru: "Устройство №{n}:Загрузите PDF-файл" },
  rowAmountRange: {
    uz: "Qurilma №{n}:Soni 1 dan 1000 gacha boʻlishi kerak",
    ru: "Устройство №{n}:Количество должно быть от 1 до 1000",
  },
  wrongCredentials: { uz: "Login yoki parol notoʻgʻri", ru: "Неверный логин или пароль" },
  accountNumberExists: { uz: "Bu hisob raqami allaqachon qoʻshilgan", ru: "Этот номер счёта уже добавлен" },
  appealTypeRequired: { uz: "Ariza turini tanlang", ru: "Выберите вид заявки" },
  customerRequired: { uz: "Mijozni tanlang", ru: "Выберите клиента" },
  contractExists: {
    uz: "Bu ariza uchun shartnoma allaqachon tuzilgan",
    ru: "Для этой заявки договор уже создан",
  },
  contractCreated: { uz: "Shartnoma yaratildi", ru: "Договор создан" },
  invoiceCreated: { uz: "Hisob-faktura yaratildi", ru: "Счёт создан" },
  appealChanged: {
    uz: "Ariza boshqa foydalanuvchi tomonidan oʻzgartirildi, sahifani yangilang",
    ru: "Заявка изменена другим пользователем, обновите страницу",
  },
  contractNumberRequired: { uz: "Shartnoma raqamini kiriting!", ru: "Введите номер договора!" },
  // The contract call's rows against the stored appeal's (docs/decisions.md)
  contractRowUnknown: {
    uz: "Qurilma №{n}:Bu arizada bunday qurilma yoʻq, sahifani yangilang",
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
  devicesRequired: { uz: "Kamida bitta qurilma qoʻshing", ru: "Добавьте хотя бы одно устройство" },

  // Section 5: verification form
  limitExceeded: {
    uz: "cannot form request, limit exceeded, remainder - {limit:som}",
    ru: "Невозможно сформировать заявку, лимит превышен, остаток - {limit:som}",
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
    uz: "Qurilma №{n}:Oʻlchash kattaligini kiriting",
    ru: "Устройство №{n}:Введите измеряемую величину",
  },
  providerMethodRequired: { uz: "Qurilma №{n}:Usulni kiriting", ru: "Устройство №{n}:Введите метод" },
  providerAppliedDevicesRequired: {
    uz: "Qurilma №{n}:Qoʻllaniladigan qurilmalarni kiriting",
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
  emailInvalid: { uz: "Email notoʻgʻri kiritilgan", ru: "Email указан неверно" },
  phoneInvalid: {
    uz: "Telefon raqami +998 dan keyin 9 ta raqamdan iborat boʻlishi kerak",
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
  mfoFormat: { uz: "MFO 5 ta raqamdan iborat boʻlishi kerak", ru: "МФО должен состоять из 5 цифр" },
  accountNumberRequired: { uz: "Hisob raqamini kiriting", ru: "Введите номер счёта" },
  accountNumberFormat: {
    uz: "Hisob raqami 20 ta raqamdan iborat boʻlishi kerak",
    ru: "Номер счёта должен состоять из 20 цифр",
  },
  companyNameRequired: { uz: "Tashkilot nomini kiriting", ru: "Введите наименование организации" },
  okedRequired: { uz: "OKED ni kiriting", ru: "Введите ОКЭД" },
  okedFormat: { uz: "OKED 5 ta raqamdan iborat boʻlishi kerak", ru: "ОКЭД должен состоять из 5 цифр" },
  directorNameRequired: { uz: "Rahbarning F.I.O. sini kiriting", ru: "Введите Ф.И.О. руководителя" },

  // Not in the spec: the self-device modal (server rules: not shown)
  selfDeviceRequired: { uz: "Oʻlchov vositasini tanlang", ru: "Выберите средство измерения" },
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
  dateInvalid: { uz: "Sana notoʻgʻri kiritilgan", ru: "Дата указана неверно" },
  inspectionDateInFuture: {
    uz: "Tekshiruv sanasi bugungi sanadan keyin boʻlishi mumkin emas",
    ru: "Дата поверки не может быть позже сегодняшней",
  },
  nextInspectionBeforeInspection: {
    uz: "Keyingi tekshiruv sanasi tekshiruv sanasidan oldin boʻlishi mumkin emas",
    ru: "Дата следующей поверки не может быть раньше даты поверки",
  },

  // Not in the spec: the register's due states, export and import (issue 15)
  dueOverdue: { uz: "Muddati oʻtgan", ru: "Просрочено" },
  dueDue30: { uz: "30 kun ichida", ru: "В течение 30 дней" },
  dueDue90: { uz: "90 kun ichida", ru: "В течение 90 дней" },
  dueFine: { uz: "Muddati bor", ru: "В порядке" },
  dueUnfit: { uz: "Yaroqsiz", ru: "Не годен" },
  registerState: { uz: "Holati", ru: "Состояние" },
  registerSerialNumber: { uz: "Zavod raqami", ru: "Заводской номер" },
  registerParentOrganisation: { uz: "Yuqori turuvchi tashkilot", ru: "Вышестоящая организация" },
  registerCompanyName: { uz: "Korxona nomi", ru: "Наименование предприятия" },
  registerCompanyTin: { uz: "STIR", ru: "ИНН" },
  registerDevice: { uz: "Oʻlchov vositasi", ru: "Средство измерения" },
  registerCountry: { uz: "Ishlab chiqarilgan davlat", ru: "Страна производства" },
  registerCode: { uz: "Qurilma kodi", ru: "Код устройства" },
  registerInspectionDate: { uz: "Tekshiruv sanasi", ru: "Дата поверки" },
  registerNextInspectionDate: { uz: "Keyingi tekshiruv sanasi", ru: "Дата следующей поверки" },
  registerAreaOfUse: { uz: "Qurilma joylashgan hudud", ru: "Область нахождения устройства" },
  importUnknownDevice: {
    uz: "«{name}» oʻlchov vositasi katalogda topilmadi",
    ru: "Средство измерения «{name}» не найдено в каталоге",
  },
  importUnknownCountry: { uz: "«{name}» davlati topilmadi", ru: "Страна «{name}» не найдена" },
  importUnknownProvince: { uz: "«{name}» hududi topilmadi", ru: "Область «{name}» не найдена" },
  importNotSpreadsheet: {
    uz: "Fayl Excel (.xlsx) yoki CSV jadvali emas",
    ru: "Файл не является таблицей Excel (.xlsx) или CSV",
  },
  importFileRequired: { uz: "Faylni tanlang", ru: "Выберите файл" },
  importOneFile: {
    uz: "Bitta faylni «file» maydonida yuboring",
    ru: "Отправьте один файл в поле «file»",
  },
  importTooLarge: {
    uz: "Fayl hajmi {max} MB dan oshmasligi kerak",
    ru: "Размер файла не должен превышать {max} МБ",
  },
  importUnpackedTooLarge: {
    uz: "Excel faylidagi maʼlumotlar ochilganda {max} MB dan oshmasligi kerak",
    ru: "Данные файла Excel в распакованном виде не должны превышать {max} МБ",
  },
  importTooManyRows: {
    uz: "Faylda koʻpi bilan {max} ta qator boʻlishi mumkin",
    ru: "В файле может быть не более {max} строк",
  },
  importEmpty: { uz: "Faylda birorta ham qator yoʻq", ru: "В файле нет ни одной строки" },
  importMissingColumns: {
    uz: "Faylda quyidagi ustunlar yoʻq: {columns}",
    ru: "В файле нет столбцов: {columns}",
  },
  importHasErrors: {
    uz: "Faylda xatolar bor: ularni tuzating yoki faqat toʻgʻri qatorlarni import qiling",
    ru: "В файле есть ошибки: исправьте их или импортируйте только верные строки",
  },
  importNotFound: {
    uz: "Import topilmadi, faylni qaytadan yuklang",
    ru: "Импорт не найден, загрузите файл заново",
  },
  reapplyNothingChosen: {
    uz: "Birorta ham oʻlchov vositasi tanlanmagan",
    ru: "Не выбрано ни одного средства измерения",
  },

  // Not in the spec: the edit-data modals (bounds: not shown)
  firstNameRequired: { uz: "Ismni kiriting", ru: "Введите имя" },
  lastNameRequired: { uz: "Familiyani kiriting", ru: "Введите фамилию" },
  textTooLong: {
    uz: "Koʻpi bilan {max} ta belgi kiritish mumkin",
    ru: "Допускается не более {max} символов",
  },

  // Not in the spec: the appeal lifecycle (issue 7)
  transitionNotAllowed: {
    uz: "Bu holatdagi arizaga bu amalni qoʻllab boʻlmaydi",
    ru: "К заявке в этом статусе нельзя применить это действие",
  },
  actionNotPermitted: {
    uz: "Sizda bu amalni bajarish huquqi yoʻq",
    ru: "У вас нет права выполнять это действие",
  },
  transitionNoteRequired: { uz: "Sababini yozing", ru: "Укажите причину" },
  // Not in the spec: a claim of exemption confirmed during review (issue 27); the project's own Uzbek, with oʻ and gʻ
  exemptionNotClaimed: {
    uz: "Bu arizada tasdiqlanishi kutilayotgan imtiyoz yoʻq",
    ru: "В этой заявке нет льготы, ожидающей подтверждения",
  },
  exemptionUndecided: {
    uz: "Avval imtiyozni tasdiqlang yoki rad eting",
    ru: "Сначала подтвердите или отклоните льготу",
  },
  exemptionConfirmed: { uz: "Imtiyoz tasdiqlandi", ru: "Льгота подтверждена" },
  exemptionRefused: { uz: "Imtiyoz rad etildi", ru: "Льгота отклонена" },
  lineNotAdded: {
    uz: "Qurilma №{n}:Roʻyxatga qoʻshilmagan: uni toʻldiring yoki tozalang",
    ru: "Устройство №{n}:Не добавлено в список: заполните или очистите его",
  },
  appealNotEditable: {
    uz: "Bu turdagi arizani tahrirlab boʻlmaydi",
    ru: "Заявку этого вида нельзя редактировать",
  },
  appealNotSentBack: {
    uz: "Arizani faqat u qaytarilganda tuzatib qayta yuborish mumkin",
    ru: "Исправить и отправить заявку повторно можно, только пока она возвращена",
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
  documentTotal: { uz: "Jami toʻlov: {sum}", ru: "Итого к оплате: {sum}" },

  // Not in the spec: results of the work, certificates and the public check (issue 14)
  resultSerialRequired: {
    uz: "Qurilma №{n}.{k}: zavod raqamini kiriting",
    ru: "Устройство №{n}.{k}: введите заводской номер",
  },
  resultOutcomeRequired: {
    uz: "Qurilma №{n}.{k}: natijani tanlang",
    ru: "Устройство №{n}.{k}: выберите результат",
  },
  resultWorkDateRequired: {
    uz: "Qurilma №{n}.{k}: ish bajarilgan sanani kiriting",
    ru: "Устройство №{n}.{k}: введите дату выполнения работ",
  },
  resultDateInvalid: {
    uz: "Qurilma №{n}.{k}: sana notoʻgʻri kiritilgan",
    ru: "Устройство №{n}.{k}: дата указана неверно",
  },
  resultWorkDateInFuture: {
    uz: "Qurilma №{n}.{k}: ish sanasi bugungi sanadan keyin boʻlishi mumkin emas",
    ru: "Устройство №{n}.{k}: дата работ не может быть позже сегодняшней",
  },
  resultValidUntilRequired: {
    uz: "Qurilma №{n}.{k}: amal qilish muddatini kiriting",
    ru: "Устройство №{n}.{k}: введите срок действия",
  },
  resultValidUntilBeforeWork: {
    uz: "Qurilma №{n}.{k}: amal qilish muddati ish sanasidan keyin boʻlishi kerak",
    ru: "Устройство №{n}.{k}: срок действия должен быть позже даты работ",
  },
  resultNoteRequired: {
    uz: "Qurilma №{n}.{k}: sababini yozing",
    ru: "Устройство №{n}.{k}: укажите причину",
  },
  resultInstrumentUnknown: {
    uz: "Qurilma №{n}.{k}: arizada bunday qurilma yoʻq, sahifani yangilang",
    ru: "Устройство №{n}.{k}: в заявке нет такого устройства, обновите страницу",
  },
  resultRepeated: {
    uz: "Qurilma №{n}.{k}: natija ikki marta yuborilgan",
    ru: "Устройство №{n}.{k}: результат передан дважды",
  },
  resultExists: {
    uz: "Qurilma №{n}.{k}: natija allaqachon kiritilgan, uni faqat tuzatish orqali oʻzgartirish mumkin",
    ru: "Устройство №{n}.{k}: результат уже внесён, изменить его можно только исправлением",
  },
  resultsRequired: { uz: "Kamida bitta natijani kiriting", ru: "Внесите хотя бы один результат" },
  resultReasonRequired: { uz: "Sababini yozing", ru: "Укажите причину" },
  resultsMissing: {
    uz: "Ariza yakunlanmadi: {count} ta qurilmaning natijasi kiritilmagan ({list})",
    ru: "Заявка не завершена: не внесены результаты {count} устройств ({list})",
  },
  resultsNotOpen: {
    uz: "Natijalar faqat shartnoma yoki hisob-faktura tuzilgan arizaga kiritiladi",
    ru: "Результаты вносятся только в заявку с договором или счётом",
  },
  certificateRevoked: {
    uz: "Bu sertifikat bekor qilingan",
    ru: "Этот сертификат аннулирован",
  },
  certificateRevokedFinal: {
    uz: "Bekor qilingan sertifikatni tuzatib boʻlmaydi: qurilmaning yangi natijasi yangi ariza orqali kiritiladi",
    ru: "Аннулированный сертификат нельзя исправить: новый результат прибора вносится по новой заявке",
  },
  signedConclusionMeasurement: {
    uz: "Qurilma №{n}.{k}: imzolangan xulosa faqat tan olish va ekspertiza natijasiga biriktiriladi; qiyoslash va kalibrlash sertifikatlari portalda yaratiladi",
    ru: "Устройство №{n}.{k}: подписанное заключение прикрепляется только к результату признания или экспертизы; свидетельства о поверке и сертификаты калибровки формирует портал",
  },
  signedConclusionAttached: {
    uz: "Imzolangan xulosa biriktirildi",
    ru: "Подписанное заключение прикреплено",
  },
  resultChanged: {
    uz: "Natija boshqa foydalanuvchi tomonidan oʻzgartirildi, sahifani yangilang",
    ru: "Результат изменён другим пользователем, обновите страницу",
  },
  // Not in the spec: receipt of the instruments (issue 27); the project's own Uzbek, with oʻ and gʻ
  receiptInstrumentsRequired: {
    uz: "Qabul qilingan kamida bitta qurilmani belgilang",
    ru: "Отметьте хотя бы одно принятое устройство",
  },
  receiptDateInvalid: {
    uz: "Qabul qilingan sana notoʻgʻri kiritilgan",
    ru: "Дата приёма указана неверно",
  },
  receiptDateInFuture: {
    uz: "Qabul qilingan sana bugungi sanadan keyin boʻlishi mumkin emas",
    ru: "Дата приёма не может быть позже сегодняшней",
  },
  receiptInstrumentUnknown: {
    uz: "Qurilma №{n}.{k}: arizada bunday qurilma yoʻq, sahifani yangilang",
    ru: "Устройство №{n}.{k}: в заявке нет такого устройства, обновите страницу",
  },
  receiptRepeated: {
    uz: "Qurilma №{n}.{k}: ikki marta belgilangan",
    ru: "Устройство №{n}.{k}: отмечено дважды",
  },
  receiptExists: {
    uz: "Qurilma №{n}.{k}: allaqachon qabul qilingan, sahifani yangilang",
    ru: "Устройство №{n}.{k}: уже принято, обновите страницу",
  },
  receiptOnSite: {
    uz: "Qurilma №{n}.{k}: joyida tekshiriladi, uni qabul qilish kerak emas",
    ru: "Устройство №{n}.{k}: проверяется на месте, принимать его не нужно",
  },
  receiptsNotOpen: {
    uz: "Qurilmalarni qabul qilish faqat shartnoma yoki hisob-faktura tuzilgan arizada belgilanadi",
    ru: "Приём устройств отмечается только в заявке с договором или счётом",
  },
  // Not in the spec: paying invoices through Payme and Click (issue 29); the project's own Uzbek
  paymentRequestBroken: { uz: "Soʻrovni oʻqib boʻlmadi", ru: "Не удалось прочитать запрос" },
  paymentMethodUnknown: { uz: "Nomaʼlum usul", ru: "Неизвестный метод" },
  paymentUnauthorised: {
    uz: "Bu amalni bajarish uchun ruxsat yoʻq",
    ru: "Недостаточно привилегий для выполнения метода",
  },
  paymentSystemError: {
    uz: "Tizim xatosi, keyinroq urinib koʻring",
    ru: "Системная ошибка, попробуйте позже",
  },
  paymentWrongAmount: {
    uz: "Toʻlov summasi hisob-faktura summasiga mos emas",
    ru: "Сумма платежа не совпадает с суммой счёта",
  },
  paymentTransactionNotFound: { uz: "Tranzaksiya topilmadi", ru: "Транзакция не найдена" },
  paymentCannotCancel: {
    uz: "Xizmat koʻrsatilgan: toʻlovni bekor qilib boʻlmaydi",
    ru: "Услуга оказана: платёж нельзя отменить",
  },
  paymentCannotPerform: { uz: "Bu amalni bajarib boʻlmaydi", ru: "Невозможно выполнить операцию" },
  paymentInvoiceNotFound: { uz: "Hisob-faktura topilmadi", ru: "Счёт не найден" },
  paymentInvoicePaid: { uz: "Hisob-faktura allaqachon toʻlangan", ru: "Счёт уже оплачен" },
  paymentInvoiceBusy: {
    uz: "Bu hisob-faktura boʻyicha boshqa toʻlov amalga oshirilmoqda",
    ru: "По этому счёту уже проводится другой платёж",
  },
  ledgerPeriodInvalid: {
    uz: "Davr boshi uning oxiridan keyin boʻlishi mumkin emas",
    ru: "Начало периода не может быть позже его конца",
  },
  paymentInvoiceNotPayable: {
    uz: "Bu hisob-fakturani hozir toʻlab boʻlmaydi",
    ru: "Этот счёт сейчас нельзя оплатить",
  },
  // The payments ledger's export (issue 29): its columns and the states of a transaction.
  ledgerColumnCreated: { uz: "Yaratilgan vaqti", ru: "Время создания" },
  ledgerColumnProvider: { uz: "Toʻlov tizimi", ru: "Платёжная система" },
  ledgerColumnTransaction: { uz: "Tranzaksiya", ru: "Транзакция" },
  ledgerColumnInvoice: { uz: "Hisob-faktura raqami", ru: "Номер счёта" },
  ledgerColumnAppeal: { uz: "Ariza", ru: "Заявка" },
  ledgerColumnCustomer: { uz: "Mijoz", ru: "Клиент" },
  ledgerColumnBranch: { uz: "Filial", ru: "Филиал" },
  ledgerColumnAmount: { uz: "Summa, soʻm", ru: "Сумма, сум" },
  ledgerColumnState: { uz: "Holati", ru: "Состояние" },
  ledgerColumnPerformed: { uz: "Toʻlangan vaqti", ru: "Время оплаты" },
  ledgerColumnCancelled: { uz: "Bekor qilingan vaqti", ru: "Время отмены" },
  paymentStateCreated: { uz: "Yaratilgan", ru: "Создана" },
  paymentStatePerformed: { uz: "Toʻlangan", ru: "Оплачена" },
  paymentStateCancelled: { uz: "Bekor qilingan", ru: "Отменена" },
  paymentStateRefunded: { uz: "Qaytarilgan", ru: "Возвращена" },
  outcomeFit: { uz: "Yaroqli", ru: "Годен" },
  outcomeUnfit: { uz: "Yaroqsiz", ru: "Не годен" },
  outcomeAccepted: { uz: "Qabul qilindi", ru: "Принято" },
  outcomeRefused: { uz: "Rad etildi", ru: "Отказано" },
  statusValid: { uz: "Amalda", ru: "Действителен" },
  statusExpired: { uz: "Muddati oʻtgan", ru: "Срок истёк" },
  statusRevoked: { uz: "Bekor qilingan", ru: "Аннулирован" },
  statusUnfit: { uz: "Yaroqsiz", ru: "Не годен" },
  certificateVerificationTitle: {
    uz: "Qiyoslash toʻgʻrisidagi guvohnoma № {number}",
    ru: "Свидетельство о поверке № {number}",
  },
  certificateCalibrationTitle: {
    uz: "Kalibrlash sertifikati № {number}",
    ru: "Сертификат о калибровке № {number}",
  },
  certificateUnfitnessTitle: {
    uz: "Yaroqsizlik toʻgʻrisida bildirishnoma № {number}",
    ru: "Извещение о непригодности № {number}",
  },
  certificateConclusionTitle: { uz: "Xulosa № {number}", ru: "Заключение № {number}" },
  certificateInstrument: { uz: "O'lchash vositasi: {value}", ru: "Средство измерения: {value}" },
  certificateType: { uz: "Xizmat turi: {value}", ru: "Вид услуги: {value}" },
  certificateSerial: { uz: "Zavod raqami: {value}", ru: "Заводской номер: {value}" },
  certificateWorkDate: { uz: "Ish sanasi: {value}", ru: "Дата работ: {value}" },
  certificateValidUntil: { uz: "Amal qilish muddati: {value}", ru: "Действительно до: {value}" },
  certificateOutcome: { uz: "Natija: {value}", ru: "Результат: {value}" },
  certificateReason: { uz: "Sabab: {value}", ru: "Причина: {value}" },
  certificateNote: { uz: "Izoh: {value}", ru: "Примечание: {value}" },
  certificateCheck: {
    uz: "Sertifikatni tekshirish: {url}",
    ru: "Проверить сертификат: {url}",
  },
  certNumber: { uz: "№ {number}", ru: "№ {number}" },
  certIssued: { uz: "Berilgan sana: {date}", ru: "Дата выдачи: {date}" },
  certReplaces: {
    uz: "№ {number} sertifikat oʻrniga berildi (tuzatish)",
    ru: "Выдан взамен сертификата № {number} (исправление)",
  },
  certSectionInstrument: { uz: "Oʻlchash vositasi", ru: "Средство измерений" },
  certName: { uz: "Nomi", ru: "Наименование" },
  certService: { uz: "Xizmat turi", ru: "Вид услуги" },
  certSerial: { uz: "Zavod raqami", ru: "Заводской номер" },
  certConditionOnReceipt: { uz: "Qabul qilingandagi holati", ru: "Состояние при поступлении" },
  certSectionDates: { uz: "Sanalar", ru: "Даты" },
  certReceived: { uz: "Qabul qilingan sana", ru: "Дата поступления" },
  certWorkDate: { uz: "Ish sanasi", ru: "Дата выполнения работ" },
  certIssueDate: { uz: "Berilgan sana", ru: "Дата выдачи" },
  certValidUntil: { uz: "Amal qilish muddati", ru: "Действителен до" },
  certNotRecorded: { uz: "qayd etilmagan", ru: "не зарегистрирована" },
  certSectionMethod: { uz: "Uslub va ish joyi", ru: "Методика и место выполнения работ" },
  certMethod: { uz: "Uslub (meʼyoriy hujjat)", ru: "Методика (нормативный документ)" },
  certPlace: { uz: "Ish joyi", ru: "Место выполнения работ" },
  certPlaceLab: { uz: "Laboratoriya: {branch}", ru: "Лаборатория: {branch}" },
  certPlaceSite: { uz: "Buyurtmachining joyida", ru: "На месте у заказчика" },
  certSectionConditions: { uz: "Ish sharoitlari", ru: "Условия выполнения работ" },
  certTemperature: { uz: "Harorat", ru: "Температура" },
  certHumidity: { uz: "Nisbiy namlik", ru: "Относительная влажность" },
  certPressure: { uz: "Atmosfera bosimi", ru: "Атмосферное давление" },
  certSectionStandards: {
    uz: "Foydalanilgan etalonlar va metrologik kuzatiluvchanlik",
    ru: "Применённые эталоны и метрологическая прослеживаемость",
  },
  certStandardColumns: {
    uz: "Nomi|Turi|Zavod raqami|Aniqlik|Sertifikat, kim bergan, amal qilish muddati",
    ru: "Наименование|Тип|Заводской номер|Точность|Сертификат, кем выдан, срок действия",
  },
  certTraceability: {
    uz: "Oʻlchash natijalari yuqoridagi etalonlar orqali SI birliklarining davlat va xalqaro etalonlariga kuzatiluvchandir; har bir etalonning sertifikati koʻrsatilgan.",
    ru: "Результаты измерений прослеживаются к государственным и международным эталонам единиц SI через перечисленные эталоны; для каждого указан его сертификат.",
  },
  certSectionResults: { uz: "Oʻlchash natijalari", ru: "Результаты измерений" },
  certPointColumns: {
    uz: "№|Nominal, {unit}|Dastlabki koʻrsatish, {unit}|Sozlashdan keyin, {unit}|Xatolik, {unit}|U, {unit} (k)|Muvofiqlik",
    ru: "№|Номинал, {unit}|Показание до регулировки, {unit}|После регулировки, {unit}|Погрешность, {unit}|U, {unit} (k)|Соответствие",
  },
  certUncertaintyNote: {
    uz: "U — kengaytirilgan oʻlchash noaniqligi, standart noaniqlikni qavs ichidagi qamrov koeffitsienti k ga koʻpaytirib olingan (taxminan 95 % ishonch darajasi, k = 2 da). Xatolik — sozlashdan keyingi (boʻlmasa dastlabki) koʻrsatish minus nominal qiymat.",
    ru: "U — расширенная неопределённость измерений: стандартная неопределённость, умноженная на коэффициент охвата k в скобках (уровень доверия около 95 % при k = 2). Погрешность — показание после регулировки (если её не было — до неё) минус номинальное значение.",
  },
  certConforms: { uz: "mos", ru: "соотв." },
  certNotConforms: { uz: "mos emas", ru: "не соотв." },
  certSectionConformity: { uz: "Muvofiqlik toʻgʻrisidagi bayonot", ru: "Заявление о соответствии" },
  certMpe: {
    uz: "Ruxsat etilgan eng katta xatolik: ±{mpe} {unit}",
    ru: "Предел допускаемой погрешности: ±{mpe} {unit}",
  },
  certRuleSimple: {
    uz: "Qaror qoidasi: oddiy qabul qilish (ILAC-G8:09) — har bir nuqtada |xatolik| ≤ ruxsat etilgan eng katta xatolik boʻlsa, mos deb topiladi; noaniqlik xavfi buyurtmachi va laboratoriya oʻrtasida taqsimlanadi.",
    ru: "Правило принятия решения: простая приёмка (ILAC-G8:09) — точка соответствует, если |погрешность| ≤ предела допускаемой погрешности; риск, связанный с неопределённостью, разделяется между заказчиком и лабораторией.",
  },
  certRuleGuarded: {
    uz: "Qaror qoidasi: himoyalangan qabul qilish (ILAC-G8:09), himoya zonasi w = U — har bir nuqtada |xatolik| + U ≤ ruxsat etilgan eng katta xatolik boʻlsa, mos deb topiladi (notoʻgʻri qabul qilish xavfi 2,5 % dan oshmaydi).",
    ru: "Правило принятия решения: защищённая приёмка (ILAC-G8:09) с защитной зоной w = U — точка соответствует, если |погрешность| + U ≤ предела допускаемой погрешности (риск ложной приёмки не более 2,5 %).",
  },
  certVerdictFit: {
    uz: "Oʻlchash vositasi belgilangan talablarga muvofiq va foydalanishga yaroqli deb topildi.",
    ru: "Средство измерений признано соответствующим установленным требованиям и пригодным к применению.",
  },
  certVerdictUnfit: {
    uz: "Oʻlchash vositasi belgilangan talablarga muvofiq emas va foydalanishga yaroqsiz deb topildi.",
    ru: "Средство измерений признано не соответствующим установленным требованиям и непригодным к применению.",
  },
  certCalibrationNoVerdict: {
    uz: "Kalibrlash natijalari muvofiqlik toʻgʻrisidagi bayonotsiz berilgan.",
    ru: "Результаты калибровки приведены без заявления о соответствии.",
  },
  certSectionResult: { uz: "Natija", ru: "Результат" },
  certVerdict: { uz: "Xulosa", ru: "Заключение" },
  certNote: { uz: "Izoh", ru: "Примечание" },
  certReason: { uz: "Sabab", ru: "Причина" },
  certOnlyItemsVerification: {
    uz: "Natijalar faqat qiyoslangan oʻlchash vositasiga tegishli.",
    ru: "Результаты относятся только к поверенному средству измерений.",
  },
  certOnlyItemsCalibration: {
    uz: "Natijalar faqat kalibrlangan oʻlchash vositasiga tegishli.",
    ru: "Результаты относятся только к откалиброванному средству измерений.",
  },
  certOnlyItems: {
    uz: "Natijalar faqat koʻrib chiqilgan obyektga tegishli.",
    ru: "Результаты относятся только к рассмотренному объекту.",
  },
  certNoPartialCopy: {
    uz: "Sertifikatni laboratoriyaning yozma roziligisiz qisman koʻpaytirish mumkin emas.",
    ru: "Частичное воспроизведение сертификата без письменного разрешения лаборатории не допускается.",
  },
  certAuthorisedBy: { uz: "Tasdiqladi", ru: "Утвердил" },
  certPerformedBy: { uz: "Ijrochi: {name}", ru: "Исполнитель: {name}" },
  certSignedElectronically: {
    uz: "Elektron imzo bilan imzolangan: {date}, {signer}",
    ru: "Подписано электронной подписью: {date}, {signer}",
  },
  certificateFooter: {
    uz: "Sertifikat № {number} · {page}-bet, jami {pages} bet",
    ru: "Сертификат № {number} · стр. {page} из {pages}",
  },
  certificateEnd: { uz: "— Sertifikat oxiri —", ru: "— Конец сертификата —" },
  measurementMethodUnknown: {
    uz: "Qurilma №{n}.{k}: uslubni roʻyxatdan tanlang",
    ru: "Устройство №{n}.{k}: выберите методику из списка",
  },
  measurementStandardsRequired: {
    uz: "Qurilma №{n}.{k}: kamida bitta etalonni tanlang",
    ru: "Устройство №{n}.{k}: выберите хотя бы один эталон",
  },
  measurementStandardUnknown: {
    uz: "Qurilma №{n}.{k}: №{id} etalon topilmadi",
    ru: "Устройство №{n}.{k}: эталон №{id} не найден",
  },
  measurementStandardExpired: {
    uz: "Qurilma №{n}.{k}: «{name}» (zavod raqami {serial}) etalonining sertifikati {date} kuni tugagan, undan foydalanib boʻlmaydi",
    ru: "Устройство №{n}.{k}: сертификат эталона «{name}» (заводской номер {serial}) истёк {date}, его нельзя использовать",
  },
  measurementTemperatureInvalid: {
    uz: "Qurilma №{n}.{k}: haroratni {low} dan {high} °C gacha son bilan kiriting",
    ru: "Устройство №{n}.{k}: введите температуру числом от {low} до {high} °C",
  },
  measurementHumidityInvalid: {
    uz: "Qurilma №{n}.{k}: nisbiy namlikni {low} dan {high} % gacha son bilan kiriting",
    ru: "Устройство №{n}.{k}: введите относительную влажность числом от {low} до {high} %",
  },
  measurementPressureInvalid: {
    uz: "Qurilma №{n}.{k}: atmosfera bosimini {low} dan {high} kPa gacha son bilan kiriting",
    ru: "Устройство №{n}.{k}: введите атмосферное давление числом от {low} до {high} кПа",
  },
  measurementReceiptConditionRequired: {
    uz: "Qurilma №{n}.{k}: qabul qilingandagi holatini yozing",
    ru: "Устройство №{n}.{k}: опишите состояние при поступлении",
  },
  measurementUnitRequired: {
    uz: "Qurilma №{n}.{k}: oʻlchov birligini kiriting",
    ru: "Устройство №{n}.{k}: укажите единицу измерения",
  },
  measurementPointsRequired: {
    uz: "Qurilma №{n}.{k}: kamida bitta oʻlchash nuqtasini kiriting",
    ru: "Устройство №{n}.{k}: введите хотя бы одну точку измерения",
  },
  measurementPointInvalid: {
    uz: "Qurilma №{n}.{k}, {p}-nuqta: nominal qiymat va koʻrsatishlarni son bilan kiriting",
    ru: "Устройство №{n}.{k}, точка {p}: введите номинальное значение и показания числами",
  },
  measurementUncertaintyInvalid: {
    uz: "Qurilma №{n}.{k}, {p}-nuqta: kengaytirilgan noaniqlik U va qamrov koeffitsienti k musbat son boʻlishi kerak",
    ru: "Устройство №{n}.{k}, точка {p}: расширенная неопределённость U и коэффициент охвата k должны быть положительными числами",
  },
  measurementMpeRequired: {
    uz: "Qurilma №{n}.{k}: ruxsat etilgan eng katta xatolikni kiriting",
    ru: "Устройство №{n}.{k}: введите предел допускаемой погрешности",
  },
  measurementMpeInvalid: {
    uz: "Qurilma №{n}.{k}: ruxsat etilgan eng katta xatolik musbat son boʻlishi kerak",
    ru: "Устройство №{n}.{k}: предел допускаемой погрешности должен быть положительным числом",
  },
  measurementReceivedInvalid: {
    uz: "Qurilma №{n}.{k}: qabul qilingan sanani toʻgʻri kiriting",
    ru: "Устройство №{n}.{k}: введите правильную дату поступления",
  },
  measurementReceivedAfterWork: {
    uz: "Qurilma №{n}.{k}: qabul qilingan sana ish sanasidan keyin boʻlishi mumkin emas",
    ru: "Устройство №{n}.{k}: дата поступления не может быть позже даты работ",
  },
  measurementVerdictDiffers: {
    uz: "Qurilma №{n}.{k}: natija oʻlchash nuqtalari va qaror qoidasidan kelib chiqadigan xulosaga mos emas",
    ru: "Устройство №{n}.{k}: результат не совпадает с заключением, которое следует из точек измерения и правила принятия решения",
  },
  measurementAuthoriserInvalid: {
    uz: "Qurilma №{n}.{k}: tasdiqlovchi sifatida imzo huquqiga ega xodimni tanlang",
    ru: "Устройство №{n}.{k}: выберите утверждающего из сотрудников с правом подписи",
  },
  measurementNotForConclusion: {
    uz: "Qurilma №{n}.{k}: oʻlchash maʼlumotlari faqat qiyoslash va kalibrlash natijalari uchun",
    ru: "Устройство №{n}.{k}: данные измерений вносятся только для результатов поверки и калибровки",
  },

  // Not in the spec: a request with a value of the wrong kind in a field (issue 19). The
  // field is named by its path in the payload; the codec's own words go to the server's log.
  fieldMalformed: { uz: "Maydon notoʻgʻri toʻldirilgan: {field}", ru: "Поле заполнено неверно: {field}" },
  bodyMalformed: { uz: "Soʻrov tarkibi notoʻgʻri", ru: "Неверное содержимое запроса" },

  // Not in the spec: a full data disk (issue 19): the save was not stored, try again later
  storageFull: {
    uz: "Maʼlumotlarni saqlash uchun joy qolmadi, hech narsa saqlanmadi. Iltimos, birozdan keyin qayta urinib koʻring",
    ru: "Не осталось места для хранения данных, ничего не сохранено. Пожалуйста, повторите попытку позже",
  },

  // Not in the spec: a sign-in flood (issue 19): passwords are checked a few at a time, the rest refused
  signInBusy: {
    uz: "Hozir tizimga kirishga urinishlar juda koʻp. Iltimos, {seconds} soniyadan keyin qayta urinib koʻring",
    ru: "Сейчас слишком много попыток входа. Пожалуйста, повторите через {seconds} с",
  },

  // Not in the spec: a request body in a Content-Encoding the portal cannot unpack (issue 19)
  bodyNotDecodable: {
    uz: "Soʻrov tanasini ochib boʻlmadi: u Content-Encoding sarlavhasida aytilgan usulda siqilmagan",
    ru: "Не удалось распаковать тело запроса: оно сжато не тем способом, что указан в заголовке Content-Encoding",
  },
  bodyEncodingUnsupported: {
    uz: "Soʻrov tanasining siqish usuli (Content-Encoding) qoʻllab-quvvatlanmaydi: gzip, deflate, br yoki siqilmagan holda yuboring",
    ru: "Способ сжатия тела запроса (Content-Encoding) не поддерживается: отправьте его в gzip, deflate, br или без сжатия",
  },
  uploadEncoded: {
    uz: "Fayl siqilmagan holda yuborilishi kerak (Content-Encoding sarlavhasisiz)",
    ru: "Файл нужно отправлять без сжатия (без заголовка Content-Encoding)",
  },

  // Not in the spec: a text with a broken character (a lone UTF-16 surrogate or a NUL) is refused (issue 19)
  textBroken: {
    uz: "{field}: matnda buzilgan belgi bor, uni oʻchirib qayta yuboring",
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
  // Issue 15: reminders of register entries coming due (portal list and e-mail)
  reminderSubject: {
    uz: "Eslatma: {n} ta oʻlchash vositasining qiyoslash muddati",
    ru: "Напоминание: срок поверки {n} средств измерения",
  },
  reminderGreeting: {
    uz: "Assalomu alaykum! Reyestringizdagi quyidagi oʻlchash vositalarining qiyoslash muddati yaqinlashdi yoki oʻtdi:",
    ru: "Здравствуйте! У следующих средств измерения из вашего реестра подходит или истёк срок поверки:",
  },
  reminderDue30: {
    uz: "{device}: keyingi qiyoslash {date} (30 kun qoldi)",
    ru: "{device}: следующая поверка {date} (осталось 30 дней)",
  },
  reminderDue7: {
    uz: "{device}: keyingi qiyoslash {date} (7 kun qoldi)",
    ru: "{device}: следующая поверка {date} (осталось 7 дней)",
  },
  reminderDueIn: {
    uz: "{device}: keyingi qiyoslash {date} ({days} kun qoldi)",
    ru: "{device}: следующая поверка {date} (осталось дней: {days})",
  },
  reminderDueToday: {
    uz: "{device}: keyingi qiyoslash {date} (bugun oxirgi kun)",
    ru: "{device}: следующая поверка {date} (сегодня последний день)",
  },
  reminderOverdue: {
    uz: "{device}: qiyoslash muddati {date} kuni oʻtdi",
    ru: "{device}: срок поверки истёк {date}",
  },
  reminderOpenRegister: { uz: "Reyestrni ochish", ru: "Открыть реестр" },
  reminderReapply: { uz: "Bir qadamda qayta ariza berish", ru: "Подать повторную заявку в один шаг" },
  reminderUnsubscribe: {
    uz: "E-pochta eslatmalaridan voz kechish",
    ru: "Отписаться от напоминаний по электронной почте",
  },
  reminderUnsubscribed: {
    uz: "E-pochta orqali eslatmalar oʻchirildi. Ularni shaxsiy kabinetda qayta yoqishingiz mumkin.",
    ru: "Напоминания по электронной почте отключены. Их можно снова включить в личном кабинете.",
  },
  reminderUnsubscribeConfirm: {
    uz: "E-pochta orqali qiyoslash muddati eslatmalarini oʻchirasizmi? Portaldagi bildirishnomalar qoladi.",
    ru: "Отключить напоминания о сроках поверки по электронной почте? Уведомления на портале останутся.",
  },
  reminderUnsubscribeButton: { uz: "Eslatmalarni oʻchirish", ru: "Отключить напоминания" },
  reminderUnsubscribeNeedsConfirm: {
    uz: "Tasdiqlash uchun tugmani bosing",
    ru: "Нажмите кнопку, чтобы подтвердить",
  },
  reminderCabinetLink: { uz: "Shaxsiy kabinet", ru: "Личный кабинет" },
  reminderUnsubscribeInvalid: {
    uz: "Havola yaroqsiz yoki buzilgan",
    ru: "Ссылка недействительна или повреждена",
  },
  // Not in the spec: notices of an appeal's steps (portal list and e-mail); the project's own Uzbek, with oʻ and gʻ
  noticeSentBack: {
    uz: "Ariza № {n} tuzatish uchun qaytarildi",
    ru: "Заявка № {n} возвращена на доработку",
  },
  noticeApproved: { uz: "Ariza № {n} tasdiqlandi", ru: "Заявка № {n} одобрена" },
  noticeContracted: {
    uz: "Ariza № {n} boʻyicha shartnoma tuzildi",
    ru: "По заявке № {n} оформлен договор",
  },
  noticeInvoiced: {
    uz: "Ariza № {n} boʻyicha hisob-faktura berildi",
    ru: "По заявке № {n} выставлен счёт",
  },
  noticeReceived: {
    uz: "Ariza № {n}: oʻlchash vositalari qabul qilindi",
    ru: "Заявка № {n}: средства измерения приняты",
  },
  noticeCompleted: {
    uz: "Ariza № {n} bajarildi: natijalar tayyor",
    ru: "Заявка № {n} выполнена: результаты готовы",
  },
  noticeRejected: { uz: "Ariza № {n} rad etildi", ru: "Заявка № {n} отклонена" },
  noticeSubmitted: { uz: "Yangi ariza № {n}", ru: "Новая заявка № {n}" },
  noticeResubmitted: {
    uz: "Ariza № {n} tuzatilib qayta yuborildi",
    ru: "Заявка № {n} исправлена и отправлена повторно",
  },
  noticeReviewerNote: { uz: "Koʻrib chiquvchining izohi: {note}", ru: "Комментарий проверяющего: {note}" },
  noticeFixAndResubmit: {
    uz: "Arizani tuzatib, qayta yuboring.",
    ru: "Исправьте заявку и отправьте её повторно.",
  },
  noticeNextPaperwork: {
    uz: "Keyingi qadam — shartnoma yoki hisob-faktura.",
    ru: "Следующий шаг — договор или счёт.",
  },
  noticeContractNumber: {
    uz: "Shartnoma № {number}: uni ariza sahifasida yuklab olishingiz mumkin.",
    ru: "Договор № {number}: его можно скачать на странице заявки.",
  },
  noticeInvoiceNumber: {
    uz: "Hisob-faktura № {number}: uni ariza sahifasida yuklab olib, toʻlang.",
    ru: "Счёт № {number}: скачайте его на странице заявки и оплатите.",
  },
  noticeReceivedOn: { uz: "Qabul qilingan sana: {date}", ru: "Дата приёма: {date}" },
  noticeResultsReady: {
    uz: "Natijalar va sertifikatlarni ariza sahifasida yuklab olishingiz mumkin.",
    ru: "Результаты и сертификаты можно скачать на странице заявки.",
  },
  noticeRejectReason: { uz: "Rad etish sababi: {note}", ru: "Причина отказа: {note}" },
  noticeCustomer: { uz: "Mijoz: {customer}", ru: "Клиент: {customer}" },
  noticePaid: { uz: "Ariza № {n}: toʻlov qabul qilindi", ru: "Заявка № {n}: оплата получена" },
  noticeRefunded: { uz: "Ariza № {n}: toʻlov bekor qilindi", ru: "Заявка № {n}: оплата отменена" },
  noticeInvoicePaid: {
    uz: "Ariza № {n} boʻyicha hisob-faktura toʻlandi",
    ru: "Счёт по заявке № {n} оплачен",
  },
  noticePaymentRefunded: {
    uz: "Ariza № {n} boʻyicha toʻlov qaytarildi",
    ru: "Оплата по заявке № {n} возвращена",
  },
  noticePaymentAmount: { uz: "Summa: {amount} ({provider})", ru: "Сумма: {amount} ({provider})" },
  noticeReceiptOnPage: {
    uz: "Toʻlov kvitansiyasi ariza sahifasida.",
    ru: "Квитанция об оплате — на странице заявки.",
  },
  noticePayAgain: {
    uz: "Hisob-faktura yana toʻlovni kutmoqda.",
    ru: "Счёт снова ожидает оплаты.",
  },
  noticeGreeting: { uz: "Assalomu alaykum!", ru: "Здравствуйте!" },
  noticeOpenAppeal: { uz: "Arizani ochish", ru: "Открыть заявку" },
  noticeUnsubscribe: {
    uz: "Arizalar holati haqidagi xatlardan voz kechish",
    ru: "Отписаться от писем о статусе заявок",
  },
  noticeUnsubscribeConfirm: {
    uz: "Arizalar holati haqidagi xatlarni oʻchirasizmi? Portaldagi bildirishnomalar qoladi.",
    ru: "Отключить письма о статусе заявок? Уведомления на портале останутся.",
  },
  noticeUnsubscribeButton: { uz: "Xatlarni oʻchirish", ru: "Отключить письма" },
  noticeUnsubscribed: {
    uz: "Arizalar holati haqidagi xatlar oʻchirildi. Ularni shaxsiy kabinetda qayta yoqishingiz mumkin.",
    ru: "Письма о статусе заявок отключены. Их можно снова включить в личном кабинете.",
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
    uz: "Yillik shartnoma boʻyicha xizmatlar QQSdan ozod qilingan",
    ru: "Услуги по годовому договору освобождены от НДС",
  },
  // Accounts of staff, reviewers and administrators, and their passwords by one-time links
  accountDisabled: {
    uz: "Hisobingiz oʻchirilgan. Administratorga murojaat qiling",
    ru: "Ваша учётная запись отключена. Обратитесь к администратору",
  },
  passwordTooShort: {
    uz: "Parol kamida {min} ta belgidan iborat boʻlishi kerak",
    ru: "Пароль должен содержать не менее {min} символов",
  },
  passwordTooLong: {
    uz: "Parol {max} ta belgidan oshmasligi kerak",
    ru: "Пароль должен быть не длиннее {max} символов",
  },
  passwordNeedsLetterAndDigit: {
    uz: "Parolda kamida bitta harf va bitta raqam boʻlishi kerak",
    ru: "Пароль должен содержать хотя бы одну букву и одну цифру",
  },
  passwordIsLogin: {
    uz: "Parol login bilan bir xil boʻlmasligi kerak",
    ru: "Пароль не должен совпадать с логином",
  },
  passwordsDiffer: { uz: "Parollar bir xil emas", ru: "Пароли не совпадают" },
  currentPasswordWrong: { uz: "Joriy parol notoʻgʻri", ru: "Текущий пароль неверен" },
  passwordLinkUnknown: {
    uz: "Havola notoʻgʻri. Yangi havola soʻrang",
    ru: "Ссылка неверна. Запросите новую ссылку",
  },
  passwordLinkUsed: {
    uz: "Bu havola allaqachon ishlatilgan. Yangi havola soʻrang",
    ru: "Эта ссылка уже использована. Запросите новую ссылку",
  },
  passwordLinkExpired: {
    uz: "Havolaning muddati oʻtgan. Yangi havola soʻrang",
    ru: "Срок действия ссылки истёк. Запросите новую ссылку",
  },
  passwordSet: {
    uz: "Parol oʻrnatildi. Endi tizimga kirishingiz mumkin",
    ru: "Пароль установлен. Теперь вы можете войти",
  },
  passwordChanged: {
    uz: "Parol oʻzgartirildi. Boshqa qurilmalardagi seanslar yakunlandi",
    ru: "Пароль изменён. Сеансы на других устройствах завершены",
  },
  passwordResetRequested: {
    uz: "Agar bunday hisob mavjud boʻlsa, uning e-pochtasiga parolni tiklash havolasi yuborildi",
    ru: "Если такая учётная запись существует, на её электронную почту отправлена ссылка для восстановления пароля",
  },
  loginInvalid: {
    uz: "Login 3–40 ta belgidan iborat boʻlsin: lotin harflari, raqamlar, nuqta, chiziqcha va pastki chiziq",
    ru: "Логин — от 3 до 40 символов: латинские буквы, цифры, точка, дефис и подчёркивание",
  },
  loginTaken: { uz: "Bu login band", ru: "Этот логин уже занят" },
  branchUnknown: { uz: "Filial topilmadi: {id}", ru: "Филиал не найден: {id}" },
  branchesRequired: {
    uz: "Kamida bitta filialni tanlang yoki «Barcha filiallar»ni belgilang",
    ru: "Выберите хотя бы один филиал или отметьте «Все филиалы»",
  },
  cannotDisableSelf: {
    uz: "Oʻz hisobingizni oʻchira olmaysiz",
    ru: "Нельзя отключить собственную учётную запись",
  },
  accountHasNoEmail: {
    uz: "Hisobda e-pochta manzili yoʻq: havolani yuborib boʻlmaydi",
    ru: "У учётной записи нет адреса электронной почты: ссылку не отправить",
  },
  accountCreated: {
    uz: "Hisob yaratildi. Parol oʻrnatish havolasi {email} manziliga yuborildi",
    ru: "Учётная запись создана. Ссылка для установки пароля отправлена на {email}",
  },
  passwordLinkSent: {
    uz: "Parol oʻrnatish havolasi {email} manziliga yuborildi",
    ru: "Ссылка для установки пароля отправлена на {email}",
  },
  accountSaved: { uz: "Saqlandi", ru: "Сохранено" },
  signerOnlyStaff: {
    uz: "Sertifikatlarni faqat xodim hisobi imzolay oladi",
    ru: "Подписывать сертификаты может только учётная запись сотрудника",
  },
  signerPositionRequired: {
    uz: "Imzolovchining lavozimini kiriting",
    ru: "Введите должность подписанта",
  },
  passwordSetMailSubject: {
    uz: "Metrologiya portali: parolni oʻrnating",
    ru: "Портал метрологии: установите пароль",
  },
  passwordSetMailText: {
    uz: "Assalomu alaykum, {name}!\n\nMetrologiya portalida siz uchun «{login}» hisobi ochildi. Parol oʻrnatish uchun havolani oching:\n{link}\n\nHavola {hours} soat amal qiladi va bir marta ishlaydi.",
    ru: "Здравствуйте, {name}!\n\nНа портале метрологии для вас создана учётная запись «{login}». Чтобы установить пароль, откройте ссылку:\n{link}\n\nСсылка действует {hours} ч. и работает один раз.",
  },
  passwordResetMailSubject: {
    uz: "Metrologiya portali: parolni tiklash",
    ru: "Портал метрологии: восстановление пароля",
  },
  passwordResetMailText: {
    uz: "Assalomu alaykum, {name}!\n\n«{login}» hisobining parolini tiklash soʻraldi. Yangi parol oʻrnatish uchun havolani oching:\n{link}\n\nHavola {hours} soat amal qiladi va bir marta ishlaydi. Agar siz soʻramagan boʻlsangiz, bu xatni eʼtiborsiz qoldiring.",
    ru: "Здравствуйте, {name}!\n\nЗапрошено восстановление пароля учётной записи «{login}». Чтобы установить новый пароль, откройте ссылку:\n{link}\n\nСсылка действует {hours} ч. и работает один раз. Если вы этого не запрашивали, не обращайте внимания на это письмо.",
  },
  // Issue 26: signing in through OneID
  oneIdStateInvalid: {
    uz: "OneID orqali kirish muddati oʻtgan yoki boshqa brauzerda boshlangan. Qaytadan kiring",
    ru: "Вход через OneID устарел или начат в другом браузере. Войдите заново",
  },
  oneIdRefused: {
    uz: "OneID kirishni tasdiqlamadi. Qaytadan kiring",
    ru: "OneID не подтвердил вход. Войдите заново",
  },
  oneIdUnavailable: {
    uz: "OneID hozir javob bermayapti. Birozdan keyin qayta urinib koʻring",
    ru: "OneID сейчас не отвечает. Попробуйте немного позже",
  },
  oneIdCancelled: {
    uz: "OneID orqali kirish bekor qilindi",
    ru: "Вход через OneID отменён",
  },
  tinClaimed: {
    uz: "{tin} STIR boshqa hisobga biriktirilgan. Tashkilot bilan bogʻlaning",
    ru: "ИНН {tin} привязан к другой учётной записи. Обратитесь в организацию",
  },
  notYourCompany: {
    uz: "OneID bu tashkilot nomidan ish yuritishingizni tasdiqlamagan",
    ru: "OneID не подтвердил, что вы можете действовать от имени этой организации",
  },
  // The lab's reference standards (etalons) register
  standardNameRequired: { uz: "Etalon nomini kiriting", ru: "Введите наименование эталона" },
  standardTypeRequired: { uz: "Etalon turini kiriting", ru: "Введите тип эталона" },
  standardSerialRequired: { uz: "Etalonning zavod raqamini kiriting", ru: "Введите заводской номер эталона" },
  standardRangeRequired: { uz: "Oʻlchash diapazonini kiriting", ru: "Введите диапазон измерений" },
  standardAccuracyRequired: {
    uz: "Aniqlik klassini yoki noaniqlikni kiriting",
    ru: "Введите класс точности или неопределённость",
  },
  standardCertificateNumberRequired: {
    uz: "Etalon sertifikatining raqamini kiriting",
    ru: "Введите номер сертификата эталона",
  },
  standardIssuerRequired: {
    uz: "Sertifikatni bergan tashkilotni kiriting",
    ru: "Введите организацию, выдавшую сертификат",
  },
  standardValidUntilRequired: {
    uz: "Sertifikatning amal qilish muddatini kiriting",
    ru: "Введите срок действия сертификата",
  },
  standardValidUntilInvalid: {
    uz: "Sertifikatning amal qilish muddati notoʻgʻri kiritilgan",
    ru: "Срок действия сертификата указан неверно",
  },
  standardBranchRequired: {
    uz: "Etalon saqlanadigan filialni tanlang",
    ru: "Выберите филиал, в котором хранится эталон",
  },
  standardBranchUnknown: { uz: "Bunday filial topilmadi", ru: "Такой филиал не найден" },
  standardBranchNotYours: {
    uz: "Siz bu filialning etalonlari bilan ishlamaysiz",
    ru: "Вы не работаете с эталонами этого филиала",
  },
  standardSerialTaken: {
    uz: "«{type}» turidagi {serial} zavod raqamli etalon roʻyxatda allaqachon bor",
    ru: "Эталон типа «{type}» с заводским номером {serial} уже есть в реестре",
  },
  standardCreated: { uz: "Etalon qoʻshildi", ru: "Эталон добавлен" },
  standardUpdated: { uz: "Etalon maʼlumotlari saqlandi", ru: "Данные эталона сохранены" },
  standardStateValid: { uz: "Amalda", ru: "Действителен" },
  standardStateDue: { uz: "Muddati yaqinlashmoqda", ru: "Срок истекает" },
  standardStateExpired: { uz: "Muddati oʻtgan", ru: "Просрочен" },
  standardReminderSubjectDue: {
    uz: "Etalon sertifikatining muddati tugayapti: {name}",
    ru: "Истекает срок сертификата эталона: {name}",
  },
  standardReminderSubjectExpired: {
    uz: "Etalon sertifikatining muddati oʻtdi: {name}",
    ru: "Истёк срок сертификата эталона: {name}",
  },
  standardReminderGreeting: {
    uz: "Assalomu alaykum! Laboratoriya etalonining sertifikati haqida eslatma:",
    ru: "Здравствуйте! Напоминание о сертификате эталона лаборатории:",
  },
  standardReminderDueIn: {
    uz: "«{name}» etaloni (zavod raqami {serial}): sertifikat {date} gacha amal qiladi, {days} kun qoldi",
    ru: "Эталон «{name}» (заводской № {serial}): сертификат действует до {date}, осталось дней: {days}",
  },
  standardReminderDueToday: {
    uz: "«{name}» etaloni (zavod raqami {serial}): sertifikat {date} gacha amal qiladi, bugun oxirgi kun",
    ru: "Эталон «{name}» (заводской № {serial}): сертификат действует до {date}, сегодня последний день",
  },
  standardReminderExpired: {
    uz: "«{name}» etaloni (zavod raqami {serial}): sertifikat {date} gacha amal qilgan; yangi sertifikat kiritilmaguncha etalonni natijalarda ishlatib boʻlmaydi",
    ru: "Эталон «{name}» (заводской № {serial}): сертификат действовал до {date}; пока не внесён новый сертификат, эталон нельзя использовать в результатах",
  },
  standardReminderOpen: { uz: "Etalonlar roʻyxatini ochish", ru: "Открыть реестр эталонов" },
} as const satisfies Record<string, Record<Language, string>>;
