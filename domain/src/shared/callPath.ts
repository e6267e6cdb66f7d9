/**
 * A call's path with its parameters filled in: `/self-devices/:id/update` with {id: 7}. Kept
 * apart from the call tables (which carry codecs) so a page can build a link to a file
 * without loading them.
 */
export function pathOf(
  call: { readonly path: string },
  params: Readonly<Record<string, string | number>> = {},
): string {
  return call.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
