/**
 * Staff accounts from the command line, against the database the server uses (DATABASE_URL,
 * or SQLite in DATA_DIR). Run with tsx (npm run admin):
 *
 *   npm run admin -- create <email> [--name "Full Name"] [--roles sales,hr] [--random-password]
 *   npm run admin -- reset-password <email> [--random-password]
 *   npm run admin -- roles <email> <role,role...>
 *   npm run admin -- deactivate <email> | activate <email>
 *   npm run admin -- remove-two-factor <email>
 *   npm run admin -- list
 *
 * It is how the first account is made and how a person who lost their phone or their password
 * gets back in when no administrator can help. Every change goes into the audit trail, by
 * "npm run admin". A new account is an administrator unless --roles says otherwise.
 * A password is typed twice at a hidden prompt, or read from the first line of standard input
 * when that is not a terminal (`echo "$PASSWORD" | npm run admin -- create ...`), or generated
 * and printed once with --random-password. It is never taken from the command line, where
 * shell history and `ps` would keep it.
 */
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config";
import type { Kysely } from "kysely";
import type { AuditAction, AuditDetails } from "#contracts/audit";
import { GENERATED_PASSWORD_LIFETIME_HOURS } from "#contracts/staff-accounts";
import { type StaffRole, staffRolesSchema } from "#contracts/staff-roles";
import { createDatabase, migrateToLatest } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { insertAuditEntry } from "#server/modules/audit/audit-log";
import {
  createAccount,
  findAccountByEmail,
  listAccounts,
  resetPassword,
  setActive,
  setRoles,
} from "#server/modules/staff/accounts";
import { noticeAccountChange } from "#server/modules/staff/account-notices";
import { clearAccountFailures } from "#server/modules/staff/login-throttle";
import { passwordProblem } from "#server/modules/staff/password-policy";
import { randomPassword } from "#server/modules/staff/passwords";
import { openTwoFactorEnrolment, disable as removeTwoFactor } from "#server/modules/staff/two-factor";

const USAGE = `Usage:
  npm run admin -- create <email> [--name "Full Name"] [--roles sales,hr] [--random-password]
  npm run admin -- reset-password <email> [--random-password]
  npm run admin -- roles <email> <role,role...>    (administrator, sales, hr, marketing)
  npm run admin -- deactivate <email>
  npm run admin -- activate <email>
  npm run admin -- remove-two-factor <email>
  npm run admin -- list`;

const COMMANDS = ["create", "reset-password", "roles", "deactivate", "activate", "remove-two-factor", "list"];

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

function parseRoles(text: string | undefined): StaffRole[] {
  const parsed = staffRolesSchema.safeParse(
    (text ?? "")
      .split(",")
      .map((role) => role.trim())
      .filter(Boolean),
  );
  if (!parsed.success) throw new UsageError(`Roles: ${parsed.error.issues[0]?.message}.\n\n${USAGE}`);
  return parsed.data;
}

/** The command line's entry in the audit trail: no person signed in, so the actor is "npm run admin". */
async function audit(
  db: Kysely<Database>,
  action: AuditAction,
  email: string,
  details: AuditDetails = {},
): Promise<void> {
  const account = await findAccountByEmail(db, email);
  await insertAuditEntry(db, {
    action,
    outcome: "success",
    actorId: null,
    actorEmail: null,
    target: account ? `user ${account.id}` : null,
    details: { email: email.toLowerCase(), via: "npm run admin", ...details },
    address: null,
    userAgent: null,
    at: new Date(),
  });
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
      roles: { type: "string" },
      "random-password": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, email, argument] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!COMMANDS.includes(command)) throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  const roles = command === "roles" ? parseRoles(argument) : values.roles ? parseRoles(values.roles) : undefined;

  const config = loadConfig(process.env);
  const { db, dialect } = createDatabase(config);
  try {
    await migrateToLatest(db);
    const where = dialect === "postgres" ? "PostgreSQL" : `SQLite in ${config.dataDir}`;
    if (command === "list") {
      const accounts = await listAccounts(db);
      if (accounts.length === 0) console.log(`No staff accounts (${where}).`);
      for (const a of accounts) {
        const state = [a.active ? "active" : "deactivated", a.twoFactor ? "two-factor on" : "two-factor off"];
        console.log(
          `${a.id}\t${a.email}\t${a.name}\t${a.role}\t${a.roles.join(",")}\t${state.join(", ")}\tcreated ${a.createdAt}\tlast sign-in ${a.lastLoginAt ?? "never"}`,
        );
      }
      return;
    }
    const address = requireEmail(email);
    const lower = address.toLowerCase();
    const account = await findAccountByEmail(db, address);
    if (command !== "create" && !account) throw new UsageError(`There is no account ${lower}.`);
    if (command === "roles") {
      await setRoles(db, address, roles!);
      await audit(db, "user.roles", address, { before: account!.roles.split(","), after: roles! });
      console.log(`${lower} now has the roles ${roles!.join(", ")} (${where}).`);
      return;
    }
    if (command === "deactivate" || command === "activate") {
      const active = command === "activate";
      await setActive(db, address, active);
      await audit(db, active ? "user.reactivate" : "user.deactivate", address);
      console.log(
        active ? `Reactivated ${lower} (${where}).` : `Deactivated ${lower} and ended its sessions (${where}).`,
      );
      return;
    }
    if (command === "remove-two-factor") {
      await removeTwoFactor(db, account!.id);
      // A hold after wrong codes goes with the second step it guarded (T-01).
      await clearAccountFailures(db, account!.email);
      await openTwoFactorEnrolment(db, account!.id);
      await audit(db, "two-factor.reset", address);
      await noticeAccountChange(db, account!, "two-factor-removed", { address: null });
      console.log(
        `Removed two-factor sign-in from ${lower}: it signs in with its password alone until it sets it up again (${where}).`,
      );
      return;
    }
    const { password, show } = await newPassword(values["random-password"] === true, address);
    if (command === "create") {
      // A generated password is a temporary one: the first sign-in asks for a new one.
      if (
        !(await createAccount(db, { email: address, password, name: values.name, roles, mustChangePassword: show }))
      ) {
        throw new UsageError(`There is already an account ${lower}; use reset-password to change its password.`);
      }
      await audit(db, "user.create", address, { roles: roles ?? ["administrator"] });
      console.log(`Created the staff account ${lower} (${where}).`);
    } else {
      await resetPassword(db, address, password, { mustChangePassword: show });
      await audit(db, "auth.password-set", address, { purpose: "reset" });
      await noticeAccountChange(db, account!, "password-set-by-command", { address: null });
      console.log(`Set a new password for ${lower} and signed it out everywhere (${where}).`);
    }
    if (show) {
      console.log(
        `Password (shown only this once; a new one is asked for at the next sign-in, within ${GENERATED_PASSWORD_LIFETIME_HOURS} hours): ${password}`,
      );
    }
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
