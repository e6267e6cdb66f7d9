/** The smallest bytes that look like a PDF. */
export const pdfBytes = (size = 64): Buffer => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size)]);

/** A multipart form carrying `bytes` as a PDF under `field`, as the upload widgets send it. */
export const fileForm = (bytes: Buffer = pdfBytes(), name = "pasport.pdf", field = "file"): FormData => {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  return form;
};
