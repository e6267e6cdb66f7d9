import { type CertificateRenderer, type ContractDocumentRenderer, TOKENS } from "@portal/application";
import { ContainerModule } from "inversify";
import { PdfkitCertificateRenderer } from "./PdfkitCertificateRenderer";
import { PdfkitContractDocumentRenderer } from "./PdfkitContractDocumentRenderer";

/** Contract and invoice documents and certificates as PDFs; the same on every profile (nothing to connect to). */
export function pdfDocumentsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ContractDocumentRenderer>(TOKENS.ContractDocumentRenderer).toConstantValue(
      new PdfkitContractDocumentRenderer(),
    );
    bind<CertificateRenderer>(TOKENS.CertificateRenderer).toConstantValue(new PdfkitCertificateRenderer());
  });
}
