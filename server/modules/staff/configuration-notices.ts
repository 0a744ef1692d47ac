/** What the staff portal tells staff about the site's configuration (GET /api/admin/notices). */
import type { StaffNotice } from "#contracts/staff-portal";
import type { Config } from "#server/config";

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
