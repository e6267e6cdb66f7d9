import { TypeId } from "@portal/domain/shared/constants";
import type { KompleksRow, RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { normativeDocumentFee, recognitionTestFee, standardSampleFee } from "@portal/domain/appeals/fees";
import { formatSom } from "@portal/domain/shared/money";
import { expect } from "chai";
import type { ReactNode } from "react";
import type { SaveReply } from "@portal/domain/appeals/saveAnswer";
import type { ContractEntry } from "../../src/forms/contractEntry";
import KompleksPage from "../../src/appeals/forms/KompleksPage";
import MethodRecognitionPage from "../../src/appeals/forms/MethodRecognitionPage";
import NormativePage from "../../src/appeals/forms/NormativePage";
import ProviderPage from "../../src/appeals/forms/ProviderPage";
import RecognitionTestPage from "../../src/appeals/forms/RecognitionTestPage";
import StandardSamplePage from "../../src/appeals/forms/StandardSamplePage";
import { SessionProvider } from "../../src/session/SessionContext";
import { contractSteps } from "../../src/contracts/contractSteps";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const OFFER = "Ommaviy oferta shartlari bilan tanishdim va roziman";

/** A saved row of a fee-priced kind, as GET /api/appeals/{id} answers it. */
const aSavedRow = (overrides: Partial<RecognitionRow> = {}): RecognitionRow => ({
  type_id: TypeId.recognitionTest,
  device_name: "Spektrometr SF-56",
  about_device: "Sinov laboratoriyasi uchun",
  amount: 2,
  recognition_file: "passport.pdf",
  ...overrides,
});

/** The contract page's entry for appeal 41, not yearly. */
const contractFor41: ContractEntry = {
  label: "Shartnoma tuzish",
  steps: (rows, number) => contractSteps(41, false, rows, number),
};

const inSession = (ui: ReactNode) => render(<SessionProvider>{ui}</SessionProvider>);

const control = (root: HTMLElement, label: string) =>
  root.querySelector(`[aria-label="${label}"]`) as HTMLInputElement | HTMLTextAreaElement | null;

const buttons = (root: HTMLElement) => [...root.querySelectorAll("button")].map((b) => b.textContent?.trim());

/** Waits out the submit flow's one-second delay (spec 4) until `done` holds. */
async function until(done: () => boolean, ms = 4000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error("timed out");
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the forms with saved rows", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch().reply("GET", "/auth/me", { body: { data: null } });
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
  });

  describe("the forms in mode 2 on the contract pages (spec 2.1, 2.9, 2.11, 2.12)", () => {
    it("shows a recognition test's saved rows disabled, each priced by the domain fee, without the offer", async () => {
      const { container } = await inSession(
        <RecognitionTestPage mode={2} preloaded={[aSavedRow()]} contract={contractFor41} />,
      );
      await settle();
      expect(control(container, "O'lchash vositasining nomi (1)")?.value).to.equal("Spektrometr SF-56");
      expect(control(container, "O'lchash vositasining nomi (1)")?.disabled).to.equal(true);
      expect(control(container, "Qurilma haqida maʼlumot (1)")?.disabled).to.equal(true);
      expect(control(container, "Soni (1)")?.disabled).to.equal(true);
      expect(container.textContent).to.include(formatSom(recognitionTestFee(2, false), "uz"));
      expect(formatSom(recognitionTestFee(2, false), "uz")).to.equal("8 000 000,00 soʻm");
      expect(container.textContent).to.not.include(OFFER);
      expect(buttons(container)).to.not.include("+ Qator qoʻshish").and.not.include("O'chirish");
      expect(byLabel(container, "Shartnoma raqami").tagName).to.equal("INPUT");
    });

    it("refuses to create the contract without a number, and sends the number and the appeal once typed", async () => {
      http.reply("POST", "/recognition/contract/store", {
        body: { status: true, message: "Shartnoma tuzildi" },
      });
      const saved = [aSavedRow({ id: 1 }), aSavedRow({ id: 2, amount: 1, device_name: "Gigrometr" })];
      const { container } = await inSession(
        <RecognitionTestPage mode={2} preloaded={saved} contract={contractFor41} />,
      );
      await click(byText(container, "Shartnoma tuzish", "button"));
      await until(() => container.textContent?.includes("Shartnoma raqamini kiriting!") ?? false);
      expect(http.calls.filter((call) => call.method === "POST")).to.have.length(0);

      await type(byLabel(container, "Shartnoma raqami"), "SH-2026/9");
      await click(byText(container, "Shartnoma tuzish", "button"));
      await until(() => http.calls.some((call) => call.method === "POST"));
      const sent = http.calls.find((call) => call.method === "POST");
      expect(sent?.url).to.match(/\/recognition\/contract\/store$/);
      expect(sent?.body).to.deep.equal({
        appeal_id: 41,
        contract_number: "SH-2026/9",
        // Spec 7: each saved row by its id, with its device, type, amount, cost and joint choice.
        devices: [
          { id: 1, device_id: null, type_id: 9, amount: 2, cost: "8000000.00", together: 0 },
          { id: 2, device_id: null, type_id: 9, amount: 1, cost: "4000000.00", together: 0 },
        ],
      });
    });

    it("shows a standard-sample appeal with its saved type, the type choice disabled and the type's fee", async () => {
      const row = aSavedRow({ type_id: TypeId.technicalReportExpertise, amount: 1 });
      const { container } = await inSession(
        <StandardSamplePage mode={2} preloaded={[row]} contract={contractFor41} />,
      );
      await settle();
      const report = byText(container, "Texnik hisobot ekspertizasi va sertifikat", "label")?.querySelector(
        "input",
      );
      expect(report?.checked).to.equal(true);
      expect(report?.disabled).to.equal(true);
      expect(container.textContent).to.include(
        formatSom(standardSampleFee(TypeId.technicalReportExpertise, 1), "uz"),
      );
      expect(byText(container, "Shartnoma tuzish", "button")).to.not.equal(undefined);
      byLabel(container, "Shartnoma raqami");
    });

    it("prices a normative-document appeal by the normative fee", async () => {
      const row = aSavedRow({ type_id: TypeId.normativeDocuments, amount: 3 });
      const { container } = await inSession(
        <NormativePage mode={2} preloaded={[row]} contract={contractFor41} />,
      );
      await settle();
      expect(control(container, "Hujjat nomi (1)")?.disabled).to.equal(true);
      expect(container.textContent).to.include(formatSom(normativeDocumentFee(3, false), "uz"));
    });

    it("shows method recognition read-only with no cost, as the spec gives type 14 no fee", async () => {
      const row = aSavedRow({ type_id: TypeId.methodRecognition, device_name: "MVI 12-2024", amount: 1 });
      const { container } = await inSession(
        <MethodRecognitionPage mode={2} preloaded={[row]} contract={contractFor41} />,
      );
      await settle();
      expect(control(container, "Uslubiyot nomi (1)")?.tagName).to.equal("TEXTAREA");
      expect(control(container, "Uslubiyot nomi (1)")?.disabled).to.equal(true);
      expect(container.textContent).to.not.include("Narxi").and.not.include(OFFER);
      expect(byText(container, "Shartnoma tuzish", "button")).to.not.equal(undefined);
    });

    it("keeps mode 1 as the customer's application: editable, the offer shown, no number, no cost", async () => {
      const { container } = await inSession(<RecognitionTestPage />);
      await settle();
      expect(control(container, "O'lchash vositasining nomi (1)")?.disabled).to.equal(false);
      expect(container.textContent).to.include(OFFER).and.not.include("Narxi");
      expect(() => byLabel(container, "Shartnoma raqami")).to.throw();
      expect(byText(container, "Yuborish", "button")).to.not.equal(undefined);
    });
  });

  describe("the provider form in mode 2 (spec 2.8: view-only, the offer pre-accepted)", () => {
    it("shows the saved rows disabled, with no button and no offer checkbox", async () => {
      const saved = {
        device_type_id: 7,
        mtd_name: "Kalibrlash uslubiyoti",
        laboratory_name: "Metrologiya laboratoriyasi",
        amount: 2,
      };
      const { container } = await inSession(<ProviderPage mode={2} preloaded={[saved]} />);
      await settle();
      const view = container.querySelector("[data-testid=appeal-view]") as HTMLElement;
      expect(view.querySelector("h2")?.textContent).to.equal("Malaka sinovlari provayderi uchun ariza");
      expect(control(view, "Uslubiyot nomi (1)")?.value).to.equal("Kalibrlash uslubiyoti");
      expect(control(view, "Laboratoriya nomi (1)")?.disabled).to.equal(true);
      expect((view.querySelector("select") as HTMLSelectElement).disabled).to.equal(true);
      expect(view.textContent).to.include("Kalibrlash").and.not.include(OFFER);
      // Only the quantity's plus and minus remain, disabled: nothing to send, add or delete.
      expect([...view.querySelectorAll("button")].every((b) => b.disabled)).to.equal(true);
      expect(buttons(view)).to.not.include("Yuborish").and.not.include("O'chirish");
      expect(view.querySelectorAll("input[type=checkbox]")).to.have.length(0);
    });
  });

  describe("the provider form sending (spec 7: _token, type_id, appeal, devices[])", () => {
    it("sends the form's type_id 18 beside the appeal and the rows", async () => {
      http.reply("POST", "/api/recognition/save-recognition-provider-appeal", {
        body: {
          status: true,
          message: "Muvaffaqiyatli yuborildi",
          appeal_id: 9,
          redirect: "/application/expected",
        },
      });
      const row = {
        device_type_id: 7,
        mtd_name: "Kalibrlash uslubiyoti",
        laboratory_name: "Metrologiya laboratoriyasi",
        laboratory_director_name: "Karimov A.",
        laboratory_address: "Toshkent sh.",
        measurement_size: "Bosim",
        method: "Taqqoslash",
        applied_devices: "Manometr",
        about_device: "Sinov",
        amount: 1,
      };
      const { container } = await inSession(<ProviderPage preloaded={[row]} />);
      await settle();
      await click(container.querySelector(".offer-checkbox input[type=checkbox]"));
      await click(byText(document.body, "Roziman", "button"));
      await click(byText(container, "Yuborish", "button"));
      await until(() => http.calls.some((call) => call.method === "POST"));
      const sent = http.calls.find((call) => call.method === "POST");
      expect(sent?.url).to.match(/\/api\/recognition\/save-recognition-provider-appeal$/);
      expect(sent?.body).to.deep.include({ type_id: 18, offer_accepted: true });
      expect((sent!.body as { devices: object[] }).devices[0]).to.include({ type_id: 18, device_id: 1146 });
    });
  });

  describe("the kompleks form editing a saved appeal (a reviewer's page)", () => {
    it("starts from the saved rows and sends the body of the kompleks save where it is told", async () => {
      const saved: KompleksRow = {
        device_name: "Gaz taqsimlash kompleksi",
        amount: 1,
        check_in: 1,
        check_out: 0,
        recognition_file: "kompleks.pdf",
      };
      const bodies: unknown[] = [];
      const sendTo = async (body: unknown): Promise<SaveReply> => {
        bodies.push(body);
        return { status: 1, appeal_id: 5, message: "Saqlandi", redirect: "/reviewer/application/5/update" };
      };
      const { container } = await inSession(<KompleksPage preloaded={[saved]} sendTo={sendTo} />);
      await settle();
      expect(control(container, "Kompleks nomi (1)")?.value).to.equal("Gaz taqsimlash kompleksi");
      await type(control(container, "Kompleks nomi (1)")!, "Gaz taqsimlash kompleksi GTK-2");
      // The customer accepted the offer when sending: an edit does not ask again.
      expect(byText(container, OFFER, "label")).to.equal(undefined);
      await click(byText(container, "Yuborish", "button"));
      await until(() => bodies.length > 0);
      expect(bodies[0]).to.deep.include({ offer_accepted: true });
      expect((bodies[0] as { devices: KompleksRow[] }).devices).to.deep.equal([
        { ...saved, device_name: "Gaz taqsimlash kompleksi GTK-2" },
      ]);
      expect(http.calls.filter((call) => call.method === "POST")).to.have.length(0);
    });
  });
});
