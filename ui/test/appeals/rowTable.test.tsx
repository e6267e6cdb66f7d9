import { expect } from "chai";
import { AmountField } from "../../src/appeals/forms/AmountField";
import { useRowList } from "../../src/appeals/forms/keyedRows";
import { PdfUpload } from "../../src/appeals/forms/PdfUpload";
import { amountColumn, nameColumn } from "../../src/appeals/forms/columns";
import { RowTable } from "../../src/appeals/forms/RowTable";
import { Upload } from "../../src/appeals/forms/upload";
import { act, useState } from "react";
import { byText, cleanUp, click, render, type } from "../support/render";

function Table() {
  const list = useRowList(() => ({ device_name: "", amount: 1 as number | undefined }));
  return (
    <RowTable
      caption="rows"
      rows={list.rows}
      rowKey={(row) => row._key}
      columns={[nameColumn(list, "Nomi"), amountColumn(list, "Soni")]}
      onAdd={list.add}
      onRemove={list.remove}
    />
  );
}

function AmountHarness() {
  const [amount, setAmount] = useState<number | undefined>(1);
  return <AmountField label="Soni" value={amount} onChange={setAmount} />;
}

describe("the shared row table, amount and upload", () => {
  afterEach(cleanUp);

  it("starts with one numbered row, adds and removes rows, keeping the others' text", async () => {
    const { container } = await render(<Table />);
    expect(container.querySelectorAll("tbody tr")).to.have.length(1);
    await click(byText(container, "+ Qator qoʻshish", "button"));
    await type(container.querySelector("[aria-label='Nomi (2)']") as Element, "ikkinchi");
    await click(container.querySelectorAll("tbody tr")[0]?.querySelector(".btn--danger-outline"));
    const rows = container.querySelectorAll("tbody tr");
    expect(rows).to.have.length(1);
    expect(rows[0]?.querySelector("td")?.textContent).to.equal("1");
    expect((container.querySelector("[aria-label='Nomi (1)']") as HTMLInputElement).value).to.equal(
      "ikkinchi",
    );
  });

  it("counts with plus and minus and empties an amount below 1 (spec 4)", async () => {
    const { container } = await render(<AmountHarness />);
    const input = () => container.querySelector("input") as HTMLInputElement;
    await click(container.querySelector('[aria-label="Koʻpaytirish"]'));
    expect(input().value).to.equal("2");
    await click(container.querySelector("[aria-label='Kamaytirish']"));
    await click(container.querySelector("[aria-label='Kamaytirish']"));
    expect(input().value).to.equal("");
    await type(input(), "0");
    expect(input().value).to.equal("");
    await type(input(), "7");
    expect(input().value).to.equal("7");
  });

  it("refuses a non-PDF in the browser without sending it", async () => {
    const opened: string[] = [];
    const original = window.XMLHttpRequest;
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = class {
      open(_method: string, url: string) {
        opened.push(url);
      }
    };
    (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = window.XMLHttpRequest;
    try {
      const { container } = await render(
        <PdfUpload
          target={Upload.recognitionS3}
          value={undefined}
          onChange={() => undefined}
          label="Hujjat"
        />,
      );
      const input = container.querySelector("input[type=file]") as HTMLInputElement;
      const file = new window.File(["hello"], "notes.txt", { type: "text/plain" });
      Object.defineProperty(input, "files", { value: [file] });
      await act(async () => {
        input.dispatchEvent(new window.Event("change", { bubbles: true }));
      });
      expect(container.textContent).to.include("Faqat PDF formatdagi fayl yuklash mumkin");
      expect(opened).to.deep.equal([]);
    } finally {
      window.XMLHttpRequest = original;
      (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = original;
    }
  });

  it("shows a download link for a stored file", async () => {
    const { container } = await render(
      <PdfUpload target={Upload.kompleks} value="abc.pdf" onChange={() => undefined} label="Hujjat" />,
    );
    expect(byText(container, "Yuklab olish", "a")?.getAttribute("href")).to.equal(
      "/uploads/kompleks-device/abc.pdf",
    );
  });
});
