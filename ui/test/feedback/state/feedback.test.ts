import { expect } from "chai";
import { message } from "@portal/domain";
import {
  afterFeedbackSent,
  chooseFeedbackRegion,
  editFeedbackField,
  firstDistrict,
  initialFeedbackForm,
  preselectFirstDistrict,
  switchFeedbackTab,
  withFeedbackErrors,
} from "../../../src/feedback/state/feedback";
import { aCity, aFeedbackForm } from "../../state/builders";

const someErrors = {
  message: message("publicMessageRequired"),
  email: message("emailRequired"),
  district_id: message("districtRequired"),
};

describe("feedback form (spec 2.2 and 4)", () => {
  it("opens on the anonymous tab with empty fields and no errors", () => {
    expect(initialFeedbackForm).to.deep.include({ tab: "private", message: "", name: "", errors: {} });
  });

  describe("switching tab", () => {
    it("switches to the tab with identity disclosed", () => {
      expect(switchFeedbackTab(aFeedbackForm(), "public").tab).to.equal("public");
    });

    it("clears every error", () => {
      expect(switchFeedbackTab(aFeedbackForm({ errors: someErrors }), "public").errors).to.deep.equal({});
    });

    it("keeps what was typed", () => {
      expect(switchFeedbackTab(aFeedbackForm({ message: "Salom" }), "public").message).to.equal("Salom");
    });
  });

  describe("editing a field", () => {
    it("sets the field's value", () => {
      expect(editFeedbackField(aFeedbackForm(), "email", "a@b.uz").email).to.equal("a@b.uz");
    });

    it("clears that field's error", () => {
      const state = editFeedbackField(aFeedbackForm({ errors: someErrors }), "email", "a@b.uz");
      expect(state.errors).not.to.have.property("email");
    });

    it("keeps the other fields' errors", () => {
      const state = editFeedbackField(aFeedbackForm({ errors: someErrors }), "email", "a@b.uz");
      expect(state.errors).to.deep.equal({
        message: someErrors.message,
        district_id: someErrors.district_id,
      });
    });
  });

  it("shows the validation errors it is given", () => {
    expect(withFeedbackErrors(aFeedbackForm(), someErrors).errors).to.deep.equal(someErrors);
  });

  describe("after a successful send", () => {
    const sent = afterFeedbackSent(
      aFeedbackForm({
        tab: "public",
        message: "Salom",
        name: "Ali",
        email: "a@b.uz",
        phone: "901234567",
        branch_id: 2,
        region_id: 3,
        district_id: 30,
      }),
    );

    it("resets message, email, phone and name", () => {
      expect(sent).to.include({ message: "", email: "", phone: "", name: "" });
    });

    it("keeps the tab, branch, region and district", () => {
      expect(sent).to.include({ tab: "public", branch_id: 2, region_id: 3, district_id: 30 });
    });
  });

  describe("choosing a region and its districts", () => {
    it("the first city of the list is the district to preselect", () => {
      expect(firstDistrict([aCity({ id: 71 }), aCity({ id: 72 })])).to.equal(71);
    });

    it("an empty city list preselects no district", () => {
      expect(firstDistrict([])).to.equal(undefined);
    });

    it("choosing a region sets it, clears its error and clears the district until the cities arrive", () => {
      const state = chooseFeedbackRegion(
        aFeedbackForm({ region_id: 1, district_id: 10, errors: { region_id: message("regionRequired") } }),
        3,
      );
      expect(state).to.deep.include({ region_id: 3, district_id: undefined, errors: {} });
    });

    it("when the cities arrive, the first is preselected as district and its error clears", () => {
      const state = preselectFirstDistrict(
        aFeedbackForm({ region_id: 3, errors: { district_id: message("districtRequired") } }),
        [aCity({ id: 71 }), aCity({ id: 72 })],
      );
      expect(state).to.deep.include({ district_id: 71, errors: {} });
    });
  });
});
