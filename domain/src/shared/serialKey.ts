/** Spaces and every kind of dash (hyphen, en and em dash, minus sign) people put in a number. */
const SEPARATORS = /[\s\p{Pd}\u2212]/gu;

/** Cyrillic capitals that look like Latin ones: a number typed on a Russian layout reads the same. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  А: "A",
  В: "B",
  С: "C",
  Е: "E",
  Н: "H",
  К: "K",
  М: "M",
  О: "O",
  Р: "P",
  Т: "T",
  Х: "X",
};

/**
 * A number as people compare it by eye, whatever the letter case, the spaces and the dashes:
 * upper-case, Cyrillic look-alikes read as Latin, spaces and dashes left out. The public check
 * finds an instrument's serial number by this key ("p-ser 1" finds "P-SER-1").
 */
export function serialKey(typed: string): string {
  return typed
    .normalize("NFKC")
    .toUpperCase()
    .replace(SEPARATORS, "")
    .replace(/[АВСЕНКМОРТХ]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
}
