import { describeAudit } from "./support/auditSuite";

// The audit of every role is spread over three files, so both e2e workers take a share.
describeAudit(["demo.company"]);
