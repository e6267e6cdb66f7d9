import { expect } from "chai";
import { DataTable } from "../src/components/DataTable";
import { cleanUp, render } from "./support/render";

describe("DataTable's cards (a phone's rows)", () => {
  afterEach(cleanUp);

  it("names each cell by its column: the header's words, or the label of a header that is more than words", async () => {
    const { container } = await render(
      <DataTable
        items={[{ name: "Tarozi", due: "01.02.2027" }]}
        rowKey={(item) => item.name}
        columns={[
          { header: "Nomi", cell: (item) => item.name },
          { header: <button type="button">Sana ↑</button>, label: "Sana", cell: (item) => item.due },
          { header: <span>Belgi</span>, cell: () => "✓" },
        ]}
      />,
    );
    const labels = [...container.querySelectorAll("tbody td")].map((td) => td.getAttribute("data-label"));
    expect(labels).to.deep.equal(["Nomi", "Sana", null]);
  });
});
