import type { BankAccountField } from "@portal/domain/cabinet/bankAccount";
import type { cabinetApi } from "@portal/domain/cabinet/api";
import type { CabinetAccount } from "@portal/domain/cabinet/cabinetAccount";
import type { RequestOf } from "@portal/domain/shared/api";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const cabinetRows = lazyTable(() => import("@portal/domain/cabinet/api").then((m) => m.cabinetApi));

/**
 * The cabinet's calls (`cabinetApi`), one function each, typed by their rows. The shared
 * components (requisites, the company lookup) and the register, which no module may be
 * imported by, make theirs with `callApi` and the row itself.
 */

/** The fields of the add / edit account form. */
export type AccountFields = Pick<CabinetAccount, BankAccountField>;

export const userInfo = () => callApi(http, cabinetRows, "getUserInfo");

/** What needs the customer, for the cabinet's first screen. */
export const attention = () => callApi(http, cabinetRows, "attention");

export const saveUserInfo = (info: RequestOf<typeof cabinetApi.updateUserInfo>) =>
  callApi(http, cabinetRows, "updateUserInfo", { body: info });

export const account = (id: number) => callApi(http, cabinetRows, "getCabinetAccount", { params: { id } });

export const addAccount = (userId: number, fields: AccountFields) =>
  callApi(http, cabinetRows, "addCabinetAccount", { body: { user_id: userId, ...fields } });

export const updateAccount = (userId: number, accountId: number, fields: AccountFields) =>
  callApi(http, cabinetRows, "updateCabinetAccount", {
    body: { account_id: accountId, user_id: userId, ...fields },
  });

export const activateAccount = (userId: number, id: number) =>
  callApi(http, cabinetRows, "activateCabinetAccount", { body: { id, user_id: userId } });

export const deleteAccount = (id: number) =>
  callApi(http, cabinetRows, "deleteCabinetAccount", { params: { id } });

/** The caller's yearly contracts, one of which a verification appeal may be made under. */
/** The signed-in customer's bank requisites. */
export const myRequisites = () => callApi(http, cabinetRows, "listRequisites");

export const yearlyContracts = () => callApi(http, cabinetRows, "yearlyContracts");

/** Staff: customers by tax id, PINFL or name, for offline entry. */
export const searchCustomers = (q: string) => callApi(http, cabinetRows, "searchCustomers", { query: { q } });

/** Staff: the chosen customer of an offline entry, with their requisites, terms and yearly contracts. */
export const customerForEntry = (id: number) =>
  callApi(http, cabinetRows, "customerForEntry", { params: { id } });
