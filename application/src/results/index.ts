/** The results module (issue 14): what other modules and packages may use of it. */
export { makeCompletionCheck } from "./completion";
export { checkUrl } from "./certificateView";
export type { ResultsConfig, ResultsDeps, ResultsIssuer } from "./deps";
export { makeResultsUseCases } from "./makeResultsUseCases";
export * from "./ports/CertificateRenderer";
export * from "./ports/CertificateSigner";
export * from "./ports/RandomSource";
export * from "./ports/ReceiptRepository";
export * from "./ports/IssuedFileRepository";
export * from "./ports/ResultRepository";
export type { CertificateFile, ResultsUseCases, SignedConclusionInput } from "./ResultsUseCases";
