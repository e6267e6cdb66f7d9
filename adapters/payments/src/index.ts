export {
  CLICK_SCENARIOS,
  type ClickAnswer,
  type ClickFields,
  type ClickOrder,
  type ClickRun,
  type ClickScenario,
  type ClickStandIn,
  type ClickStandInOptions,
  type ClickStep,
  type ClickTransaction,
  readClickCheckout,
  startClickStandIn,
} from "./clickStandIn";
export { type PaymeCheckout, paymeCheckoutUrl, readPaymeCheckout } from "./paymeCheckout";
export {
  PAYME_SCENARIOS,
  type PaymeAnswer,
  type PaymeOrder,
  type PaymeRun,
  type PaymeScenario,
  type PaymeStandIn,
  type PaymeStandInOptions,
  type PaymeStep,
  type PaymeTransaction,
  startPaymeStandIn,
} from "./paymeStandIn";
export type { Address } from "./standInHttp";
export { testMark } from "./standInPage";
