import { Readable } from "node:stream";
import { expect } from "chai";
import { anUpload, aUser } from "@portal/testkit/builders";
import { fileForm, pdfBytes } from "./forms";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("uploads and downloads", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();

  beforeEach(async () => {
    portal = await startPortal({ config: { uploadLimitBytes: 2048 } });
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  const uploads = [
    ["/recognition-appeal/file-upload-s3", "recognition-device"],
    ["/recognition-appeal/file-upload", "recognition-device"],
    ["/front/kompleks-appeal/file-upload", "kompleks-device"],
  ] as const;

  for (const [path, folder] of uploads) {
    it(`POST ${path} stores the file into ${folder} and answers its stored name`, async () => {
      portal.useCases.uploadFile.resolves(right(anUpload({ name: "abc123.pdf", folder })));
      const bytes = pdfBytes(100);

      const response = await browser.request("POST", path, { form: fileForm(bytes, "Ариза №1.pdf") });

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({
        status: 1,
        message: "Fayl muvaffaqiyatli yuklandi",
        data: "abc123.pdf",
      });
      const [actor, input] = portal.useCases.uploadFile.firstCall.args;
      expect(actor).to.deep.equal({ user, lang: "uz" });
      expect(input.folder).to.equal(folder);
      expect(input.originalName).to.equal("Ариза №1.pdf");
      expect(Buffer.compare(input.bytes, bytes)).to.equal(0);
    });
  }

  it("answers a refused file with 422 and the messages under errors.file", async () => {
    portal.useCases.uploadFile.resolves(left({ _tag: "Invalid", messages: [{ key: "pdfOnly" }] }));

    const response = await browser.request("POST", "/recognition-appeal/file-upload", {
      form: fileForm(Buffer.from("MZ not a pdf"), "virus.exe"),
    });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Faqat PDF formatdagi fayl yuklash mumkin",
      errors: { file: ["Faqat PDF formatdagi fayl yuklash mumkin"] },
    });
  });

  it("answers a refusal of the file's field the same way: a numeric status and a message that is text", async () => {
    portal.useCases.uploadFile.resolves(
      left({ _tag: "InvalidFields", fields: { file: [{ key: "uploadFailed", params: { limit: 10 } }] } }),
    );

    const response = await browser.request("POST", "/recognition-appeal/file-upload", {
      form: fileForm(Buffer.from("%PDF-1.4 cut short")),
    });

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Xatolik! Fayl hajmi 10 MB dan oshmasligi kerak yoki fayl buzilgan",
      errors: { file: ["Xatolik! Fayl hajmi 10 MB dan oshmasligi kerak yoki fayl buzilgan"] },
    });
  });

  it("answers a file over the limit with 422 and the upload-failed message, without calling the use case", async () => {
    const response = await browser.request("POST", "/recognition-appeal/file-upload-s3", {
      form: fileForm(pdfBytes(4096)),
    });

    expect(response.status).to.equal(422);
    const body = (await response.json()) as { status: number; errors: { file: string[] } };
    expect(body.status).to.equal(0);
    // The limit (2048 bytes) as the domain shows it: rounded down, never 0 or more than it is.
    expect(body.errors.file).to.deep.equal([
      "Xatolik! Fayl hajmi 0.001 MB dan oshmasligi kerak yoki fayl buzilgan",
    ]);
    expect(portal.useCases.uploadFile.called).to.equal(false);
  });

  it("answers a request without the file field with 422 and the choose-a-file message", async () => {
    const response = await browser.request("POST", "/recognition-appeal/file-upload", {
      form: fileForm(pdfBytes(), "a.pdf", "document"),
    });

    expect(response.status).to.equal(422);
    expect(portal.useCases.uploadFile.called).to.equal(false);
  });

  it("answers an empty multipart form with 422 and a message under errors.file", async () => {
    const response = await browser.request("POST", "/front/kompleks-appeal/file-upload", {
      form: new FormData(),
    });

    expect(response.status).to.equal(422);
    expect(((await response.json()) as { errors: { file: string[] } }).errors.file).to.have.length(1);
  });

  it("passes a refusal that is not about the file through the failure table", async () => {
    portal.useCases.uploadFile.resolves(left({ _tag: "Unauthenticated" }));

    const response = await portal.browser().request("POST", "/recognition-appeal/file-upload", {
      form: fileForm(pdfBytes()),
    });

    expect(response.status).to.equal(401);
  });

  it("streams a stored file inline as a PDF that the browser must not sniff", async () => {
    const bytes = pdfBytes(300);
    portal.useCases.downloadFile.resolves(
      right({ body: Readable.from([bytes]), size: bytes.length, contentType: "application/pdf" }),
    );

    const response = await browser.get("/uploads/kompleks-device/abc123.pdf");

    expect(response.status).to.equal(200);
    expect(response.headers.get("content-type")).to.equal("application/pdf");
    expect(response.headers.get("content-disposition")).to.match(/^inline/);
    expect(response.headers.get("x-content-type-options")).to.equal("nosniff");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), bytes)).to.equal(0);
    expect(portal.useCases.downloadFile.firstCall.args).to.deep.equal([
      { user, lang: "uz" },
      "kompleks-device",
      "abc123.pdf",
    ]);
  });

  it("answers 404 for a stored name that could climb out of its folder, without asking the use case", async () => {
    const response = await browser.get("/uploads/recognition-device/..%2F..%2Fetc%2Fpasswd");

    expect(response.status).to.equal(404);
    expect(portal.useCases.downloadFile.called).to.equal(false);
  });

  it("answers 404 for a file that is not there or not the caller's", async () => {
    portal.useCases.downloadFile.resolves(left({ _tag: "NotFound" }));

    const response = await browser.get("/uploads/recognition-device/someone-elses.pdf");

    expect(response.status).to.equal(404);
  });
});
