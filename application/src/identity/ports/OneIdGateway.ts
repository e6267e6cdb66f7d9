import type { CompanyFromOneId, PersonFromOneId } from "@portal/domain";

/** A company OneID says the person may act for (declared with OneID's answers, in the domain). */
export type OneIdCompany = CompanyFromOneId;
/** The person OneID identified, as the portal keeps them. */
export type OneIdPerson = PersonFromOneId;

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
