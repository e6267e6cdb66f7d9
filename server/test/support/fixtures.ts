/** Valid payloads for the API tests (Object Mothers); each test changes what it checks. */

export const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n"),
  Buffer.from("%%EOF\n"),
]);

export function pdfForm(bytes: Buffer = PDF, name = "hujjat.pdf", type = "application/pdf"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A verification appeal of the demo company: two lines of device 49 (45 000.00 so'm, type 4). */
export function verificationAppeal(overrides: Record<string, unknown> = {}) {
  return {
    appeal: { branch_id: 1, account_number_id: 1, is_old: 0 },
    devices: [{ type_id: 4, device_id: 49, amount: 2, check_in: 1, check_out: 0, cost: "1.00" }],
    offer_accepted: true,
    ...overrides,
  };
}

export function recognitionAppeal(file: string, overrides: Record<string, unknown> = {}) {
  return {
    type_id: 8,
    appeal: { account_number_id: 1 },
    devices: [1, 2, 3].map((n) => ({
      device_name: `Manometr ${n}`,
      about_device: "Namuna Zavod MChJ",
      amount: 1,
      recognition_file: file,
    })),
    offer_accepted: true,
    ...overrides,
  };
}

export function providerRow(overrides: Record<string, unknown> = {}) {
  return {
    device_type_id: 4,
    mtd_name: "Bosim o'lchash usuli",
    laboratory_name: "Demo laboratoriya",
    laboratory_director_name: "Karimov Anvar",
    laboratory_address: "Toshkent, Yunusobod",
    measurement_size: "0–10 MPa",
    method: "Taqqoslash",
    applied_devices: "Manometr MP-100",
    about_device: "Qoʻshimcha maʼlumot",
    amount: 1,
    ...overrides,
  };
}

export function selfDevice(overrides: Record<string, unknown> = {}) {
  return {
    device_id: 49,
    country_id: 1,
    area_of_use_id: 14,
    inspection_date: "2026-01-15",
    next_inspection_date: "2027-01-15",
    ...overrides,
  };
}

/** A register file of one good row to import (issue 15): a preview of it answers 200. */
export function registerCsvForm(mode = "preview"): FormData {
  const text = [
    "Oʻlchov vositasi,Ishlab chiqarilgan davlat,Tekshiruv sanasi,Keyingi tekshiruv sanasi,Qurilma joylashgan hudud",
    "Elektron savdo tarozisi (15 kg gacha),O'zbekiston,2026-01-15,2027-01-15,Toshkent shahri",
  ].join("\n");
  const form = new FormData();
  form.append("mode", mode);
  form.append("file", new Blob([text], { type: "text/csv" }), "register.csv");
  return form;
}
