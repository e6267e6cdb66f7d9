import { expect } from "chai";
import { act, useState } from "react";
import { DateField } from "../src/components/DateField";
import { cleanUp, render, type } from "./support/render";

/** A form's state around the field: what the form would send is shown beside it. */
function Harness({ initial }: { readonly initial: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField aria-label="Sana" value={day} onChange={setDay} />
      <output>{day}</output>
      <button type="button" onClick={() => setDay("2024-12-31")}>
        reset
      </button>
    </>
  );
}

const input = (root: HTMLElement) => root.querySelector("input") as HTMLInputElement;
const sent = (root: HTMLElement) => root.querySelector("output")?.textContent;
const blur = (element: HTMLElement) =>
  act(async () => {
    element.dispatchEvent(new window.FocusEvent("focusout", { bubbles: true }));
  });

describe("the date field (dd.mm.yyyy, whatever the browser's locale)", () => {
  afterEach(cleanUp);

  it("shows the server's ISO day as dd.mm.yyyy in a text field with a numeric keyboard and a format hint", async () => {
    const { container } = await render(<Harness initial="2025-03-12" />);
    const field = input(container);
    expect(field.value).to.equal("12.03.2025");
    expect(field.type).to.equal("text");
    expect(field.getAttribute("inputmode")).to.equal("numeric");
    const hint = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).to.contain("kk.oo.yyyy");
  });

  it("dots the digits as they are typed and gives the form the ISO day", async () => {
    const { container } = await render(<Harness initial="" />);
    await type(input(container), "01022026");
    expect(input(container).value).to.equal("01.02.2026");
    expect(sent(container)).to.equal("2026-02-01");
  });

  it("gives the form nothing when emptied", async () => {
    const { container } = await render(<Harness initial="2025-03-12" />);
    await type(input(container), "");
    expect(sent(container)).to.equal("");
  });

  it("says the catalogue's bad-date message once the reader leaves a day that does not exist", async () => {
    const { container } = await render(<Harness initial="" />);
    await type(input(container), "30.02.2025");
    expect(container.querySelector(".field__error")).to.equal(null);
    await blur(input(container));
    expect(container.querySelector(".field__error")?.textContent).to.equal("Sana notoʻgʻri kiritilgan");
    expect(input(container).getAttribute("aria-invalid")).to.equal("true");
    expect(sent(container)).to.equal("30.02.2025");
  });

  it("shows a day the form sets from outside", async () => {
    const { container } = await render(<Harness initial="2025-03-12" />);
    await act(async () => {
      (container.querySelector("button") as HTMLButtonElement).click();
    });
    expect(input(container).value).to.equal("31.12.2024");
  });
});
