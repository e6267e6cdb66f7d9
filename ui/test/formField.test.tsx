import { expect } from "chai";
import { ErrorList } from "../src/components/ErrorList";
import { FormField } from "../src/components/FormField";
import { cleanUp, render } from "./support/render";

describe("accessible form pieces", () => {
  afterEach(cleanUp);

  it("binds the label to its control and links the errors by aria-describedby", async () => {
    const { container } = await render(
      <FormField label="Bank nomi" hint="Masalan: Kapitalbank" errors={["Bank nomini kiriting"]}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = container.querySelector("input") as HTMLInputElement;
    expect(container.querySelector("label")?.getAttribute("for")).to.equal(input.id);
    expect(input.getAttribute("aria-invalid")).to.equal("true");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id));
    expect(described.map((el) => el?.textContent)).to.deep.equal([
      "Masalan: Kapitalbank",
      "Bank nomini kiriting",
    ]);
  });

  it("marks nothing invalid without errors", async () => {
    const { container } = await render(
      <FormField label="MFO">{(control) => <input {...control} />}</FormField>,
    );
    const input = container.querySelector("input") as HTMLInputElement;
    expect(input.hasAttribute("aria-invalid")).to.equal(false);
    expect(input.hasAttribute("aria-describedby")).to.equal(false);
  });

  it("keeps the error list in a live region, present before any error", async () => {
    const { container } = await render(<ErrorList messages={[]} />);
    expect(container.querySelector("[aria-live]")).to.not.equal(null);
    const filled = await render(<ErrorList messages={["Ismni kiriting", "Familiyani kiriting"]} />);
    expect(
      [...filled.container.querySelectorAll("[aria-live] li")].map((li) => li.textContent),
    ).to.deep.equal(["Ismni kiriting", "Familiyani kiriting"]);
  });
});
