export { ONE_ID_PATH, OneIdClient, type OneIdClientOptions } from "./OneIdClient";
export * from "./people";
export {
  type OneIdStandIn,
  type OneIdStandInOptions,
  type StandInFailure,
  type StandInGrant,
  startOneIdStandIn,
} from "./standIn";
export { TEST_MARK_RU, TEST_MARK_UZ } from "./standInPage";
