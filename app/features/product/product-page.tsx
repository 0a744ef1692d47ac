/**
 * The shared layout of the fifteen machine pages (docs/spec.md §2 "Product pages"): intro, tab bar (two
 * levels on Bag-Conversion), each tab's pictures, catalogue button, table, footnote and
 * applications, then video cards and the photo gallery where the page has them. The selected
 * tab follows `?tab=<slug>` and is written back to the address without a navigation.
 */
import { useState } from "react";
import { useLocation } from "react-router";
import { Tabs } from "~/components/tabs/tabs";
import { useHydrated } from "~/hooks/use-hydrated";
import type { MachinePageMessages } from "~/i18n/messages/en";
import { VideoCards } from "~/widgets/video/video-cards";
import type { Film } from "~/widgets/video/video-modal";
import type { ProductPage as ProductPageInfo } from "#content/product-lines";
import { productTabTitle } from "#content/products/catalogue-subject";
import type { ProductContent, ProductTab } from "#content/products/schema";
import { ProductGallery } from "./product-gallery";
import { ProductPicture } from "./product-picture";
import { ProductTabPanel } from "./product-tab-panel";
import { defaultSelection, selectionFor, type TabSelection, withTabParam } from "./tab-selection";
import "./product-page.css";

interface ProductPageProps {
  page: ProductPageInfo;
  /** The product line the machine belongs to, e.g. "Woven Packaging". */
  lineTitle: string;
  product: ProductContent;
  /** The page's video cards (product.videos) as the loader resolved them, with their clips. */
  films?: readonly Film[];
  /** In another language, by tab slug: the English title its catalogue request is filed under. */
  subjects?: Readonly<Record<string, string>> | undefined;
  /** The interface words in the page's language, from its loader (decision 068). */
  words: MachinePageMessages;
}

export function ProductPage({ page, lineTitle, product, films = [], subjects, words }: ProductPageProps) {
  const [chosen, setChosen] = useState<TabSelection | null>(null);
  // The prerendered HTML is the same for every ?tab=, so the link counts from hydration on.
  const hydrated = useHydrated();
  const { search } = useLocation();
  const linked = hydrated ? selectionFor(product, new URLSearchParams(search).get("tab")) : null;
  const selection = chosen ?? linked ?? defaultSelection(product);

  const select = (next: TabSelection) => {
    setChosen(next);
    window.history.replaceState(window.history.state, "", withTabParam(window.location.href, next.tab));
  };

  // On an English page also the catalogue request's product, which the server accepts only in this spelling.
  const titleOf = (tab: ProductTab) => productTabTitle(page.name, tab.label);
  const firstSlug = defaultSelection(product).tab;
  const tabItems = (tabs: readonly ProductTab[]) =>
    tabs.map((tab) => ({
      id: tab.slug,
      label: tab.label,
      panel: (
        <ProductTabPanel
          tab={tab}
          title={titleOf(tab)}
          subject={subjects?.[tab.slug] ?? titleOf(tab)}
          first={tab.slug === firstSlug}
          words={words}
        />
      ),
    }));

  return (
    <article className="product-page">
      {/* Without scripts the tab buttons cannot switch, so every tab's content is shown in turn. */}
      <noscript>
        <style>{".product-page [role=tabpanel][hidden]{display:block !important}"}</style>
      </noscript>
      <header className="product-page__intro container">
        <p className="product-page__kicker">{lineTitle}</p>
        <h1>{page.name}</h1>
        <p className="lead">{product.headline}</p>
        {product.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </header>

      <div className="product-page__tabs container">
        {product.tabGroups ? (
          <Tabs
            label={words.equipment.replace("{title}", page.name)}
            className="product-page__groups"
            selectedId={selection.group}
            onSelect={(group) => select(selectionFor(product, group) ?? defaultSelection(product))}
            tabs={product.tabGroups.map((group) => ({
              id: group.slug,
              label: group.label,
              panel: (
                <Tabs
                  label={group.label}
                  className="product-page__subtabs"
                  selectedId={selection.group === group.slug ? selection.tab : group.tabs[0]?.slug}
                  onSelect={(tab) => select({ group: group.slug, tab })}
                  tabs={tabItems(group.tabs)}
                />
              ),
            }))}
          />
        ) : (
          <Tabs
            label={words.models.replace("{title}", page.name)}
            selectedId={selection.tab}
            onSelect={(tab) => select({ tab })}
            tabs={tabItems(product.tabs ?? [])}
          />
        )}
      </div>

      {films.length ? (
        <div className="product-page__videos container">
          <VideoCards
            words={words}
            videos={films.map((film) => ({
              film,
              thumbnail: (
                <ProductPicture image={{ name: film.poster, alt: "" }} sizes="(max-width: 768px) 100vw, 320px" cover />
              ),
            }))}
          />
        </div>
      ) : null}

      {product.gallery?.length ? (
        <div className="product-page__gallery container">
          <ProductGallery title={page.name} images={product.gallery} words={words} />
        </div>
      ) : null}
    </article>
  );
}
