import { join } from "node:path";
import { expect } from "chai";
import { CmsCertificateSigner } from "../src/CmsCertificateSigner";
import { loadLabCredentials } from "../src/labCredentials";
import { aCertificatePdf, aLab, withOneByteChanged } from "./support/builders";
import { openssl, useTempFolder, writeFiles } from "./support/openssl";

describe("the lab's signature of a certificate (detached CMS, CAdES-BES)", () => {
  const folder = useTempFolder("portal-signing-");
  const labSigner = async (name = "lab") =>
    CmsCertificateSigner.create(await loadLabCredentials({ dataDir: join(folder(), name), name: aLab() }));

  it("verifies its own signature over the bytes it signed, naming the lab and the signing time", async () => {
    const signer = await labSigner();
    const pdf = aCertificatePdf();

    const signature = await signer.sign(pdf, new Date("2026-03-14T09:26:53.589Z"));

    expect(await signer.verify(pdf, signature)).to.deep.equal({
      valid: true,
      signedAt: "2026-03-14T09:26:53.000Z",
      signer: signer.identity().subject,
    });
  });

  it("says the signature is not valid once one byte of the content changed", async () => {
    const signer = await labSigner();
    const pdf = aCertificatePdf();
    const signature = await signer.sign(pdf, new Date());

    for (const at of [0, pdf.length >> 1, pdf.length - 1]) {
      expect((await signer.verify(withOneByteChanged(pdf, at), signature)).valid, `byte ${at}`).to.equal(
        false,
      );
    }
  });

  it("says a signature made by another key is not the lab's, though it holds over the content", async () => {
    const signer = await labSigner("lab");
    const impostor = await labSigner("impostor");
    const pdf = aCertificatePdf();

    const forged = await impostor.sign(pdf, new Date());

    expect((await impostor.verify(pdf, forged)).valid).to.equal(true);
    expect((await signer.verify(pdf, forged)).valid).to.equal(false);
  });

  it("takes bytes that are no signature, or a signature of other content, as not valid", async () => {
    const signer = await labSigner();
    const pdf = aCertificatePdf();
    const otherSignature = await signer.sign(aCertificatePdf(), new Date());

    expect(await signer.verify(pdf, new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]))).to.deep.equal({
      valid: false,
    });
    expect(await signer.verify(pdf, pdf)).to.deep.equal({ valid: false });
    const signature = await signer.sign(pdf, new Date());
    for (const cut of [1, 10, signature.length >> 1]) {
      expect(await signer.verify(pdf, signature.subarray(0, signature.length - cut))).to.deep.equal({
        valid: false,
      });
    }
    expect((await signer.verify(pdf, otherSignature)).valid).to.equal(false);
  });

  it("names the lab's certificate as its identity: subject, PEM, serial number and end of validity", async () => {
    const signer = await labSigner();
    const identity = signer.identity();

    expect(identity.subject).to.include("C=UZ");
    expect(identity.certificatePem).to.match(
      /^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----$/,
    );
    expect(identity.serialNumber).to.match(/^[0-9a-f]{32}$/);
    await writeFiles(folder(), { "lab.pem": identity.certificatePem });
    const printed = await openssl(["x509", "-in", "lab.pem", "-noout", "-serial", "-enddate"], folder());
    expect(printed.stdout).to.include(`serial=${identity.serialNumber.toUpperCase()}`);
    expect(new Date(printed.stdout.match(/notAfter=(.+)/)![1]!).toISOString()).to.equal(identity.validUntil);
  });

  describe("checked by OpenSSL", () => {
    /** Writes the content, the signature and the lab's certificate where openssl reads them. */
    const filesFor = async (signer: CmsCertificateSigner, content: Uint8Array, signature: Uint8Array) =>
      writeFiles(folder(), {
        "content.bin": content,
        "sig.der": signature,
        "lab.pem": signer.identity().certificatePem,
      });
    const cmsVerify = () =>
      openssl(
        [
          "cms",
          "-verify",
          "-binary",
          "-inform",
          "DER",
          "-in",
          "sig.der",
          "-content",
          "content.bin",
          "-CAfile",
          "lab.pem",
          "-purpose",
          "any",
          "-out",
          "/dev/null",
        ],
        folder(),
      );

    it("openssl cms -verify accepts the genuine signature against the lab's certificate", async () => {
      const signer = await labSigner();
      const pdf = aCertificatePdf();
      await filesFor(signer, pdf, await signer.sign(pdf, new Date()));

      const answer = await cmsVerify();

      expect(answer.code, answer.stderr).to.equal(0);
      expect(answer.stderr).to.include("Verification successful");
    });

    it("openssl cms -verify refuses the content changed by one byte", async () => {
      const signer = await labSigner();
      const pdf = aCertificatePdf();
      await filesFor(signer, withOneByteChanged(pdf), await signer.sign(pdf, new Date()));

      const answer = await cmsVerify();

      expect(answer.code).to.not.equal(0);
      expect(answer.stderr).to.match(/digest failure|verify error|Verification failure/i);
    });

    it("openssl cms -verify refuses a signature by another key against the lab's certificate", async () => {
      const signer = await labSigner("lab");
      const impostor = await labSigner("impostor");
      const pdf = aCertificatePdf();
      await filesFor(signer, pdf, await impostor.sign(pdf, new Date()));

      const answer = await cmsVerify();

      expect(answer.code).to.not.equal(0);
    });

    it("finds contentType, messageDigest, signingTime and signingCertificateV2 signed, and the lab's certificate included", async () => {
      const signer = await labSigner();
      const pdf = aCertificatePdf();
      await filesFor(signer, pdf, await signer.sign(pdf, new Date("2026-03-14T09:26:53Z")));

      const printed = await openssl(
        ["cms", "-cmsout", "-print", "-inform", "DER", "-in", "sig.der"],
        folder(),
      );

      expect(printed.code, printed.stderr).to.equal(0);
      const signedAttributes = printed.stdout.slice(printed.stdout.indexOf("signedAttrs:"));
      expect(signedAttributes).to.include("contentType (1.2.840.113549.1.9.3)");
      expect(signedAttributes).to.include("messageDigest (1.2.840.113549.1.9.4)");
      expect(signedAttributes).to.include("signingTime (1.2.840.113549.1.9.5)");
      expect(signedAttributes).to.include("UTCTIME:Mar 14 09:26:53 2026 GMT");
      expect(signedAttributes).to.include("(1.2.840.113549.1.9.16.2.47)");
      expect(printed.stdout).to.include("eContent: <ABSENT>");
      const included = await openssl(["pkcs7", "-inform", "DER", "-in", "sig.der", "-print_certs"], folder());
      expect(included.stdout).to.include(signer.identity().certificatePem);
    });
  });
});
