import * as t from "io-ts";

/** The upload form's text fields beside `file`: the anti-forgery token, which a form may carry there. */
export const UploadFields = t.exact(t.partial({ _token: t.string }));
export type UploadFields = t.TypeOf<typeof UploadFields>;
