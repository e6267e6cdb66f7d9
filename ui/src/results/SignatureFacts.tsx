import { useTranslation } from "react-i18next";
import { useDomainText } from "../i18n/useDomainText";
import { formatTashkentDateTime } from "../logic/format";
import type { PublicSignature } from "@portal/domain/results/publicCertificate";

/** The signer's common name out of a distinguished name ("C=UZ, O=…, CN=…"), else the whole name. */
export function commonNameOf(subject: string): string {
  const match = /(?:^|,)\s*CN=((?:\\.|[^,\\])+)/.exec(subject);
  return match?.[1] ? match[1].replace(/\\(.)/g, "$1").trim() : subject;
}

const textFile = (type: string, text: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;
const binaryFile = (type: string, base64: string) => `data:${type};base64,${base64}`;
const CMS_TYPE = "application/pkcs7-signature";

/** The OpenSSL command that checks a detached signature against the lab's certificate. */
const verifyCommand = (signature: string, content: string) =>
  `openssl cms -verify -binary -inform DER -in ${signature} -content ${content} -CAfile lab-certificate.pem -purpose any -out /dev/null`;

/**
 * Who signed a certificate and when, and whether the signature holds today; and, folded away,
 * what anyone needs to check it without the portal: the lab's certificate, the signed data
 * and its detached CMS signature, the issued PDFs' signatures, and the OpenSSL command.
 */
export function SignatureFacts({
  number,
  signature,
}: {
  readonly number: string;
  readonly signature: PublicSignature;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const json = `certificate-${number}.json`;
  const pdfSignature = (lang: string) => `certificate-${number}-${lang}.pdf.p7s`;
  return (
    <div className="check-signature" data-testid="check-signature">
      <p className="check-signature__line">
        <span>
          {say("certSignedElectronically", {
            date: formatTashkentDateTime(signature.signed_at),
            signer: commonNameOf(signature.signer.subject),
          })}
        </span>{" "}
        <span
          className={`badge ${signature.valid ? "badge--success" : "badge--danger"}`}
          data-testid="signature-valid"
          data-valid={signature.valid}
        >
          {signature.valid ? t("check.signatureValid") : t("check.signatureInvalid")}
        </span>
      </p>
      <details className="check-signature__verify">
        <summary>{t("check.verifyTitle")}</summary>
        <p>{t("check.verifyLead")}</p>
        <ul className="check-signature__files">
          <li>
            <a
              href={textFile("application/x-pem-file", signature.signer.certificate)}
              download="lab-certificate.pem"
            >
              {t("check.labCertificate")}
            </a>{" "}
            <span className="muted">{signature.signer.subject}</span>
          </li>
          <li>
            <a
              href={textFile("application/json", signature.content)}
              download={json}
              data-testid="signed-data"
            >
              {t("check.signedData")}
            </a>
          </li>
          <li>
            <a href={binaryFile(CMS_TYPE, signature.cms)} download={`${json}.p7s`}>
              {t("check.dataSignature")}
            </a>
          </li>
        </ul>
        <pre className="check-signature__command">
          <code>{verifyCommand(`${json}.p7s`, json)}</code>
        </pre>
        {signature.documents.length > 0 && (
          <>
            <p>{t("check.pdfLead")}</p>
            <ul className="check-signature__files">
              {signature.documents.map((document) => (
                <li key={document.lang}>
                  <a href={binaryFile(CMS_TYPE, document.cms)} download={pdfSignature(document.lang)}>
                    {t("check.pdfSignature", { language: t(`language.${document.lang}`) })}
                  </a>{" "}
                  <span className="muted mono check-signature__hash">SHA-256 {document.sha256}</span>
                </li>
              ))}
            </ul>
            <pre className="check-signature__command">
              <code>
                {verifyCommand(pdfSignature(signature.documents[0]?.lang ?? "uz"), "certificate.pdf")}
              </code>
            </pre>
          </>
        )}
      </details>
    </div>
  );
}
