/**
 * A content collection's items (openings, news, exhibitions, galleries). Client-rendered; the
 * address holds the search, status filter and page (content-view.ts), read by the loader.
 */
import { redirect } from "react-router";
import { COLLECTION_LABELS } from "#contracts/collections/api";
import { requireContentAccess } from "~/features/admin/content/access";
import { loadContentPage } from "~/features/admin/content/api/content-api";
import { ContentList, type ContentListData } from "~/features/admin/content/components/content-list";
import { isCollection, readContentView } from "~/features/admin/content/content-view";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import type { Route } from "./+types/content-list";

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `${isCollection(params.collection) ? COLLECTION_LABELS[params.collection] : "Content"} | Admin Portal` },
  { name: "robots", content: "noindex" },
];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs): Promise<ContentListData> {
  if (!isCollection(params.collection)) throw redirect(DASHBOARD_PATH);
  requireContentAccess(params.collection);
  const view = readContentView(params.collection, new URL(request.url).searchParams);
  try {
    return { view, page: await loadContentPage(view, request.signal) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.warn("The content list could not be loaded", error);
    return { view, page: null };
  }
}

export function HydrateFallback() {
  return null;
}

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell current={loaderData.view.collection}>
      <ContentList key={loaderData.view.collection} data={loaderData} />
    </DashboardShell>
  );
}
