/**
 * The order of the machines or the product lines on the site (the PRODUCT LINE menu, /Woven, each
 * line's slider, decision 067): the whole list, each item moved up or down, then saved at once.
 * The route's loader reads the list (every item: the order is set whole). When someone changed the
 * list meanwhile the server refuses the order (409 `order_changed`), and the list is loaded again
 * so nothing is saved over their change.
 */
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { AdminApiError } from "~/features/admin/api/client";
import { type AnyItem, saveOrder } from "~/features/admin/content/api/content-api";
import { Alert } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Panel } from "~/features/admin/ui/panel";
import layout from "~/features/admin/ui/layout.module.css";
import styles from "./order-panel.module.css";

type Ordered = "machines" | "product-lines";
type Message = { tone: "error" | "success"; text: string };

const HINTS: Record<Ordered, string> = {
  machines: "Each product line's slider and /Woven show its machines in this order.",
  "product-lines": "The PRODUCT LINE menu, the product browser and the sitemap show the lines in this order.",
};

export function OrderPanel({ collection, items: saved }: { collection: Ordered; items: AnyItem[] | null }) {
  // The order being made on top of the list the route loaded (`basis`); once that list is loaded
  // again (after a save, or someone else's change) the draft no longer applies and the list shows.
  const [draft, setDraft] = useState<{ basis: AnyItem[] | null; items: AnyItem[]; saved: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const revalidator = useRevalidator();
  // The button to keep focus on after a move: the moved item's, or its other one at an end.
  const focusAfterMove = useRef<{ id: number; direction: "up" | "down" } | null>(null);
  const current = draft !== null && draft.basis === saved ? draft : null;
  const items = current?.items ?? saved;
  const changed = current !== null && !current.saved;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const wanted = document.getElementById(buttonId(collection, target.id, target.direction));
    const other = document.getElementById(buttonId(collection, target.id, target.direction === "up" ? "down" : "up"));
    ((wanted as HTMLButtonElement | null)?.disabled ? other : wanted)?.focus();
  }, [draft, collection]);

  const move = (index: number, direction: "up" | "down") => {
    if (!items) return;
    const to = direction === "up" ? index - 1 : index + 1;
    const next = [...items];
    [next[index], next[to]] = [next[to]!, next[index]!];
    focusAfterMove.current = { id: items[index]!.id, direction };
    setDraft({ basis: saved, items: next, saved: false });
    setMessage(null);
  };

  const save = async () => {
    if (!items) return;
    setSaving(true);
    try {
      await saveOrder(
        collection,
        items.map((item) => item.id),
      );
      setDraft({ basis: saved, items, saved: true });
      setMessage({ tone: "success", text: "Order saved. The site shows it within seconds." });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 409) {
        setMessage({
          tone: "error",
          text: "Someone added or removed an item meanwhile: the list is loaded again, please order it again.",
        });
        setDraft(null);
        await revalidator.revalidate();
      } else {
        setMessage({ tone: "error", text: "Failed to save the order. Please try again." });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title="Order on the site">
      <p className={styles.hint}>{HINTS[collection]}</p>
      {message ? (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      {saved === null ? <Alert>Failed to load the order. Please try again.</Alert> : null}
      {items ? (
        <ol className={styles.list}>
          {items.map((item, index) => {
            const name = titleOf(item);
            return (
              <li key={item.id} className={`${layout.spread} ${styles.item}`}>
                <span className={styles.name}>
                  {name}
                  {"line" in item.fields && typeof item.fields.line === "string" ? (
                    <span className={styles.detail}>{item.fields.line}</span>
                  ) : null}
                </span>
                <span className={styles.moves}>
                  <Button
                    small
                    id={buttonId(collection, item.id, "up")}
                    aria-label={`Move ${name} up`}
                    disabled={index === 0 || saving}
                    onClick={() => move(index, "up")}
                  >
                    Up
                  </Button>
                  <Button
                    small
                    id={buttonId(collection, item.id, "down")}
                    aria-label={`Move ${name} down`}
                    disabled={index === items.length - 1 || saving}
                    onClick={() => move(index, "down")}
                  >
                    Down
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <ButtonRow>
        <Button variant="primary" disabled={!changed || saving} onClick={() => void save()}>
          {saving ? "Saving…" : "Save order"}
        </Button>
      </ButtonRow>
    </Panel>
  );
}

function buttonId(collection: Ordered, id: number, direction: "up" | "down"): string {
  return `order-${collection}-${id}-${direction}`;
}

function titleOf(item: AnyItem): string {
  const { title } = item.fields as { title?: unknown };
  return typeof title === "string" && title !== "" ? title : item.slug;
}
