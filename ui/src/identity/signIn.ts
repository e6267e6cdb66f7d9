/** The translation key of a refused sign-in: wrong login or password, too many tries, or the rest. */
export function signInErrorKey(status: number | undefined): string {
  if (status === 401 || status === 422) return "auth.wrongPassword";
  if (status === 429) return "auth.tooMany";
  if (status === 0 || status === undefined) return "errors.network";
  return "errors.server";
}
