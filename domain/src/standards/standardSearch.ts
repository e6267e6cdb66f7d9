import { serialKey } from "../shared/serialKey";

/** What the register's search reads of a standard. */
export interface SearchedStandard {
  readonly name: string;
  readonly type: string;
  readonly serial_number: string;
  readonly certificate: { readonly number: string };
}

const folded = (text: string): string => text.normalize("NFKC").toLocaleLowerCase("ru").trim();

/**
 * Whether a standard answers the register's search: its name or type contains the words
 * (whatever the case), or its serial or certificate number contains the number typed, read
 * as numbers are compared (case, spaces and dashes aside). An empty search matches all.
 */
export function matchesStandardSearch(standard: SearchedStandard, q: string | undefined): boolean {
  const words = folded(q ?? "");
  if (words === "") return true;
  if (folded(standard.name).includes(words) || folded(standard.type).includes(words)) return true;
  const number = serialKey(words);
  return (
    number !== "" &&
    (serialKey(standard.serial_number).includes(number) ||
      serialKey(standard.certificate.number).includes(number))
  );
}
