/** Staff sign-in. Client-rendered: this module never loads on public pages. */
export const meta = () => [{ title: "Admin Portal" }, { name: "robots", content: "noindex" }];

export default function AdminLoginPage() {
  return (
    <main id="main" className="admin-login">
      <h1>Admin Portal</h1>
    </main>
  );
}
