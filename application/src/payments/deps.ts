import type { AppealRepository, Clock, IdGenerator, UserRepository } from "../shared";
import type { AppealEvents } from "../appeals";
import type { ContractRepository } from "../contracts";
import type { PaymentRepository } from "./ports/PaymentRepository";

/** Payme's checkout, unless a deployment names another (PAYME_CHECKOUT_URL). */
export const DEFAULT_PAYME_CHECKOUT_URL = "https://checkout.paycom.uz";
/** Click's payment page, unless a deployment names another (CLICK_CHECKOUT_URL). */
export const DEFAULT_CLICK_CHECKOUT_URL = "https://my.click.uz/services/pay";

/**
 * The portal's registration with each payment system, as its checkout links need it. The keys
 * that authenticate the systems' calls are the HTTP adapter's, never the use cases'. An empty
 * merchant id (a deployment that has not registered) offers no checkout links.
 */
export interface PaymentsConfig {
  readonly paymeMerchantId: string;
  readonly paymeCheckoutUrl: string;
  readonly clickServiceId: string;
  readonly clickMerchantId: string;
  readonly clickCheckoutUrl: string;
  /** Where a checkout sends the customer back: the appeal's page. */
  readonly returnUrl: (appealId: number) => string;
}

/** The ports the payments use cases need, resolved from the container by the composition root. */
export interface PaymentsDeps {
  readonly payments: PaymentRepository;
  /** The invoices paid: contract records of kind invoice. */
  readonly contracts: Pick<ContractRepository, "findById" | "findByAppeal">;
  readonly appeals: AppealRepository;
  /** The customers the ledger names. */
  readonly users: Pick<UserRepository, "findById">;
  /** Who hears that an invoice was paid, or its payment cancelled (the notifications module). */
  readonly events: AppealEvents;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: PaymentsConfig;
}
