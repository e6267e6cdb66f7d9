export { pdfDocumentsModule } from "./modules";
export { PdfkitContractDocumentRenderer } from "./PdfkitContractDocumentRenderer";
export { FONTS } from "./pdfkitPage";
export { PdfkitCertificateRenderer } from "./PdfkitCertificateRenderer";
