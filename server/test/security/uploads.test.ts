import { expect } from "chai";
import { PDF } from "../support/fixtures";
import { startTestPortal, type TestPortal } from "../support/server";
import { type Answer, Caller } from "./support/caller";
import { NO_RATE_LIMITS, type Rig, startRig } from "./support/rig";
import { openEmbeddedProbe, type StoreProbe } from "./support/store";

const LIMIT = 1024 * 1024;
const UPLOADS = [
  "/recognition-appeal/file-upload-s3",
  "/recognition-appeal/file-upload",
  "/front/kompleks-appeal/file-upload",
] as const;
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

const NOT_PDF = "Faqat PDF formatdagi fayl yuklash mumkin";
const DAMAGED_OR_TOO_LARGE = "Xatolik! Fayl hajmi 1 MB dan oshmasligi kerak yoki fayl buzilgan";
const NO_FILE = "Faylni tanlang";

/** A valid PDF of exactly `size` bytes: header, padding, trailer. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

const form = (bytes: Buffer, name = "hujjat.pdf", field = "file", type = "application/pdf") => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
};

/** The bad files of the issue, each with the messages the upload widget must list. */
const REFUSED: ReadonlyArray<readonly [string, () => FormData, readonly string[]]> = [
  ["a PNG named .pdf", () => form(Buffer.from("\x89PNG\r\n\x1a\n0000IHDR")), [NOT_PDF]],
  ["an HTML page named .pdf", () => form(Buffer.from("<html><script>alert(1)</script>%PDF-")), [NOT_PDF]],
  ["an executable sent as application/pdf", () => form(Buffer.from("MZ\x90\x00\x03")), [NOT_PDF]],
  [
    "a PDF header followed by garbage",
    () => form(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(4000, 7)])),
    [DAMAGED_OR_TOO_LARGE],
  ],
  ["a PDF cut short before its %%EOF", () => form(PDF.subarray(0, PDF.length - 8)), [DAMAGED_OR_TOO_LARGE]],
  ["an empty file", () => form(Buffer.alloc(0)), [NO_FILE]],
  ["a PDF one byte over the limit", () => form(pdfOfSize(LIMIT + 1)), [DAMAGED_OR_TOO_LARGE]],
  ["a file in a field not named file", () => form(PDF, "hujjat.pdf", "document"), [DAMAGED_OR_TOO_LARGE]],
  [
    "two files at once",
    () => {
      const data = form(PDF);
      data.append("file", new Blob([new Uint8Array(PDF)]), "ikkinchi.pdf");
      return data;
    },
    [DAMAGED_OR_TOO_LARGE],
  ],
  ["a form without a file", () => new FormData(), [NO_FILE]],
];

function describeUploadAbuse(
  profile: string,
  open: (
    ctx: Mocha.Context,
    env: NodeJS.ProcessEnv,
  ) => Promise<{ portal: TestPortal; store: StoreProbe; secrets: string[] }>,
  close: () => Promise<void>,
) {
  describe(`uploads under attack (${profile} profile)`, function () {
    this.timeout(120_000);
    let portal: TestPortal;
    let store: StoreProbe;
    let company: Caller;
    let secrets: string[];

    before(async function () {
      ({ portal, store, secrets } = await open(this, {
        ...NO_RATE_LIMITS,
        UPLOAD_LIMIT_BYTES: String(LIMIT),
      }));
      company = await new Caller(portal.url, secrets).signIn("demo.company");
    });
    after(close);

    const storedIn = async (probe: StoreProbe) => ({
      records: await probe.count("uploads"),
      files: await probe.fileCount(),
    });
    const stored = () => storedIn(store);

    for (const [what, body, messages] of REFUSED) {
      it(`refuses ${what} on every upload path with the spec's message, storing nothing`, async () => {
        const before = await stored();
        for (const path of UPLOADS) {
          const answer = await company.request("POST", path, { form: body() });
          expect(answer.status, path).to.equal(422);
          expect(answer.json, path).to.deep.include({ status: 0, errors: { file: messages } });
          expect(answer.json.message, path).to.equal(messages.join("\n"));
        }
        expect(await stored()).to.deep.equal(before);
      });
    }

    it("speaks Russian to a refused upload when asked", async () => {
      const answer = await company.request("POST", "/recognition-appeal/file-upload?lang=ru", {
        form: form(Buffer.from("GIF89a")),
      });
      expect(answer.json.errors.file).to.deep.equal(["Можно загрузить только файл в формате PDF"]);
    });

    it("accepts a PDF of exactly the limit and stores it byte for byte", async () => {
      const bytes = pdfOfSize(LIMIT);
      const answer = await company.request("POST", UPLOADS[0], { form: form(bytes) });
      expect(answer.status).to.equal(200);
      const download = await fetch(`${portal.url}/uploads/recognition-device/${answer.json.data}`, {
        headers: { cookie: `portal_session=${company.sessionId}` },
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).to.equal(true);
    });

    it("refuses a JSON body on an upload path as a missing file", async () => {
      const answer = await company.post(UPLOADS[1], { file: "../../etc/passwd" });
      expect(answer.status).to.equal(422);
      expect(answer.json.errors.file).to.deep.equal([NO_FILE]);
    });

    it("refuses a broken multipart body cleanly, never with a server error", async () => {
      for (const raw of [
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
        "not multipart at all",
        "--x--",
      ]) {
        const answer = await company.request("POST", UPLOADS[1], {
          raw,
          headers: { "content-type": "multipart/form-data; boundary=x" },
        });
        expect(answer.status, raw).to.be.within(400, 499);
        expect(answer.json?.message, raw).to.be.a("string").that.is.not.empty;
      }
    });

    it("keeps every file under a name the server makes, whatever name the browser sends", async () => {
      const names = [
        "../../etc/passwd.pdf",
        "..\\..\\windows\\win.ini.pdf",
        "/etc/passwd",
        "yuk.pdf\r\nX-Injected: 1",
        `${"\u202e".repeat(3)}فایل ${"ж".repeat(300)}.pdf`,
        "%2e%2e%2f%2e%2e%2fetc%2fpasswd.pdf",
      ];
      for (const name of names) {
        const answer = await company.request("POST", UPLOADS[1], { form: form(PDF, name) });
        expect(answer.status, name).to.equal(200);
        expect(answer.json.data, name).to.match(STORED_NAME);
        const download = await company.get(`/uploads/recognition-device/${answer.json.data}`);
        expect(download.status).to.equal(200);
        expect(download.headers.get("content-disposition")).to.equal(
          `inline; filename="${answer.json.data}"`,
        );
        expect(download.headers.get("x-injected")).to.equal(null);
      }
      // A NUL byte cannot be in a multipart header at all: the parser refuses the form.
      const before = await stored();
      const nul = await company.request("POST", UPLOADS[1], { form: form(PDF, "a\u0000b.pdf") });
      expect(nul.status).to.equal(422);
      expect(nul.json.errors.file).to.deep.equal([DAMAGED_OR_TOO_LARGE]);
      expect(await stored()).to.deep.equal(before);
      for (const path of [
        "/uploads/recognition-device/..%2F..%2Fetc%2Fpasswd",
        "/uploads/recognition-device/%2e%2e%2f%2e%2e%2fpackage.json",
        "/uploads/../package.json",
        "/uploads/recognition-device/..",
      ]) {
        const answer = await company.get(path);
        expect(answer.status, path).to.equal(404);
      }
      for (const upload of await store.documents("uploads")) {
        expect(upload.name).to.match(STORED_NAME);
        expect(upload.folder).to.be.oneOf(["recognition-device", "kompleks-device"]);
      }
    });

    it("answers 40 parallel uploads each with a success or a clean 429, storing exactly the successes", async () => {
      // The default limits; a user who has uploaded nothing yet in this file.
      const limited = await open(this as unknown as Mocha.Context, { UPLOAD_LIMIT_BYTES: String(LIMIT) });
      const uploader = await new Caller(limited.portal.url, secrets).signIn("demo.reviewer");
      const before = await storedIn(limited.store);
      const files = Array.from({ length: 40 }, (_, i) =>
        Buffer.concat([
          Buffer.from(`%PDF-1.4\n% file ${i}\n`),
          Buffer.alloc(20_000 + i, 0x20),
          Buffer.from("%%EOF\n"),
        ]),
      );
      const answers: Answer[] = await Promise.all(
        files.map((bytes) =>
          uploader.request("POST", UPLOADS[i(bytes)]!, { form: form(bytes), timeoutMs: 20_000 }),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status === 429);
      expect(ok.length + refused.length).to.equal(40);
      expect(ok.length).to.equal(30); // the default: 30 uploads a minute per user
      for (const answer of refused) {
        expect(Number(answer.headers.get("retry-after"))).to.be.within(1, 60);
        expect(answer.json.message).to.match(/^Soʻrovlar juda koʻp/);
      }
      expect(await storedIn(limited.store)).to.deep.equal({
        records: before.records + 30,
        files: before.files + 30,
      });
      for (const [n, answer] of answers.entries()) {
        if (answer.status !== 200) continue;
        const folder = i(files[n]!) === 2 ? "kompleks-device" : "recognition-device";
        const download = await fetch(`${limited.portal.url}/uploads/${folder}/${answer.json.data}`, {
          headers: { cookie: `portal_session=${uploader.sessionId}` },
        });
        expect(Buffer.from(await download.arrayBuffer()).equals(files[n]!)).to.equal(true);
      }
      // The limit is the user's: still refused, while another user is not held up by it.
      expect((await uploader.request("POST", UPLOADS[0], { form: form(PDF) })).status).to.equal(429);
      const other = await new Caller(limited.portal.url, secrets).signIn("demo.staff");
      expect((await other.request("POST", UPLOADS[0], { form: form(PDF) })).status).to.equal(200);
    });
  });
}

/** Spreads files over the three upload paths by their size. */
const i = (bytes: Buffer) => bytes.length % 3;

const portals: TestPortal[] = [];
let rig: Rig | undefined;

describeUploadAbuse(
  "production",
  async (ctx, env) => {
    rig ??= await startRig(ctx);
    const portal = await rig.portal(env);
    return { portal, store: rig.store, secrets: [...rig.secrets] };
  },
  async () => {
    await rig?.dispose();
    rig = undefined;
  },
);

describeUploadAbuse(
  "embedded",
  async (_ctx, env) => {
    const portal = await startTestPortal(env);
    portals.push(portal);
    return { portal, store: openEmbeddedProbe(portal.dataDir), secrets: [portal.dataDir] };
  },
  async () => {
    for (const portal of portals.splice(0)) await portal.stop();
  },
);
