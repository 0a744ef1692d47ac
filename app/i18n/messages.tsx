/**
 * The page's locale and its interface text. English is the default: nothing is provided on an
 * English page, and `t(text)` gives back the English text it is called with (decision 057). Each
 * other locale's layout provides its locale and catalogue to everything inside it.
 */
import { createContext, useContext } from "react";
import { Link, type LinkProps } from "react-router";
import { DEFAULT_LOCALE, type Locale, localePath } from "#contracts/locales";
import type { FormText } from "#contracts/form-text/en";
import type { BrowserMessages, MessageKey, ServerDrawnMessages, SitePageMessages } from "./messages/en";

interface PageLanguage {
  locale: Locale;
  /** Undefined for English, whose text is the key itself; in the browser without what only the server draws. */
  messages?: PageMessages | undefined;
  /** The lead forms' words, from the layout's loader data (decision 069); undefined for English. */
  forms?: FormText | undefined;
}

/** A static page's own words, which its loader hands over (the machine pages' are props: 068). */
type PageOwnMessages = Partial<SitePageMessages>;

type PageMessages = BrowserMessages & Partial<ServerDrawnMessages> & PageOwnMessages;

const PageLanguageContext = createContext<PageLanguage>({ locale: DEFAULT_LOCALE });

export function PageLanguageProvider({
  locale,
  messages,
  forms,
  children,
}: {
  locale: Locale;
  /** Left out for English, whose text is in the components. */
  messages?: PageMessages | undefined;
  forms?: FormText | undefined;
  children: React.ReactNode;
}) {
  return <PageLanguageContext.Provider value={{ locale, messages, forms }}>{children}</PageLanguageContext.Provider>;
}

/** The page's lead form words (`~/i18n/form-text` draws them); undefined on an English page. */
export function usePageFormText(): FormText | undefined {
  return useContext(PageLanguageContext).forms;
}

/** A page's own text (from its loader) added to its layout's. */
export function PageTextProvider({
  messages,
  children,
}: {
  messages?: PageOwnMessages | undefined;
  children: React.ReactNode;
}) {
  const page = useContext(PageLanguageContext);
  return (
    <PageLanguageContext.Provider value={messages ? { ...page, messages: { ...page.messages!, ...messages } } : page}>
      {children}
    </PageLanguageContext.Provider>
  );
}

export function usePageLocale(): Locale {
  return useContext(PageLanguageContext).locale;
}

/** `t(text, values)`: the page's text for the English `text`, with `{name}` replaced by `values.name`. */
export function useMessages(): (text: MessageKey, values?: Readonly<Record<string, string>>) => string {
  const { messages } = useContext(PageLanguageContext);
  return (text, values) =>
    (messages?.[text] ?? text).replace(/\{(\w+)\}/g, (whole, name: string) => values?.[name] ?? whole);
}

/** The page's address of one of the spec's paths: `/ContactUs` on a Russian page is `/ru/ContactUs`. */
export function useLocalePath(): (path: string) => string {
  const locale = usePageLocale();
  return (path) => localePath(locale, path);
}

/**
 * A link to one of the site's pages (a spec path such as `/PlasticRecycling`) in the page's locale.
 * Each locale's pages load only that locale's routes (decision 057), so a link leaving the locale
 * would find no route in the browser.
 */
export function LocaleLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...props} />;
}
