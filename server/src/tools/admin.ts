// `npm run admin -- create --login NAME --email ADDRESS`: an administrator made on the store the
// server's own variables name (MONGO_URL and MONGO_DB, or DATA_DIR), with a one-time link to set
// its password printed here. README, "Production: from an empty database to a working portal".
import { parseArgs } from "node:util";
import { type Failure, resolvePortalAccounts } from "./adminPortal";

const USAGE = `npm run admin -- create --login NAME --email ADDRESS [--first-name NAME] [--last-name NAME]
  Makes an administrator on the configured store (the server's variables: MONGO_URL and MONGO_DB,
  or DATA_DIR) and prints a one-time link to set its password, which works for 72 hours, once.
  On the embedded store, stop the portal first: its data folder is one process's at a time.`;

/** What a refusal says on the command line. */
function refusal(failure: Failure, login: string): string {
  switch (failure._tag) {
    case "Conflict":
      return `the login "${login}" is taken: choose another, or send its holder a new link from the accounts page`;
    case "Invalid":
      return "the login must be 3 to 40 Latin letters, digits, dots, hyphens or underscores, and the e-mail one valid address";
    default:
      return `refused (${failure._tag})`;
  }
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      login: { type: "string" },
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help || positionals[0] !== "create" || !values.login || !values.email) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const portal = await resolvePortalAccounts(process.env);
  try {
    const made = await portal.accounts.createAdministrator({
      login: values.login,
      email: values.email,
      ...(values["first-name"] ? { first_name: values["first-name"] } : {}),
      ...(values["last-name"] ? { last_name: values["last-name"] } : {}),
    });
    if (made._tag === "Left") {
      console.error(`admin: ${refusal(made.left, values.login)}`);
      return 1;
    }
    const { account, link, hours } = made.right;
    console.log(`administrator "${account.login}" made (id ${account.id}) on ${portal.store}`);
    console.log(`set its password within ${hours} hours, once, at:\n${link}`);
    return 0;
  } finally {
    await portal.close();
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
