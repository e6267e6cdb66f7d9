/** Where an instrument's certificate PDF is downloaded: the results table's row and the pages' links. */
export const CERTIFICATE_DOCUMENT = { path: "/api/appeals/:id/results/:row/:instrument/pdf" } as const;
