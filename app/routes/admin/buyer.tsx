/** One buyer (sales and administrators): details, owner, duplicates and merge, and the timeline a page at a time. */
import { mayUse } from "#contracts/staff-roles";
import { fetchBuyer, fetchOwners } from "~/features/admin/sales/buyers-api";
import { BuyersDetail } from "~/features/admin/sales/buyers-detail";
import { NoteForm } from "~/features/admin/sales/note-form";
import { ReplyForm } from "~/features/admin/sales/reply-form";
import { BUYERS_PATH, buyerHref } from "~/features/admin/sales/buyers-view";
import { storedUser } from "~/features/admin/session";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import styles from "~/features/admin/shell/page.module.css";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import { Link } from "react-router";
import type { Route } from "./+types/buyer";

export const meta = () => [{ title: "Buyer | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requirePageAccess("buyers");
  const id = Number(params.id);
  const before = new URL(request.url).searchParams.get("before");
  const [page, owners] = await Promise.all([fetchBuyer(id, before, request.signal), fetchOwners(request.signal)]);
  return { page, owners, mayMerge: mayUse(storedUser()?.roles ?? [], "routing") };
}

export function HydrateFallback() {
  return null;
}

export default function BuyerPage({ loaderData }: Route.ComponentProps) {
  const { page, owners, mayMerge } = loaderData;
  const olderHref = page.olderBefore
    ? `${buyerHref(page.buyer.id)}?before=${encodeURIComponent(page.olderBefore)}`
    : null;
  return (
    <DashboardShell current="buyers">
      <div className={`${styles.page} ${styles.wide}`}>
        <header>
          <Link to={BUYERS_PATH}>All buyers</Link>
          <h1 className={styles.title}>{page.buyer.name}</h1>
          <p className={styles.lead}>Owner: {page.buyer.owner?.name ?? "nobody"}</p>
        </header>
        <BuyersDetail
          page={page}
          owners={owners}
          mayMerge={mayMerge}
          olderHref={olderHref}
          actions={
            <>
              <ReplyForm buyerId={page.buyer.id} />
              <NoteForm buyerId={page.buyer.id} />
            </>
          }
        />
      </div>
    </DashboardShell>
  );
}
