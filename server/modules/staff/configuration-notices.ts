/** What the staff portal tells staff about the site's configuration (GET /api/admin/notices). */
import type { Kysely } from "kysely";
import type { StaffNotice } from "#contracts/staff-portal";
import type { Config } from "#server/config";
import type { Database } from "#server/db/schema";
import { GENERATED_ADMIN_EMAIL } from "./accounts";
import { parseRoles } from "./roles";

export function configurationNotices(config: Pick<Config, "notifyTo">): StaffNotice[] {
  const notices: StaffNotice[] = [];
  if (config.notifyTo.length === 0) {
    notices.push({
      code: "notify-to-unset",
      message:
        "No one is e-mailed about new inquiries, catalogue requests or applications: the NOTIFY_TO setting is empty. " +
        "They are all listed here. Whoever runs the site's server can set NOTIFY_TO to the staff addresses.",
    });
  }
  return notices;
}

/**
 * The account the first start made when no ADMIN_EMAIL was given (ASVS 2.5.4): once an
 * administrator with an account of their own exists, nobody needs it, and a shared, unnamed
 * administrator is what an attacker looks for. Administrators are told until it is deactivated.
 */
export async function fallbackAccountNotice(db: Kysely<Database>): Promise<StaffNotice | null> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["email", "roles"])
    .where("active", "=", 1)
    .where("password_hash", "!=", "")
    .where("roles", "like", "%administrator%")
    .execute();
  const administrators = rows.filter((row) => parseRoles(row.roles).includes("administrator"));
  const fallbackActive = administrators.some((row) => row.email === GENERATED_ADMIN_EMAIL);
  const named = administrators.some((row) => row.email !== GENERATED_ADMIN_EMAIL);
  if (!fallbackActive || !named) return null;
  return {
    code: "fallback-account-active",
    message:
      `The account ${GENERATED_ADMIN_EMAIL}, made when the site first started, is still active although ` +
      "administrators now have accounts of their own. Deactivate it on the Users page.",
  };
}
