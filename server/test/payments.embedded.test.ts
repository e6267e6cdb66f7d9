import { describePaymentsApi } from "./paymentsSuite";
import { startTestPortal } from "./support/server";

describePaymentsApi("embedded", (env) => startTestPortal(env));
