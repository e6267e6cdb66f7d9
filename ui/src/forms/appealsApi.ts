import type { Device, Section, ServiceType } from "@portal/domain/catalogue/lookups";
import { parseSom, ZERO } from "@portal/domain/shared/money";
import type { DeviceListRequest } from "../state/verificationLine";
import { http } from "../api";

/** The save calls of spec 7, by the form that makes them. */
export const SavePath = {
  verification: "/front/save-appeal",
  draft: "/front/draft-appeal",
  recognition: "/save-recognition-appeal",
  provider: "/api/recognition/save-recognition-provider-appeal",
  kompleks: "/save-kompleks-appeal",
  comment: "/front/save-appeal-comment",
} as const;
export type SavePath = (typeof SavePath)[keyof typeof SavePath];

/** A save's answer (spec 7): status 1 / true is success; redirect is where the user goes next. */
export interface SaveAnswer {
  readonly status: boolean | 0 | 1;
  readonly appeal_id?: number;
  readonly message?: string;
  readonly redirect?: string;
}

/** A yearly contract as GET /api/yearly-contracts answers it. */
export interface YearlyContractView {
  readonly id: number;
  readonly contract_number: string;
  readonly no_nds: 0 | 1;
  readonly nds: number;
  readonly resolution: string;
  readonly lawyer_note: string;
}

type WireDevice = Omit<Device, "cost"> & { readonly cost: string | number };

/** Catalogue devices with their cost as exact money (the wire carries a decimal string). */
export const toDevices = (wire: readonly WireDevice[]): Device[] =>
  wire.map((device) => ({ ...device, cost: parseSom(device.cost) ?? ZERO }));

const devicePath = (request: DeviceListRequest): string =>
  request.by === "type"
    ? `/api/front/devices-from-type/${request.typeId}`
    : `/api/front/devices-from-type-section/${request.typeId}/${request.sectionId}`;

export const appealsApi = {
  types: () => http.get<ServiceType[]>("/api/front/types"),
  sections: (typeId: number) => http.get<Section[]>(`/api/front/sections/${typeId}`),
  devices: async (request: DeviceListRequest) => toDevices(await http.get<WireDevice[]>(devicePath(request))),
  yearlyContracts: () => http.get<{ data: YearlyContractView[] }>("/api/yearly-contracts"),
  save: (path: SavePath, body: unknown) => http.post<SaveAnswer>(path, body),
};
