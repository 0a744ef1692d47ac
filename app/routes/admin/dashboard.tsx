/** Staff dashboard. Client-rendered; without a stored session token it sends the visitor to login. */
import { redirect } from "react-router";
import { DashboardShell } from "~/features/admin/dashboard-shell";
import { LOGIN_PATH } from "~/features/admin/paths";
import { storedToken } from "~/features/admin/session";

export const meta = () => [{ title: "Dashboard | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader() {
  if (!storedToken()) throw redirect(LOGIN_PATH);
  return null;
}

export function HydrateFallback() {
  return null;
}

export default function AdminDashboardPage() {
  return <DashboardShell />;
}
