/**
 * A legal entity OneID says the person may act for (`legal_info`): its TIN, its name, and
 * whether it is the person's basic one.
 */
export interface OneIdCompany {
  readonly tin: string;
  readonly name: string;
  readonly basic: boolean;
}

/** The person OneID identified, as the portal keeps it (OneID's own field names in comments). */
export interface OneIdPerson {
  /** `pin`: the personal identification number (PINFL), 14 digits. */
  readonly pin: string;
  /** `sur_name`, `first_name`, `mid_name`. */
  readonly last_name: string;
  readonly first_name: string;
  readonly middle_name: string;
  /** `tin`, when OneID has one for the person; else empty. */
  readonly tin: string;
  /** `pport_no` split into its series (two letters) and number, when given. */
  readonly passport_seria?: string;
  readonly passport_no?: string;
  readonly passport_start_date?: string;
  readonly passport_end_date?: string;
  readonly who_issued_passport?: string;
  /** `birth_date` as YYYY-MM-DD. */
  readonly birth_date?: string;
  /** `mob_phone_no`, digits only. */
  readonly phone: string;
  readonly email: string;
  /** `per_adr`. */
  readonly address?: string;
  readonly companies: readonly OneIdCompany[];
}

/** OneID could not be reached, answered too late, or answered what the protocol does not allow. */
export class OneIdUnavailableError extends Error {
  readonly _tag = "OneIdUnavailable";
}

/** OneID refused: a code unknown, used or expired, or the portal's client id or secret wrong. */
export class OneIdRefusedError extends Error {
  readonly _tag = "OneIdRefused";
}

/** OneID's authorization-code flow, as the portal's client of it (adapters/oneid). */
export interface OneIdGateway {
  /** Where the browser goes to sign in: OneID's Authorization.do with response_type=one_code. */
  authorizationUrl(state: string, redirectUri: string): string;
  /**
   * Exchanges the code for an access token (one_authorization_code), then reads the person
   * (one_access_token_identify). Throws OneIdRefusedError or OneIdUnavailableError.
   */
  identify(code: string, redirectUri: string): Promise<OneIdPerson>;
}
