/** Where a contract's or invoice's PDF is downloaded: the contracts table's row and the pages' links. */
export const CONTRACT_DOCUMENT = { path: "/api/contracts/:id/pdf" } as const;
