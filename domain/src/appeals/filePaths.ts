/**
 * Where the appeals' files go and come from (spec 2 and 7): the three upload calls and the
 * two download folders. The call table builds its rows from these; a page links to a file
 * with them without loading the table.
 */
export const UPLOAD_PATHS = {
  recognitionS3: "/recognition-appeal/file-upload-s3",
  recognition: "/recognition-appeal/file-upload",
  kompleks: "/front/kompleks-appeal/file-upload",
} as const;

export type UploadFolder = "recognition-device" | "kompleks-device";

/** A stored file's download, by its folder: `/uploads/{folder}/:file`. */
export const downloadPath = (folder: UploadFolder) => ({ path: `/uploads/${folder}/:file` }) as const;
