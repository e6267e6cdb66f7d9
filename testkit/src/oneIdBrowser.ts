/**
 * A browser's part of a OneID sign-in on the project's stand-in (adapters/oneid), for tests
 * that speak HTTP only: read the sign-in page, press the person's button, and answer where
 * the stand-in sends the browser back (not followed).
 */

interface PageForm {
  readonly action: string;
  readonly fields: ReadonlyArray<readonly [string, string]>;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#96;": "`",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#96);/g, (entity) => ENTITIES[entity]!);

/** The form of the page that signs in the person with this PINFL, read as a browser reads it. */
export function standInFormFor(page: string, pin: string): PageForm {
  for (const [, attributes, inner] of page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const action = unescapeHtml(/\baction="([^"]*)"/.exec(attributes!)?.[1] ?? "");
    const fields = [...inner!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(
      ([, name, value]) => [name!, unescapeHtml(value!)] as const,
    );
    if (fields.some(([name, value]) => name === "pin" && value === pin)) return { action, fields };
  }
  throw new Error(`the stand-in's page has no sign-in button for ${pin}`);
}

/** Opens the page at `authorizationUrl`, signs in as `pin`, and answers the redirect's address. */
export async function signInOnStandIn(authorizationUrl: string, pin: string): Promise<URL> {
  const page = await fetch(authorizationUrl);
  if (page.status !== 200) throw new Error(`the stand-in's page answered ${page.status}`);
  const form = standInFormFor(await page.text(), pin);
  const chosen = await fetch(new URL(form.action, authorizationUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form.fields.map(([name, value]) => [name, value])),
    redirect: "manual",
  });
  const location = chosen.headers.get("location");
  if (chosen.status !== 302 || !location)
    throw new Error(`the stand-in answered ${chosen.status}, not a redirect`);
  return new URL(location);
}
