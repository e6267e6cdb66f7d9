import { expect } from "chai";
import type { SinonStub } from "sinon";
import { type Portal, startPortal } from "./harness";

describe("lookup routes", () => {
  let portal: Portal;

  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  const named = { id: 1, name: "Toshkent" };
  const device = {
    id: 7,
    name: "Tarozi",
    type_id: 4,
    section_id: null,
    cost: "120000.00",
    spetsifikatsiya: "0-150 kg",
    k_2: "T-1",
    check_out: 1,
  };
  const country = { id: 3, name_uz: "O'zbekiston", name: "Узбекистан" };
  const lists = [
    ["/api/front/provinces", "provinces", [], named],
    ["/api/front/regions", "provinces", [], named],
    ["/api/front/types", "types", [], named],
    ["/api/front/branches", "branches", [], named],
    ["/back/api/branches", "branches", [], named],
    ["/api/front/cities/14", "cities", [14], named],
    ["/api/front/sections/4", "sections", [4], named],
    ["/api/front/devices/21", "devicesBySection", [21], device],
    ["/api/front/devices-from-type/4", "devicesByType", [4], device],
    ["/api/front/devices-from-type-section/4/21", "devicesByTypeAndSection", [4, 21], device],
    ["/devices/all", "allDevices", [], device],
    ["/devices/countries", "countries", [], country],
  ] as const;

  for (const [path, useCase, ids, item] of lists) {
    it(`GET ${path} answers the list of ${useCase} for anyone, in their language`, async () => {
      (portal.useCases[useCase] as SinonStub).resolves([item]);

      const response = await portal.browser().get(`${path}?lang=ru`);

      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal([item]);
      expect(portal.useCases[useCase].firstCall.args).to.deep.equal([{ lang: "ru" }, ...ids]);
    });
  }

  for (const path of [
    "/api/front/cities/abc",
    "/api/front/devices-from-type-section/4/x",
    "/api/front/sections/0",
  ]) {
    it(`GET ${path} is a 404, never a 500`, async () => {
      const response = await portal.browser().get(path);

      expect(response.status).to.equal(404);
      expect(await response.json()).to.deep.equal({ status: 0, message: "Topilmadi" });
    });
  }
});
