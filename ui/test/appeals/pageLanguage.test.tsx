import { expect } from "chai";
import { FileChooser } from "../../src/components/FileChooser";
import { changeLanguage } from "../../src/i18n";
import { AppealCustomer } from "../../src/appeals/work/AppealCustomer";
import { AppealHistory } from "../../src/appeals/work/AppealHistory";
import { cleanUp, render } from "../support/render";

const history = [
  { status: "submitted", at: "2026-11-20T08:00:00.000Z", by: 2 },
  { status: "under_review", at: "2026-11-20T09:00:00.000Z", by: 3, action: "take_for_review" },
  { status: "approved", at: "2026-11-20T10:00:00.000Z", by: 9, action: "approve" },
] as const;

describe("an appeal's people and files in the page's language", () => {
  afterEach(async () => {
    await cleanUp();
    await changeLanguage("uz");
  });

  it("names who acted in the history by name, and someone the server could not name by number", async () => {
    const { container } = await render(
      <AppealHistory
        history={history}
        people={[
          { id: 2, name: "Demo Metall MChJ" },
          { id: 3, name: "Karimov Anvar" },
        ]}
      />,
    );
    const by = [...container.querySelectorAll("[data-testid=history-by]")].map((e) => e.textContent);
    expect(by).to.deep.equal(["Demo Metall MChJ", "Karimov Anvar", "foydalanuvchi #9"]);
  });

  it("names the customer with a company's TIN, in Russian on a Russian page", async () => {
    await changeLanguage("ru");
    const { container } = await render(
      <AppealCustomer customer={{ id: 2, name: "Demo Metall MChJ", corporate: 1, tin: "301234567" }} />,
    );
    expect(container.textContent).to.equal("Клиент: Demo Metall MChJ · ИНН 301234567");
  });

  it("shows a private customer by name alone, and nothing without a customer", async () => {
    const { container } = await render(
      <>
        <AppealCustomer customer={{ id: 5, name: "Rahimov Dilshod", corporate: 0 }} />
        <AppealCustomer customer={undefined} />
      </>,
    );
    expect(container.textContent).to.equal("Mijoz: Rahimov Dilshod");
  });

  it("offers a file as a labelled button in the page's language, with the chosen file's name", async () => {
    await changeLanguage("ru");
    const { container } = await render(
      <FileChooser label="Документы (1)" accept=".pdf" fileName={undefined} onChoose={() => undefined} />,
    );
    const input = container.querySelector("input[type=file]") as HTMLInputElement;
    expect(input.getAttribute("aria-label")).to.equal("Документы (1)");
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal("Выбрать файл");
    expect(container.textContent).to.include("Файл не выбран");
    await cleanUp();
    const chosen = await render(
      <FileChooser label="Hujjat" accept=".pdf" fileName="akt.pdf" onChoose={() => undefined} />,
    );
    expect(chosen.container.querySelector("[data-testid=chosen-file]")?.textContent).to.equal("akt.pdf");
  });
});
