import type { RegisterEntry } from "@portal/domain/register/registerPage";
import { percent } from "@portal/domain/shared/money";
import { expect } from "chai";
import { ApplicationList } from "../../src/appeals/forms/verification/ApplicationList";
import { changeLanguage } from "../../src/i18n";
import { OpenApplicationMark } from "../../src/register/OpenApplicationMark";
import { RegisterTable } from "../../src/register/RegisterTable";
import { openApplicationsOfLine } from "../../src/register/useOpenInstruments";
import { blankVerificationLine } from "../../src/state/verificationLine";
import { aSelfDevice } from "../builders";
import { cleanUp, render } from "../support/render";

const OPEN = [
  { appeal_id: 12, device_id: 49, serial_keys: ["SN1", "SN2"] },
  { appeal_id: 15, device_id: 49, serial_keys: ["SN1"] },
];

const entry = (overrides: Partial<RegisterEntry>): RegisterEntry => ({
  ...aSelfDevice(),
  state: "overdue",
  ...overrides,
});

const marks = () =>
  [...document.querySelectorAll<HTMLElement>("[data-testid=open-application]")].map((mark) => ({
    text: mark.textContent,
    links: [...mark.querySelectorAll("a")].map((a) => a.getAttribute("href")),
  }));

describe("duplicates flagged: an instrument already in an open application (issue 27)", () => {
  afterEach(async () => {
    await cleanUp();
    await changeLanguage("uz");
  });

  it("marks a register entry with each open application holding it, a link to each", async () => {
    await render(
      <RegisterTable
        rows={[
          entry({ id: 1, serial_number: "SN-1", open_appeals: [12, 15] }),
          entry({ id: 2, serial_number: "SN-9" }),
        ]}
        readOnly={false}
        chosen={new Set()}
        onToggle={() => undefined}
        sort="asc"
        onSort={() => undefined}
        canEdit
        canDelete
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(marks()).to.deep.equal([
      { text: "Allaqachon arizada: #12, #15", links: ["/appeals/12", "/appeals/15"] },
    ]);
  });

  it("finds a form line's open applications by its device and a serial number its text lists", () => {
    const line = { ...blankVerificationLine(), device_id: 49, about_device: "Zavod raqami: sn-2, SN-7" };
    expect(openApplicationsOfLine(line, OPEN)).to.deep.equal([12]);
    expect(openApplicationsOfLine({ ...line, device_id: 60 }, OPEN)).to.deep.equal([]);
    expect(openApplicationsOfLine({ ...line, about_device: "" }, OPEN)).to.deep.equal([]);
    expect(openApplicationsOfLine({ ...line, device_id: undefined }, OPEN)).to.deep.equal([]);
  });

  it("marks the form's line in Russian without a link, so the form being filled stays", async () => {
    await changeLanguage("ru");
    const line = { ...blankVerificationLine(), device_id: 49, device_name: "Tarozi", about_device: "SN-1" };
    await render(
      <ApplicationList
        lines={[line]}
        terms={{ discount: percent(0), nds: percent(12) }}
        onEdit={() => undefined}
        onRemove={() => undefined}
        mark={(l) => <OpenApplicationMark appeals={openApplicationsOfLine(l, OPEN)} />}
      />,
    );
    expect(marks()).to.deep.equal([{ text: "Уже в заявке: #12, #15", links: [] }]);
  });
});
