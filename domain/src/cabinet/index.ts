export * from "./bankAccount";
export * from "./companyTaxId";
export * from "./requisite";
export * from "./requisiteValidation";
export * from "./userInfo";
export * from "./userInfoUpdate";
