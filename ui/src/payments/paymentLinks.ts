/** The anchor of an invoice's payment card on the appeal page. */
export const paymentAnchor = (invoiceId: number): string => `payment-${invoiceId}`;

/** The appeal page at an invoice's payment card: where the customer pays it and reads its receipt. */
export const paymentLink = (appealId: number, invoiceId: number): string =>
  `/appeals/${appealId}#${paymentAnchor(invoiceId)}`;
