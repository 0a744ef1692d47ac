/** Where an invitation or a set-password link leads (no sign-in needed). Client-rendered: never on a public page. */
import { SignedOutPage } from "~/features/admin/shell/signed-out-page";
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
    <SignedOutPage>
      <SetPasswordForm />
    </SignedOutPage>
  );
}
