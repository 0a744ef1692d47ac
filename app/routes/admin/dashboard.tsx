/**
 * Staff dashboard. Client-rendered; without a stored session token it sends the visitor to login,
 * and a list the person's roles do not open sends them to their first section. The address says
 * which list, search, sort, page and view are on screen (work-lists/list-view.ts): the loader reads
 * it, the action saves a change to one record, and the router loads the list again after each change.
 */
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import { portalSections } from "~/features/admin/shell/portal-nav";
import { loadWorkList } from "~/features/admin/work-lists/api/load-work-list";
import { saveRecordChange } from "~/features/admin/work-lists/api/save-record-change";
import { WorkListPanel } from "~/features/admin/work-lists/components/work-list-panel";
import { readListView } from "~/features/admin/work-lists/list-view";
import type { Route } from "./+types/dashboard";

export const meta = () => [{ title: "Dashboard | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const { section } = readListView(url.searchParams);
  requirePageAccess(portalSections.find((entry) => entry.id === section)?.area ?? "users");
  return loadWorkList(url, request.signal);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return saveRecordChange(await request.formData());
}

export function HydrateFallback() {
  return null;
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell current={loaderData.view.section}>
      <WorkListPanel key={loaderData.view.section} data={loaderData} />
    </DashboardShell>
  );
}
