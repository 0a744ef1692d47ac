/**
 * Personal data (administrators; issue 13): the person named by ?email=, looked up across the three
 * lists. Client-rendered; a person who is not an administrator goes to their own first section.
 */
import { AdminApiError } from "~/features/admin/api/client";
import { findPerson } from "~/features/admin/people/people-api";
import { type PeopleData, PeoplePanel } from "~/features/admin/people/people-panel";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import type { Route } from "./+types/people";

export const meta = () => [{ title: "Personal data | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PeopleData> {
  requirePageAccess("people");
  const email = new URL(request.url).searchParams.get("email")?.trim() ?? "";
  if (!email) return { email, found: null, failure: null };
  try {
    return { email, found: await findPerson(email, request.signal), failure: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    const failure =
      error instanceof AdminApiError && error.fromServer ? error.message : "The person could not be looked up.";
    return { email, found: null, failure };
  }
}

export function HydrateFallback() {
  return null;
}

export default function PeoplePage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell current="people">
      <PeoplePanel key={loaderData.email} data={loaderData} />
    </DashboardShell>
  );
}
