import { expect } from "chai";
import { aSelfDeviceListItem, aUser } from "@portal/testkit/builders";
import { left, right } from "./fakes/fakeUseCases";
import { type Browser, type Portal, startPortal } from "./harness";

describe("self-device routes", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const actor = { user, lang: "uz" };
  const body = {
    user_id: 7,
    device_id: 40,
    country_id: 1,
    area_of_use_id: 3,
    inspection_date: "2024-05-01",
    next_inspection_date: "2025-05-01",
  };

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  it("GET /self-devices/all answers the register with status true", async () => {
    portal.useCases.listSelfDevices.resolves(right([aSelfDeviceListItem()]));

    const response = await browser.get("/self-devices/all");

    expect(await response.json()).to.deep.equal({ status: true, data: [aSelfDeviceListItem()] });
    expect(portal.useCases.listSelfDevices.firstCall.args).to.deep.equal([actor]);
  });

  it("POST /self-devices/save adds a device and answers the saved record", async () => {
    portal.useCases.addSelfDevice.resolves(right(aSelfDeviceListItem()));

    const response = await browser.post("/self-devices/save", body);

    expect(await response.json()).to.deep.equal({
      status: true,
      data: aSelfDeviceListItem(),
      message: "Muvaffaqiyatli saqlandi",
    });
    expect(portal.useCases.addSelfDevice.firstCall.args).to.deep.equal([actor, body]);
  });

  it("POST /self-devices/:id/update changes that device", async () => {
    portal.useCases.updateSelfDevice.resolves(right(aSelfDeviceListItem({ id: 12 })));

    const response = await browser.post("/self-devices/12/update", body);

    expect(((await response.json()) as { status: boolean }).status).to.equal(true);
    expect(portal.useCases.updateSelfDevice.firstCall.args).to.deep.equal([actor, 12, body]);
  });

  it("POST /self-devices/:id/delete deletes that device", async () => {
    portal.useCases.deleteSelfDevice.resolves(right(undefined));

    const response = await browser.post("/self-devices/12/delete");

    expect(await response.json()).to.deep.equal({ status: true, message: "Muvaffaqiyatli oʻchirildi" });
    expect(portal.useCases.deleteSelfDevice.firstCall.args).to.deep.equal([actor, 12]);
  });

  it("answers a refused save with status false and the messages", async () => {
    portal.useCases.addSelfDevice.resolves(
      left({ _tag: "Invalid", messages: [{ key: "selfDeviceRequired" }] }),
    );

    const response = await browser.post("/self-devices/save", {});

    expect(response.status).to.equal(422);
    expect(await response.json()).to.deep.equal({
      status: false,
      message: "Oʻlchov vositasini tanlang",
      errors: ["Oʻlchov vositasini tanlang"],
    });
  });

  it("refuses a save whose serial number is over 255 characters with 422, before any use case runs", async () => {
    const response = await browser.post("/self-devices/save", { ...body, serial_number: "x".repeat(256) });

    expect(response.status).to.equal(422);
    expect(((await response.json()) as { status: boolean }).status).to.equal(false);
    expect(portal.useCases.addSelfDevice.called).to.equal(false);
  });

  it("answers 404 for a device id that is not a number", async () => {
    const response = await browser.post("/self-devices/abc/delete");

    expect(response.status).to.equal(404);
    expect(portal.useCases.deleteSelfDevice.called).to.equal(false);
  });
});

describe("register routes", () => {
  let portal: Portal;
  let browser: Browser;
  const user = aUser();
  const actor = { user, lang: "uz" };

  beforeEach(async () => {
    portal = await startPortal();
    browser = await portal.signedIn(user);
  });
  afterEach(() => portal.close());

  it("GET /self-devices/page gives the use case the decoded filters and answers the next page's cursor", async () => {
    portal.useCases.registerPage.resolves(
      right({
        items: [{ ...aSelfDeviceListItem(), state: "due30" as const }],
        next: { date: "2026-03-01", id: 12 },
        today: "2026-02-20",
      }),
    );

    const response = await browser.get("/self-devices/page?state=due30&limit=2&after=2026-01-15_7&lang=uz");

    expect(await response.json()).to.deep.equal({
      status: true,
      data: [{ ...aSelfDeviceListItem(), state: "due30" }],
      next: "2026-03-01_12",
      today: "2026-02-20",
    });
    expect(portal.useCases.registerPage.firstCall.args).to.deep.equal([
      actor,
      { state: "due30", limit: 2, after: { date: "2026-01-15", id: 7 } },
      undefined,
    ]);
  });

  it("refuses a page with an unknown state or a cursor that is not one with 422, before any use case runs", async () => {
    for (const query of ["state=late", "after=yesterday", "limit=0"]) {
      const response = await browser.get(`/self-devices/page?${query}`);
      expect(response.status, query).to.equal(422);
    }
    expect(portal.useCases.registerPage.called).to.equal(false);
  });

  it("serves staff a customer's counts by the id in the path, and answers 404 for an id that is not one", async () => {
    const staff = await portal.signedIn(aUser({ id: 3, role: "staff" }));
    const counts = { overdue: 1, due30: 2, due90: 3, fine: 4, unfit: 0 };
    portal.useCases.registerCounts.resolves(right(counts));

    const response = await staff.get("/api/staff/customers/5/register/counts");

    expect(await response.json()).to.deep.equal({ status: true, data: counts });
    expect(portal.useCases.registerCounts.firstCall.args[1]).to.equal(5);
    expect((await staff.get("/api/staff/customers/x/register/counts")).status).to.equal(404);
  });

  it("refuses an export in a format other than .xlsx or CSV with 422, before any use case runs", async () => {
    const response = await browser.get("/self-devices/export?format=pdf");

    expect(response.status).to.equal(422);
    expect(portal.useCases.exportRegister.called).to.equal(false);
  });

  it("POST /self-devices/reapply gives the use case the chosen ids, and refuses ids that are not ids with 422", async () => {
    portal.useCases.reapply.resolves(right({ lines: [], needs_choice: [] }));

    const response = await browser.post("/self-devices/reapply", { ids: [4, 9] });

    expect(await response.json()).to.deep.equal({ status: true, data: { lines: [], needs_choice: [] } });
    expect(portal.useCases.reapply.firstCall.args).to.deep.equal([actor, { ids: [4, 9] }]);
    for (const request of [{ ids: [0] }, { ids: "all" }, { all_due: false }, {}]) {
      expect((await browser.post("/self-devices/reapply", request)).status, JSON.stringify(request)).to.equal(
        422,
      );
    }
    expect(portal.useCases.reapply.callCount).to.equal(1);
  });

  it("refuses an import in a mode other than preview, all or valid with 422, before any use case runs", async () => {
    const form = new FormData();
    form.append("mode", "everything");
    form.append("file", new Blob(["a,b\n1,2"]), "register.csv");

    const response = await browser.request("POST", "/self-devices/import", { form });

    expect(response.status).to.equal(422);
    expect(portal.useCases.importRegister.called).to.equal(false);
  });
});
