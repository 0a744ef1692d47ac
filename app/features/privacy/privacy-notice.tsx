/** The privacy notice's body: its sections from content/privacy.ts, then how to ask. */
import { useMessages } from "~/i18n/messages";
import type { NoticeSection, privacyNotice } from "#content/privacy";
import "./privacy.css";

type Notice = Omit<typeof privacyNotice, "sections"> & { sections: readonly NoticeSection[] };

export function PrivacyNotice({ notice }: { notice: Notice }) {
  const t = useMessages();
  return (
    <div className="privacy container">
      <div className="privacy__intro">
        {notice.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="privacy__updated">{t("Last updated {date}.", { date: notice.updated })}</p>
      </div>
      {notice.sections.map((section) => (
        <section key={section.id} className="privacy__section" aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <dl className="privacy__items">
              {section.items.map((item) => (
                <div key={item.term}>
                  <dt>{item.term}</dt>
                  <dd>{item.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
      <section className="privacy__section privacy__ask" aria-labelledby="how-to-ask">
        <h2 id="how-to-ask">{notice.howToAsk.heading}</h2>
        {notice.howToAsk.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          {`${t("E-mail")}: `}
          <a href={`mailto:${notice.howToAsk.email}`}>{notice.howToAsk.email}</a>
        </p>
        <address>
          <span>{notice.howToAsk.postal.name}</span>
          {notice.howToAsk.postal.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </section>
    </div>
  );
}
