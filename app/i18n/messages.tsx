/** The page's locale and its interface text, provided by the public layout to everything inside it. */
import { createContext, useContext } from "react";
import { Link, type LinkProps } from "react-router";
import { DEFAULT_LOCALE, type Locale, localePath } from "#contracts/locales";
import { en, type MessageKey, type Messages } from "./messages/en";

interface PageLanguage {
  locale: Locale;
  messages: Messages;
}

const PageLanguageContext = createContext<PageLanguage>({ locale: DEFAULT_LOCALE, messages: en });

export function PageLanguageProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  /** Left out for English, whose text is in the bundle. */
  messages?: Messages | undefined;
  children: React.ReactNode;
}) {
  return (
    <PageLanguageContext.Provider value={{ locale, messages: messages ?? en }}>{children}</PageLanguageContext.Provider>
  );
}

export function usePageLocale(): Locale {
  return useContext(PageLanguageContext).locale;
}

/** `t(key, values)`: the page's text for `key`, with `{name}` replaced by `values.name`. */
export function useMessages(): (key: MessageKey, values?: Readonly<Record<string, string>>) => string {
  const { messages } = useContext(PageLanguageContext);
  return (key, values) => messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => values?.[name] ?? whole);
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
