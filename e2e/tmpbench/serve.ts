import { startTestPortal } from "../../server/test/support/server";
const portal = await startTestPortal({ PORT: process.argv[3] }, undefined, process.argv[2]);
console.log("listening", portal.url);
