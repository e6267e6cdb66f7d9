import * as t from "io-ts";
import { Id, Int } from "../shared/primitives";
import { NotificationView } from "./notificationView";

/** A page of the reader's notifications, newest first: `next` is the `before` of the page after, absent on the last. */
export const NotificationList = t.intersection([
  t.strict({ items: t.readonlyArray(NotificationView), unread: Int }),
  t.exact(t.partial({ next: Id })),
]);
export type NotificationList = t.TypeOf<typeof NotificationList>;
