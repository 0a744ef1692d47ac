/**
 * /PlasticRecycling/{category}: the product slider of one line. The loader (run at build for the
 * four line pages and each product's address under them, and again on the server when a machine or
 * a line is published) picks the slides from the published collections, named in the page's
 * language where a line or machine has a translation (decision 075). A segment that was not
 * prerendered has no data file of its own: the server answers its .data with the empty slider's
 * (404, in the locale's words), which is what such a segment shows ('No products available', also
 * the page the server answers it with). Should that fail too, the client loader goes on with no
 * slides and the component's English words.
 */
import { PictureProvider } from "~/components/picture/picture";
import type { PictureSet } from "~/components/picture/picture-data";
import { CategorySlider } from "~/features/category-browser/category-slider";
import { type SliderSlides, slidesFor } from "~/features/category-browser/slides";
import { categoryBrowserOf, pagePictures, siteContentOf } from "~/lib/site-content.server";
import { pageMeta } from "~/lib/seo";
import { categoryPageWords } from "~/i18n/site-page-messages.server";
import { pageLocaleOf } from "~/lib/site-texts.server";
import type { Route } from "./+types/category-slider";

export function loader({ params, context, request }: Route.LoaderArgs) {
  const siteContent = siteContentOf(context);
  const locale = pageLocaleOf(request);
  const slides = slidesFor(params.category, categoryBrowserOf(siteContent, locale));
  const words = categoryPageWords(locale);
  return { slides, pictures: pagePictures(siteContent, slides.products), ...(words ? { words } : {}) };
}

const NO_SLIDES: SliderSlides = { line: null, products: [], startAt: null };

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return { slides: NO_SLIDES, pictures: {} as PictureSet };
  }
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CategorySliderPage({ params, loaderData }: Route.ComponentProps) {
  const { slides, pictures } = loaderData;
  return (
    <PictureProvider pictures={pictures}>
      <CategorySlider
        key={params.category}
        line={slides.line}
        products={slides.products}
        startAt={slides.startAt}
        pictures={pictures}
        words={"words" in loaderData ? loaderData.words : undefined}
      />
    </PictureProvider>
  );
}
