/**
 * The lead routes' own refusals, besides the field problems (field-problems.ts), in the language of
 * a form on another locale's page: an unknown product or opening, a `language` the site does not
 * have, too many forms from one address (429) and a body over the route's limit (413). The English
 * is the server's and stays as it was; a form's script shows the message as it comes, the no-JS
 * result page lists it. Server words only: no page carries them.
 */
import { LANGUAGE_MESSAGE } from "#contracts/lead-language";
import { LOCALES, type Locale } from "#contracts/locales";
import { UNKNOWN_OPENING, UNKNOWN_PRODUCT } from "#server/modules/leads/lead-service";
import { bodyLimitSize } from "#server/plugins/app/error-handler";

interface RefusalWords {
  unknownProduct: string;
  unknownOpening: string;
  /** `codes`: the site's locales, "en, ru, …". */
  language: (codes: string) => string;
  /** After the first sentence, when to try again, in whole minutes. */
  tooManyForms: (minutes: number) => string;
  /** `limit`: the route's body limit in the locale's units ("64 КБ"), when it has one. */
  tooLarge: (limit: string | undefined) => string;
  /** Each size unit with the space before it. */
  units: { KB: string; MB: string };
}

const words: Readonly<Record<Exclude<Locale, "en">, RefusalWords>> = {
  ru: {
    unknownProduct: "Выберите продукт на наших страницах продукции.",
    unknownOpening: "Выберите одну из вакансий на нашей странице «Вакансии».",
    language: (codes) => `Язык формы должен быть одним из следующих: ${codes}.`,
    tooManyForms: (minutes) =>
      `С вашего адреса отправлено слишком много форм. Повторите попытку через ${minutes === 1 ? "минуту." : `${minutes} мин.`}`,
    tooLarge: (limit) =>
      limit ? `Форма превышает допустимый размер (${limit}).` : "Форма превышает допустимый размер.",
    units: { KB: " КБ", MB: " МБ" },
  },
  vi: {
    unknownProduct: "Vui lòng chọn một sản phẩm trên các trang sản phẩm của chúng tôi.",
    unknownOpening: "Vui lòng chọn một trong các vị trí đang tuyển trên trang Tuyển dụng của chúng tôi.",
    language: (codes) => `Ngôn ngữ của biểu mẫu phải là một trong các mã sau: ${codes}.`,
    tooManyForms: (minutes) =>
      `Có quá nhiều biểu mẫu được gửi từ địa chỉ của quý khách. Vui lòng thử lại sau ${minutes} phút.`,
    tooLarge: (limit) =>
      limit ? `Biểu mẫu vượt quá dung lượng cho phép (${limit}).` : "Biểu mẫu vượt quá dung lượng cho phép.",
    units: { KB: " KB", MB: " MB" },
  },
  ar: {
    unknownProduct: "يُرجى اختيار منتج من صفحات منتجاتنا.",
    unknownOpening: "يُرجى اختيار إحدى الوظائف الشاغرة في صفحة الوظائف لدينا.",
    language: (codes) => `يجب أن تكون لغة النموذج إحدى اللغات التالية: ${codes}.`,
    tooManyForms: (minutes) =>
      `أُرسل عدد كبير جدًا من النماذج من عنوانكم. يُرجى المحاولة مرة أخرى بعد ${arabicMinutes(minutes)}.`,
    tooLarge: (limit) => (limit ? `يتجاوز النموذج الحجم المسموح به (${limit}).` : "يتجاوز النموذج الحجم المسموح به."),
    units: { KB: " كيلوبايت", MB: " ميغابايت" },
  },
  es: {
    unknownProduct: "Elija un producto en nuestras páginas de productos.",
    unknownOpening: "Elija una de las vacantes de nuestra página de empleo.",
    language: (codes) => `El idioma del formulario debe ser uno de estos: ${codes}.`,
    tooManyForms: (minutes) =>
      `Se han enviado demasiados formularios desde su dirección. Vuelva a intentarlo dentro de ${minutes === 1 ? "un minuto" : `${minutes} minutos`}.`,
    tooLarge: (limit) =>
      limit ? `El formulario supera el tamaño permitido (${limit}).` : "El formulario supera el tamaño permitido.",
    units: { KB: " KB", MB: " MB" },
  },
  fr: {
    unknownProduct: "Veuillez choisir un produit dans nos pages produits.",
    unknownOpening: "Veuillez choisir l’une des offres de notre page Carrières.",
    language: (codes) => `La langue du formulaire doit être l’une des suivantes\u00a0: ${codes}.`,
    tooManyForms: (minutes) =>
      `Trop de formulaires ont été envoyés depuis votre adresse. Veuillez réessayer dans ${minutes === 1 ? "une minute" : `${minutes}\u00a0minutes`}.`,
    tooLarge: (limit) =>
      limit ? `Le formulaire dépasse la taille autorisée (${limit}).` : "Le formulaire dépasse la taille autorisée.",
    units: { KB: "\u00a0Ko", MB: "\u00a0Mo" },
  },
};

/** Minutes after «بعد»: one, two (dual), 3 to 10 with the plural, 11 and up with the singular. */
function arabicMinutes(minutes: number): string {
  if (minutes === 1) return "دقيقة";
  if (minutes === 2) return "دقيقتين";
  return minutes <= 10 ? `${minutes} دقائق` : `${minutes} دقيقة`;
}

/** A refused field's server message (unknown product or opening, the language) in `locale`; undefined for any other. */
export function fieldRefusalIn(locale: Exclude<Locale, "en">, english: string): string | undefined {
  const text = words[locale];
  if (english === UNKNOWN_PRODUCT) return text.unknownProduct;
  if (english === UNKNOWN_OPENING) return text.unknownOpening;
  if (english === LANGUAGE_MESSAGE) return text.language(LOCALES.join(", "));
  return undefined;
}

/** The 429 of too many forms from one address, `retryAfterSeconds` from now, in `locale`. */
export function tooManyFormsIn(locale: Locale, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  if (locale !== "en") return words[locale].tooManyForms(minutes);
  return `Too many forms were sent from your address. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`;
}

/** The 413 of a body over the route's `limit` (bytes), in `locale` (not English: the app's error handler words that). */
export function bodyTooLargeIn(locale: Exclude<Locale, "en">, limit: number | undefined): string {
  const text = words[locale];
  if (!limit) return text.tooLarge(undefined);
  const size = bodyLimitSize(limit);
  return text.tooLarge(`${size.amount}${text.units[size.unit]}`);
}
