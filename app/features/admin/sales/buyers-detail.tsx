/**
 * One buyer's page: details, owner (changeable), possible duplicates with a merge (preview, then
 * confirm; administrators), the timeline, and `actions`: the place for the reply and note forms.
 */
import { type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { BuyerPage, MergePreview, StaffRef } from "#contracts/sales";
import { AdminApiError } from "~/features/admin/api/client";
import { Alert } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Dialog } from "~/features/admin/ui/dialog";
import { Field } from "~/features/admin/ui/field";
import { Options } from "~/features/admin/ui/options";
import { Panel } from "~/features/admin/ui/panel";
import { changeBuyerOwner, mergeBuyer, previewMerge } from "./buyers-api";
import { BuyersTimeline } from "./buyers-timeline";
import { buyerHref } from "./buyers-view";
import styles from "./buyers-detail.module.css";

interface BuyersDetailProps {
  page: BuyerPage;
  owners: readonly StaffRef[];
  /** Administrators merge buyers. */
  mayMerge: boolean;
  /** The older events' link (`?before=`), or null at the start of the timeline. */
  olderHref: string | null;
  /** The reply and note forms (sales desk, issue 24), shown above the timeline. */
  actions?: ReactNode;
}

const failureText = (error: unknown) =>
  error instanceof AdminApiError && error.fromServer ? error.message : "That did not work. Please try again.";

export function BuyersDetail({ page, owners, mayMerge, olderHref, actions }: BuyersDetailProps) {
  const { buyer } = page;
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<MergePreview | null>(null);

  async function run(step: () => Promise<unknown>) {
    setFailure(null);
    try {
      await step();
      await revalidator.revalidate();
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  return (
    <>
      {failure ? <Alert onDismiss={() => setFailure(null)}>{failure}</Alert> : null}
      <Panel title="Details">
        <dl className={styles.details}>
          <dt>E-mail</dt>
          <dd>{buyer.email}</dd>
          <dt>Company</dt>
          <dd>{buyer.companyName || "None given"}</dd>
          <dt>Country</dt>
          <dd>{[buyer.country, buyer.state].filter(Boolean).join(", ")}</dd>
          <dt>Number</dt>
          <dd>{buyer.contactNumber || "None given"}</dd>
          <dt>Leads</dt>
          <dd>{buyer.leads}</dd>
        </dl>
        <Field label="Owner">
          {(control) => (
            <select
              {...control}
              value={buyer.owner?.id ?? ""}
              onChange={(e) =>
                void run(() => changeBuyerOwner(buyer.id, e.target.value ? Number(e.target.value) : null))
              }
            >
              <option value="">Nobody</option>
              {buyer.owner && !owners.some((o) => o.id === buyer.owner?.id) ? (
                <option value={buyer.owner.id}>{buyer.owner.name}</option>
              ) : null}
              <Options choices={owners.map((owner) => ({ value: owner.id, label: owner.name }))} />
            </select>
          )}
        </Field>
      </Panel>
      {page.duplicates.length > 0 ? (
        <Panel title="May be the same buyer">
          <ul className={styles.duplicates}>
            {page.duplicates.map((other) => (
              <li key={other.id}>
                <Link to={buyerHref(other.id)}>{other.name}</Link> ({other.email}
                {other.companyName ? `, ${other.companyName}` : ""}): same{" "}
                {other.reason === "phone" ? "number" : "domain"}
                {mayMerge ? (
                  <>
                    {" "}
                    <Button
                      small
                      onClick={() => void run(async () => setPreview(await previewMerge(buyer.id, other.id)))}
                    >
                      Merge into this buyer…
                    </Button>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {actions}
      <Panel title="Timeline">
        <BuyersTimeline events={page.events} />
        {olderHref ? <Link to={olderHref}>Older events</Link> : null}
      </Panel>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} title="Merge buyers">
        {preview ? (
          <>
            <p>
              {preview.other.name} ({preview.other.email}) will be merged into {preview.buyer.name}: {preview.inquiries}{" "}
              inquiries, {preview.catalogueRequests} catalogue requests and {preview.events} timeline events move.
              Nothing is deleted.
            </p>
            <ButtonRow>
              <Button onClick={() => setPreview(null)}>Cancel</Button>
              <Button
                variant="danger"
                onClick={() => {
                  const otherId = preview.other.id;
                  setPreview(null);
                  void run(() => mergeBuyer(buyer.id, otherId));
                }}
              >
                Merge
              </Button>
            </ButtonRow>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
