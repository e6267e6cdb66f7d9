/** The payments module (issue 29): what other modules and packages may use of it. */
export {
  DEFAULT_CLICK_CHECKOUT_URL,
  DEFAULT_PAYME_CHECKOUT_URL,
  type PaymentsConfig,
  type PaymentsDeps,
} from "./deps";
export { makePaymentsUseCases } from "./makePaymentsUseCases";
export type { PaymentsUseCases } from "./PaymentsUseCases";
export * from "./ports/PaymentRepository";
