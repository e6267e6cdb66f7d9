export { pdfDocumentsModule } from "./modules";
export { FONTS, PdfkitContractDocumentRenderer } from "./PdfkitContractDocumentRenderer";
