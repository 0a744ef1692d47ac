/** Where an invitation or a set-password link leads (no sign-in needed). Client-rendered: never on a public page. */
import styles from "~/features/admin/shell/signed-out.module.css";
import { SetPasswordForm } from "~/features/admin/staff-accounts/set-password-form";

export const meta = () => [
  { title: "Choose your password | Admin Portal" },
  { name: "robots", content: "noindex" },
  // The link's token must not leave in a Referer, whatever the page links to.
  { name: "referrer", content: "no-referrer" },
];

export function HydrateFallback() {
  return null;
}

export default function SetPasswordPage() {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Admin Portal</h1>
        <SetPasswordForm />
      </div>
    </main>
  );
}
