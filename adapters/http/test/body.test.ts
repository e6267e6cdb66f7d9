import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { expect } from "chai";
import { aContract, anUpload, aSavedAppeal, aUser } from "@portal/testkit/builders";
import { withoutPrototypeKeys } from "../src/middleware/body";
import { fileForm, pdfBytes } from "./forms";
import { right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

/**
 * What the parser made of a body is read where its use case is handed it decoded: the
 * contract call (staff's; same middleware, same `once` as the saves), whose request codec
 * keeps every field of these bodies.
 */
const AS_PARSED = "/recognition/contract/store";

describe("request bodies", () => {
  let portal: Portal;
  let browser: Browser;
  let staff: Browser;
  /** The request the contract call's use case was handed. */
  const parsedBody = () => portal.useCases.createContract.firstCall.args[1];

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(aUser());
    staff = await portal.signedIn(aUser({ id: 3, login: "demo.staff", role: "staff", corporate: 0 }));
    portal.useCases.saveAppeal.resolves(right(aSavedAppeal()));
    portal.useCases.createContract.resolves(right(aContract()));
  });
  afterEach(() => portal.close());

  it("answers malformed JSON with 400 and a clear message", async () => {
    const response = await browser.request("POST", "/front/save-appeal", { raw: '{"appeal": ' });

    expect(response.status).to.equal(400);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Soʻrov notoʻgʻri tuzilgan (JSON xato)",
    });
    expect(portal.useCases.saveAppeal.called).to.equal(false);
  });

  it("answers a body over the limit with 413 and a clear message", async () => {
    const huge = JSON.stringify({ appeal: { note: "x".repeat(1024 * 1024 + 10) } });

    const response = await browser.request("POST", "/front/save-appeal", { raw: huge });

    expect(response.status).to.equal(413);
    expect(await response.json()).to.deep.equal({
      status: 0,
      message: "Soʻrov hajmi juda katta (koʻpi bilan 1mb)",
    });
    // The rest of the body is not drained: the connection is closed after the answer.
    expect(response.headers.get("connection")).to.equal("close");
  });

  it("refuses a __proto__ key with 400 and leaves Object.prototype alone", async () => {
    const response = await browser.request("POST", "/front/save-appeal", {
      raw: '{"__proto__": {"polluted": true}, "appeal": {}}',
    });

    expect(response.status).to.equal(400);
    expect(({} as Record<string, unknown>)["polluted"]).to.equal(undefined);
  });

  it("drops constructor and prototype keys before the body is decoded", async () => {
    const raw =
      '{"constructor": {"prototype": {"polluted": true}}, "appeal_id": 2, "devices": [{"prototype": 1, "id": 1}]}';

    const response = await staff.request("POST", AS_PARSED, { raw });

    expect(response.status).to.equal(200);
    expect(withoutPrototypeKeys(JSON.parse(raw))).to.deep.equal({ appeal_id: 2, devices: [{ id: 1 }] });
    expect(parsedBody()).to.deep.equal({ appeal_id: 2, devices: [{ id: 1 }] });
    expect(({} as Record<string, unknown>)["polluted"]).to.equal(undefined);
  });

  it("refuses a body nested absurdly deep with 400, not 500", async () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;

    const response = await browser.request("POST", "/front/save-appeal", { raw: deep });

    expect(response.status).to.equal(400);
  });

  it("parses a urlencoded form body into fields", async () => {
    const token = await staff.token();

    const response = await staff.request("POST", AS_PARSED, {
      raw: `_token=${token}&appeal_id=8&contract_number=SH-1&devices[0][id]=1&devices[0][together]=1`,
      contentType: "application/x-www-form-urlencoded",
    });

    expect(response.status).to.equal(200);
    expect(parsedBody()).to.deep.equal({
      appeal_id: 8,
      contract_number: "SH-1",
      devices: [{ id: 1, together: 1 }],
    });
  });

  describe("compressed bodies (Content-Encoding)", () => {
    const json = Buffer.from(JSON.stringify({ appeal_id: 2 }));
    const compress = {
      gzip: gzipSync,
      deflate: deflateSync,
      br: brotliCompressSync,
    } as const;
    const notDecodable = {
      uz: "Soʻrov tanasini ochib boʻlmadi: u Content-Encoding sarlavhasida aytilgan usulda siqilmagan",
      ru: "Не удалось распаковать тело запроса: оно сжато не тем способом, что указан в заголовке Content-Encoding",
    };
    const unsupported = {
      uz: "Soʻrov tanasining siqish usuli (Content-Encoding) qoʻllab-quvvatlanmaydi: gzip, deflate, br yoki siqilmagan holda yuboring",
      ru: "Способ сжатия тела запроса (Content-Encoding) не поддерживается: отправьте его в gzip, deflate, br или без сжатия",
    };
    const uploadEncoded = {
      uz: "Fayl siqilmagan holda yuborilishi kerak (Content-Encoding sarlavhasisiz)",
      ru: "Файл нужно отправлять без сжатия (без заголовка Content-Encoding)",
    };

    const send = (
      encoding: string,
      bytes: Uint8Array,
      lang = "uz",
      contentType = "application/json",
      path = "/front/save-appeal",
    ) =>
      browser.request("POST", `${path}?lang=${lang}`, {
        bytes,
        contentType,
        headers: { "Content-Encoding": encoding },
      });
    /** A body the parser should read, sent where its parsed form can be seen. */
    const sendReadable = (encoding: string, bytes: Uint8Array) =>
      staff.request("POST", AS_PARSED, {
        bytes,
        contentType: "application/json",
        headers: { "Content-Encoding": encoding },
      });

    for (const [encoding, squeeze] of Object.entries(compress)) {
      it(`reads a JSON body sent in ${encoding}`, async () => {
        const response = await sendReadable(encoding, squeeze(json));

        expect(response.status).to.equal(200);
        expect(parsedBody()).to.deep.equal({ appeal_id: 2 });
      });

      it(`answers a JSON body that claims ${encoding} but is not with 400 and a clear message in the caller's language, calling nothing`, async () => {
        const uzbek = await send(encoding, json);
        const russian = await send(encoding, json, "ru");

        expect(uzbek.status).to.equal(400);
        expect(await uzbek.json()).to.deep.equal({ status: 0, message: notDecodable.uz });
        // What is left of a body that does not unpack is not drained: the connection is closed.
        expect(uzbek.headers.get("connection")).to.equal("close");
        expect(russian.status).to.equal(400);
        expect(await russian.json()).to.deep.equal({ status: 0, message: notDecodable.ru });
        expect(portal.useCases.saveAppeal.called).to.equal(false);
      });

      it(`answers a form-encoded body that claims ${encoding} but is not with 400, calling nothing`, async () => {
        const response = await send(
          encoding,
          Buffer.from("type_id=8"),
          "ru",
          "application/x-www-form-urlencoded",
        );

        expect(response.status).to.equal(400);
        expect(await response.json()).to.deep.equal({ status: 0, message: notDecodable.ru });
        expect(portal.useCases.saveAppeal.called).to.equal(false);
      });
    }

    it("answers a gzip body cut short with 400, calling nothing", async () => {
      const whole = gzipSync(json);

      const response = await send("gzip", whole.subarray(0, whole.length - 6));

      expect(response.status).to.equal(400);
      expect(await response.json()).to.deep.equal({ status: 0, message: notDecodable.uz });
      expect(portal.useCases.saveAppeal.called).to.equal(false);
    });

    it("answers a small gzip body that unpacks past the limit (a zip bomb) with 413, without unpacking it all", async () => {
      const bomb = gzipSync(Buffer.from(`{"appeal": {"note": "${" ".repeat(20 * 1024 * 1024)}"}}`));

      const response = await send("gzip", bomb);

      expect(bomb.length).to.be.below(64 * 1024);
      expect(response.status).to.equal(413);
      expect(await response.json()).to.deep.equal({
        status: 0,
        message: "Soʻrov hajmi juda katta (koʻpi bilan 1mb)",
      });
      expect(portal.useCases.saveAppeal.called).to.equal(false);
    });

    for (const encoding of ["compress", "zstd", "x-gzip", "gzip, gzip", "identity, gzip"]) {
      it(`answers an unsupported Content-Encoding "${encoding}" with 415 and a clear message in the caller's language, calling nothing`, async () => {
        const uzbek = await send(encoding, gzipSync(json));
        const russian = await send(encoding, json, "ru", "application/x-www-form-urlencoded");

        expect(uzbek.status).to.equal(415);
        expect(await uzbek.json()).to.deep.equal({ status: 0, message: unsupported.uz });
        expect(uzbek.headers.get("connection")).to.equal("close");
        expect(russian.status).to.equal(415);
        expect(await russian.json()).to.deep.equal({ status: 0, message: unsupported.ru });
        expect(portal.useCases.saveAppeal.called).to.equal(false);
      });
    }

    it("takes the name of an encoding in any case, as HTTP does", async () => {
      const response = await sendReadable(" GZip ", gzipSync(json));

      expect(response.status).to.equal(200);
      expect(parsedBody()).to.deep.equal({ appeal_id: 2 });
    });

    it("reads a body sent with Content-Encoding: identity as it is", async () => {
      const response = await sendReadable("identity", json);

      expect(response.status).to.equal(200);
      expect(parsedBody()).to.deep.equal({ appeal_id: 2 });
    });

    /** A multipart upload form as bytes, with the Content-Type that names its boundary. */
    const multipart = async () => {
      const request = new Request("http://localhost/", { method: "POST", body: fileForm(pdfBytes(100)) });
      return {
        bytes: Buffer.from(await request.arrayBuffer()),
        contentType: request.headers.get("content-type") ?? "",
      };
    };

    for (const [what, squeeze] of [
      ["a plain form that claims gzip", (bytes: Buffer) => bytes],
      ["a form in gzip", (bytes: Buffer) => gzipSync(bytes)],
    ] as const) {
      it(`refuses an upload sent with a Content-Encoding (${what}) with 415 and a clear message under errors.file, storing nothing`, async () => {
        portal.useCases.uploadFile.resolves(right(anUpload()));
        const { bytes, contentType } = await multipart();

        const response = await browser.request("POST", "/recognition-appeal/file-upload?lang=ru", {
          bytes: squeeze(bytes),
          contentType,
          headers: { "Content-Encoding": "gzip" },
        });

        expect(response.status).to.equal(415);
        expect(response.headers.get("connection")).to.equal("close");
        expect(await response.json()).to.deep.equal({
          status: 0,
          message: uploadEncoded.ru,
          errors: { file: [uploadEncoded.ru] },
        });
        expect(portal.useCases.uploadFile.called).to.equal(false);
      });
    }

    it("still takes an upload without a Content-Encoding, or with identity", async () => {
      portal.useCases.uploadFile.resolves(right(anUpload({ name: "abc123.pdf" })));
      const { bytes, contentType } = await multipart();

      const response = await browser.request("POST", "/recognition-appeal/file-upload", {
        bytes,
        contentType,
        headers: { "Content-Encoding": "identity" },
      });

      expect(response.status).to.equal(200);
      expect(portal.useCases.uploadFile.calledOnce).to.equal(true);
    });
  });
});
