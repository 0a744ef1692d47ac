/**
 * The words of the two mails a buyer gets (catalogue delivery, application confirmation) in each of
 * the site's locales, so a buyer hears back in the language of the page they wrote from.
 */
import type { Locale } from "#contracts/locales";

interface BuyerMailText {
  greeting: (name: string) => string;
  catalogueSubject: (company: string) => string;
  catalogueThanks: (company: string, product: string) => string;
  catalogueAttached: string;
  catalogueLink: string;
  catalogueHelp: (email: string, phone: string) => string;
  applicationSubject: (job: string) => string;
  applicationThanks: (job: string, company: string) => string;
  applicationNext: string;
}

export const buyerMailText: Readonly<Record<Locale, BuyerMailText>> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    catalogueSubject: (company) => `Your ${company} catalogue`,
    catalogueThanks: (company, product) => `Thank you for your interest in ${company} (${product}).`,
    catalogueAttached: "The catalogue is attached, and you can also open it here:",
    catalogueLink: "You can open the catalogue here:",
    catalogueHelp: (email, phone) =>
      `Our sales team will be glad to help with a quotation or a visit to our works: reply to this e-mail, write to ${email} or call ${phone}.`,
    applicationSubject: (job) => `Your application for ${job}`,
    applicationThanks: (job, company) =>
      `Thank you for applying for the position of ${job} at ${company}. We have received your application and resume.`,
    applicationNext: "Our HR team reviews every application and will contact you if your profile matches the opening.",
  },
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    catalogueSubject: (company) => `Каталог ${company}`,
    catalogueThanks: (company, product) => `Благодарим за интерес к ${company} (${product}).`,
    catalogueAttached: "Каталог приложен к письму; его также можно открыть по ссылке:",
    catalogueLink: "Каталог можно открыть по ссылке:",
    catalogueHelp: (email, phone) =>
      `Наш отдел продаж охотно подготовит коммерческое предложение или организует визит на завод: ответьте на это письмо, напишите на ${email} или позвоните по номеру ${phone}.`,
    applicationSubject: (job) => `Ваш отклик на вакансию «${job}»`,
    applicationThanks: (job, company) =>
      `Благодарим за отклик на вакансию «${job}» в компании ${company}. Ваша анкета и резюме получены.`,
    applicationNext:
      "Отдел кадров рассматривает каждый отклик и свяжется с вами, если ваш опыт соответствует вакансии.",
  },
  vi: {
    greeting: (name) => `Kính gửi ${name},`,
    catalogueSubject: (company) => `Catalogue ${company} của quý khách`,
    catalogueThanks: (company, product) => `Cảm ơn quý khách đã quan tâm đến ${company} (${product}).`,
    catalogueAttached: "Catalogue được đính kèm trong thư này, quý khách cũng có thể mở tại đây:",
    catalogueLink: "Quý khách có thể mở catalogue tại đây:",
    catalogueHelp: (email, phone) =>
      `Bộ phận kinh doanh sẵn sàng gửi báo giá hoặc sắp xếp chuyến tham quan nhà máy: hãy trả lời thư này, viết cho ${email} hoặc gọi ${phone}.`,
    applicationSubject: (job) => `Hồ sơ ứng tuyển vị trí ${job}`,
    applicationThanks: (job, company) =>
      `Cảm ơn bạn đã ứng tuyển vị trí ${job} tại ${company}. Chúng tôi đã nhận được đơn ứng tuyển và sơ yếu lý lịch của bạn.`,
    applicationNext: "Phòng nhân sự xem xét từng hồ sơ và sẽ liên hệ với bạn nếu hồ sơ phù hợp với vị trí tuyển dụng.",
  },
  ar: {
    greeting: (name) => `عزيزي/عزيزتي ${name}،`,
    catalogueSubject: (company) => `كتالوج ${company}`,
    catalogueThanks: (company, product) => `شكرًا لاهتمامكم بشركة ${company} (${product}).`,
    catalogueAttached: "الكتالوج مرفق بهذه الرسالة، ويمكنكم أيضًا فتحه من هنا:",
    catalogueLink: "يمكنكم فتح الكتالوج من هنا:",
    catalogueHelp: (email, phone) =>
      `يسعد فريق المبيعات لدينا تقديم عرض سعر أو ترتيب زيارة لمصنعنا: ردّوا على هذه الرسالة، أو راسلونا على ${email} أو اتصلوا على ${phone}.`,
    applicationSubject: (job) => `طلبك لوظيفة ${job}`,
    applicationThanks: (job, company) => `شكرًا لتقدّمك لوظيفة ${job} في ${company}. لقد استلمنا طلبك وسيرتك الذاتية.`,
    applicationNext: "يراجع فريق الموارد البشرية كل طلب، وسيتواصل معك إذا كان ملفك مناسبًا للوظيفة.",
  },
  es: {
    greeting: (name) => `Estimado/a ${name}:`,
    catalogueSubject: (company) => `Su catálogo de ${company}`,
    catalogueThanks: (company, product) => `Gracias por su interés en ${company} (${product}).`,
    catalogueAttached: "Adjuntamos el catálogo; también puede abrirlo aquí:",
    catalogueLink: "Puede abrir el catálogo aquí:",
    catalogueHelp: (email, phone) =>
      `Nuestro equipo comercial le ayudará con gusto con una cotización o una visita a nuestra planta: responda a este correo, escriba a ${email} o llame al ${phone}.`,
    applicationSubject: (job) => `Su candidatura para ${job}`,
    applicationThanks: (job, company) =>
      `Gracias por presentar su candidatura al puesto de ${job} en ${company}. Hemos recibido su solicitud y su currículum.`,
    applicationNext:
      "Nuestro equipo de Recursos Humanos revisa cada candidatura y se pondrá en contacto con usted si su perfil se ajusta al puesto.",
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    catalogueSubject: (company) => `Votre catalogue ${company}`,
    catalogueThanks: (company, product) => `Merci de l'intérêt que vous portez à ${company} (${product}).`,
    catalogueAttached: "Le catalogue est joint à ce message ; vous pouvez aussi l'ouvrir ici :",
    catalogueLink: "Vous pouvez ouvrir le catalogue ici :",
    catalogueHelp: (email, phone) =>
      `Notre équipe commerciale se fera un plaisir de vous établir un devis ou d'organiser une visite de notre usine : répondez à ce message, écrivez à ${email} ou appelez le ${phone}.`,
    applicationSubject: (job) => `Votre candidature au poste de ${job}`,
    applicationThanks: (job, company) =>
      `Merci d'avoir postulé au poste de ${job} chez ${company}. Nous avons bien reçu votre candidature et votre CV.`,
    applicationNext:
      "Notre service des ressources humaines examine chaque candidature et vous contactera si votre profil correspond au poste.",
  },
};
