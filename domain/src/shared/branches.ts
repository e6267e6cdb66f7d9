/**
 * Staff and reviewers work within their branches (lookup `branch`): the head office on
 * every branch, a regional office on its own. An appeal belongs to the branch its header
 * names; one that names none belongs to the head office alone.
 */

/** The branches a staff member or reviewer works on: some branch ids, or "all" (the head office). */
export type BranchScope = readonly number[] | "all";

/** An account made before branches has no scope: it works on all, as it always did. */
export const scopeOf = (branches: BranchScope | undefined): BranchScope => branches ?? "all";

/** Whether someone of this scope works on an appeal of this branch (undefined: the appeal names none). */
export function worksOnBranch(branches: BranchScope | undefined, branchId: number | undefined): boolean {
  const scope = scopeOf(branches);
  return scope === "all" || (branchId !== undefined && scope.includes(branchId));
}

/** The branches a list of appeals is narrowed to for someone of this scope: undefined for all. */
export function branchesListed(branches: BranchScope | undefined): readonly number[] | undefined {
  const scope = scopeOf(branches);
  return scope === "all" ? undefined : scope;
}

/** The branches of a list someone of this scope may choose from (the branch select of offline entry). */
export const branchesChosen = <B extends { readonly id: number }>(
  branches: BranchScope | undefined,
  all: readonly B[],
): readonly B[] => all.filter((branch) => worksOnBranch(branches, branch.id));
