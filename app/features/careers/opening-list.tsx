/**
 * The openings as an accordion of <details> sharing one name, so at most one is open and a second
 * click closes it, with or without JavaScript. APPLY NOW opens the application overlay titled
 * with the job; without JavaScript it leads to the same application as a plain form in the
 * opening's panel (in <noscript>: a browser that runs the page's script never builds it).
 */
import { type MouseEvent, useState } from "react";
import { useMessages } from "~/i18n/messages";
import { Modal } from "~/components/modal/modal";
import { Toaster } from "~/components/toast/toaster";
import { JobApplicationForm, PlainApplicationForm } from "~/widgets/lead-forms/job-application-form";
import type { Opening } from "#content/schema";
import "./careers.css";

interface OpeningListProps {
  openings: readonly ListedOpening[];
}

/** Where APPLY NOW leads without JavaScript: the opening's plain application form. */
/** An opening as the page lists it: in the page's language, and the English title its application is filed under where that differs. */
export type ListedOpening = Opening & { filedTitle?: string };

const plainFormId = (opening: Opening) => `apply-${opening.slug}`;

export function OpeningList({ openings }: OpeningListProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const t = useMessages();
  const [applyingFor, setApplyingFor] = useState<ListedOpening | null>(null);
  // The overlay keeps its title while it plays its closing animation.
  const [overlayJob, setOverlayJob] = useState<ListedOpening | null>(null);

  const apply = (event: MouseEvent, opening: ListedOpening) => {
    event.preventDefault();
    setOverlayJob(opening);
    setApplyingFor(opening);
  };

  return (
    <>
      <ul className="openings">
        {openings.map((opening) => (
          <li key={opening.slug} id={opening.slug} className="openings__item">
            <details
              name="opening"
              open={expanded === opening.slug}
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                setExpanded((current) => (isOpen ? opening.slug : current === opening.slug ? null : current));
              }}
            >
              <summary className="openings__summary">
                <span className="openings__title">{opening.title}</span>
                <span className="openings__meta">
                  {opening.department} · {opening.location}
                </span>
                <span className="openings__marker" aria-hidden="true" />
              </summary>
              <div className="openings__panel">
                <p className="openings__experience">{opening.experience}</p>
                <div className="openings__columns">
                  <section aria-label={t("Job profile: {title}", { title: opening.title })}>
                    <h3>{t("Job profile")}</h3>
                    <ul>
                      {opening.profile.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </section>
                  <section aria-label={t("Required skills: {title}", { title: opening.title })}>
                    <h3>{t("Required skills")}</h3>
                    <ul>
                      {opening.skills.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </section>
                </div>
                <a
                  className="button button--primary"
                  href={`#${plainFormId(opening)}`}
                  onClick={(event) => apply(event, opening)}
                >
                  {t("APPLY NOW")}
                  <span className="visually-hidden">: {opening.title}</span>
                </a>
                <noscript>
                  <section
                    id={plainFormId(opening)}
                    className="openings__application"
                    aria-labelledby={`${plainFormId(opening)}-title`}
                  >
                    <h3 id={`${plainFormId(opening)}-title`}>{t("Apply for {title}", { title: opening.title })}</h3>
                    <PlainApplicationForm jobTitle={opening.filedTitle ?? opening.title} />
                  </section>
                </noscript>
              </div>
            </details>
          </li>
        ))}
      </ul>
      <Modal
        open={applyingFor !== null}
        onClose={() => setApplyingFor(null)}
        title={t("Apply for {title}", { title: overlayJob?.title ?? "" })}
      >
        <div
          className="application-slot"
          data-slot="job-application"
          data-job-title={overlayJob?.filedTitle ?? overlayJob?.title}
        >
          <JobApplicationForm
            jobTitle={overlayJob?.filedTitle ?? overlayJob?.title ?? ""}
            onDone={() => setApplyingFor(null)}
            onCancel={() => setApplyingFor(null)}
          />
        </div>
      </Modal>
      <Toaster />
    </>
  );
}
