import { closePersonalDataModal, openPersonalDataModal } from "../../src/state/personalDataModal";
import { expect } from "chai";
import { useState } from "react";
import type { UserInfo } from "@portal/domain/cabinet/userInfo";
import { EditDataModal } from "../../src/cabinet/EditDataModal";
import { PersonCabinet } from "../../src/cabinet/PersonCabinet";
import { aPerson } from "../builders";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

function Harness({ saved }: { saved: UserInfo[] }) {
  const [state, setState] = useState(openPersonalDataModal());
  return (
    <EditDataModal
      state={state}
      onState={setState}
      info={aPerson()}
      onSaved={(i) => saved.push(i)}
      corporate={false}
    />
  );
}

function Closed() {
  const [state, setState] = useState(closePersonalDataModal());
  return (
    <EditDataModal state={state} onState={setState} info={aPerson()} onSaved={() => {}} corporate={false} />
  );
}

const dialog = () => document.querySelector("[role=dialog]") as HTMLElement | null;

describe("the personal-data modal (spec 2.17, 4)", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  it("has the spec's title, section heading and labels, with the tax id disabled", async () => {
    await render(<Harness saved={[]} />);
    expect(dialog()?.textContent).to.include("Ma‘lumotlarni tahrirlash").and.include("Umumiy ma‘lumotlar");
    expect((byLabel(dialog()!, "Shaxsiy STIR") as HTMLInputElement).disabled).to.equal(true);
    for (const label of ["Ism", "Familiya", "Sharif", "Telefon raqami", "Pochta manzil"])
      byLabel(dialog()!, label);
  });

  it("shows the first message of each field in a red list on a false status, and stays open", async () => {
    http.reply("POST", "/post-userinfo", {
      status: 422,
      body: {
        status: false,
        message: { first_name: ["Ismni kiriting", "ikkinchi"], last_name: ["Familiyani kiriting"] },
      },
    });
    await render(<Harness saved={[]} />);
    await type(byLabel(dialog()!, "Ism"), "");
    await click(byText(dialog()!, "Saqlash", "button"));
    await settle();
    expect([...dialog()!.querySelectorAll(".error-list li")].map((li) => li.textContent)).to.deep.equal([
      "Ismni kiriting",
      "Familiyani kiriting",
    ]);
  });

  it("treats a 2xx answer with a false status as a refusal: its messages in red, no success toast", async () => {
    const saved: UserInfo[] = [];
    http.reply("POST", "/post-userinfo", {
      status: 200,
      body: {
        status: false,
        message: { users: ["Telefon raqami noto'g'ri", "ikkinchi"], email: "Pochta manzili noto'g'ri" },
      },
    });
    await render(<Harness saved={saved} />);
    await click(byText(dialog()!, "Saqlash", "button"));
    await settle();
    expect([...dialog()!.querySelectorAll(".error-list li")].map((li) => li.textContent)).to.deep.equal([
      "Telefon raqami noto'g'ri",
      "Pochta manzili noto'g'ri",
    ]);
    expect(document.querySelectorAll(".toast--success")).to.have.length(0);
    expect(saved).to.deep.equal([]);
  });

  it("tells a false status with nothing to list as an error toast, and stays open", async () => {
    http.reply("POST", "/post-userinfo", { body: { status: false } });
    await render(<Harness saved={[]} />);
    await click(byText(dialog()!, "Saqlash", "button"));
    await settle();
    expect(dialog()).to.not.equal(null);
    expect(document.querySelectorAll(".toast--success")).to.have.length(0);
    expect(document.querySelector(".toast--error .toast__text")?.textContent).to.equal(
      "Serverda xatolik yuz berdi. Qayta urinib koʻring",
    );
  });

  it("sends the whole user-info object and closes on a true status", async () => {
    const saved: UserInfo[] = [];
    http.reply("POST", "/post-userinfo", (call) => ({
      body: {
        status: true,
        message: {},
        data: aPerson({ first_name: (call.body as { first_name: string }).first_name }),
      },
    }));
    await render(<Harness saved={saved} />);
    await type(byLabel(dialog()!, "Ism"), "Aziza");
    await click(byText(dialog()!, "Saqlash", "button"));
    await settle();
    expect(http.calls[0]?.body).to.deep.include({
      first_name: "Aziza",
      last_name: "Karimov",
      tin: "412345678",
      users: { phone: "+998901112233", email: "demo.person@example.com" },
    });
    expect(saved.map((i) => i.first_name)).to.deep.equal(["Aziza"]);
    expect(dialog()).to.equal(null);
  });

  it("starts closed when the parent has not asked for it", async () => {
    await render(<Closed />);
    expect(dialog()).to.equal(null);
  });
});

describe("the private person's cabinet (spec 2.16)", () => {
  afterEach(cleanUp);

  it("shows the permanent address split from its comma-separated form", async () => {
    const { container } = await render(<PersonCabinet info={aPerson()} onInfo={() => {}} />);
    const address = [...container.querySelectorAll("[data-testid=address] dd")].map((dd) => dd.textContent);
    expect(address).to.deep.equal(["Toshkent shahri", "Yunusobod tumani", "Amir Temur shoh ko‘chasi 108-uy"]);
  });

  it("shows the country fixed to Uzbekistan and the identity read-only", async () => {
    const { container } = await render(<PersonCabinet info={aPerson()} onInfo={() => {}} />);
    expect(container.querySelector("[data-testid=identity]")?.textContent).to.include("Oʻzbekiston");
    expect(container.querySelectorAll("[data-testid=identity] input")).to.have.length(0);
  });

  it("opens the edit modal from its button", async () => {
    const { container } = await render(<PersonCabinet info={aPerson()} onInfo={() => {}} />);
    await click(byText(container, "Ma‘lumotlarni tahrirlash", "button"));
    expect(dialog()).to.not.equal(null);
  });
});
