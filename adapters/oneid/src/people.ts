/**
 * A legal entity of `legal_info` as OneID sends it: the TIN both as `tin` and `le_tin`, the
 * full name as `le_name`, the short one as `acron_UZ`.
 */
export interface StandInCompany {
  readonly is_basic: boolean;
  readonly tin: string;
  readonly le_tin: string;
  readonly le_name: string;
  readonly acron_UZ: string;
}

/**
 * A person of the stand-in, held as OneID's identify answer (its own field names, names in
 * capitals, the phone as OneID writes it), so the portal's client reads the stand-in's
 * answers exactly as it reads OneID's.
 */
export interface StandInPerson {
  readonly valid: "true" | "false";
  readonly pin: string;
  readonly user_id: string;
  readonly user_type: "I";
  readonly full_name: string;
  readonly sur_name: string;
  readonly first_name: string;
  readonly mid_name: string;
  readonly tin: string | null;
  readonly pport_no: string;
  readonly pport_issue_place: string;
  readonly pport_issue_date: string;
  readonly pport_expr_date: string;
  readonly birth_date: string;
  readonly mob_phone_no: string;
  readonly email: string;
  readonly per_adr: string;
  readonly auth_method: string;
  readonly legal_info: readonly StandInCompany[];
}

const company = (tin: string, name: string, acronym: string, basic: boolean): StandInCompany => ({
  is_basic: basic,
  tin,
  le_tin: tin,
  le_name: name,
  acron_UZ: acronym,
});

/** Acts for two companies, the first her basic one. */
export const GULNORA_HAMIDOVA: StandInPerson = {
  valid: "true",
  pin: "41403882610045",
  user_id: "gulnora.hamidova",
  user_type: "I",
  full_name: "HAMIDOVA GULNORA SHAVKAT QIZI",
  sur_name: "HAMIDOVA",
  first_name: "GULNORA",
  mid_name: "SHAVKAT QIZI",
  tin: "489214673",
  pport_no: "AB4817263",
  pport_issue_place: "TOSHKENT SHAHAR CHILONZOR TUMANI IIB",
  pport_issue_date: "2016-05-11",
  pport_expr_date: "2026-05-10",
  birth_date: "1988-03-14",
  mob_phone_no: "+998901234517",
  email: "gulnora.hamidova@example.uz",
  per_adr: "Toshkent shahri, Chilonzor tumani, Bunyodkor ko‘chasi, 12-uy, 45-xonadon",
  auth_method: "EIMZOMETHOD",
  legal_info: [
    company("207418529", '"MEZON O‘LCHOV" MAS\'ULIYATI CHEKLANGAN JAMIYAT', '"MEZON O‘LCHOV" MChJ', true),
    company("308524163", '"ANIQ TAROZI SERVIS" XUSUSIY KORXONASI', '"ANIQ TAROZI SERVIS" XK', false),
  ],
};

/** Acts for no company: a private customer. */
export const ELYOR_BOBOMUROTOV: StandInPerson = {
  valid: "true",
  pin: "30211793020176",
  user_id: "elyor79",
  user_type: "I",
  full_name: "BOBOMUROTOV ELYOR XUSANOVICH",
  sur_name: "BOBOMUROTOV",
  first_name: "ELYOR",
  mid_name: "XUSANOVICH",
  tin: "503118246",
  pport_no: "AC2095518",
  pport_issue_place: "SAMARQAND VILOYATI URGUT TUMANI IIB",
  pport_issue_date: "2019-12-03",
  pport_expr_date: "2029-12-02",
  birth_date: "1979-11-02",
  mob_phone_no: "998935550142",
  email: "elyor.bobomurotov@example.uz",
  per_adr: "Samarqand viloyati, Urgut tumani, Navbahor MFY, Mustaqillik ko‘chasi, 7-uy",
  auth_method: "LOGINPASSMETHOD",
  legal_info: [],
};

/** Acts for one company, his basic one. */
export const DAVRON_SAFAROV: StandInPerson = {
  valid: "true",
  pin: "52307014510082",
  user_id: "davron.safarov",
  user_type: "I",
  full_name: "SAFAROV DAVRON ILHOMOVICH",
  sur_name: "SAFAROV",
  first_name: "DAVRON",
  mid_name: "ILHOMOVICH",
  tin: "614027359",
  pport_no: "AD7731904",
  pport_issue_place: "FARG‘ONA VILOYATI MARG‘ILON SHAHAR IIB",
  pport_issue_date: "2021-08-17",
  pport_expr_date: "2031-08-16",
  birth_date: "2001-07-23",
  mob_phone_no: "+998977001823",
  email: "davron.safarov@example.uz",
  per_adr: "Farg‘ona viloyati, Marg‘ilon shahri, Ipakchi MFY, Atlas ko‘chasi, 3-uy",
  auth_method: "EIMZOMETHOD",
  legal_info: [
    company(
      "302971846",
      '"TOZA SUV LABORATORIYASI" MAS\'ULIYATI CHEKLANGAN JAMIYAT',
      '"TOZA SUV LAB" MChJ',
      true,
    ),
  ],
};

/**
 * Signed in with a login and password, so OneID marks her `valid: "false"`, as the live
 * service does; she has no TIN on record and acts for no company.
 */
export const LOLA_ISMOILOVA: StandInPerson = {
  valid: "false",
  pin: "40905951200311",
  user_id: "lola.ismoilova",
  user_type: "I",
  full_name: "ISMOILOVA LOLA BAHODIR QIZI",
  sur_name: "ISMOILOVA",
  first_name: "LOLA",
  mid_name: "BAHODIR QIZI",
  tin: null,
  pport_no: "AA6650213",
  pport_issue_place: "ANDIJON SHAHAR IIB",
  pport_issue_date: "2015-01-23",
  pport_expr_date: "2025-01-22",
  birth_date: "1995-05-09",
  mob_phone_no: "+998 99 812-40-66",
  email: "lola.ismoilova@example.uz",
  per_adr: "Andijon shahri, Bobur shoh ko‘chasi, 54-uy",
  auth_method: "LOGINPASSMETHOD",
  legal_info: [],
};

/** Everyone the stand-in lets sign in, unless a test gives it its own people. */
export const STAND_IN_PEOPLE: readonly StandInPerson[] = [
  GULNORA_HAMIDOVA,
  ELYOR_BOBOMUROTOV,
  DAVRON_SAFAROV,
  LOLA_ISMOILOVA,
];

/** The stand-in person with this first name or surname (any case): "Gulnora", "safarov". */
export function standInPerson(name: string): StandInPerson {
  const wanted = name.trim().toUpperCase();
  const person = STAND_IN_PEOPLE.find((p) => p.first_name === wanted || p.sur_name === wanted);
  if (!person) throw new Error(`no stand-in person is named ${name}`);
  return person;
}

/** The stand-in person with this PINFL, if there is one. */
export const standInPersonWithPin = (pin: string): StandInPerson | undefined =>
  STAND_IN_PEOPLE.find((p) => p.pin === pin);
