/**
 * A content collection's items (openings, news, exhibitions, galleries). Client-rendered; the
 * address holds the search, status filter and page (content-view.ts), read by the loader.
 */
import { redirect } from "react-router";
import { COLLECTION_LABELS } from "#contracts/collections/api";
import { requireContentAccess } from "~/features/admin/content/access";
import { loadContentPage, loadOrder } from "~/features/admin/content/api/content-api";
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
  const { collection } = view;
  const [page, order] = await Promise.all([
    orNull(loadContentPage(view, request.signal), request.signal, "The content list"),
    collection === "machines" || collection === "product-lines"
      ? orNull(loadOrder(collection, request.signal), request.signal, "The order")
      : undefined,
  ]);
  return { view, page, order };
}

/** What `loading` gives, or null when it fails (the page says so); a navigation's abort stays an abort. */
async function orNull<T>(loading: Promise<T>, signal: AbortSignal, what: string): Promise<T | null> {
  try {
    return await loading;
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn(`${what} could not be loaded`, error);
    return null;
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
