/**
 * The words of the page a lead form's plain post (no JavaScript) answers with, in each of the
 * site's locales: a buyer who wrote from /ru/ContactUs reads the outcome in Russian. English is the
 * spec's (§8, contracts/lead-messages.ts).
 */
import { DEFAULT_LOCALE, type Locale, isLocale, splitLocalePath } from "#contracts/locales";
import { leadMessages } from "#contracts/lead-messages";

/** Which success a form's page tells. */
export type ResultSuccess =
  "homeCatalogue" | "productCatalogue" | "inquiry" | "inquirySavedNotNotified" | "jobApplication";

interface ResultPageText {
  thanks: string;
  notSent: string;
  wait: string;
  correct: string;
  backHint: string;
  back: string;
  home: (company: string) => string;
  success: Readonly<Record<ResultSuccess, string>>;
}

export const resultPageText: Readonly<Record<Locale, ResultPageText>> = {
  en: {
    thanks: "Thank you",
    notSent: "Your form was not sent",
    wait: "Please wait a moment",
    correct: "Please correct the following and send the form again:",
    backHint: "Use your browser's Back button to return to the form with what you typed, or open it again below.",
    back: "Back to the form",
    home: (company) => `${company} home`,
    success: {
      homeCatalogue: leadMessages.homeCatalogue.success,
      productCatalogue: leadMessages.productCatalogue.success,
      inquiry: leadMessages.inquiry.success,
      inquirySavedNotNotified: leadMessages.inquiry.savedNotNotified,
      jobApplication: leadMessages.jobApplication.success,
    },
  },
  ru: {
    thanks: "Спасибо",
    notSent: "Форма не отправлена",
    wait: "Пожалуйста, подождите немного",
    correct: "Пожалуйста, исправьте следующее и отправьте форму ещё раз:",
    backHint:
      "Нажмите в браузере кнопку «Назад», чтобы вернуться к форме с введёнными данными, или откройте её заново по ссылке ниже.",
    back: "Вернуться к форме",
    home: (company) => `Главная страница ${company}`,
    success: {
      homeCatalogue: "Форма отправлена, письмо выслано!",
      productCatalogue: "Каталог отправлен на ваш e-mail!",
      inquiry: "Запрос успешно отправлен!",
      inquirySavedNotNotified:
        "Запрос сохранён, но уведомление по e-mail не отправилось. Мы всё равно свяжемся с вами!",
      jobApplication: "Отклик успешно отправлен!",
    },
  },
  vi: {
    thanks: "Xin cảm ơn",
    notSent: "Biểu mẫu của quý khách chưa được gửi",
    wait: "Vui lòng đợi trong giây lát",
    correct: "Vui lòng sửa các mục sau và gửi lại biểu mẫu:",
    backHint:
      "Quý khách hãy dùng nút Quay lại của trình duyệt để trở về biểu mẫu với nội dung đã nhập, hoặc mở lại biểu mẫu bên dưới.",
    back: "Quay lại biểu mẫu",
    home: (company) => `Trang chủ ${company}`,
    success: {
      homeCatalogue: "Biểu mẫu đã được gửi và email đã được gửi đi!",
      productCatalogue: "Catalogue đã được gửi tới email của quý khách!",
      inquiry: "Yêu cầu đã được gửi thành công!",
      inquirySavedNotNotified:
        "Yêu cầu đã được lưu nhưng email thông báo chưa gửi được. Chúng tôi vẫn sẽ liên hệ với quý khách!",
      jobApplication: "Hồ sơ ứng tuyển đã được gửi thành công!",
    },
  },
  ar: {
    thanks: "شكرًا لكم",
    notSent: "لم يُرسَل النموذج",
    wait: "يُرجى الانتظار قليلًا",
    correct: "يُرجى تصحيح ما يلي وإرسال النموذج مرة أخرى:",
    backHint: "استخدموا زر الرجوع في المتصفح للعودة إلى النموذج بما كتبتموه، أو افتحوه من جديد من الرابط أدناه.",
    back: "العودة إلى النموذج",
    home: (company) => `الصفحة الرئيسية لـ ${company}`,
    success: {
      homeCatalogue: "أُرسل النموذج والبريد الإلكتروني بنجاح!",
      productCatalogue: "أُرسل الكتالوج إلى بريدكم الإلكتروني!",
      inquiry: "أُرسل الاستفسار بنجاح!",
      inquirySavedNotNotified: "حُفظ الاستفسار لكن تعذّر إرسال إشعار البريد الإلكتروني. سنتواصل معكم على أي حال!",
      jobApplication: "أُرسل طلب التوظيف بنجاح!",
    },
  },
  es: {
    thanks: "Gracias",
    notSent: "Su formulario no se ha enviado",
    wait: "Espere un momento, por favor",
    correct: "Corrija lo siguiente y envíe el formulario de nuevo:",
    backHint:
      "Use el botón Atrás del navegador para volver al formulario con lo que escribió, o ábralo de nuevo a continuación.",
    back: "Volver al formulario",
    home: (company) => `Página de inicio de ${company}`,
    success: {
      homeCatalogue: "¡Formulario enviado y correo electrónico enviado con éxito!",
      productCatalogue: "¡El catálogo se ha enviado a su correo electrónico!",
      inquiry: "¡Consulta enviada con éxito!",
      inquirySavedNotNotified:
        "Consulta guardada, pero no se pudo enviar la notificación por correo electrónico. ¡Igualmente nos pondremos en contacto con usted!",
      jobApplication: "¡Solicitud enviada con éxito!",
    },
  },
  fr: {
    thanks: "Merci",
    notSent: "Votre formulaire n’a pas été envoyé",
    wait: "Veuillez patienter un instant",
    correct: "Veuillez corriger les points suivants et renvoyer le formulaire\u00a0:",
    backHint:
      "Utilisez le bouton Retour de votre navigateur pour revenir au formulaire avec ce que vous avez saisi, ou ouvrez-le à nouveau ci-dessous.",
    back: "Retour au formulaire",
    home: (company) => `Page d’accueil de ${company}`,
    success: {
      homeCatalogue: "Formulaire envoyé et e-mail expédié avec succès\u00a0!",
      productCatalogue: "Le catalogue a été envoyé à votre adresse e-mail\u00a0!",
      inquiry: "Demande envoyée avec succès\u00a0!",
      inquirySavedNotNotified:
        "Demande enregistrée, mais la notification par e-mail n’a pas pu être envoyée. Nous vous contacterons quand même\u00a0!",
      jobApplication: "Candidature envoyée avec succès\u00a0!",
    },
  },
};

/**
 * The language of a form's result page: the `language` the form sent when it is one of the site's,
 * else the locale of the page the form was on (its address, or the Referer), else English.
 */
export function resultLocale(sent: unknown, pageUrls: readonly (string | undefined)[]): Locale {
  if (isLocale(sent)) return sent;
  for (const pageUrl of pageUrls) {
    if (pageUrl === undefined) continue;
    try {
      return splitLocalePath(new URL(pageUrl).pathname).locale;
    } catch {
      // Not an address: the next one, or English.
    }
  }
  return DEFAULT_LOCALE;
}
