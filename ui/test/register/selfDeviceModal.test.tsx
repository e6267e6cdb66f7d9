import type { SelfDeviceListItem } from "@portal/domain";
import {
  closedSelfDeviceModal,
  openSelfDeviceModal,
  type SelfDeviceModalState,
} from "../../src/register/state/selfDeviceModal";
import { expect } from "chai";
import { useState } from "react";
import { SelfDeviceModal } from "../../src/register/SelfDeviceModal";
import { ownerOf } from "../../src/register/selfDevices";
import { aPerson, aSelfDevice, lookups } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, focus, key, render, settle, type } from "../support/render";

const owner = { soogu_name: "Vazirlik", company_name: "Demo Metall MChJ", tin: "301234567" };

function Harness({ initial, saved }: { initial: SelfDeviceModalState; saved: SelfDeviceListItem[] }) {
  const [state, setState] = useState(initial);
  return (
    <SelfDeviceModal
      state={state}
      onState={setState}
      lookups={lookups}
      owner={owner}
      userId={2}
      onSaved={(item) => {
        saved.push(item);
        setState(closedSelfDeviceModal);
      }}
    />
  );
}

const dialog = () => document.querySelector("[data-modal=self-device-modal]") as HTMLElement;
const submit = () => dialog().querySelector("button[type=submit]") as HTMLButtonElement;

async function choose(label: string, optionText: string) {
  const input = byLabel(dialog(), label);
  await focus(input);
  await type(input, optionText.slice(0, 4));
  await key(input, "Enter");
}

describe("the self-device modal (spec 2.4, 4)", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  it("adds: titled as the spec says, read-only owner fields, 'Saqlash' in the footer", async () => {
    await render(<Harness initial={openSelfDeviceModal(undefined, lookups)} saved={[]} />);
    expect(dialog().textContent).to.include("O`lchov vositasini qo`shish");
    expect(submit().textContent).to.equal("Saqlash");
    expect((byLabel(dialog(), "Korxona nomi") as HTMLInputElement).readOnly).to.equal(true);
    expect((byLabel(dialog(), "Qurilma kodi") as HTMLInputElement).readOnly).to.equal(true);
  });

  it("shows the fields in the spec's order: owner, device, country, code, area, dates, then the serial number", async () => {
    await render(<Harness initial={openSelfDeviceModal(undefined, lookups)} saved={[]} />);
    const labels = [...dialog().querySelectorAll("label.field__label")].map((l) =>
      l.textContent?.replace("*", "").trim(),
    );
    expect(labels).to.deep.equal([
      "Yuqori turuvchi tashkilot",
      "Korxona nomi",
      "STIR",
      "Oʻlchov vositasi",
      "Ishlab chiqarilgan davlat",
      "Qurilma kodi",
      "Qurilma joylashgan hudud",
      "Tekshiruv sanasi",
      "Keyingi tekshiruv sanasi",
      "Zavod raqami",
    ]);
    expect((byLabel(dialog(), "Yuqori turuvchi tashkilot") as HTMLInputElement).value).to.equal("Vazirlik");
  });

  it("edits: filled from the record by id, the code from the device, 'O`zgartirish' in the footer", async () => {
    await render(<Harness initial={openSelfDeviceModal(aSelfDevice(), lookups)} saved={[]} />);
    expect(submit().textContent).to.equal("O`zgartirish");
    expect((byLabel(dialog(), "Oʻlchov vositasi") as HTMLInputElement).value).to.equal("Tarozi VT-15");
    expect((byLabel(dialog(), "Qurilma kodi") as HTMLInputElement).value).to.equal("TR-0015");
    expect((byLabel(dialog(), "Ishlab chiqarilgan davlat") as HTMLInputElement).value).to.equal("Rossiya");
    expect((byLabel(dialog(), "Tekshiruv sanasi") as HTMLInputElement).value).to.equal("01.05.2024");
  });

  it("copies the chosen device's code into the code field", async () => {
    await render(<Harness initial={openSelfDeviceModal(undefined, lookups)} saved={[]} />);
    await choose("Oʻlchov vositasi", "Manometr");
    expect((byLabel(dialog(), "Qurilma kodi") as HTMLInputElement).value).to.equal("MS-0401");
  });

  it("lists the server's field errors in red at the bottom and stays open", async () => {
    http.reply("POST", "/self-devices/save", {
      status: 422,
      body: {
        status: false,
        message: {
          device_id: ["Oʻlchov vositasini tanlang"],
          inspection_date: ["Tekshiruv sanasini kiriting"],
        },
      },
    });
    await render(<Harness initial={openSelfDeviceModal(undefined, lookups)} saved={[]} />);
    await click(submit());
    await settle();
    const items = [...dialog().querySelectorAll(".error-list li")].map((li) => li.textContent);
    expect(items).to.deep.equal(["Oʻlchov vositasini tanlang", "Tekshiruv sanasini kiriting"]);
    expect(submit().disabled).to.equal(false);
  });

  it("sends the chosen ids and closes with the saved record on success", async () => {
    const saved: SelfDeviceListItem[] = [];
    http.reply("POST", "/self-devices/7/update", (call) => ({
      body: {
        status: true,
        data: aSelfDevice({ country_id: (call.body as { country_id: number }).country_id }),
      },
    }));
    await render(<Harness initial={openSelfDeviceModal(aSelfDevice(), lookups)} saved={saved} />);
    await choose("Ishlab chiqarilgan davlat", "O‘zbekiston");
    await click(submit());
    await settle();
    const sent = http.calls.find((c) => c.url.endsWith("/self-devices/7/update"))?.body;
    expect(sent).to.include({
      device_id: 50,
      country_id: 1,
      area_of_use_id: 14,
      inspection_date: "2024-05-01",
    });
    expect(saved.map((s) => s.country_id)).to.deep.equal([1]);
    expect(dialog()).to.equal(null);
  });

  it("alerts the server's message when the status is not true, and lets the user try again", async () => {
    http.reply("POST", "/self-devices/save", { body: { status: false, message: "Saqlab bo'lmadi" } });
    await render(<Harness initial={openSelfDeviceModal(undefined, lookups)} saved={[]} />);
    await click(submit());
    await settle();
    expect(byText(document.body, "Saqlab bo'lmadi", ".toast__text")).to.not.equal(undefined);
    expect(submit().disabled).to.equal(false);
  });
});

describe("the self-device modal's owner (spec 2.4)", () => {
  const company = aPerson({
    role: "company",
    corporate: 1,
    tin: "412345678",
    company_tin: "301234567",
    company_name: "Demo Metall MChJ",
    soogu_name: "Xo‘jalik boshqaruvi organlariga bo‘ysunmaydigan tashkilotlar",
  });

  it("takes the parent organisation from the user info, with the register still empty", () => {
    expect(ownerOf(company, [])).to.deep.equal({
      soogu_name: "Xo‘jalik boshqaruvi organlariga bo‘ysunmaydigan tashkilotlar",
      company_name: "Demo Metall MChJ",
      tin: "301234567",
    });
  });

  it("prefers the user info to a register row, and takes the row's until the user info arrives", () => {
    expect(ownerOf(company, [aSelfDevice({ soogu_name: "Eski nom" })]).soogu_name).to.equal(
      "Xo‘jalik boshqaruvi organlariga bo‘ysunmaydigan tashkilotlar",
    );
    expect(ownerOf(undefined, [aSelfDevice()])).to.deep.equal({
      soogu_name: "Vazirlik",
      company_name: "Demo Metall MChJ",
      tin: "301234567",
    });
    expect(ownerOf(undefined, [])).to.deep.equal({ soogu_name: "", company_name: "", tin: "" });
  });

  it("shows a private person's own tax id", () => {
    expect(ownerOf(aPerson(), [])).to.deep.equal({ soogu_name: "", company_name: "", tin: "412345678" });
  });
});
