import { expect } from "chai";
import { useState } from "react";
import { SearchSelect } from "../../src/register/SearchSelect";
import { byText, cleanUp, click, focus, key, render, type } from "../support/render";

interface Province {
  id: number;
  name: string;
}
const PROVINCES: Province[] = [
  { id: 1, name: "Andijon viloyati" },
  { id: 2, name: "Buxoro viloyati" },
  { id: 14, name: "Toshkent shahri" },
];

function Harness({ onChange }: { onChange: (p: Province) => void }) {
  const [value, setValue] = useState<Province | undefined>(PROVINCES[1]);
  return (
    <SearchSelect
      id="province"
      options={PROVINCES}
      value={value}
      optionKey={(p) => p.id}
      optionLabel={(p) => p.name}
      onChange={(p) => {
        onChange(p);
        setValue(p);
      }}
    />
  );
}

describe("the searchable select (spec 2.4: cannot be cleared)", () => {
  afterEach(cleanUp);

  async function setUp() {
    const chosen: Province[] = [];
    const { container } = await render(<Harness onChange={(p) => chosen.push(p)} />);
    const input = container.querySelector("input") as HTMLInputElement;
    return { container, input, chosen };
  }

  it("shows the chosen option's name", async () => {
    const { input } = await setUp();
    expect(input.value).to.equal("Buxoro viloyati");
    expect(input.getAttribute("role")).to.equal("combobox");
  });

  it("filters as the user types and chooses with Enter", async () => {
    const { container, input, chosen } = await setUp();
    await focus(input);
    await type(input, "tosh");
    expect([...container.querySelectorAll("[role=option]")].map((o) => o.textContent)).to.deep.equal([
      "Toshkent shahri",
    ]);
    await key(input, "Enter");
    expect(chosen.map((p) => p.id)).to.deep.equal([14]);
    expect(input.value).to.equal("Toshkent shahri");
  });

  it("chooses with a click on an option", async () => {
    const { container, input, chosen } = await setUp();
    await click(input);
    await click(byText(container, "Andijon viloyati", "[role=option]"));
    expect(chosen.map((p) => p.id)).to.deep.equal([1]);
  });

  it("keeps its value when the text is erased and the user leaves", async () => {
    const { input, chosen } = await setUp();
    await focus(input);
    await type(input, "");
    await key(input, "Escape");
    expect(chosen).to.deep.equal([]);
    expect(input.value).to.equal("Buxoro viloyati");
  });

  it("opens on the arrow key at the chosen option and moves on from there", async () => {
    const { container, input, chosen } = await setUp();
    await focus(input);
    expect(container.querySelector("[role=listbox]")).to.equal(null);
    await key(input, "ArrowDown");
    await key(input, "ArrowDown");
    await key(input, "Enter");
    expect(chosen.map((p) => p.id)).to.deep.equal([14]);
  });
});
