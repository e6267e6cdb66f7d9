import { expect } from "chai";
import { checkVerdict, notePaying, returnedFrom } from "../../src/payments/paymentCheck";
import { paymentLink } from "../../src/payments/paymentLinks";
import { aPaidInvoice, anInvoice } from "./builders";

describe("knowing the reader came back from a payment system", () => {
  beforeEach(() => sessionStorage.clear());

  it("reads the invoice from the return address, or any invoice when it names none", () => {
    const none = new URLSearchParams();
    expect(returnedFrom(new URLSearchParams("payment=31"), sessionStorage, 5)).to.deep.equal({ invoice: 31 });
    expect(returnedFrom(new URLSearchParams("payment=done"), sessionStorage, 5)).to.equal("any");
    expect(returnedFrom(none, sessionStorage, 5)).to.equal(undefined);
  });

  it("reads the note left on leaving for the checkout once, and only on that appeal's page", () => {
    const none = new URLSearchParams();
    notePaying(sessionStorage, 5, 31);
    expect(returnedFrom(none, sessionStorage, 6)).to.equal(undefined);
    expect(returnedFrom(none, sessionStorage, 5)).to.deep.equal({ invoice: 31 });
    expect(returnedFrom(none, sessionStorage, 5)).to.equal(undefined);
  });

  it("keeps asking while the awaited invoice is unpaid, a few times, and stops once it is not", () => {
    const unpaid = [anInvoice({ invoice_id: 31 }), aPaidInvoice({ invoice_id: 32 })];
    expect(checkVerdict(unpaid, { invoice: 31 }, 0)).to.equal("again");
    expect(checkVerdict(unpaid, { invoice: 32 }, 0)).to.equal("confirmed");
    expect(checkVerdict(unpaid, "any", 0)).to.equal("again");
    expect(checkVerdict([aPaidInvoice({ invoice_id: 31 })], "any", 0)).to.equal("confirmed");
    expect(checkVerdict(unpaid, { invoice: 31 }, 100)).to.equal("unconfirmed");
  });

  it("links the cabinet to an invoice's payment card on its appeal's page", () => {
    expect(paymentLink(5, 31)).to.equal("/appeals/5#payment-31");
  });
});
