/** The translation overview of the collections the person edits (decision 058). Client-rendered. */
import { redirect } from "react-router";
import type { TranslationOverview as Overview } from "#contracts/collections/translations";
import { AdminApiError } from "~/features/admin/api/client";
import { loadTranslationOverview } from "~/features/admin/content/api/content-api";
import { TranslationOverview } from "~/features/admin/content/components/translation-overview";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import type { Route } from "./+types/content-translations";

export const meta = () => [{ title: "Translations | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<Overview> {
  requirePageAccess("signedIn");
  try {
    return await loadTranslationOverview(request.signal);
  } catch (error) {
    // A role that edits no collection (sales) has nothing to translate.
    if (error instanceof AdminApiError && error.status === 403) throw redirect(DASHBOARD_PATH);
    throw error;
  }
}

export function HydrateFallback() {
  return null;
}

export default function ContentTranslationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell current="translations">
      <TranslationOverview overview={loaderData} />
    </DashboardShell>
  );
}
