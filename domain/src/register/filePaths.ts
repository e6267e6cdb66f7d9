/** Where a register is downloaded, the customer's own and (by staff) a customer's: the rows and the pages' links. */
export const REGISTER_EXPORT = { path: "/self-devices/export" } as const;
export const CUSTOMER_REGISTER_EXPORT = { path: "/api/staff/customers/:customer/register/export" } as const;
