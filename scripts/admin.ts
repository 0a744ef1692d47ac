/**
 * Staff accounts from the command line, against the database the server uses (DATABASE_URL,
 * or SQLite in DATA_DIR). Run with tsx (npm run admin):
 *
 *   npm run admin -- create <email> [--name "Full Name"] [--random-password]
 *   npm run admin -- reset-password <email> [--random-password]
 *   npm run admin -- list
 *
 * A password is typed twice at a hidden prompt, or read from the first line of standard input
 * when that is not a terminal (`echo "$PASSWORD" | npm run admin -- create ...`), or generated
 * and printed once with --random-password. It is never taken from the command line, where
 * shell history and `ps` would keep it.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config";
import { createDatabase, migrateToLatest } from "#server/db/database";
import { createAccount, listAccounts, resetPassword } from "#server/modules/staff/accounts";
import { passwordProblem } from "#server/modules/staff/password-policy";
import { randomPassword } from "#server/modules/staff/passwords";

const USAGE = `Usage:
  npm run admin -- create <email> [--name "Full Name"] [--random-password]
  npm run admin -- reset-password <email> [--random-password]
  npm run admin -- list`;

class UsageError extends Error {}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let value = "";
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003" || char === "\u0004") return finish(new UsageError("Cancelled."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

/** The new password, from the prompt, standard input, or generated; and whether to print it. */
async function newPassword(random: boolean, email: string): Promise<{ password: string; show: boolean }> {
  if (random) return { password: randomPassword(), show: true };
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden("New password: ");
    const again = await promptHidden("Repeat it: ");
    if (again !== password) throw new UsageError("The two passwords differ; nothing was changed.");
  } else {
    password = await readStdinLine();
  }
  const problem = passwordProblem(password, { email });
  if (problem) throw new UsageError(problem);
  return { password, show: false };
}

function requireEmail(email: string | undefined): string {
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`An e-mail address is needed.\n\n${USAGE}`);
  return email;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      "random-password": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!["create", "reset-password", "list"].includes(command))
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);

  const config = loadConfig(process.env);
  const { db, dialect } = createDatabase(config);
  try {
    await migrateToLatest(db);
    const where = dialect === "postgres" ? "PostgreSQL" : `SQLite in ${config.dataDir}`;
    if (command === "list") {
      const accounts = await listAccounts(db);
      if (accounts.length === 0) console.log(`No staff accounts (${where}).`);
      for (const a of accounts) {
        console.log(
          `${a.id}\t${a.email}\t${a.name}\t${a.role}\tcreated ${a.createdAt}\tlast sign-in ${a.lastLoginAt ?? "never"}`,
        );
      }
      return;
    }
    const address = requireEmail(email);
    const { password, show } = await newPassword(values["random-password"] === true, address);
    if (command === "create") {
      // A generated password is a temporary one: the first sign-in asks for a new one.
      if (!(await createAccount(db, { email: address, password, name: values.name, mustChangePassword: show }))) {
        throw new UsageError(
          `There is already an account ${address.toLowerCase()}; use reset-password to change its password.`,
        );
      }
      console.log(`Created the staff account ${address.toLowerCase()} (${where}).`);
    } else {
      if (!(await resetPassword(db, address, password, { mustChangePassword: show })))
        throw new UsageError(`There is no account ${address.toLowerCase()}.`);
      console.log(`Set a new password for ${address.toLowerCase()} and signed it out everywhere (${where}).`);
    }
    if (show) console.log(`Password (shown only this once; a new one is asked for at the next sign-in): ${password}`);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const badArguments = String((error as { code?: unknown }).code ?? "").startsWith("ERR_PARSE_ARGS");
    if (error instanceof UsageError || error instanceof ConfigError || badArguments) {
      console.error(badArguments ? `${(error as Error).message}\n\n${USAGE}` : (error as Error).message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
