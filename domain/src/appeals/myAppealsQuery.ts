import * as t from "io-ts";
import { AppealStatusCodec } from "./staffInboxQuery";
import { Id, nullable } from "../shared/primitives";

/** `?limit&before&status` of the caller's own appeals: `before` is the `next` cursor of the page before. */
export const MyAppealsQuery = t.exact(
  t.partial({ limit: nullable(Id), before: nullable(Id), status: nullable(AppealStatusCodec) }),
);
export type MyAppealsQuery = t.TypeOf<typeof MyAppealsQuery>;
