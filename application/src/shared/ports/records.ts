/**
 * What the ports store and return. Records are plain JSON (money as decimal strings,
 * times as ISO strings) so that every adapter, embedded or MongoDB, holds the same shape.
 */

import type {
  AppealEvent as StoredAppealEvent,
  AppealKindName,
  AppealSummary as StoredAppealSummary,
  AppealStatus as LifecycleStatus,
  StoredAppeal,
  StoredJson,
  StoredJsonObject,
  UserRole,
} from "@portal/domain";

/** The domain's roles (USER_ROLES): an administrator manages staff accounts only. */
export type Role = UserRole;

/** The kinds of appeal, by the form that sends them (the domain's list). */
export type AppealKind = AppealKindName;

/** The statuses of the appeal lifecycle (the domain's machine). */
export type AppealStatus = LifecycleStatus;

/** One entry of an appeal's audit trail (the domain's codec). */
export type AppealEvent = StoredAppealEvent;

export type Json = StoredJson;
export type JsonObject = StoredJsonObject;

/** An appeal as the store keeps it and the API shows it (the domain's codec). */
export type AppealRecord = StoredAppeal;

/** One line of a list of appeals (the domain's codec). */
export type AppealSummary = StoredAppealSummary;

export interface RequisiteRecord {
  readonly id: number;
  readonly user_id: number;
  readonly contragent_id: number;
  readonly company_name: string;
  readonly account_number: string;
  readonly bank_name: string;
  readonly director_name: string;
  readonly mfo: string;
  readonly oked: string;
  readonly email: string | null;
}

export interface UserRecord {
  readonly id: number;
  readonly login: string;
  readonly password_hash: string;
  readonly role: Role;
  readonly corporate: 0 | 1;
  /** Contragent discount in percent, decimal string ("10", "12.5"). */
  readonly discount: string;
  /** Remaining limit for verification appeals in so'm, when the customer has one. */
  readonly summa_limit?: string;
  readonly info: UserInfoRecord;
  /**
   * Staff and reviewers: the branch ids (lookup `branch`) whose appeals they work on, or
   * "all" for the head office. Absent on an account made before branches: all.
   */
  readonly branches?: readonly number[] | "all";
  /** A disabled account cannot sign in, and its sessions ended when it was disabled. */
  readonly disabled?: boolean;
  /**
   * A staff account the administrator allows to sign certificates (the authoriser), with the
   * position printed under its name, one text as typed. Only staff accounts are signers.
   */
  readonly signer?: { readonly position: string };
  /**
   * Accounts that OneID signs in: a person's own PINFL, or a company's representatives'
   * PINFLs (each one a person OneID says may act for the company's TIN).
   */
  readonly oneid_pins?: readonly string[];
}

export interface UserInfoRecord {
  readonly first_name: string;
  readonly last_name: string;
  readonly middle_name: string;
  readonly tin: string;
  readonly pin?: string;
  readonly passport_seria?: string;
  readonly passport_no?: string;
  readonly passport_start_date?: string;
  readonly passport_end_date?: string;
  readonly who_issued_passport?: string;
  readonly address?: string;
  readonly company_tin?: string;
  readonly company_name?: string;
  readonly company_address?: string;
  readonly oked?: string;
  readonly soogu_name?: string;
  readonly phone: string;
  readonly email: string;
}

export interface YearlyContractRecord {
  readonly id: number;
  readonly user_id: number;
  readonly contract_number: string;
  readonly no_nds: 0 | 1;
  readonly nds: number;
  readonly resolution: string;
  readonly lawyer_note: string;
}

/** A page of a list, in the order asked; `next` is the cursor of the following page, if any. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly next?: number;
}

export interface PageRequest {
  readonly limit: number;
  /**
   * Keyset cursor, the `next` of the page before: only items past this id in the page's
   * order (below it newest first, above it oldest first).
   */
  readonly before?: number;
  /** By id: newest first (the default) or oldest first. */
  readonly order?: "newest" | "oldest";
}
