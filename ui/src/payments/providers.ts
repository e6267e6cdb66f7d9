import type { PaymentProvider } from "@portal/domain/payments/payment";

/** The payment systems by their own names, the same in every language. */
export const PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = { payme: "Payme", click: "Click" };
