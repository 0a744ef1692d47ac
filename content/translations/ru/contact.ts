/**
 * The Russian copy of the Contact page: the company's words (the footer's too), the offices and
 * the departments (the Service page's spares desk among them); see ../ru.ts.
 */
import type { SiteTexts } from "../kit";

export const company: SiteTexts["company"] = {
  tagline: "Машины, превращающие полимер в упаковку, профили и плёнку",
  groupCompanies: [
    { focus: "Линии для тканой упаковки и экструзии" },
    { focus: "Линии переработки и мойки пластмасс" },
    { focus: "Шнеки, цилиндры, головки и запчасти" },
  ],
  corporateOffice: { title: "Корпоративный офис" },
  works: { title: "Завод" },
  phones: [{ label: "Продажи" }, { label: "Завод" }],
};

export const offices: SiteTexts["offices"] = [
  {
    region: "Анклешвар",
    kind: "Завод и головной офис",
    city: "Анклешвар",
    country: "Индия",
    phones: [{ label: "Приёмная" }, { label: "Сервис" }],
  },
  {
    region: "Ахмадабад",
    kind: "Корпоративный офис",
    city: "Ахмадабад",
    country: "Индия",
    phones: [{ label: "Продажи" }],
  },
  {
    region: "Мумбаи",
    kind: "Филиал",
    city: "Мумбаи",
    country: "Индия",
    contactPerson: "Региональный менеджер по продажам (Запад)",
  },
  {
    region: "Калькутта",
    kind: "Филиал",
    city: "Калькутта",
    country: "Индия",
    contactPerson: "Менеджер региона (Восток и Северо-Восток)",
  },
  {
    region: "Дели",
    kind: "Филиал",
    city: "Нью-Дели",
    country: "Индия",
    contactPerson: "Региональный менеджер по продажам (Север)",
  },
  {
    region: "Южная Индия",
    kind: "Филиал",
    city: "Ченнаи",
    country: "Индия",
    contactPerson: "Менеджер региона (Юг)",
  },
  {
    region: "Индор",
    kind: "Сервисный центр",
    city: "Индор",
    country: "Индия",
    contactPerson: "Сервисная служба Центральной Индии",
  },
  {
    region: "Россия",
    kind: "Зарубежный офис",
    city: "Москва",
    country: "Россия",
    contactPerson: "Представитель в стране",
  },
  {
    region: "Вьетнам",
    kind: "Зарубежный офис",
    city: "Хошимин",
    country: "Вьетнам",
    contactPerson: "Руководитель представительства",
  },
];

export const departments: SiteTexts["departments"] = [
  {
    title: "Продажи и маркетинг",
    subtitle: "Новые линии, коммерческие предложения и планировки заводов",
    summary: "Обсудите с инженером новую линию, расширение производства или завод тканых мешков под ключ.",
    phones: [{ label: "Офис" }, { label: "По Индии" }, { label: "Международный" }],
    linkText: "Посмотреть продуктовые линейки",
  },
  {
    title: "Сервисная служба",
    subtitle: "Пусконаладка, обучение и помощь при поломках",
    summary:
      "Наши сервисные инженеры вводят в эксплуатацию каждую построенную нами линию и остаются на связи после запуска.",
    phones: [{ label: "Сервисная служба" }, { label: "В нерабочее время" }],
    linkText: "Запчасти и сервис",
  },
  {
    title: "Запчасти",
    subtitle: "Оригинальные шнеки, цилиндры, головки, нагреватели и электрооборудование",
    summary:
      "Назовите номер вашей машины, и большинство изнашиваемых деталей мы отгрузим со склада в течение 48 часов.",
    phones: [{ label: "Отдел запчастей" }, { label: "Мобильный" }],
    linkText: "Как заказать запчасти",
  },
];
