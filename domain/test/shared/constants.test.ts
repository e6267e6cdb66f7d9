import { expect } from "chai";
import {
  DEFAULT_NDS_PERCENT,
  DISCOUNT_EXEMPT_TYPES,
  Fee,
  JOINT_SURCHARGE_PERCENT,
  Limits,
  PDF_MAGIC,
  PHONE_PREFIX,
  PROVIDER_DEVICE_ID,
  TypeId,
} from "../../src/shared/constants";

describe("the business constants of spec section 9", () => {
  it("pins every fee in so'm", () => {
    expect(Fee).to.deep.equal({
      recognitionInstruments: 988036,
      recognitionStandardSamples: 2165459,
      recognitionMethodologies: 2630231,
      technicalAssignmentExpertise: 472347,
      technicalReportExpertise: 1035235,
      unusedExpertise: 1257427,
      normativeDocuments: 4000000,
      kompleks: 1996036,
      recognitionTestServiceCharge: 4000000,
      providerServiceCharge: 4000000,
    });
    expect(JOINT_SURCHARGE_PERCENT).to.equal(15);
  });

  it("pins every type id", () => {
    expect(TypeId).to.deep.equal({
      verification: 4,
      exemptFromDiscount: 5,
      calibration: 7,
      recognitionInstruments: 8,
      recognitionTest: 9,
      recognitionStandardSamples: 10,
      recognitionMethodologies: 11,
      methodRecognitionInitial: 12,
      methodRecognition: 14,
      normativeDocuments: 15,
      technicalAssignmentExpertise: 16,
      technicalReportExpertise: 17,
      provider: 18,
    });
    expect(PROVIDER_DEVICE_ID).to.equal(1146);
    expect(DISCOUNT_EXEMPT_TYPES).to.deep.equal([4, 5]);
  });

  it("pins the limits, VAT default, phone prefix and PDF signature", () => {
    expect(Limits).to.deep.equal({
      defaultAmount: 1,
      verificationAmountMin: 1,
      verificationAmountMax: 1000,
      rowAmountMin: 1,
      rowAmountMax: 1000,
      taxIdLength: 9,
      validationDelayMs: 1000,
      commentSendDelayMs: 1000,
    });
    expect(DEFAULT_NDS_PERCENT).to.equal(12);
    expect(PHONE_PREFIX).to.equal("+998");
    expect(PDF_MAGIC).to.equal("%PDF-");
  });
});
