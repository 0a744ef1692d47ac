/**
 * The seed's translations (issue 25, decision 058): Russian, Vietnamese, Arabic, Spanish and French
 * text of seeded items, by collection and slug, written against the English of
 * content/seed/collections.ts, seeded published and marked "needs review" (an office confirms it). Items not listed here start untranslated
 * (docs/staff-portal.md, "Translations", says which).
 */
import type { Collection } from "#contracts/collections/api";
import type { TranslationLocale } from "#contracts/collections/locales";
import { foldLocaleFiles, type Texts } from "./locale-files";
import { ar } from "./item-translations/ar";
import { es } from "./item-translations/es";
import { fr } from "./item-translations/fr";
import { ru } from "./item-translations/ru";
import { vi } from "./item-translations/vi";
import { machineTranslations, productLineTranslations } from "./machine-translations";

/** A film's card: its title, description, thumbnail description ("A still from the film: …") and video title. */
function film(title: string, summary: string, still: string): Record<string, unknown> {
  return { title, summary, photos: [{ alt: `${still}: ${title}` }], videos: [{ title }] };
}

const exhibitions: Record<string, Texts> = {
  "plast-eurasia-istanbul-2026": {
    ru: {
      name: "Plast Eurasia Istanbul 2026",
      venue: "Выставочный и конгресс-центр «Тюяп»",
      city: "Стамбул",
      country: "Турция",
      stand: "Павильон 9, стенд 912",
    },
    vi: {
      name: "Plast Eurasia Istanbul 2026",
      venue: "Trung tâm Hội chợ và Hội nghị Tüyap",
      city: "Istanbul",
      country: "Thổ Nhĩ Kỳ",
      stand: "Hội trường 9, gian hàng 912",
    },
    ar: {
      name: "Plast Eurasia Istanbul 2026",
      venue: "مركز تُوياب للمعارض والمؤتمرات",
      city: "إسطنبول",
      country: "تركيا",
      stand: "القاعة 9، الجناح 912",
    },
    es: {
      name: "Plast Eurasia Istanbul 2026",
      venue: "Centro de Ferias y Congresos Tüyap",
      city: "Estambul",
      country: "Turquía",
      stand: "Pabellón 9, stand 912",
    },
    fr: {
      name: "Plast Eurasia Istanbul 2026",
      venue: "Centre de foires et de congrès Tüyap",
      city: "Istanbul",
      country: "Turquie",
      stand: "Hall 9, stand 912",
    },
  },
  "interplastica-2027": {
    ru: {
      name: "Интерпластика 2027",
      venue: "ЦВК «Экспоцентр»",
      city: "Москва",
      country: "Россия",
      stand: "Павильон 8.1, стенд C14",
    },
    vi: {
      name: "Interplastica 2027",
      venue: "Khu hội chợ Expocentre",
      city: "Moskva",
      country: "Nga",
      stand: "Hội trường 8.1, gian hàng C14",
    },
    ar: {
      name: "Interplastica 2027",
      venue: "أرض معارض إكسبوسنتر",
      city: "موسكو",
      country: "روسيا",
      stand: "القاعة 8.1، الجناح C14",
    },
    es: {
      name: "Interplastica 2027",
      venue: "Recinto ferial Expocentre",
      city: "Moscú",
      country: "Rusia",
      stand: "Pabellón 8.1, stand C14",
    },
    fr: {
      name: "Interplastica 2027",
      venue: "Parc des expositions Expocentre",
      city: "Moscou",
      country: "Russie",
      stand: "Hall 8.1, stand C14",
    },
  },
  "plastivision-india-2027": {
    ru: {
      name: "PLASTIVISION INDIA 2027",
      venue: "Бомбейский выставочный центр, Горегаон",
      city: "Мумбаи",
      country: "Индия",
      stand: "Павильон 5, стенд B21",
    },
    vi: {
      name: "PLASTIVISION INDIA 2027",
      venue: "Trung tâm Triển lãm Bombay, Goregaon",
      city: "Mumbai",
      country: "Ấn Độ",
      stand: "Hội trường 5, gian hàng B21",
    },
    ar: {
      name: "PLASTIVISION INDIA 2027",
      venue: "مركز بومباي للمعارض، غوريغاون",
      city: "مومباي",
      country: "الهند",
      stand: "القاعة 5، الجناح B21",
    },
    es: {
      name: "PLASTIVISION INDIA 2027",
      venue: "Centro de Exposiciones de Bombay, Goregaon",
      city: "Bombay",
      country: "India",
      stand: "Pabellón 5, stand B21",
    },
    fr: {
      name: "PLASTIVISION INDIA 2027",
      venue: "Centre des expositions de Bombay, Goregaon",
      city: "Bombay",
      country: "Inde",
      stand: "Hall 5, stand B21",
    },
  },
  "packplus-2027": {
    ru: { name: "Packplus 2027", venue: "Бхарат Мандапам, Прагати Майдан", city: "Нью-Дели", country: "Индия" },
    vi: { name: "Packplus 2027", venue: "Bharat Mandapam, Pragati Maidan", city: "New Delhi", country: "Ấn Độ" },
    ar: { name: "Packplus 2027", venue: "بهارات مانداپام، براغاتي ميدان", city: "نيودلهي", country: "الهند" },
    es: { name: "Packplus 2027", venue: "Bharat Mandapam, Pragati Maidan", city: "Nueva Delhi", country: "India" },
    fr: { name: "Packplus 2027", venue: "Bharat Mandapam, Pragati Maidan", city: "New Delhi", country: "Inde" },
  },
  "vietnam-plas-2027": {
    ru: {
      name: "Vietnam Plas 2027",
      venue: "Выставочный и конгресс-центр Сайгона (SECC)",
      city: "Хошимин",
      country: "Вьетнам",
    },
    vi: {
      name: "Vietnam Plas 2027",
      venue: "Trung tâm Hội chợ và Triển lãm Sài Gòn (SECC)",
      city: "Thành phố Hồ Chí Minh",
      country: "Việt Nam",
    },
    ar: {
      name: "Vietnam Plas 2027",
      venue: "مركز سايغون للمعارض والمؤتمرات (SECC)",
      city: "مدينة هو تشي منه",
      country: "فيتنام",
    },
    es: {
      name: "Vietnam Plas 2027",
      venue: "Centro de Exposiciones y Convenciones de Saigón (SECC)",
      city: "Ciudad Ho Chi Minh",
      country: "Vietnam",
    },
    fr: {
      name: "Vietnam Plas 2027",
      venue: "Centre d'expositions et de conventions de Saïgon (SECC)",
      city: "Hô-Chi-Minh-Ville",
      country: "Viêt Nam",
    },
  },
  "k-2028": {
    ru: { name: "K 2028", venue: "Выставочный центр Messe Düsseldorf", city: "Дюссельдорф", country: "Германия" },
    vi: { name: "K 2028", venue: "Trung tâm Triển lãm Messe Düsseldorf", city: "Düsseldorf", country: "Đức" },
    ar: { name: "K 2028", venue: "معرض ميسه دوسلدورف", city: "دوسلدورف", country: "ألمانيا" },
    es: { name: "K 2028", venue: "Recinto ferial Messe Düsseldorf", city: "Düsseldorf", country: "Alemania" },
    fr: { name: "K 2028", venue: "Parc des expositions Messe Düsseldorf", city: "Düsseldorf", country: "Allemagne" },
  },
};

const STILL: Record<TranslationLocale, string> = {
  ru: "Кадр из фильма",
  vi: "Ảnh trích từ phim",
  ar: "لقطة من الفيلم",
  es: "Fotograma del vídeo",
  fr: "Image extraite du film",
};

function films(texts: Record<TranslationLocale, [string, string]>): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, [title, summary]]) => [
      locale,
      film(title, summary, STILL[locale as TranslationLocale]),
    ]),
  );
}

/** A photo card: its title, caption and the photo's description (the English repeats the title). */
function photoCards(texts: Record<TranslationLocale, [string, string]>): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, [title, summary]]) => [locale, { title, summary, photos: [{ alt: title }] }]),
  );
}

const news: Record<string, Texts> = {
  "tape-extrusion-line-running-at-900-kg-h": films({
    ru: [
      "Линия экструзии плоской нити производительностью 900 кг/ч",
      "Линия плоской нити JP-TL 150 на испытаниях в нашем цехе: экструдер, охлаждающая ванна, печь вытяжки и 384 намоточных устройства.",
    ],
    vi: [
      "Dây chuyền đùn sợi dẹt chạy ở 900 kg/h",
      "Dây chuyền sợi dẹt JP-TL 150 chạy thử trong xưởng của chúng tôi: máy đùn, bể làm nguội, lò kéo giãn và 384 đầu cuộn.",
    ],
    ar: [
      "خط بثق الأشرطة يعمل بطاقة 900 كغ/ساعة",
      "خط أشرطة JP-TL 150 قيد الاختبار في صالتنا: الباثق وحوض التبريد وفرن الشد و384 وحدة لف.",
    ],
    es: [
      "Línea de extrusión de cinta funcionando a 900 kg/h",
      "Una línea de cinta JP-TL 150 en pruebas en nuestra nave: extrusora, tanque de enfriamiento, horno de estirado y 384 bobinadores.",
    ],
    fr: [
      "Ligne d'extrusion de bandelettes tournant à 900 kg/h",
      "Une ligne de bandelettes JP-TL 150 en essai dans notre hall : extrudeuse, bac de refroidissement, four d'étirage et 384 bobinoirs.",
    ],
  }),
  "six-shuttle-circular-loom": films({
    ru: [
      "Шестичелночный круглоткацкий станок",
      "Ткачество полипропиленовой ткани для цементных мешков на полной скорости: видны шпулярник и товарный валик.",
    ],
    vi: [
      "Máy dệt tròn sáu thoi",
      "Dệt vải PP cho bao xi măng ở tốc độ tối đa, thấy rõ giá mắc sợi và cơ cấu cuốn vải.",
    ],
    ar: [
      "نول دائري بستة مكاكيك",
      "نسج قماش البولي بروبيلين لأكياس الإسمنت بالسرعة الكاملة، مع ظهور حامل البكرات ووحدة سحب القماش.",
    ],
    es: [
      "Telar circular de seis lanzaderas",
      "Tejiendo tela de PP para sacos de cemento a plena velocidad, con la fileta y el enrollador a la vista.",
    ],
    fr: [
      "Métier circulaire à six navettes",
      "Tissage de toile PP pour sacs de ciment à pleine vitesse, avec le cantre et l'enrouleur bien visibles.",
    ],
  }),
  "block-bottom-valve-sack-machine": films({
    ru: [
      "Машина для производства мешков с клапаном и прямоугольным дном",
      "От рукавной ткани с покрытием до готового мешка с клапаном и прямоугольным дном в стопке — за один проход.",
    ],
    vi: [
      "Máy làm bao van đáy khối",
      "Từ vải ống tráng phủ đến bao van đáy khối hoàn chỉnh, xếp chồng, chỉ trong một lượt.",
    ],
    ar: [
      "ماكينة أكياس الصمام ذات القاع المربع",
      "من القماش الأنبوبي المطلي إلى كيس صمام ذي قاع مربع جاهز ومرصوص، في مرور واحد.",
    ],
    es: [
      "Máquina de sacos valvulados de fondo cuadrado",
      "De la tela tubular recubierta al saco valvulado de fondo cuadrado terminado y apilado, en una sola pasada.",
    ],
    fr: [
      "Machine à sacs à valve à fond carré",
      "De la gaine tissée enduite au sac à valve à fond carré fini et empilé, en un seul passage.",
    ],
  }),
  "two-stage-recycling-line": films({
    ru: [
      "Двухступенчатая линия рециклинга",
      "Отходы мешков с печатью подаются конвейером, дегазируются, фильтруются и режутся в однородную гранулу.",
    ],
    vi: [
      "Dây chuyền tái chế hai cấp",
      "Phế liệu bao dệt có in được nạp bằng băng tải, khử khí, lọc và cắt thành hạt đồng đều.",
    ],
    ar: [
      "خط إعادة تدوير على مرحلتين",
      "تُغذّى مخلفات الأكياس المنسوجة المطبوعة بالسير الناقل، ثم تُزال منها الغازات وتُرشَّح وتُقطَّع إلى حبيبات متجانسة.",
    ],
    es: [
      "Línea de reciclaje de dos etapas",
      "Residuos de sacos tejidos impresos alimentados por cinta, desgasificados, filtrados y cortados en granza uniforme.",
    ],
    fr: [
      "Ligne de recyclage à deux étages",
      "Des déchets de sacs tissés imprimés amenés par convoyeur, dégazés, filtrés et coupés en granulés réguliers.",
    ],
  }),
  "tape-extrusion-line-being-commissioned-at-a-customer-s-plant": photoCards({
    ru: [
      "Пусконаладка линии экструзии плоской нити на заводе заказчика",
      "Пусконаладка линии плоской нити на 600 кг/ч у производителя мешков для удобрений в Египте, 2023 год.",
    ],
    vi: [
      "Chạy thử dây chuyền đùn sợi dẹt tại nhà máy khách hàng",
      "Chạy thử dây chuyền sợi dẹt 600 kg/h cho một nhà sản xuất bao phân bón ở Ai Cập, năm 2023.",
    ],
    ar: [
      "تشغيل خط بثق الأشرطة في مصنع أحد العملاء",
      "تشغيل خط أشرطة بطاقة 600 كغ/ساعة لدى مصنّع أكياس أسمدة في مصر، 2023.",
    ],
    es: [
      "Puesta en marcha de una línea de extrusión de cinta en la planta de un cliente",
      "Puesta en marcha de una línea de cinta de 600 kg/h para un fabricante de sacos de fertilizante en Egipto, 2023.",
    ],
    fr: [
      "Mise en service d'une ligne d'extrusion de bandelettes chez un client",
      "Mise en service d'une ligne de bandelettes de 600 kg/h chez un fabricant de sacs d'engrais en Égypte, 2023.",
    ],
  }),
  "two-rows-of-machines-in-the-assembly-hall-at-ankleshwar": photoCards({
    ru: [
      "Два ряда машин в сборочном цехе в Анклешваре",
      "Сборочный цех в Анклешваре, где каждая линия работает на сырье перед отгрузкой.",
    ],
    vi: [
      "Hai hàng máy trong xưởng lắp ráp tại Ankleshwar",
      "Xưởng lắp ráp tại Ankleshwar, nơi mỗi dây chuyền đều chạy thử với nguyên liệu trước khi xuất xưởng.",
    ],
    ar: [
      "صفّان من الماكينات في صالة التجميع في أنكليشوار",
      "صالة التجميع في أنكليشوار، حيث يعمل كل خط بالمادة الخام قبل الشحن.",
    ],
    es: [
      "Dos filas de máquinas en la nave de montaje de Ankleshwar",
      "La nave de montaje de Ankleshwar, donde cada línea funciona con material antes del envío.",
    ],
    fr: [
      "Deux rangées de machines dans le hall de montage d'Ankleshwar",
      "Le hall de montage d'Ankleshwar, où chaque ligne tourne avec de la matière avant l'expédition.",
    ],
  }),
};

/** Each collection's seeded translations by slug: the texts above and each locale's file of item translations. */
export const seedTranslations: Partial<Record<Collection, Record<string, Texts>>> = foldLocaleFiles<Collection>(
  { ru, vi, ar, es, fr },
  {
    exhibitions,
    news,
    machines: machineTranslations,
    "product-lines": productLineTranslations,
  },
);
