/**
 * The translation overview (decision 058): the share of text fields translated per language and
 * per collection, then every item the person may edit with each language's status, those out of
 * date or missing first, each linking to the item's editor in that language.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { COLLECTION_LABELS, type Collection } from "#contracts/collections/api";
import { TRANSLATION_LOCALES, type TranslationStatus } from "#contracts/collections/locales";
import {
  LOCALE_LABELS,
  TRANSLATION_STATUS_LABELS,
  type TranslationOverview as Overview,
} from "#contracts/collections/translations";
import { contentItemHref } from "~/features/admin/content/content-view";
import { PageHead } from "~/features/admin/ui/page-head";
import { StatePill } from "~/features/admin/ui/state-pill";
import { Table } from "~/features/admin/ui/table";
import styles from "./content.module.css";
import { TRANSLATION_TONES } from "./translation-panel";

type Row = Overview["items"][number];

const URGENCY: Record<TranslationStatus, number> = { outdated: 0, missing: 1, "needs-review": 2, reviewed: 3 };

function urgency(row: Row): number {
  return Math.min(...TRANSLATION_LOCALES.map((locale) => URGENCY[row.locales[locale].status]));
}

function share(rows: readonly Row[], locale: (typeof TRANSLATION_LOCALES)[number]): string {
  const translated = rows.reduce((sum, row) => sum + row.locales[locale].translated, 0);
  const fields = rows.reduce((sum, row) => sum + row.locales[locale].fields, 0);
  return fields === 0 ? "–" : `${Math.round((translated / fields) * 100)}%`;
}

/** A table with a column per language after the `first`; its body rows are the children. */
function LocaleTable({ caption, first, children }: { caption: string; first: string; children: ReactNode }) {
  return (
    <Table cards>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          {TRANSLATION_LOCALES.map((locale) => (
            <th key={locale} scope="col" lang={locale}>
              {LOCALE_LABELS[locale]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

export function TranslationOverview({ overview }: { overview: Overview }) {
  const rows = [...overview.items].sort((a, b) => urgency(a) - urgency(b));
  const collections = [...new Set(rows.map((row) => row.collection))] as Collection[];
  return (
    <section className={styles.page} aria-labelledby="translations-heading">
      <PageHead headingId="translations-heading" title="Translations" />

      <LocaleTable caption="Share of text fields translated and current" first="Collection">
        {[undefined, ...collections].map((collection) => {
          const of = collection ? rows.filter((row) => row.collection === collection) : rows;
          return (
            <tr key={collection ?? "all"}>
              <th scope="row">{collection ? COLLECTION_LABELS[collection] : "All"}</th>
              {TRANSLATION_LOCALES.map((locale) => (
                <td key={locale} data-label={LOCALE_LABELS[locale]}>
                  {share(of, locale)}
                </td>
              ))}
            </tr>
          );
        })}
      </LocaleTable>

      <LocaleTable caption="Items, out of date and missing first" first="Item">
        {rows.map((row) => (
          <tr key={`${row.collection}/${row.id}`}>
            <td>
              {COLLECTION_LABELS[row.collection]}:{" "}
              <Link className={styles.itemLink} to={contentItemHref(row.collection, row.id)}>
                {row.title}
              </Link>
            </td>
            {TRANSLATION_LOCALES.map((locale) => {
              const { status, translated, fields } = row.locales[locale];
              return (
                <td key={locale} data-label={LOCALE_LABELS[locale]}>
                  <Link
                    to={`${contentItemHref(row.collection, row.id)}?locale=${locale}`}
                    aria-label={`${row.title} in ${LOCALE_LABELS[locale]}: ${TRANSLATION_STATUS_LABELS[status]}, ${translated} of ${fields} fields`}
                  >
                    <StatePill tone={TRANSLATION_TONES[status]}>{TRANSLATION_STATUS_LABELS[status]}</StatePill>{" "}
                    {translated}/{fields}
                  </Link>
                </td>
              );
            })}
          </tr>
        ))}
      </LocaleTable>
    </section>
  );
}
