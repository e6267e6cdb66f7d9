import { expect } from "chai";
import sinon from "sinon";
import type { BankRequisite } from "@portal/domain/cabinet/requisite";
import { formatSom, percent, som } from "@portal/domain/shared/money";
import { priceLine } from "@portal/domain/appeals/formulas";
import type { ReactNode } from "react";
import { type OfflineCustomer, OfflineCustomerProvider } from "../../src/appeals/forms/offlineCustomer";
import { basicHeader, useAppealBasics } from "../../src/appeals/forms/useAppealBasics";
import CommentPage from "../../src/appeals/forms/CommentPage";
import VerificationPage, { type VerificationPageProps } from "../../src/appeals/forms/VerificationPage";
import { savedHeader, savedLine } from "../../src/appeals/forms/verification/pricing";
import { SessionProvider } from "../../src/session/SessionContext";
import { stubFetch } from "../support/fetchStub";
import { byText, cleanUp, click, render, settle, type } from "../support/render";

const requisite: BankRequisite = {
  id: 7,
  user_id: 2,
  company_name: "Demo Metall MChJ",
  account_number: "20208000900100001001",
  bank_name: "Xalq banki",
  director_name: "Karimov A.",
  mfo: "00873",
  oked: "24100",
  email: null,
  contragent_id: 2,
};

const company: OfflineCustomer = {
  id: 2,
  name: "Demo Metall MChJ",
  tin: "301234567",
  corporate: 1,
  discount: "10",
  requisites: [requisite],
  yearly_contracts: [],
};

function HeaderProbe({ onHeader }: { readonly onHeader: (header: object, corporate: boolean) => void }) {
  const basics = useAppealBasics(1);
  onHeader(basicHeader(basics), basics.corporate);
  return null;
}

const shell = (ui: ReactNode) => <SessionProvider>{ui}</SessionProvider>;

/** The verification form with a saved appeal, entered by staff for the company; settled. */
async function renderOfflineVerification(saved: VerificationPageProps["saved"]): Promise<HTMLElement> {
  const { container } = await render(
    shell(
      <OfflineCustomerProvider customer={company}>
        <VerificationPage saved={saved} />
      </OfflineCustomerProvider>,
    ),
  );
  await settle();
  return container;
}

describe("offline entry: forms filled by staff for a customer", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch().reply("GET", "/auth/me", {
      body: {
        data: {
          id: 3,
          login: "demo.staff",
          role: "staff",
          corporate: 0,
          info: { first_name: "S", last_name: "T" },
        },
      },
    });
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    sinon.restore();
  });

  it("sends the customer's id with is_offline 1 and takes the customer's corporate flag", async () => {
    const seen: Array<[object, boolean]> = [];
    await render(
      shell(
        <OfflineCustomerProvider customer={company}>
          <HeaderProbe onHeader={(header, corporate) => seen.push([header, corporate])} />
        </OfflineCustomerProvider>,
      ),
    );
    expect(seen.at(-1)).to.deep.equal([{ is_old: 0, user_id: 2, is_offline: 1 }, true]);
  });

  it("sends neither without a customer (customers fill their own forms)", async () => {
    const seen: Array<[object, boolean]> = [];
    await render(shell(<HeaderProbe onHeader={(header, corporate) => seen.push([header, corporate])} />));
    expect(seen.at(-1)?.[0]).to.deep.equal({ is_old: 0 });
  });

  it("hides the draft button and the phone hint on the verification form, and asks nothing of the staff member", async () => {
    const { container } = await render(
      shell(
        <OfflineCustomerProvider customer={company}>
          <VerificationPage />
        </OfflineCustomerProvider>,
      ),
    );
    await settle();
    expect(byText(container, "Qoralama sifatida saqlash", "button")).to.equal(undefined);
    expect(container.querySelector("[data-testid=support-phone]")).to.equal(null);
    // The customer's terms are given: the signed-in staff member's user info is not asked for.
    expect(http.calls.some((call) => call.url.includes("/front/user-info"))).to.equal(false);
  });

  it("loads a line's sections when it is loaded for editing, so the section select shows its section", async () => {
    const sections: Record<number, { id: number; name: string }[]> = {
      7: [
        { id: 24, name: "Massa o‘lchash vositalari" },
        { id: 25, name: "Bosim o‘lchash vositalari" },
      ],
      4: [{ id: 9, name: "Harorat o‘lchash vositalari" }],
    };
    http
      .reply("GET", "/api/front/types", {
        body: [
          { id: 4, name: "Qiyoslash" },
          { id: 7, name: "Kalibrlash" },
        ],
      })
      .reply("GET", "/api/front/sections/7", { body: sections[7] })
      .reply("GET", "/api/front/sections/4", { body: sections[4] })
      .reply("GET", "/api/front/devices-from-type-section/7/24", {
        body: [{ id: 148, name: "Elektron savdo tarozisi", cost: "58500.00", check_out: 0 }],
      })
      .reply("GET", "/api/front/devices-from-type-section/4/24", { body: [] });
    const saved = {
      appeal: { branch_id: 1, nds: "12.00", is_old: 0 },
      devices: [
        {
          type_id: 7,
          section_id: 24,
          section_name: "Massa o‘lchash vositalari",
          device_id: 148,
          device_name: "Elektron savdo tarozisi",
          cost: "58500.00",
          amount: 1,
          check_in: 1,
          check_out: 0,
        },
      ],
    };
    // Edit scrolls to the top (spec 2.5), which jsdom does not implement.
    sinon.stub(window, "scrollTo");
    const container = await renderOfflineVerification(saved);
    const select = (name: string) => container.querySelector(`select[name=${name}]`) as HTMLSelectElement;
    const options = (name: string) => [...select(name).options].map((o) => o.value).filter(Boolean);
    const edit = () =>
      byText(container.querySelector("[data-testid=application-list]")!, "Tahrirlash", "button");

    await click(edit());
    await settle();
    expect(options("section")).to.deep.equal(["24", "25"]);
    expect(select("section").value).to.equal("24");
    expect(select("device").value).to.equal("148");
    expect(http.calls.filter((c) => c.url.endsWith("/api/front/sections/7"))).to.have.length(1);

    // Another type in the editor, then the same line loaded again: its own lists come back.
    await type(select("type"), "4");
    await settle();
    expect(options("section")).to.deep.equal(["9"]);
    await click(edit());
    await settle();
    expect(options("section")).to.deep.equal(["24", "25"]);
    expect(select("section").value).to.equal("24");
    expect(select("device").value).to.equal("148");
  });

  it("still saves the edited line in its place when a line above it is removed", async () => {
    sinon.stub(window, "scrollTo");
    const row = (amount: number) => ({
      type_id: 7,
      device_id: 148,
      device_name: "Elektron savdo tarozisi",
      cost: "58500.00",
      amount,
      check_in: 1,
      check_out: 0,
    });
    const saved = { appeal: { branch_id: 1, is_old: 0 }, devices: [row(1), row(3)] };
    const container = await renderOfflineVerification(saved);
    const list = () => container.querySelector("[data-testid=application-list]") as HTMLElement;
    const amounts = () =>
      [...list().querySelectorAll("tbody tr td:nth-child(3)")].map((td) => td.textContent);
    await click(list().querySelectorAll("tbody tr")[1]?.querySelector("button"));
    await click(byText(list().querySelectorAll("tbody tr")[0]!, "O'chirish", "button"));
    await click(byText(document.querySelector("[data-modal=confirm-dialog]")!, "Ha, tasdiqlayman", "button"));
    await settle();
    expect(amounts()).to.deep.equal(["3"]);
    await click(container.querySelector('[data-testid=line-editor] button[aria-label="Koʻpaytirish"]'));
    await click(byText(container, "Oʻzgarishni saqlash", "button"));
    expect(amounts()).to.deep.equal(["4"]);
  });

  it("keeps the offer checkbox on a customer's comment form for staff to tick with them", async () => {
    const { container } = await render(
      shell(
        <OfflineCustomerProvider customer={company}>
          <CommentPage />
        </OfflineCustomerProvider>,
      ),
    );
    await settle();
    expect(byText(container, "Ommaviy oferta shartlari bilan tanishdim va roziman", "label")).to.not.equal(
      undefined,
    );
  });
});

describe("a saved verification appeal back in the form (the reviewer's update)", () => {
  it("reads the saved header with its VAT percentage and the saved lines with exact costs", () => {
    const header = savedHeader({
      branch_id: 1,
      is_free: 0,
      no_nds: 0,
      nds: "12.00",
      account_number_id: 7,
      is_old: 0,
    });
    expect(header).to.include({ branch_id: 1, account_number_id: 7 });
    expect(header.nds).to.equal(percent(12));

    const line = savedLine(
      {
        type_id: 7,
        device_id: 148,
        device_name: "Elektron savdo tarozisi (15 kg gacha)",
        cost: "58500.00",
        amount: 2,
        check_in: 1,
        check_out: 0,
        discount: "11700.00",
        vat: "12636.00",
        total: "129636.00",
      },
      [{ id: 7, name: "Kalibrlash" }],
    );
    expect(line).to.include({ type_id: 7, device_id: 148, amount: 2, about_device: "" });
    expect(line.cost).to.equal(som(58500));
    expect(line.type).to.deep.equal({ id: 7, name: "Kalibrlash" });
    expect(line).to.not.have.property("total");
    const priced = priceLine(
      { cost: line.cost, amount: 2, typeId: 7 },
      { discount: percent(10), nds: percent(12) },
    );
    expect(formatSom(priced.totalWithVat, "uz")).to.equal("129 636,00 soʻm");
  });

  it("falls back to the defaults for a header it cannot read", () => {
    expect(savedHeader({ nds: "lots" }).nds).to.equal(percent(12));
  });
});
