import type { AppealMode } from "../src/state/modes";
import { initialOffer, type OfferState } from "../src/state/offer";
import { expect } from "chai";
import { useState } from "react";
import { OfferCheckbox } from "../src/components/OfferCheckbox";
import { byText, cleanUp, click, render } from "./support/render";

function Harness({ mode, seen }: { mode: AppealMode; seen: OfferState[] }) {
  const [offer, setOffer] = useState(initialOffer(mode));
  return (
    <OfferCheckbox
      mode={mode}
      offer={offer}
      onChange={(next) => {
        seen.push(next);
        setOffer(next);
      }}
    />
  );
}

describe("the offer checkbox and modal (spec 2.18, 4)", () => {
  afterEach(cleanUp);

  it("opens the offer modal with the offer page when ticked", async () => {
    const seen: OfferState[] = [];
    const { container } = await render(<Harness mode={1} seen={seen} />);
    await click(container.querySelector("input[type=checkbox]"));
    const dialog = document.querySelector("[role=dialog]");
    expect(dialog?.textContent).to.include("Ommaviy oferta bilan tanishib chiqing!");
    expect(dialog?.querySelector("iframe")?.getAttribute("src")).to.match(/^\/offerta-4\.html/);
    expect(seen.at(-1)).to.deep.equal({ accepted: true, modalOpen: true });
  });

  it("closes accepted on 'Roziman'", async () => {
    const seen: OfferState[] = [];
    const { container } = await render(<Harness mode={1} seen={seen} />);
    await click(container.querySelector("input[type=checkbox]"));
    await click(byText(document.body, "Roziman", "button"));
    expect(document.querySelector("[role=dialog]")).to.equal(null);
    expect((container.querySelector("input[type=checkbox]") as HTMLInputElement).checked).to.equal(true);
  });

  it("withdraws without a modal when unticked", async () => {
    const seen: OfferState[] = [];
    const { container } = await render(<Harness mode={1} seen={seen} />);
    await click(container.querySelector("input[type=checkbox]"));
    await click(byText(document.body, "Roziman", "button"));
    await click(container.querySelector("input[type=checkbox]"));
    expect(seen.at(-1)).to.deep.equal({ accepted: false, modalOpen: false });
    expect(document.querySelector("[role=dialog]")).to.equal(null);
  });

  it("is hidden in mode 2, where the offer is pre-accepted", async () => {
    const { container } = await render(<Harness mode={2} seen={[]} />);
    expect(container.querySelector("input[type=checkbox]")).to.equal(null);
  });
});
