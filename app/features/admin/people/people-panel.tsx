/**
 * Personal data (administrators): find a person by e-mail across the three lists, download
 * everything held about them as JSON, or erase it after typing the address again to confirm.
 */
import { type FormEvent, useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { type ErasureCounts, type PersonFound, type PersonList } from "#contracts/personal-data";
import { type Failure, failureOf } from "~/features/admin/api/failure";
import { PasswordInput } from "~/features/admin/ui/password-input";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { downloadExport, erasePerson } from "./people-api";
import { countsInWords, peopleHref } from "./people-view";
import styles from "./people.module.css";
import layout from "~/features/admin/ui/layout.module.css";
import { Alert, alertClass } from "~/features/admin/ui/alert";
import { buttonClass } from "~/features/admin/ui/button";
import fieldStyles from "~/features/admin/ui/field.module.css";
import { PageHead } from "~/features/admin/ui/page-head";
import { Table, TableHead } from "~/features/admin/ui/table";

/** The address and password boxes: the kit's text box, at a readable width. */
const shortBox = `${fieldStyles.input} ${fieldStyles.short}`;

export interface PeopleData {
  email: string;
  found: PersonFound | null;
  /** Why the person could not be looked up, when that failed. */
  failure: string | null;
}

const LIST_LABELS: Record<PersonList, string> = {
  inquiries: "Contact Us",
  catalogueRequests: "Catalogue request",
  applications: "Job application",
};

export function PeoplePanel({ data }: { data: PeopleData }) {
  const headingId = useId();
  const [erased, setErased] = useState<{ email: string; counts: ErasureCounts } | null>(null);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHead headingId={headingId} title="Personal data" />
      <p className={styles.intro}>
        Find everything held about a person by their e-mail address: their inquiries, catalogue requests, job
        applications, resumes and the e-mails about them. Download it for them, or erase it when they ask.
      </p>
      <Form method="get" className={`${layout.toolbar} ${styles.search}`} role="search" aria-label="Find a person">
        <label className={fieldStyles.wrap}>
          E-mail address
          <input
            className={shortBox}
            type="email"
            name="email"
            defaultValue={data.email}
            required
            autoComplete="off"
            key={data.email}
          />
        </label>
        <button type="submit" className={buttonClass({ variant: "primary" })}>
          Find
        </button>
      </Form>
      {erased ? (
        <p className={alertClass("success")} role="status">
          Erased everything held about {erased.email}: {countsInWords(erased.counts)}.
        </p>
      ) : null}
      {data.failure ? <Alert>{data.failure}</Alert> : null}
      {data.found ? (
        <PersonHeld
          key={data.found.email}
          found={data.found}
          onErased={(counts) => setErased({ email: data.found!.email, counts })}
        />
      ) : null}
    </section>
  );
}

function PersonHeld({ found, onErased }: { found: PersonFound; onErased: (counts: ErasureCounts) => void }) {
  const headingId = useId();
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const nothing = found.records.length === 0 && found.messages === 0;
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        Held about {found.email}
      </h2>
      <p className={styles.note}>
        The audit trail names this address&apos;s exports and erasures <code>{found.reference}</code>, never the address
        itself.
      </p>
      {nothing ? (
        <p className={styles.summary}>Nothing is held under this address.</p>
      ) : (
        <>
          <p className={styles.summary}>
            {found.records.length} {found.records.length === 1 ? "record" : "records"} and {found.messages}{" "}
            {found.messages === 1 ? "e-mail" : "e-mails"} about them.
          </p>
          <Table cards>
            <TableHead columns={["List", "Name", "About", "Received"]} />
            <tbody>
              {found.records.map((record) => (
                <tr key={`${record.list}-${record.id}`}>
                  <td>
                    {LIST_LABELS[record.list]} {record.id}
                  </td>
                  <td>{record.name}</td>
                  <td>
                    {record.about || "—"}
                    {record.hasResume ? <span className={styles.note}>With a resume file</span> : null}
                  </td>
                  <td>{formatIndiaTime(record.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass()}
              onClick={() => {
                setDownloadFailure(null);
                downloadExport(found.email).catch((error: unknown) => setDownloadFailure(failureOf(error).message));
              }}
            >
              Download everything (JSON)
            </button>
          </div>
          {downloadFailure ? <Alert>{downloadFailure}</Alert> : null}
          <EraseConfirmation email={found.email} onErased={onErased} />
        </>
      )}
    </section>
  );
}

function EraseConfirmation({ email, onErased }: { email: string; onErased: (counts: ErasureCounts) => void }) {
  const navigate = useNavigate();
  const confirmId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [erasing, setErasing] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();

  if (!open) {
    return (
      <div className={styles.actions}>
        <button type="button" className={buttonClass({ variant: "destroy" })} onClick={() => setOpen(true)}>
          Erase everything…
        </button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || !password) return;
    setErasing(true);
    setFailure(null);
    try {
      const counts = await erasePerson(email, password);
      onErased(counts);
      // Looked up again: the page now shows what is left, which is nothing.
      void navigate(peopleHref(email), { replace: true });
    } catch (error) {
      setFailure(failureOf(error, "The erasure failed. Nothing was changed."));
    } finally {
      setErasing(false);
    }
  };

  return (
    <form className={styles.confirm} onSubmit={onSubmit} aria-label="Confirm the erasure">
      <p>
        This deletes every record listed above, their resume files and the e-mails about them, for good. It cannot be
        undone. Type <strong>{email}</strong> and your own password to confirm.
      </p>
      <label htmlFor={confirmId} className={fieldStyles.wrap}>
        E-mail address to erase
      </label>
      <input
        id={confirmId}
        className={shortBox}
        type="text"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <label htmlFor={`${confirmId}-password`} className={fieldStyles.wrap}>
        Your password
      </label>
      <PasswordInput
        id={`${confirmId}-password`}
        className={shortBox}
        boxClassName={styles.passwordBox}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        error={failure?.fields.password}
      />
      {failure ? <Alert>{failure.message}</Alert> : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClass({ variant: "destroy" })}
          disabled={!matches || !password || erasing}
        >
          {erasing ? "Erasing…" : "Erase everything"}
        </button>
        <button type="button" className={buttonClass()} onClick={() => setOpen(false)} disabled={erasing}>
          Cancel
        </button>
      </div>
    </form>
  );
}
