/**
 * Personal data (administrators; issue 13): the person named by ?email=, looked up across the three
 * lists. Client-rendered; without a stored session token it sends the visitor to the sign-in page.
 */
import { redirect } from "react-router";
import { AdminApiError } from "~/features/admin/api/client";
import { LOGIN_PATH } from "~/features/admin/paths";
import { findPerson } from "~/features/admin/people/people-api";
import { type PeopleData, PeoplePanel } from "~/features/admin/people/people-panel";
import { storedToken } from "~/features/admin/session";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import type { Route } from "./+types/people";

export const meta = () => [{ title: "Personal data | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<PeopleData> {
  if (!storedToken()) throw redirect(LOGIN_PATH);
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
