import { expect } from "chai";
import { initialFeedbackForm, switchFeedbackTab } from "../../src/feedback/state/feedback";
import { validateFeedback } from "@portal/domain/feedback/feedbackValidation";
import { errorsByField, toFeedbackPayload } from "../../src/feedback/feedbackForm";

describe("the feedback form's payload (spec 2.2, 3)", () => {
  it("sends an anonymous message as private_msg with its branch only", () => {
    const payload = toFeedbackPayload({
      ...initialFeedbackForm,
      message: "Rahmat",
      branch_id: 2,
      name: "Aziz",
    });
    expect(payload).to.deep.equal({ type: "private", branch_id: 2, private_msg: "Rahmat" });
  });

  it("sends an identified message with the phone behind its fixed +998", () => {
    const state = {
      ...switchFeedbackTab(initialFeedbackForm, "public"),
      message: "Savol",
      name: "Aziz Karimov",
      email: "aziz@example.uz",
      phone: "901234567",
      branch_id: 1,
      region_id: 14,
      district_id: 140,
    };
    expect(toFeedbackPayload(state)).to.deep.equal({
      type: "public",
      branch_id: 1,
      public_msg: "Savol",
      name: "Aziz Karimov",
      email: "aziz@example.uz",
      phone: "+998901234567",
      region_id: 14,
      district_id: 140,
    });
  });

  it("leaves an untyped phone empty so the 'fill in' message is the one shown", () => {
    const payload = toFeedbackPayload(switchFeedbackTab(initialFeedbackForm, "public"));
    expect(validateFeedback(payload).map((m) => m.key)).to.include("phoneRequired");
  });

  it("puts every identified-tab message under its own field", () => {
    const messages = validateFeedback(toFeedbackPayload(switchFeedbackTab(initialFeedbackForm, "public")));
    const errors = errorsByField(messages);
    expect(Object.keys(errors).sort()).to.deep.equal(
      ["branch_id", "district_id", "email", "message", "name", "phone", "region_id"].sort(),
    );
    expect(Object.keys(errors)).to.have.length(messages.length);
  });

  it("puts a malformed email and phone under their fields too", () => {
    const state = { ...switchFeedbackTab(initialFeedbackForm, "public"), email: "not-an-email", phone: "12" };
    const errors = errorsByField(validateFeedback(toFeedbackPayload(state)));
    expect(errors.email?.key).to.equal("emailInvalid");
    expect(errors.phone?.key).to.equal("phoneInvalid");
  });
});
