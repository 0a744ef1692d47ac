/** The buyers list: search, owner (anyone, mine, nobody's), sort, pages; each name opens the buyer's page. */
import { Link, useNavigate } from "react-router";
import type { BuyerItem } from "#contracts/sales";
import type { ListPage } from "#contracts/staff-portal";
import { Field } from "~/features/admin/ui/field";
import { Options } from "~/features/admin/ui/options";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { Pager } from "~/features/admin/ui/pager";
import { SearchField } from "~/features/admin/ui/search-field";
import { SortHeader, Table } from "~/features/admin/ui/table";
import { type BuyersView, buyerHref, buyersHref } from "./buyers-view";
import styles from "./buyers-list.module.css";

const OWNER_CHOICES = [
  { value: "", label: "Anyone" },
  { value: "me", label: "Mine" },
  { value: "none", label: "Nobody's" },
] as const;

export function BuyersList({ view, page }: { view: BuyersView; page: ListPage<BuyerItem> }) {
  const navigate = useNavigate();
  const go = (change: Partial<BuyersView>) => void navigate(buyersHref({ ...view, page: 1, ...change }));
  const sortBy = (sort: BuyersView["sort"]) =>
    go({ sort, order: view.sort === sort && view.order === "desc" ? "asc" : "desc" });
  const header = (sort: BuyersView["sort"], label: string) => (
    <SortHeader active={view.sort === sort} order={view.order} onSort={() => sortBy(sort)}>
      {label}
    </SortHeader>
  );
  return (
    <>
      <div className={styles.filters}>
        <SearchField q={view.q} hint="Name, company, e-mail, country or number" onSearch={(q) => go({ q })} />
        <Field label="Owner" className={styles.owner}>
          {(control) => (
            <select
              {...control}
              value={view.owner}
              onChange={(e) => go({ owner: e.target.value as BuyersView["owner"] })}
            >
              <Options choices={OWNER_CHOICES} />
            </select>
          )}
        </Field>
      </div>
      {page.items.length === 0 ? (
        <p>No buyers match.</p>
      ) : (
        <Table cards aria-label="Buyers">
          <thead>
            <tr>
              {header("name", "Buyer")}
              <th scope="col">Company</th>
              <th scope="col">Country</th>
              <th scope="col">Owner</th>
              {header("leads", "Leads")}
              {header("lastActivity", "Last activity")}
            </tr>
          </thead>
          <tbody>
            {page.items.map((buyer) => (
              <tr key={buyer.id}>
                <td data-label="Buyer">
                  <Link to={buyerHref(buyer.id)}>{buyer.name}</Link>
                  <br />
                  {buyer.email}
                </td>
                <td data-label="Company">{buyer.companyName}</td>
                <td data-label="Country">{buyer.country}</td>
                <td data-label="Owner">{buyer.owner?.name ?? "Nobody"}</td>
                <td data-label="Leads">{buyer.leads}</td>
                <td data-label="Last activity">{formatIndiaTime(buyer.lastActivityAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager page={page.page} total={page.total} pageSize={page.pageSize} onPage={(p) => go({ page: p })} />
    </>
  );
}
