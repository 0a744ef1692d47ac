/** Staff sign-in. Client-rendered: this module never loads on public pages. */
import { redirect } from "react-router";
import { LoginForm } from "~/features/admin/sign-in/login-form";
import styles from "~/features/admin/shell/signed-out.module.css";
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
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Admin Portal</h1>
        <p className={styles.intro}>Sign in to review inquiries, applications and catalogue requests.</p>
        <LoginForm />
      </div>
    </main>
  );
}
