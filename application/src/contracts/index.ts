/** The contracts module: what other modules and packages may use of it. */
export type { ContractFile, ContractUseCases } from "./ContractUseCases";
export type { ContractConfig, ContractDeps, Organisation } from "./deps";
export { makeContractUseCases } from "./makeContractUseCases";
export * from "./ports/ContractDocumentRenderer";
export * from "./ports/ContractRepository";
