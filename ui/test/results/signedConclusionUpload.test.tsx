import { expect } from "chai";
import { act } from "react";
import type { AppealResultsView as AppealResults } from "@portal/domain/results/appealResultsView";
import type { InstrumentView as Instrument } from "@portal/domain/results/instrumentView";
import { SignedConclusionUpload } from "../../src/results/SignedConclusionUpload";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle, type } from "../support/render";

const anInstrument = (signed: boolean): Instrument => ({
  row_id: 3,
  instrument: 1,
  n: 1,
  device_name: "Tarozi",
  kind: "conclusion",
  result: {
    version: signed ? 2 : 1,
    serial_number: "D-1",
    outcome: "accepted",
    work_date: "2026-11-20",
    certificate_number: "01-2026-7QK2M9XD",
    status: "valid",
    recorded_at: "2026-11-21T10:00:00Z",
    ...(signed
      ? { signed_document: { uploaded_at: "2026-11-21T10:00:00Z", original_name: "eski.pdf", size: 9 } }
      : {}),
  },
});

const PATH = "/api/staff/appeals/57/results/3/1/conclusion";

async function choose(container: HTMLElement, file: File) {
  const input = container.querySelector("input[type=file]") as HTMLInputElement;
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new window.Event("change", { bubbles: true }));
  });
}

const button = (container: HTMLElement) =>
  container.querySelector("[data-testid=conclusion-attach-1-1]") as HTMLButtonElement;

describe("the signed conclusion upload on the results page", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });

  it("labels its file input and sends the chosen PDF only once one is chosen", async () => {
    const attached: AppealResults[] = [];
    http.reply("POST", PATH, { body: { status: 1, data: { appeal_id: 57 } } });
    const { container } = await render(
      <SignedConclusionUpload
        appealId={57}
        instrument={anInstrument(false)}
        onAttached={(r) => attached.push(r)}
      />,
    );
    const input = container.querySelector("input[type=file]") as HTMLInputElement;
    expect(container.querySelector(`label[for="${input.id}"]`)?.textContent).to.equal(
      "Imzolangan xulosa (PDF)",
    );
    expect(container.querySelector("input[name=conclusion_reason]")).to.equal(null);
    expect(button(container).disabled).to.equal(true);
    await choose(container, new File(["%PDF-1.4 %%EOF"], "xulosa.pdf", { type: "application/pdf" }));
    await act(async () => button(container).click());
    await settle();
    const sent = http.calls.find((c) => c.url.endsWith(PATH))?.body as FormData;
    expect((sent.get("file") as File).name).to.equal("xulosa.pdf");
    expect(sent.has("reason")).to.equal(false);
    expect(attached).to.deep.equal([{ appeal_id: 57 }]);
  });

  it("asks for the reason when it replaces a file on file, and shows the server's refusal", async () => {
    http.reply("POST", PATH, {
      status: 422,
      body: { status: 0, message: "Sababini yozing", errors: ["Sababini yozing"] },
    });
    const { container } = await render(
      <SignedConclusionUpload appealId={57} instrument={anInstrument(true)} onAttached={() => undefined} />,
    );
    expect(container.textContent).to.include("Imzolangan xulosa biriktirilgan: eski.pdf");
    expect(button(container).textContent).to.include("Imzolangan xulosani almashtirish");
    await choose(container, new File(["%PDF-1.4 %%EOF"], "yangi.pdf", { type: "application/pdf" }));
    await type(container.querySelector("input[name=conclusion_reason]")!, "Skan xira");
    await act(async () => button(container).click());
    await settle();
    const sent = http.calls.find((c) => c.url.endsWith(PATH))?.body as FormData;
    expect(sent.get("reason")).to.equal("Skan xira");
    expect(container.querySelector(".error-list")?.textContent).to.equal("Sababini yozing");
  });
});
