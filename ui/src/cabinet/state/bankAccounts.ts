/**
 * Activating a cabinet bank account (spec 2.16): exactly that one has status 1, every
 * other 0. An id not in the list changes nothing, so no account is deactivated by a
 * stale click.
 */
export function activateAccount<A extends { readonly id: number; readonly status: 0 | 1 }>(
  accounts: readonly A[],
  id: number,
): A[] {
  if (!accounts.some((account) => account.id === id)) return [...accounts];
  return accounts.map((account) => ({ ...account, status: account.id === id ? 1 : 0 }));
}
