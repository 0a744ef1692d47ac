/** Staff sign-in. Client-rendered: this module never loads on public pages. */
import { redirect } from "react-router";
import { SignedOutPage } from "~/features/admin/shell/signed-out-page";
import { LoginForm } from "~/features/admin/sign-in/login-form";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import { storedToken } from "~/features/admin/session";

export const meta = () => [{ title: "Admin Portal" }, { name: "robots", content: "noindex" }];

/** Already signed in: straight to the dashboard. */
export async function clientLoader() {
  if (storedToken()) throw redirect(DASHBOARD_PATH);
  return null;
}

export function HydrateFallback() {
  return null;
}

export default function AdminLoginPage() {
  return (
    <SignedOutPage intro="Sign in to review inquiries, applications and catalogue requests.">
      <LoginForm />
    </SignedOutPage>
  );
}
