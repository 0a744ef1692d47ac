/**
 * The editor of one content item, or of a new one at /admin/content/:collection/new. Client-rendered:
 * the loader reads the item, its versions and the choices of its selects (an opening's offices, a
 * machine's product lines); the
 * action saves, publishes, unpublishes or restores it, and the router loads the item again after.
 */
import { redirect, useLocation } from "react-router";
import { COLLECTION_LABELS } from "#contracts/collections/api";
import { AdminApiError } from "~/features/admin/api/client";
import { requireContentAccess } from "~/features/admin/content/access";
import {
  loadContentItem,
  loadOfficeChoices,
  loadProductLineChoices,
  loadVersions,
} from "~/features/admin/content/api/content-api";
import { runItemChange } from "~/features/admin/content/api/item-changes";
import { type EditorData, type EditorMessage, ItemEditor } from "~/features/admin/content/components/item-editor";
import { contentListHref, isCollection } from "~/features/admin/content/content-view";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import type { Route } from "./+types/content-item";

const ITEM_ID = /^[1-9]\d{0,9}$/;

export const meta = ({ params }: Route.MetaArgs) => [
  { title: `${isCollection(params.collection) ? COLLECTION_LABELS[params.collection] : "Content"} | Admin Portal` },
  { name: "robots", content: "noindex" },
];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs): Promise<EditorData> {
  const { collection, id } = params;
  if (!isCollection(collection)) throw redirect(DASHBOARD_PATH);
  requireContentAccess(collection);
  const list = contentListHref({ collection, q: "", status: "all", page: 1 });
  if (id !== "new" && !ITEM_ID.test(id)) throw redirect(list);
  const { signal } = request;
  const lists = Promise.all([
    collection === "openings" ? loadOfficeChoices(signal) : [],
    collection === "machines" ? loadProductLineChoices(signal) : [],
  ]).then(([offices, lines]) => ({ offices, "product-lines": lines }));
  try {
    if (id === "new") return { collection, item: null, versions: [], choices: await lists };
    const [item, history, choices] = await Promise.all([
      loadContentItem(collection, Number(id), signal),
      loadVersions(collection, Number(id), signal),
      lists,
    ]);
    return { collection, item, versions: history.versions, choices };
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 404) throw redirect(list);
    throw error;
  }
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const { collection, id } = params;
  if (!isCollection(collection)) throw redirect(DASHBOARD_PATH);
  requireContentAccess(collection);
  if (id !== "new" && !ITEM_ID.test(id)) throw redirect(contentListHref({ collection, q: "", status: "all", page: 1 }));
  return runItemChange(collection, id === "new" ? null : Number(id), await request.formData());
}

export function HydrateFallback() {
  return null;
}

export default function ContentItemPage({ loaderData }: Route.ComponentProps) {
  // A new item's first save comes here with what to say about it.
  const opening = (useLocation().state as EditorMessage | null) ?? undefined;
  return (
    <DashboardShell current={loaderData.collection}>
      <ItemEditor
        key={`${loaderData.collection}/${loaderData.item?.id ?? "new"}`}
        data={loaderData}
        opening={opening}
      />
    </DashboardShell>
  );
}
