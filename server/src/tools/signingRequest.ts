// `npm run signing-request -- [--out FILE]`: a PKCS #10 certification request (PEM) for the lab's
// signing key, to send to a CA; the certificate it issues goes into SIGNING_CERT_FILE. README,
// "The certificates' signature".
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { LAB_KEY_FILE, labSigningRequest, SIGNING_FOLDER } from "@portal/signing";
import { readConfig } from "../config";
import { labSigningOptions } from "../labSigning";

const USAGE = `npm run signing-request -- [--out FILE] [--data-dir DIR]
  Writes a certification request (PKCS #10, PEM) for the lab's signing key to FILE, or to the
  standard output: the key in SIGNING_KEY_FILE when set, else the one the portal keeps in
  DATA_DIR/signing/ (generated now if there is none yet). A CA issues the lab's certificate from
  it; set SIGNING_KEY_FILE to the key and SIGNING_CERT_FILE to that certificate.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      "data-dir": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = { ...process.env, ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}) };
  const options = labSigningOptions(readConfig(env));
  const request = await labSigningRequest(options);
  const key = options.keyFile ?? join(options.dataDir, SIGNING_FOLDER, LAB_KEY_FILE);
  if (values.out) {
    await writeFile(values.out, request);
    console.error(`certification request for the key in ${resolve(key)} written to ${resolve(values.out)}`);
  } else {
    process.stdout.write(request);
  }
  return 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`signing-request failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
