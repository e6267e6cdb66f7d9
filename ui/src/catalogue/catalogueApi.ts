import type { CatalogueDevice } from "@portal/domain/catalogue/catalogueDevice";
import type { Device } from "@portal/domain/catalogue/lookups";
import { parseSom, ZERO } from "@portal/domain/shared/money";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";
import type { DeviceListRequest } from "../state/verificationLine";

const catalogueRows = lazyTable(() => import("@portal/domain/catalogue/api").then((m) => m.catalogueApi));

/** The lists behind the selects (spec 7), in the interface's language: one function per call of the catalogue's table. */

export const provinces = () => callApi(http, catalogueRows, "provinces");
export const regions = () => callApi(http, catalogueRows, "regions");
export const branches = () => callApi(http, catalogueRows, "branches");
/** The service types the verification form offers. */
export const serviceTypes = () => callApi(http, catalogueRows, "types");
export const cities = (provinceId: number) =>
  callApi(http, catalogueRows, "cities", { params: { id: provinceId } });
export const sections = (typeId: number) => callApi(http, catalogueRows, "sections", { params: { typeId } });
/** The devices a self device may be. */
export const allDevices = () => callApi(http, catalogueRows, "allDevices");
export const countries = () => callApi(http, catalogueRows, "countries");

/** Catalogue devices with their cost as exact money (the answer carries a decimal string). */
const toDevices = (answer: readonly CatalogueDevice[]): Device[] =>
  answer.map(({ section_id, ...device }) => ({
    ...device,
    cost: parseSom(device.cost) ?? ZERO,
    ...(section_id === null ? {} : { section_id }),
  }));

/** The devices a verification line may choose: of its service type, or of its type and section. */
export const devices = async (request: DeviceListRequest): Promise<Device[]> =>
  toDevices(
    request.by === "type"
      ? await callApi(http, catalogueRows, "devicesOfType", { params: { typeId: request.typeId } })
      : await callApi(http, catalogueRows, "devicesOfTypeAndSection", {
          params: { typeId: request.typeId, sectionId: request.sectionId },
        }),
  );
