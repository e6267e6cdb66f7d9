import {
  type CompanyLookupResult,
  isValidFields,
  type Language,
  normalisePhone,
  type UserInfo,
  type UserInfoUpdate,
  validateCompanyTaxId,
  validateUserInfoUpdate,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  invalid,
  invalidFields,
  notFound,
  type Result,
  signedIn,
  type UserInfoRecord,
  type UserRecord,
} from "../shared";
import type { CabinetDeps } from "./deps";

export function makeCabinet(deps: CabinetDeps) {
  /** The user's data as the cabinet shows it; the parent organisation named in the caller's language. */
  async function view(user: UserRecord, lang: Language): Promise<UserInfo> {
    const { phone, email, ...info } = user.info;
    const soogu = info.soogu_name
      ? await deps.catalogue.parentOrganisation(info.soogu_name, lang)
      : undefined;
    return {
      user_id: user.id,
      role: user.role,
      corporate: user.corporate,
      discount: user.discount,
      ...(user.summa_limit === undefined ? {} : { summa_limit: user.summa_limit }),
      ...info,
      ...(soogu === undefined ? {} : { soogu_name: soogu }),
      users: { phone, email },
      accounts: user.corporate === 1 ? await deps.accounts.listByUser(user.id) : [],
    };
  }

  return {
    async getUserInfo(actor: Actor): Result<UserInfo> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      return E.right(await view(user.right, actor.lang));
    },

    /**
     * POST /post-userinfo (spec 2.17): names, phone and e-mail; for a legal entity also
     * the company name and address. Tax ids are read-only and ignored when sent, and so are
     * the names of a person OneID signs in (issue 26).
     */
    async updateUserInfo(actor: Actor, input: UserInfoUpdate): Result<UserInfo> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      const fields = validateUserInfoUpdate(input);
      if (!isValidFields(fields)) return E.left(invalidFields(fields));
      const current = user.right.info;
      const corporate = user.right.corporate === 1;
      // A person OneID signs in keeps OneID's names (verified, refreshed at each sign-in).
      const verifiedNames = !corporate && (user.right.oneid_pins?.length ?? 0) > 0;
      const info: UserInfoRecord = {
        ...current,
        first_name: verifiedNames ? current.first_name : (input.first_name ?? current.first_name),
        last_name: verifiedNames ? current.last_name : (input.last_name ?? current.last_name),
        middle_name: verifiedNames ? current.middle_name : (input.middle_name ?? ""),
        phone: normalisePhone(input.users?.phone) ?? current.phone,
        email: input.users?.email ?? current.email,
        ...(corporate && input.company_name ? { company_name: input.company_name } : {}),
        ...(corporate && input.company_address ? { company_address: input.company_address } : {}),
      };
      await deps.users.updateInfo(user.right.id, info);
      return E.right(await view({ ...user.right, info }, actor.lang));
    },

    /** POST /get-company-inn: only for exactly 9 digits (spec 4 and 5). */
    async lookUpCompany(actor: Actor, tin: string): Result<CompanyLookupResult> {
      const user = signedIn(actor);
      if (E.isLeft(user)) return user;
      const text = tin.trim();
      const problems = validateCompanyTaxId(text);
      if (problems.length > 0) return E.left(invalid(problems));
      const company = await deps.companies.findByTin(text);
      if (!company) return E.left(notFound);
      const { soogu_name: _internal, ...result } = company;
      return E.right(result);
    },
  };
}
