/**
 * The lead routes' own refusals, besides the field problems (field-problems.ts), in the language of
 * a form on another locale's page: an unknown product or opening, a `language` the site does not
 * have, too many forms from one address (429), a body over the route's limit (413) or over the
 * multipart limits, a resume the upload checks refuse (quota, storage, virus, scanner), a body
 * that is not a form, is cut off or holds a file the form does not take, a content type the route
 * does not take (415), and the labels of the fields a form sends without showing them. The English
 * is the server's and stays as it was; a form's script shows the message as it comes, the no-JS
 * result page lists it. Server words only: no page carries them (our own fault, 5xx, is the
 * form's words, contracts/form-text, as the form's script shows it too).
 */
import { LANGUAGE_MESSAGE } from "#contracts/lead-language";
import { LOCALES, type Locale } from "#contracts/locales";
import { resumeMessages } from "#contracts/resume";
import { UNKNOWN_OPENING, UNKNOWN_PRODUCT } from "#server/modules/leads/lead-service";
import { bodyLimitSize } from "#server/plugins/app/error-handler";
import { bodyRefusals } from "./request-body";

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
  /** The upload checks' refusals of a resume (contracts/resume.ts): the server's alone, no form shows them. */
  resume: Readonly<Record<ServerResumeRefusal, string>>;
  /** A multipart field over its size, `field` its label; undefined for a field the form does not have. */
  fieldTooLong: (field: string | undefined) => string;
  /** A multipart body over the number of parts, fields or files it may have. */
  tooMany: Readonly<Record<MultipartLimit, string>>;
  /** The labels of the fields the form sends without showing them, for their field problems. */
  labels: Readonly<Record<HiddenField, string>>;
  /** A body refused before its fields are checked (request-body.ts's bodyRefusals, a content type Fastify refuses). */
  body: Readonly<Record<BodyRefusal, string>>;
  /** A file under `field`, which the careers form does not take (`body.oneFile` says which it takes). */
  unexpectedFile: (field: string) => string;
}

type ServerResumeRefusal = (typeof RESUME_REFUSALS)[number];
type MultipartLimit = (typeof MULTIPART_LIMITS)[keyof typeof MULTIPART_LIMITS];
type HiddenField = "productCategory" | "jobTitle" | "url" | "currentURL" | "endText" | "brochureLink";
type BodyRefusal = keyof typeof bodyRefusals | (typeof CONTENT_TYPE_REFUSALS)[keyof typeof CONTENT_TYPE_REFUSALS];

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
    resume: {
      quotaReached:
        "Сегодня мы уже получили с вашего адреса столько файлов, сколько принимаем за день. Повторите попытку завтра.",
      storageFull: "Сейчас мы не можем принять резюме. Повторите попытку позже.",
      infected: "Антивирусная проверка отклонила этот файл. Пришлите, пожалуйста, чистую копию резюме.",
      scannerUnavailable: "Сейчас мы не можем проверить файлы на вирусы. Повторите попытку через несколько минут.",
    },
    fieldTooLong: (field) => (field ? `Поле «${field}» слишком длинное.` : "Одно из полей формы слишком длинное."),
    tooMany: {
      parts: "В форме слишком много полей и файлов.",
      fields: "В форме слишком много полей.",
      files: "В форме слишком много файлов.",
    },
    labels: {
      productCategory: "Продукт",
      jobTitle: "Вакансия",
      url: "Адрес страницы",
      currentURL: "Адрес страницы",
      endText: "Название страницы",
      brochureLink: "Ссылка на каталог",
    },
    body: {
      notAForm: "Тело запроса должно быть объектом JSON или данными формы.",
      fieldFormType: "Отправьте форму в формате JSON, как обычную форму или как multipart/form-data.",
      applicationType: "Отклик на вакансию отправляется в формате multipart/form-data вместе с резюме.",
      malformed: "Данные формы повреждены.",
      noFiles: "Эта форма не принимает файлы.",
      oneFile: "Принимается только один файл — резюме.",
      contentType: "Этот тип содержимого здесь не принимается.",
      multipartExpected: "Ожидаются данные в формате multipart/form-data.",
    },
    unexpectedFile: (field) => `Лишний файл в поле «${field}».`,
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
    resume: {
      quotaReached:
        "Hôm nay chúng tôi đã nhận đủ số tệp tối đa trong ngày từ địa chỉ của quý khách. Vui lòng thử lại vào ngày mai.",
      storageFull: "Hiện chúng tôi chưa thể nhận hồ sơ. Vui lòng thử lại sau.",
      infected: "Hệ thống kiểm tra virus của chúng tôi đã từ chối tệp này. Vui lòng gửi một bản hồ sơ sạch virus.",
      scannerUnavailable: "Hiện chúng tôi chưa thể kiểm tra virus cho tệp. Vui lòng thử lại sau vài phút.",
    },
    fieldTooLong: (field) => (field ? `Mục «${field}» quá dài.` : "Một mục trong biểu mẫu quá dài."),
    tooMany: {
      parts: "Biểu mẫu có quá nhiều mục và tệp.",
      fields: "Biểu mẫu có quá nhiều mục.",
      files: "Biểu mẫu có quá nhiều tệp.",
    },
    labels: {
      productCategory: "Sản phẩm",
      jobTitle: "Vị trí ứng tuyển",
      url: "Địa chỉ trang",
      currentURL: "Địa chỉ trang",
      endText: "Tên trang",
      brochureLink: "Liên kết catalogue",
    },
    body: {
      notAForm: "Nội dung yêu cầu phải là một đối tượng JSON hoặc dữ liệu biểu mẫu.",
      fieldFormType: "Vui lòng gửi biểu mẫu dưới dạng JSON, biểu mẫu thông thường hoặc multipart/form-data.",
      applicationType: "Đơn ứng tuyển phải được gửi dưới dạng multipart/form-data, kèm theo hồ sơ xin việc.",
      malformed: "Dữ liệu biểu mẫu không hợp lệ.",
      noFiles: "Biểu mẫu này không nhận tệp đính kèm.",
      oneFile: "Chỉ nhận một tệp duy nhất là hồ sơ xin việc.",
      contentType: "Địa chỉ này không nhận kiểu nội dung này.",
      multipartExpected: "Nội dung phải ở dạng multipart/form-data.",
    },
    unexpectedFile: (field) => `Không nhận tệp trong mục «${field}».`,
  },
  ar: {
    unknownProduct: "يُرجى اختيار منتج من صفحات منتجاتنا.",
    unknownOpening: "يُرجى اختيار إحدى الوظائف الشاغرة في صفحة الوظائف لدينا.",
    language: (codes) => `يجب أن تكون لغة النموذج إحدى اللغات التالية: ${codes}.`,
    tooManyForms: (minutes) =>
      `أُرسل عدد كبير جدًا من النماذج من عنوانكم. يُرجى المحاولة مرة أخرى بعد ${arabicMinutes(minutes)}.`,
    tooLarge: (limit) => (limit ? `يتجاوز النموذج الحجم المسموح به (${limit}).` : "يتجاوز النموذج الحجم المسموح به."),
    units: { KB: " كيلوبايت", MB: " ميغابايت" },
    resume: {
      quotaReached: "استلمنا اليوم من عنوانكم الحدَّ الأقصى من الملفات الذي نقبله في اليوم. يُرجى المحاولة مرة أخرى غدًا.",
      storageFull: "لا يمكننا استلام السير الذاتية في الوقت الحالي. يُرجى المحاولة مرة أخرى لاحقًا.",
      infected: "رفض فحص الفيروسات لدينا هذا الملف. يُرجى إرسال نسخة سليمة من سيرتكم الذاتية.",
      scannerUnavailable:
        "لا يمكننا فحص الملفات بحثًا عن الفيروسات في الوقت الحالي. يُرجى المحاولة مرة أخرى بعد بضع دقائق.",
    },
    fieldTooLong: (field) => (field ? `حقل «${field}» طويل جدًا.` : "أحد حقول النموذج طويل جدًا."),
    tooMany: {
      parts: "يحتوي النموذج على عدد كبير جدًا من الحقول والملفات.",
      fields: "يحتوي النموذج على عدد كبير جدًا من الحقول.",
      files: "يحتوي النموذج على عدد كبير جدًا من الملفات.",
    },
    labels: {
      productCategory: "المنتج",
      jobTitle: "الوظيفة",
      url: "عنوان الصفحة",
      currentURL: "عنوان الصفحة",
      endText: "اسم الصفحة",
      brochureLink: "رابط الكتالوج",
    },
    body: {
      notAForm: "يجب أن يكون محتوى الطلب كائن JSON أو بيانات نموذج.",
      fieldFormType: "يُرجى إرسال النموذج بصيغة JSON أو كنموذج عادي أو بصيغة multipart/form-data.",
      applicationType: "يُرسَل طلب التوظيف بصيغة multipart/form-data مع السيرة الذاتية.",
      malformed: "بيانات النموذج غير صالحة.",
      noFiles: "لا يقبل هذا النموذج أي ملفات.",
      oneFile: "لا يُقبل إلا ملف واحد، هو السيرة الذاتية.",
      contentType: "لا يُقبل هذا النوع من المحتوى هنا.",
      multipartExpected: "يجب أن يكون المحتوى بصيغة multipart/form-data.",
    },
    unexpectedFile: (field) => `لا يُقبل ملف في الحقل «${field}».`,
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
    resume: {
      quotaReached:
        "Hoy ya hemos recibido desde su dirección tantos archivos como aceptamos en un día. Vuelva a intentarlo mañana.",
      storageFull: "En este momento no podemos recibir currículums. Vuelva a intentarlo más tarde.",
      infected: "Nuestro análisis antivirus ha rechazado este archivo. Envíe una copia limpia de su currículum.",
      scannerUnavailable:
        "En este momento no podemos analizar los archivos en busca de virus. Vuelva a intentarlo dentro de unos minutos.",
    },
    fieldTooLong: (field) =>
      field ? `El campo «${field}» es demasiado largo.` : "Uno de los campos del formulario es demasiado largo.",
    tooMany: {
      parts: "El formulario tiene demasiados campos y archivos.",
      fields: "El formulario tiene demasiados campos.",
      files: "El formulario tiene demasiados archivos.",
    },
    labels: {
      productCategory: "Producto",
      jobTitle: "Puesto",
      url: "Dirección de la página",
      currentURL: "Dirección de la página",
      endText: "Nombre de la página",
      brochureLink: "Enlace al catálogo",
    },
    body: {
      notAForm: "El cuerpo de la solicitud debe ser un objeto JSON o un formulario.",
      fieldFormType: "Envíe el formulario como JSON, como formulario normal o como multipart/form-data.",
      applicationType: "La solicitud de empleo se envía como multipart/form-data, junto con el currículum.",
      malformed: "Los datos del formulario no son válidos.",
      noFiles: "Este formulario no admite archivos.",
      oneFile: "Solo se admite un archivo: el currículum.",
      contentType: "Aquí no se acepta este tipo de contenido.",
      multipartExpected: "Se espera un cuerpo multipart/form-data.",
    },
    unexpectedFile: (field) => `No se admite un archivo en el campo «${field}».`,
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
    resume: {
      quotaReached:
        "Nous avons déjà reçu aujourd’hui, depuis votre adresse, autant de fichiers que nous en acceptons par jour. Veuillez réessayer demain.",
      storageFull: "Nous ne pouvons pas recevoir de CV pour le moment. Veuillez réessayer plus tard.",
      infected: "Notre contrôle antivirus a refusé ce fichier. Veuillez envoyer une copie saine de votre CV.",
      scannerUnavailable:
        "Notre contrôle antivirus est momentanément indisponible. Veuillez réessayer dans quelques minutes.",
    },
    fieldTooLong: (field) =>
      field ? `Le champ «\u00a0${field}\u00a0» est trop long.` : "L’un des champs du formulaire est trop long.",
    tooMany: {
      parts: "Le formulaire comporte trop de champs et de fichiers.",
      fields: "Le formulaire comporte trop de champs.",
      files: "Le formulaire comporte trop de fichiers.",
    },
    labels: {
      productCategory: "Produit",
      jobTitle: "Poste",
      url: "Adresse de la page",
      currentURL: "Adresse de la page",
      endText: "Nom de la page",
      brochureLink: "Lien du catalogue",
    },
    body: {
      notAForm: "Le corps de la requête doit être un objet JSON ou un formulaire.",
      fieldFormType: "Veuillez envoyer le formulaire en JSON, en formulaire classique ou en multipart/form-data.",
      applicationType: "Une candidature s’envoie en multipart/form-data, avec le CV.",
      malformed: "Les données du formulaire ne sont pas valides.",
      noFiles: "Ce formulaire n’accepte pas de fichiers.",
      oneFile: "Un seul fichier est accepté\u00a0: le CV.",
      contentType: "Ce type de contenu n’est pas accepté ici.",
      multipartExpected: "Un corps multipart/form-data est attendu.",
    },
    unexpectedFile: (field) => `Fichier inattendu dans le champ «\u00a0${field}\u00a0».`,
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

/** The label of a field the form sends without showing it (the product, the opening) in `locale`. */
export function hiddenFieldLabelIn(locale: Exclude<Locale, "en">, field: string): string | undefined {
  const labels = words[locale].labels;
  return Object.hasOwn(labels, field) ? labels[field as HiddenField] : undefined;
}

/** A multipart field over its size, named by its label in `locale` (undefined: a field the form does not have). */
export function fieldTooLongIn(locale: Exclude<Locale, "en">, label: string | undefined): string {
  return words[locale].fieldTooLong(label);
}

/** Fastify's multipart limit codes, by the refusal each gets. */
const MULTIPART_LIMITS = { FST_PARTS_LIMIT: "parts", FST_FIELDS_LIMIT: "fields", FST_FILES_LIMIT: "files" } as const;
/** The codes of a content type the route does not take (Fastify's, @fastify/multipart's), by the refusal each gets. */
const CONTENT_TYPE_REFUSALS = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "contentType",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "multipartExpected",
} as const;
/** The resume refusals only the server makes (contracts/resume.ts), matched by their English. */
const RESUME_REFUSALS = ["quotaReached", "storageFull", "infected", "scannerUnavailable"] as const;
const BODY_REFUSALS = Object.keys(bodyRefusals) as (keyof typeof bodyRefusals)[];

/**
 * A body refused before its fields are checked, in `locale`: by Fastify's error `code`, one over
 * the multipart limits or of a content type the route does not take; by the answer's English
 * `message`, a resume the upload checks refused, or a body that is not a form or is cut off.
 * Undefined for any other refusal.
 */
export function bodyRefusalIn(
  locale: Exclude<Locale, "en">,
  answer: { code?: string | undefined; message: string },
): string | undefined {
  const text = words[locale];
  const { code, message } = answer;
  if (code && Object.hasOwn(MULTIPART_LIMITS, code))
    return text.tooMany[MULTIPART_LIMITS[code as keyof typeof MULTIPART_LIMITS]];
  if (code && Object.hasOwn(CONTENT_TYPE_REFUSALS, code))
    return text.body[CONTENT_TYPE_REFUSALS[code as keyof typeof CONTENT_TYPE_REFUSALS]];
  const resume = RESUME_REFUSALS.find((key) => resumeMessages[key] === message);
  if (resume) return text.resume[resume];
  const body = BODY_REFUSALS.find((key) => bodyRefusals[key] === message);
  return body && text.body[body];
}

/** A file under `field` the form does not take (any, or any but the one resume), in `locale`: the refusal and the field's problem. */
export function fileRefusalIn(
  locale: Exclude<Locale, "en">,
  field: string,
  onlyTheResume: boolean,
): { message: string; problem: string } {
  const text = words[locale];
  if (!onlyTheResume) return { message: text.body.noFiles, problem: text.body.noFiles };
  return { message: text.unexpectedFile(field), problem: text.body.oneFile };
}
