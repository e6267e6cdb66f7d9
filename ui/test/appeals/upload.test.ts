import { expect } from "chai";
import { downloadUrl, looksLikePdf, Upload } from "../../src/appeals/forms/upload";
import { unkeyed, keyed } from "../../src/appeals/forms/keyedRows";

describe("the browser's PDF check before an upload (spec 5)", () => {
  it("passes a .pdf named file of PDF type, or of no type", () => {
    expect(looksLikePdf({ name: "pasport.pdf", type: "application/pdf" })).to.equal(true);
    expect(looksLikePdf({ name: "PASPORT.PDF", type: "" })).to.equal(true);
  });

  it("refuses another name or another type", () => {
    expect(looksLikePdf({ name: "notes.txt", type: "text/plain" })).to.equal(false);
    expect(looksLikePdf({ name: "scan.png", type: "application/pdf" })).to.equal(false);
    expect(looksLikePdf({ name: "scan.pdf", type: "image/png" })).to.equal(false);
  });

  it("downloads a stored file from its folder (spec 2)", () => {
    expect(downloadUrl(Upload.kompleks, "a b.pdf")).to.equal("/uploads/kompleks-device/a%20b.pdf");
    expect(downloadUrl(Upload.recognitionS3, "x.pdf")).to.equal("/uploads/recognition-device/x.pdf");
  });

  it("sends rows without their local key", () => {
    const rows = [keyed({ device_name: "A" }), keyed({ device_name: "B" })];
    expect(rows[0]?._key).to.not.equal(rows[1]?._key);
    expect(unkeyed(rows)).to.deep.equal([{ device_name: "A" }, { device_name: "B" }]);
  });
});
