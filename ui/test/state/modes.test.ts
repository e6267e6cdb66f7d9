import { expect } from "chai";
import { modeRules, offlineRules } from "../../src/state/modes";
import { agreeToOffer, initialOffer, tickOffer } from "../../src/state/offer";

describe("modes (spec 4 and 6)", () => {
  it("mode 1 is editable: offer not pre-accepted, fields enabled, checkbox shown", () => {
    expect(modeRules(1)).to.deep.equal({
      offerPreAccepted: false,
      fieldsDisabled: false,
      offerCheckboxHidden: false,
    });
  });

  it("mode 2 pre-accepts the offer, disables the row fields and hides the checkbox", () => {
    expect(modeRules(2)).to.deep.equal({
      offerPreAccepted: true,
      fieldsDisabled: true,
      offerCheckboxHidden: true,
    });
  });

  it("offline mode shows sections and hides the phone hint and the draft button", () => {
    expect(offlineRules(true)).to.deep.equal({
      showSections: true,
      showPhoneHint: false,
      showDraftButton: false,
    });
  });

  it("a customer's own session hides sections and shows the phone hint and the draft button", () => {
    expect(offlineRules(false)).to.deep.equal({
      showSections: false,
      showPhoneHint: true,
      showDraftButton: true,
    });
  });
});

describe("the public offer (spec 2.18 and 4)", () => {
  it("starts unaccepted in mode 1", () => {
    expect(initialOffer(1)).to.deep.equal({ accepted: false, modalOpen: false });
  });

  it("starts accepted in mode 2", () => {
    expect(initialOffer(2).accepted).to.equal(true);
  });

  it("ticking the checkbox opens the offer modal", () => {
    expect(tickOffer(initialOffer(1), true)).to.deep.equal({ accepted: true, modalOpen: true });
  });

  it("unticking the checkbox withdraws the acceptance and opens nothing", () => {
    expect(tickOffer({ accepted: true, modalOpen: false }, false)).to.deep.equal({
      accepted: false,
      modalOpen: false,
    });
  });

  it("'Roziman' closes the modal with the offer accepted", () => {
    expect(agreeToOffer({ accepted: true, modalOpen: true })).to.deep.equal({
      accepted: true,
      modalOpen: false,
    });
  });
});
