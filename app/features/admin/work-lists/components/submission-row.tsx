/**
 * One record of a list: its row, and below it, when open, its details. A click anywhere on the row
 * opens or closes the details; the button in the first cell does the same from the keyboard, and a
 * click on a link inside the row (a resume) only follows the link. Changes are saved through the
 * dashboard route's action, and the row shows the new value while it is saved.
 */
import { Fragment, type MouseEvent, type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import {
  type ChangeResult,
  type RecordChange,
  changeFields,
  withPendingChange,
} from "~/features/admin/work-lists/api/save-record-change";
import { indiaTimeParts } from "~/features/admin/ui/india-time";
import type { Column, ListRow, WorkList } from "~/features/admin/work-lists/lists";
import { ResumeLink } from "./resume-link";
import { SubmissionDetails } from "./submission-details";
import { type PillTone, StatePill } from "~/features/admin/ui/state-pill";
import { RowExpander, wideTableParts } from "~/features/admin/ui/wide-table";

/** The follow-up states by tone: waiting, under way, done well, ended. */
const FOLLOWUP_TONES: Partial<Record<string, PillTone>> = {
  Unread: "warn",
  Pending: "warn",
  Read: "info",
  Reviewed: "info",
  Shortlisted: "info",
  Interviewed: "info",
  Contacted: "good",
  Hired: "good",
  Rejected: "bad",
  "No Response": "bad",
};

interface SubmissionRowProps {
  list: WorkList<ListRow>;
  columns: Column<ListRow>[];
  row: ListRow;
  open: boolean;
  onToggle: () => void;
}

/** An e-mail address keeps a readable width; a phone number is read whole, never wrapped. */
const CELL_LOOKS: Partial<Record<string, string>> = {
  email: wideTableParts.address,
  contact: wideTableParts.nowrap,
};

/** Clicks on these keep their own meaning instead of opening the details. */
const OWN_CLICKS = "a, button, input, select, textarea, label, summary";

export function SubmissionRow({ list, columns, row: saved, open, onToggle }: SubmissionRowProps) {
  const fetcher = useFetcher<ChangeResult>();
  const row = withPendingChange(saved, fetcher.formData);
  const [dismissed, setDismissed] = useState<ChangeResult | undefined>(undefined);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failure = result && !result.ok && result !== dismissed ? result.message : null;
  const detailsId = `${list.id}-details-${row.id}`;

  const save = (change: RecordChange) => {
    void fetcher.submit(changeFields(list.id, row.id, change), { method: "post" });
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(OWN_CLICKS)) return;
    // Selecting text in a row (to copy an e-mail address, say) is not a click on it.
    if (window.getSelection()?.toString()) return;
    onToggle();
  };

  return (
    <>
      <tr className={wideTableParts.row} data-open={open} onClick={onRowClick}>
        {columns.map((column, index) => (
          <td key={column.id} className={CELL_LOOKS[column.id]} data-column={column.id}>
            {index === 0 ? (
              <div className={wideTableParts.firstCell}>
                <RowExpander open={open} controls={detailsId} label={`Details of ${row.name}`} onToggle={onToggle} />
                <Cell column={column} row={row} />
              </div>
            ) : (
              <Cell column={column} row={row} />
            )}
          </td>
        ))}
      </tr>
      {open ? (
        <tr id={detailsId} className={wideTableParts.detailsRow}>
          <td colSpan={columns.length}>
            <SubmissionDetails
              list={list}
              row={row}
              saving={fetcher.state !== "idle"}
              onChange={save}
              failure={failure}
              onDismiss={() => setDismissed(result)}
            />
          </td>
        </tr>
      ) : null}
    </>
  );
}

function Cell({ column, row }: { column: Column<ListRow>; row: ListRow }): ReactNode {
  switch (column.kind) {
    case "resume":
      return <ResumeLink resumePath={row.resumePath} originalName={row.resumeOriginalName} owner={row.name} />;
    case "status":
      return <StatePill tone={FOLLOWUP_TONES[column.text?.(row) ?? ""]}>{column.text?.(row)}</StatePill>;
    case "date": {
      const parts = indiaTimeParts(column.text?.(row));
      return parts ? (
        <span className={wideTableParts.dateTime}>
          <span>{parts.date},</span> <span>{parts.time}</span>
        </span>
      ) : null;
    }
    case "email":
      return (
        <span>
          <EmailText address={column.text?.(row) ?? ""} />
        </span>
      );
    default:
      return <span>{column.text?.(row)}</span>;
  }
}

/** An e-mail address that may wrap before its "@" and after its dots, not in the middle of a word. */
function EmailText({ address }: { address: string }) {
  return address.split(/(?=@)|(?<=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
