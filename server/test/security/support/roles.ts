import { HmacUnsubscribeTokens } from "@portal/mail";
import { PDF, pdfForm, recognitionAppeal, selfDevice, verificationAppeal } from "../../support/fixtures";
import { Caller } from "./caller";
import { SECOND_COMPANY } from "./store";

/** Who calls: nobody, the five demo accounts, and a second corporate customer. */
export const ROLES = ["anonymous", "person", "company", "staff", "reviewer", "admin", "other"] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, "anonymous">;

export const LOGINS: Readonly<Record<SignedInRole, string>> = {
  person: "demo.person",
  company: "demo.company",
  staff: "demo.staff",
  reviewer: "demo.reviewer",
  admin: "demo.admin",
  other: SECOND_COMPANY.login,
};

export const CUSTOMERS: readonly Role[] = ["person", "company", "other"];
export const CORPORATE: readonly Role[] = ["company", "other"];
export const STAFF: readonly Role[] = ["staff", "reviewer"];
export const ADMINS: readonly Role[] = ["admin"];
export const SIGNED_IN: readonly Role[] = [...CUSTOMERS, ...STAFF, ...ADMINS];
export const ANYONE: readonly Role[] = ["anonymous", ...SIGNED_IN];

export type Folder = "recognition-device" | "kompleks-device";

const UPLOAD_PATH: Readonly<Record<Folder, string>> = {
  "recognition-device": "/recognition-appeal/file-upload",
  "kompleks-device": "/front/kompleks-appeal/file-upload",
};

/** The demo company's user id, the customer staff enter appeals for. */
export const COMPANY_ID = 2;

/**
 * One role's browser and the records it owns, made on demand through the API. A role
 * that owns no record of a kind (staff have no bank accounts, nobody is anonymous's)
 * borrows the company's: it is refused before the record matters.
 */
export class Kit {
  private readonly files = new Map<Folder, Promise<string>>();
  private appealId?: Promise<number>;
  private contractId?: Promise<number>;
  private requisite?: Promise<number | undefined>;

  constructor(
    readonly role: Role,
    readonly caller: Caller,
    private readonly kits: () => Partial<Record<Role, Kit>>,
  ) {}

  /** The company's kit: whose records a role without its own borrows. */
  private owner(): Kit {
    return this.kits().company!;
  }

  get signedIn(): boolean {
    return this.role !== "anonymous";
  }

  get corporate(): boolean {
    return CORPORATE.includes(this.role);
  }

  get customer(): boolean {
    return CUSTOMERS.includes(this.role);
  }

  /** Whether the role works on appeals (customers and staff); an administrator borrows the company's records. */
  get works(): boolean {
    return this.customer || STAFF.includes(this.role);
  }

  /**
   * The company's unsubscribe link, signed as the servers sign it: with the key derived from
   * CSRF_SECRET (the last of the rig's secrets, `secretsOf`).
   */
  unsubscribePath(): string {
    const secret = this.caller.secrets[this.caller.secrets.length - 1] ?? "";
    return `/unsubscribe?u=${COMPANY_ID}&t=${new HmacUnsubscribeTokens(secret).sign(COMPANY_ID)}`;
  }

  /** A new browser of the same role, with a session of its own. */
  async fresh(): Promise<Caller> {
    const caller = new Caller(this.caller.baseUrl, this.caller.secrets);
    return this.role === "anonymous" ? caller : caller.signIn(LOGINS[this.role]);
  }

  /** A stored file of this role (staff may download their own uploads too). */
  file(folder: Folder): Promise<string> {
    if (!this.works) return this.owner().file(folder);
    let file = this.files.get(folder);
    if (!file) {
      file = this.upload(folder);
      this.files.set(folder, file);
    }
    return file;
  }

  async upload(folder: Folder, bytes: Buffer = PDF): Promise<string> {
    const answer = await this.caller.request("POST", UPLOAD_PATH[folder], { form: pdfForm(bytes) });
    if (answer.status !== 200)
      throw new Error(`${this.role} could not upload: ${answer.status} ${answer.text}`);
    return answer.json.data as string;
  }

  /** This customer's requisite id (the company's for everyone else). */
  requisiteId(): Promise<number | undefined> {
    if (!this.corporate)
      return this.role === "person" ? Promise.resolve(undefined) : this.owner().requisiteId();
    this.requisite ??= this.caller.get("/api/requisites").then((a) => a.json.data[0]?.id as number);
    return this.requisite;
  }

  /** The header every save of this role needs: staff save for the company (offline mode). */
  async header(): Promise<Record<string, unknown>> {
    if (STAFF.includes(this.role)) {
      return { user_id: COMPANY_ID, account_number_id: await this.owner().requisiteId(), is_offline: 1 };
    }
    const requisite = await this.requisiteId();
    return requisite === undefined ? {} : { account_number_id: requisite };
  }

  /** One appeal of this customer, made once (staff and anonymous: the company's). */
  appeal(): Promise<number> {
    if (!this.customer) return this.owner().appeal();
    this.appealId ??= this.newAppeal();
    return this.appealId;
  }

  /** A new verification appeal of this customer (staff: entered for the company). */
  async newAppeal(): Promise<number> {
    if (!this.works) return this.owner().newAppeal();
    const answer = await this.caller.post(
      "/front/save-appeal",
      verificationAppeal({ appeal: { branch_id: 1, ...(await this.header()) } }),
    );
    if (answer.status !== 200)
      throw new Error(`${this.role} could not save: ${answer.status} ${answer.text}`);
    return answer.json.appeal_id as number;
  }

  /** A new draft of this customer: a whole verification appeal, saved but not sent. */
  async newDraft(): Promise<number> {
    const body = verificationAppeal({ appeal: { branch_id: 1, ...(await this.header()) } });
    const answer = await this.caller.post("/front/draft-appeal", body);
    if (answer.status !== 200) throw new Error(`${this.role} could not save a draft: ${answer.text}`);
    return answer.json.appeal_id as number;
  }

  /** A new appeal of this customer that a reviewer sent back, and its version (others: the company's). */
  async sentBack(): Promise<{ id: number; version: number }> {
    if (!this.customer) return this.owner().sentBack();
    const id = await this.newAppeal();
    const reviewer = (this.kits().reviewer ?? this.kits().staff)!.caller;
    let version = 0;
    for (const change of [
      { action: "take_for_review" },
      { action: "send_back", note: "Zavod raqami yo'q" },
    ]) {
      const answer = await reviewer.post(`/api/appeals/${id}/status`, change);
      if (answer.status !== 200) throw new Error(`could not send ${this.role}'s appeal back: ${answer.text}`);
      version = answer.json.data.version as number;
    }
    return { id, version };
  }

  /**
   * A new appeal of this customer claiming to be free by decree, taken for review: its claim
   * awaits the reviewer's word (others: the company's).
   */
  async claimedUnderReview(): Promise<number> {
    if (!this.customer) return this.owner().claimedUnderReview();
    const answer = await this.caller.post(
      "/front/save-appeal",
      verificationAppeal({
        appeal: { branch_id: 1, ...(await this.header()), is_free: 1, resolution: "PQ-4321, 2024" },
      }),
    );
    if (answer.status !== 200)
      throw new Error(`${this.role} could not claim: ${answer.status} ${answer.text}`);
    const id = answer.json.appeal_id as number;
    const reviewer = (this.kits().reviewer ?? this.kits().staff)!.caller;
    const taken = await reviewer.post(`/api/appeals/${id}/status`, { action: "take_for_review" });
    if (taken.status !== 200)
      throw new Error(`could not take ${this.role}'s claim for review: ${taken.text}`);
    return id;
  }

  /** A contract of this customer, made once by staff on a new appeal (others: the company's). */
  contract(): Promise<number> {
    if (!this.customer) return this.owner().contract();
    this.contractId ??= (async () => {
      const appeal = await this.newAppeal();
      const staff = this.kits().staff!;
      const answer = await staff.caller.post("/recognition/contract/store", {
        appeal_id: appeal,
        contract_number: `SH-${appeal}`,
        devices: [{ id: 1, together: 0 }],
      });
      if (answer.status !== 200) throw new Error(`no contract for ${this.role}: ${answer.text}`);
      return answer.json.data.id as number;
    })();
    return this.contractId;
  }

  /** A new appeal of this customer with its contract, ready for results (others: the company's). */
  async contractedAppeal(): Promise<number> {
    if (!this.customer) return this.owner().contractedAppeal();
    const appeal = await this.newAppeal();
    const answer = await this.kits().staff!.caller.post("/recognition/contract/store", {
      appeal_id: appeal,
      contract_number: `R-${appeal}`,
      devices: [{ id: 1, together: 0 }],
    });
    if (answer.status !== 200) throw new Error(`no contract for ${this.role}: ${answer.text}`);
    return appeal;
  }

  /** A new contracted appeal of this customer whose first instrument has a fit result (others: the company's). */
  async recorded(): Promise<{ appeal: number; number: string }> {
    if (!this.customer) return this.owner().recorded();
    const appeal = await this.contractedAppeal();
    const answer = await this.kits().staff!.caller.post(`/api/staff/appeals/${appeal}/results`, {
      results: [resultEntry(`K-${appeal}`)],
    });
    if (answer.status !== 200) throw new Error(`no result for ${this.role}: ${answer.text}`);
    return { appeal, number: answer.json.data.instruments[0].result.certificate_number as string };
  }

  /**
   * A new contracted recognition appeal of the company whose first row has an accepted
   * result, so its signed conclusion can be attached (once: a second needs a reason).
   */
  async concluded(): Promise<{ appeal: number; number: string }> {
    if (this.role !== "company") return this.owner().concluded();
    const file = await this.file("recognition-device");
    const saved = await this.caller.post(
      "/save-recognition-appeal",
      recognitionAppeal(file, { appeal: await this.header() }),
    );
    if (saved.status !== 200) throw new Error(`no recognition appeal: ${saved.text}`);
    const appeal = saved.json.appeal_id as number;
    const staff = this.kits().staff!.caller;
    const contract = await staff.post("/recognition/contract/store", {
      appeal_id: appeal,
      contract_number: `X-${appeal}`,
      devices: [1, 2, 3].map((id) => ({ id, together: 0 })),
    });
    if (contract.status !== 200) throw new Error(`no contract for the conclusion: ${contract.text}`);
    const answer = await staff.post(`/api/staff/appeals/${appeal}/results`, {
      results: [resultEntry(`X-${appeal}`, { outcome: "accepted" })],
    });
    if (answer.status !== 200) throw new Error(`no conclusion: ${answer.text}`);
    return { appeal, number: answer.json.data.instruments[0].result.certificate_number as string };
  }

  /** A new self device of this customer (the company's for anyone else: the register is customers'). */
  async selfDevice(): Promise<number> {
    if (!this.customer) return this.owner().selfDevice();
    const answer = await this.caller.post("/self-devices/save", selfDevice());
    if (answer.status !== 200) throw new Error(`${this.role} could not add a device: ${answer.text}`);
    return answer.json.data.id as number;
  }

  /** A new cabinet bank account of this corporate customer (the company's for anyone else). */
  async account(): Promise<number> {
    if (!this.corporate) return this.owner().account();
    const answer = await this.caller.post("/add-account-number", accountBody());
    if (answer.status !== 200) throw new Error(`${this.role} could not add an account: ${answer.text}`);
    return answer.json.data.id as number;
  }
}

/** Yesterday in Tashkent: a work date the server takes whatever the hour. */
const YESTERDAY = new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

/** A fit result of the first instrument of an appeal's first row. */
export function resultEntry(serial: string, overrides: Record<string, unknown> = {}) {
  return {
    row_id: 1,
    instrument: 1,
    serial_number: serial,
    outcome: "fit",
    work_date: YESTERDAY,
    valid_until: `${Number(YESTERDAY.slice(0, 4)) + 1}${YESTERDAY.slice(4)}`,
    ...overrides,
  };
}

let accountSerial = 0;

export function accountBody(overrides: Record<string, unknown> = {}) {
  accountSerial++;
  return {
    bank_name: "Sinov bank",
    mfo: "00873",
    account_number: `2020800090000${String(1_000_000 + accountSerial).slice(-7)}`,
    ...overrides,
  };
}

export function requisiteBody(overrides: Record<string, unknown> = {}) {
  return {
    company_name: "Sinov MChJ",
    account_number: "20208000900001109999",
    bank_name: "Sinov bank",
    director_name: "Sinov Direktor",
    mfo: "01088",
    oked: "24100",
    email: "hisob@sinov.example",
    ...overrides,
  };
}

/** Signs every role in once, on one portal (the second customer exists on the production profile only). */
export async function kitsFor(
  baseUrl: string,
  secrets: readonly string[],
  roles: readonly Role[] = ROLES,
): Promise<Record<Role, Kit>> {
  const kits = {} as Record<Role, Kit>;
  for (const role of roles) {
    const caller = new Caller(baseUrl, secrets);
    if (role !== "anonymous") await caller.signIn(LOGINS[role]);
    kits[role] = new Kit(role, caller, () => kits);
  }
  return kits;
}
