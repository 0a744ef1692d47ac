/** Staff dashboard. Client-rendered; without a stored session token it sends the visitor to login. */
import { redirect } from "react-router";

export const meta = () => [{ title: "Dashboard | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader() {
  if (!sessionStorage.getItem("token")) throw redirect("/admin/login");
  return null;
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function AdminDashboardPage() {
  return (
    <main id="main" className="admin-dashboard">
      <h1>Dashboard</h1>
    </main>
  );
}
