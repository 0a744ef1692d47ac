/** "Away until" on My account: the day a person's leave ends (India time); routing skips them until then. */
import { useState } from "react";
import { salesPaths } from "#contracts/sales";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import { Alert } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { Panel } from "~/features/admin/ui/panel";

/** The India date ("YYYY-MM-DD") of a moment, for the date field. */
function indiaDate(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

export function RoutingAwayPanel({ awayUntil, onChanged }: { awayUntil: string | null; onChanged: () => void }) {
  const [date, setDate] = useState(awayUntil ? indiaDate(awayUntil) : "");
  const [failure, setFailure] = useState<string | null>(null);
  const [openedAt] = useState(() => Date.now());

  async function save(until: string | null) {
    setFailure(null);
    try {
      await adminRequest(salesPaths.away, { method: "PATCH", body: { awayUntil: until } });
      onChanged();
    } catch (error) {
      setFailure(error instanceof AdminApiError ? error.message : "Your leave was not saved.");
    }
  }

  const away = awayUntil !== null && new Date(awayUntil).getTime() > openedAt;
  return (
    <Panel title="Away">
      <p>{away ? `New leads skip you until ${formatIndiaTime(awayUntil)}.` : "You are taking new leads."}</p>
      {failure ? <Alert onDismiss={() => setFailure(null)}>{failure}</Alert> : null}
      <Field label="Away until" hint="The last day of your leave; leads come to you again the day after.">
        {(control) => <input {...control} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
      </Field>
      <ButtonRow>
        <Button variant="primary" disabled={!date} onClick={() => void save(`${date}T23:59:59+05:30`)}>
          Save leave
        </Button>
        {away ? <Button onClick={() => void save(null)}>I am back</Button> : null}
      </ButtonRow>
    </Panel>
  );
}
