/**
 * The offices whose working hours response times and overdue leads count in (administrators):
 * each one's time zone, working days, opening hours and holidays, saved together as one list
 * (PUT /api/admin/offices). The shared schema checks the list before it is sent, and the server's
 * field errors, named by their whole path (`offices.3.dayEnd`), show on the same controls.
 */
import { useId, useState } from "react";
import { FALLBACK_OFFICE, type Office, officesSchema, salesReportPaths } from "#contracts/sales-reports";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import { Alert } from "~/features/admin/ui/alert";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field, Fieldset } from "~/features/admin/ui/field";
import { Panel } from "~/features/admin/ui/panel";
import styles from "./offices-editor.module.css";

const WEEKDAYS = [
  [1, "Monday"],
  [2, "Tuesday"],
  [3, "Wednesday"],
  [4, "Thursday"],
  [5, "Friday"],
  [6, "Saturday"],
  [7, "Sunday"],
] as const;

/** An office as edited: its holidays as typed, one date a line. */
interface DraftOffice extends Omit<Office, "holidays"> {
  draftKey: number;
  holidays: string;
}

const toDraft = (office: Office, draftKey: number): DraftOffice => ({
  ...office,
  draftKey,
  holidays: office.holidays.join("\n"),
});

const fromDraft = ({ draftKey: _, holidays, ...office }: DraftOffice): Office => ({
  ...office,
  holidays: holidays
    .split(/[\s,;]+/)
    .map((date) => date.trim())
    .filter(Boolean),
});

/** A new office's key from its name: lower case, digits and dashes, as the schema wants. */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);

function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

/** Field errors by path (`offices.3.dayEnd`), from the shared schema's issues. */
function schemaErrors(offices: Office[]): Record<string, string> {
  const parsed = officesSchema.safeParse({ offices });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".") || "offices"] ??= issue.message;
  return errors;
}

export function OfficesEditor({ offices }: { offices: readonly Office[] }) {
  const zonesId = useId();
  const [drafts, setDrafts] = useState<DraftOffice[]>(() => offices.map((office, index) => toDraft(office, index)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = new Set(offices.map((office) => office.key));

  const update = (draftKey: number, change: Partial<DraftOffice>) =>
    setDrafts((current) => current.map((office) => (office.draftKey === draftKey ? { ...office, ...change } : office)));

  function addOffice() {
    const exportDesk = drafts.find((office) => office.key === FALLBACK_OFFICE);
    setDrafts((current) => [
      ...current,
      {
        key: "",
        name: "",
        timeZone: exportDesk?.timeZone ?? "Asia/Kolkata",
        workDays: [1, 2, 3, 4, 5, 6],
        dayStart: "09:30",
        dayEnd: "18:00",
        holidays: "",
        draftKey: Date.now(),
      },
    ]);
  }

  async function save() {
    const list = drafts.map((draft) => fromDraft(saved.has(draft.key) ? draft : { ...draft, key: keyOf(draft.name) }));
    const local = schemaErrors(list);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setMessage({ tone: "error", text: "Some offices need changes before they can be saved." });
      return;
    }
    setSaving(true);
    try {
      const answer = await adminRequest<{ offices: Office[] }>(salesReportPaths.offices, {
        method: "PUT",
        body: { offices: list },
      });
      setDrafts(answer.offices.map((office, index) => toDraft(office, index)));
      setMessage({ tone: "success", text: "Offices saved. Response times count in these hours from now on." });
    } catch (error) {
      if (error instanceof AdminApiError && error.fields) setErrors(error.fields);
      setMessage({
        tone: "error",
        text: error instanceof AdminApiError ? error.message : "The offices were not saved.",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${zonesId}-title`} className={styles.offices}>
      <h2 id={`${zonesId}-title`} className={styles.title}>
        Offices and working hours
      </h2>
      <p className={styles.lead}>
        A lead&apos;s response time counts only its owner&apos;s office hours (the export desk&apos;s for someone in no
        office; people are placed in offices on Users).
      </p>
      {message ? (
        <Alert tone={message.tone} onDismiss={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      <datalist id={zonesId}>
        {timeZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {drafts.map((office, index) => {
        const error = (field: string) => errors[`offices.${index}.${field}`];
        const title = office.name.trim() || "New office";
        return (
          <Panel key={office.draftKey} title={title}>
            <Field label={`Name of ${title}`} error={error("name") ?? error("key")}>
              {(control) => (
                <input
                  {...control}
                  value={office.name}
                  onChange={(e) => update(office.draftKey, { name: e.target.value })}
                />
              )}
            </Field>
            <Field label="Time zone" hint="As the world writes it, e.g. Europe/Moscow" error={error("timeZone")}>
              {(control) => (
                <input
                  {...control}
                  list={zonesId}
                  value={office.timeZone}
                  onChange={(e) => update(office.draftKey, { timeZone: e.target.value })}
                />
              )}
            </Field>
            <Fieldset legend="Working days" error={error("workDays")}>
              <div className={styles.days}>
                {WEEKDAYS.map(([day, name]) => (
                  <label key={day} className={styles.day}>
                    <input
                      type="checkbox"
                      checked={office.workDays.includes(day)}
                      onChange={(e) =>
                        update(office.draftKey, {
                          workDays: e.target.checked
                            ? [...office.workDays, day].sort((a, b) => a - b)
                            : office.workDays.filter((d) => d !== day),
                        })
                      }
                    />{" "}
                    {name}
                  </label>
                ))}
              </div>
            </Fieldset>
            <div className={styles.hours}>
              <Field label="Opens at" error={error("dayStart")}>
                {(control) => (
                  <input
                    {...control}
                    type="time"
                    value={office.dayStart}
                    onChange={(e) => update(office.draftKey, { dayStart: e.target.value })}
                  />
                )}
              </Field>
              <Field label="Closes at" error={error("dayEnd")}>
                {(control) => (
                  <input
                    {...control}
                    type="time"
                    value={office.dayEnd}
                    onChange={(e) => update(office.draftKey, { dayEnd: e.target.value })}
                  />
                )}
              </Field>
            </div>
            <Field
              label="Holidays"
              hint="One date a line, as 2027-01-26"
              error={Object.entries(errors).find(([path]) => path.startsWith(`offices.${index}.holidays`))?.[1]}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  value={office.holidays}
                  onChange={(e) => update(office.draftKey, { holidays: e.target.value })}
                />
              )}
            </Field>
            {office.key === FALLBACK_OFFICE ? null : (
              <ButtonRow>
                <Button
                  small
                  onClick={() => setDrafts((current) => current.filter((o) => o.draftKey !== office.draftKey))}
                >
                  Remove {title}
                </Button>
              </ButtonRow>
            )}
          </Panel>
        );
      })}
      {errors.offices ? <Alert tone="error">{errors.offices}</Alert> : null}
      <ButtonRow>
        <Button onClick={addOffice}>Add an office</Button>
        <Button variant="primary" disabled={saving} onClick={() => void save()}>
          Save offices
        </Button>
      </ButtonRow>
    </section>
  );
}
