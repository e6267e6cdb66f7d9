import * as t from "io-ts";

/** The answer to an upload (spec 7): the name the file is stored under, for the row's recognition_file. */
export const UploadAnswer = t.strict({ status: t.literal(1), message: t.string, data: t.string });
export type UploadAnswer = t.TypeOf<typeof UploadAnswer>;
