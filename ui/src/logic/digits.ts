/** The numeric inputs of spec 2.16 (account number, MFO, OKED, tax id) keep digits only. */
export const digitsOnly = (raw: string): string => raw.replace(/\D+/g, "");
