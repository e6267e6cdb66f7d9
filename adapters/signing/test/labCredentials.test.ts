import { readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "chai";
import { CmsCertificateSigner } from "../src/CmsCertificateSigner";
import {
  LAB_CERTIFICATE_FILE,
  LAB_KEY_FILE,
  LabCredentialsError,
  loadLabCredentials,
  SIGNING_FOLDER,
} from "../src/labCredentials";
import { labSigningRequest } from "../src/signingRequest";
import { aCertificatePdf, aLab } from "./support/builders";
import { openssl, useTempFolder, writeFiles } from "./support/openssl";

const refusalOf = (loading: Promise<unknown>) =>
  loading.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the lab's signing key and certificate", () => {
  const folder = useTempFolder("portal-lab-key-");
  const dataDir = () => join(folder(), "data");
  const signerFrom = async (options: Parameters<typeof loadLabCredentials>[0]) =>
    CmsCertificateSigner.create(await loadLabCredentials(options));

  describe("generated in DATA_DIR when none is configured", () => {
    it("is a self-signed certificate naming the lab in Uzbekistan, valid for five years", async () => {
      const signer = await signerFrom({
        dataDir: dataDir(),
        name: aLab("Namuna lab"),
        now: new Date("2026-02-01T08:00:00Z"),
      });
      await writeFiles(folder(), { "lab.pem": signer.identity().certificatePem });

      const printed = await openssl(
        ["x509", "-in", "lab.pem", "-noout", "-subject", "-issuer", "-dates"],
        folder(),
      );

      expect(printed.stdout).to.include("subject=C = UZ, O = Namuna lab, CN = Namuna lab");
      expect(printed.stdout).to.include("issuer=C = UZ, O = Namuna lab, CN = Namuna lab");
      expect(printed.stdout).to.include("notBefore=Feb  1 08:00:00 2026 GMT");
      expect(printed.stdout).to.include("notAfter=Feb  1 08:00:00 2031 GMT");
      expect(signer.identity().validUntil).to.equal("2031-02-01T08:00:00.000Z");
    });

    it("keeps the key in DATA_DIR/signing, readable and writable by its owner only", async () => {
      await loadLabCredentials({ dataDir: dataDir(), name: aLab() });

      const key = await stat(join(dataDir(), SIGNING_FOLDER, LAB_KEY_FILE));
      const certificate = await readFile(join(dataDir(), SIGNING_FOLDER, LAB_CERTIFICATE_FILE), "utf8");

      expect((key.mode & 0o777).toString(8)).to.equal("600");
      expect(((await stat(join(dataDir(), SIGNING_FOLDER))).mode & 0o777).toString(8)).to.equal("700");
      expect(certificate).to.match(/^-----BEGIN CERTIFICATE-----/);
    });

    it("is reused by a later load: the same certificate, and the earlier signatures verify as the lab's", async () => {
      const first = await signerFrom({ dataDir: dataDir(), name: aLab() });
      const pdf = aCertificatePdf();
      const signature = await first.sign(pdf, new Date());

      const again = await signerFrom({ dataDir: dataDir(), name: aLab("Another name") });

      expect(again.identity()).to.deep.equal(first.identity());
      expect((await again.verify(pdf, signature)).valid).to.equal(true);
    });

    it("is one key when several loads start at once on an empty folder", async () => {
      const loads = await Promise.all(
        [1, 2, 3, 4].map(() => signerFrom({ dataDir: dataDir(), name: aLab() })),
      );

      const certificates = new Set(loads.map((signer) => signer.identity().certificatePem));
      expect(certificates.size).to.equal(1);
    });

    it("refuses a folder that lost its certificate, rather than making a new key", async () => {
      await loadLabCredentials({ dataDir: dataDir(), name: aLab() });
      await rm(join(dataDir(), SIGNING_FOLDER, LAB_CERTIFICATE_FILE));

      const refusal = await refusalOf(loadLabCredentials({ dataDir: dataDir(), name: aLab() }));

      expect(refusal).to.be.instanceOf(LabCredentialsError);
      expect((refusal as Error).message).to.include("holds only one of lab-key.pem and lab-certificate.pem");
    });
  });

  describe("configured with SIGNING_KEY_FILE and SIGNING_CERT_FILE", () => {
    /** A CA of the test's own, as a real CA would be to the lab. */
    const makeCa = async () => {
      const made = await openssl(
        ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca-key.pem", "-out", "ca.pem"].concat([
          "-days",
          "30",
          "-subj",
          "/C=UZ/O=Test CA/CN=Test CA",
        ]),
        folder(),
      );
      expect(made.code, made.stderr).to.equal(0);
    };
    const rsaKey = async (name: string) => {
      const made = await openssl(
        ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", name],
        folder(),
      );
      expect(made.code, made.stderr).to.equal(0);
    };

    it("signs with a key whose certificate a CA issued from the lab's request, verifiable against that CA", async () => {
      await makeCa();
      await rsaKey("lab-key.pem");
      const keyFile = join(folder(), "lab-key.pem");
      await writeFiles(folder(), {
        "lab.csr": await labSigningRequest({ dataDir: dataDir(), keyFile, name: aLab("Namuna lab") }),
      });
      const issued = await openssl(
        ["x509", "-req", "-in", "lab.csr", "-CA", "ca.pem", "-CAkey", "ca-key.pem", "-CAcreateserial"].concat(
          ["-days", "30", "-copy_extensions", "copy", "-out", "lab.pem"],
        ),
        folder(),
      );
      expect(issued.code, issued.stderr).to.equal(0);
      const chain =
        (await readFile(join(folder(), "lab.pem"), "utf8")) +
        (await readFile(join(folder(), "ca.pem"), "utf8"));
      await writeFiles(folder(), { "lab-chain.pem": chain });

      const signer = await signerFrom({
        dataDir: dataDir(),
        keyFile,
        certificateFile: join(folder(), "lab-chain.pem"),
        name: aLab(),
      });
      const pdf = aCertificatePdf();
      await writeFiles(folder(), { "content.bin": pdf, "sig.der": await signer.sign(pdf, new Date()) });
      const verified = await openssl(
        ["cms", "-verify", "-binary", "-inform", "DER", "-in", "sig.der", "-content", "content.bin"].concat([
          "-CAfile",
          "ca.pem",
          "-purpose",
          "any",
          "-out",
          "/dev/null",
        ]),
        folder(),
      );

      expect(verified.code, verified.stderr).to.equal(0);
      expect(signer.identity().subject).to.equal("C=UZ, O=Namuna lab, CN=Namuna lab");
      expect((await signer.verify(pdf, await readFile(join(folder(), "sig.der")))).valid).to.equal(true);
      await stat(join(dataDir(), SIGNING_FOLDER)).then(
        () => expect.fail("no key is generated when one is configured"),
        (error: NodeJS.ErrnoException) => expect(error.code).to.equal("ENOENT"),
      );
    });

    it("refuses a certificate that is not the key's", async () => {
      await makeCa();
      await rsaKey("lab-key.pem");

      const refusal = await refusalOf(
        loadLabCredentials({
          dataDir: dataDir(),
          keyFile: join(folder(), "lab-key.pem"),
          certificateFile: join(folder(), "ca.pem"),
          name: aLab(),
        }),
      );

      expect((refusal as Error).message).to.include("the certificate is not the key's");
    });

    it("refuses a key without its certificate, a file it cannot read and a key too weak to sign with", async () => {
      await makeCa();
      const weak = await openssl(
        ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", "weak.pem"],
        folder(),
      );
      expect(weak.code, weak.stderr).to.equal(0);
      const load = (keyFile: string | undefined, certificateFile: string | undefined) =>
        refusalOf(
          loadLabCredentials({
            dataDir: dataDir(),
            ...(keyFile ? { keyFile: join(folder(), keyFile) } : {}),
            ...(certificateFile ? { certificateFile: join(folder(), certificateFile) } : {}),
            name: aLab(),
          }),
        ).then((error) => (error as Error | undefined)?.message);

      expect(await load("ca-key.pem", undefined)).to.include("go together");
      expect(await load("missing.pem", "ca.pem")).to.match(
        /^SIGNING_KEY_FILE: .*missing\.pem cannot be read/,
      );
      expect(await load("ca.pem", "ca.pem")).to.include("no private key could be read");
      expect(await load("weak.pem", "ca.pem")).to.include(
        "the key (RSA of 1024 bits) cannot sign certificates here",
      );
    });
  });
});
