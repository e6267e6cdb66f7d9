import * as t from "io-ts";
import type { Language } from "../shared/constants";

/**
 * The normative documents a result names as its method (issue 28, ISO/IEC 17025 §7.8.2.1 c):
 * the project's own small catalogue of documents in use for the seed's instruments —
 * international recommendations (OIML R), interstate standards (GOST) and guidance (MI) — and
 * the two procedures of the lab's own for what none of them covers. A method is named by its
 * stable id; the certificate prints its code and its title in the document's language.
 */
export interface MeasurementMethod {
  readonly id: string;
  /** The document's designation, printed as written; empty for the lab's own procedures. */
  readonly code: string;
  readonly title: Readonly<Record<Language, string>>;
}

export const METHODS: readonly MeasurementMethod[] = [
  {
    id: "oiml-r76",
    code: "OIML R 76-1:2006",
    title: {
      uz: "Avtomatik boʻlmagan tarozilar. Metrologik va texnik talablar. Sinovlar",
      ru: "Весы неавтоматического действия. Метрологические и технические требования. Испытания",
    },
  },
  {
    id: "gost-8-453",
    code: "GOST 8.453-82",
    title: {
      uz: "Statik tortish uchun tarozilar. Qiyoslash usullari va vositalari",
      ru: "Весы для статического взвешивания. Методы и средства поверки",
    },
  },
  {
    id: "oiml-r111",
    code: "OIML R 111-1:2004",
    title: {
      uz: "E1, E2, F1, F2, M1, M2, M3 sinfli tarozi toshlari",
      ru: "Гири классов E1, E2, F1, F2, M1, M2, M3",
    },
  },
  {
    id: "mi-2124",
    code: "MI 2124-90",
    title: {
      uz: "Koʻrsatuvchi va yozib boruvchi manometrlar, vakuummetrlar va manovakuummetrlar. Qiyoslash uslubi",
      ru: "Манометры, вакуумметры, мановакуумметры показывающие и самопишущие. Методика поверки",
    },
  },
  {
    id: "gost-8-279",
    code: "GOST 8.279-78",
    title: {
      uz: "Ishchi shisha suyuqlikli termometrlar. Qiyoslash usullari va vositalari",
      ru: "Термометры стеклянные жидкостные рабочие. Методы и средства поверки",
    },
  },
  {
    id: "oiml-r49",
    code: "OIML R 49-2:2013",
    title: {
      uz: "Sovuq ichimlik suvi va issiq suv hisoblagichlari. Sinov usullari",
      ru: "Счётчики холодной питьевой и горячей воды. Методы испытаний",
    },
  },
  {
    id: "oiml-r117",
    code: "OIML R 117-1:2019",
    title: {
      uz: "Suvdan boshqa suyuqliklar uchun dinamik oʻlchash tizimlari",
      ru: "Динамические измерительные системы для жидкостей, кроме воды",
    },
  },
  {
    id: "type-procedure",
    code: "",
    title: {
      uz: "Oʻlchash vositasi turini tasdiqlashda belgilangan qiyoslash uslubi",
      ru: "Методика поверки, установленная при утверждении типа средства измерений",
    },
  },
  {
    id: "lab-calibration",
    code: "",
    title: {
      uz: "Laboratoriyaning kalibrlash uslubi (toʻgʻridan-toʻgʻri solishtirish)",
      ru: "Методика калибровки лаборатории (прямое сличение)",
    },
  },
];

export const methodById = (id: string): MeasurementMethod | undefined => METHODS.find((m) => m.id === id);

/** The method as a document names it: "OIML R 76-1:2006 «…»", or the title alone. */
export function methodName(method: MeasurementMethod, lang: Language): string {
  return method.code ? `${method.code} «${method.title[lang]}»` : method.title[lang];
}

/** A method of the catalogue as the results form lists it. */
export const MethodView = t.strict({ id: t.string, code: t.string, title: t.string });
export type MethodView = t.TypeOf<typeof MethodView>;
