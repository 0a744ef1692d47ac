/** The interface text of the public site in Russian. */
import type { BrowserMessages, LayoutMessages, MachinePageMessages, ServerDrawnMessages, SitePageMessages } from "./en";

/** What the browser may draw again: the layout's catalogue in the browser's bundle. */
export const ruInBrowser = {
  "Skip to main content": "Перейти к содержанию",
  Main: "Главное меню",
  Menu: "Меню",
  HOME: "ГЛАВНАЯ",
  "ABOUT US": "О КОМПАНИИ",
  "PRODUCT LINE": "ПРОДУКЦИЯ",
  "SPARES & SERVICES": "СЕРВИС",
  "NEWS & EVENTS": "НОВОСТИ",
  EXHIBITIONS: "ВЫСТАВКИ",
  CAREERS: "ВАКАНСИИ",
  "CONTACT US": "КОНТАКТЫ",
  "Group companies": "Компании группы",
  "Quick links": "Быстрые ссылки",
  "View on map": "Показать на карте",
  Contact: "Контакты",
  "E-mail": "Эл. почта",
  "Follow us": "Мы в соцсетях",
  "All rights reserved.": "Все права защищены.",
  "Privacy notice": "Политика конфиденциальности",
  "Page not found": "Страница не найдена",
  "The page you asked for is not here. It may have moved, or the address may be mistyped.":
    "Запрошенной страницы здесь нет. Возможно, она перемещена или в адресе опечатка.",
  "Go to the home page": "Перейти на главную",
  or: "или",
  "contact us": "связаться с нами",
} as const satisfies BrowserMessages;

/** What only the server draws (the language switcher and offer, decision 057): never in the browser's bundle. */
const serverDrawn = {
  Language: "Язык",
  "This page is also available in {language}.": "Эта страница есть и на языке: {language}.",
  "Open it": "Открыть",
  "No, thanks": "Нет, спасибо",
} as const satisfies ServerDrawnMessages;

// A call marked pure, so a bundle that uses only the browser's part leaves this (and serverDrawn) out.
export const ru = /* @__PURE__ */ Object.assign({}, ruInBrowser, serverDrawn) satisfies LayoutMessages;

/** The machine pages' text (decision 068): their loader hands it over, so it is in no bundle. */
export const ruOnMachinePages = {
  catalogue: "Скачать каталог",
  applications: "Применение",
  applicationsOf: "Применение: {title}",
  applicationsSlides: "Области применения: {title}",
  videos: "Видео",
  playVideo: "Смотреть видео:",
  gallery: "Фотогалерея",
  galleryOf: "{title}: фотогалерея",
  enlargePhoto: "Увеличить фото:",
  pictures: "{title}: фотографии",
  specifications: "{title}: характеристики",
  models: "{title}: модели",
  equipment: "{title}: оборудование",
  stopSlideshow: "Остановить слайд-шоу",
  startSlideshow: "Запустить слайд-шоу",
  previousSlide: "Предыдущий слайд",
  showSlide: "Показать слайд",
  nextSlide: "Следующий слайд",
  slidePosition: "{number} из {count}",
  previousImage: "Предыдущее фото",
  nextImage: "Следующее фото",
  catalogueOf: "Каталог: {title}",
  loadingForm: "Загрузка формы…",
  catalogueIntro:
    "Укажите, куда прислать каталог «{title}», и наш отдел продаж свяжется с вами и подготовит коммерческое предложение для вашего производства.",
  describedBy: "Технические характеристики, области применения и каталог для скачивания.",
} as const satisfies MachinePageMessages;

/** The static pages' own words: each page's loader hands over the ones it draws, so they are in no bundle. */
export const ruOnSitePages = {
  "Since {year}": "С {year} года",
  "Explore our machines": "Наше оборудование",
  "Download catalogue": "Скачать каталог",
  "Or write to": "Или напишите на",
  "Our export record": "Наш экспорт в цифрах",
  "Explore →": "Подробнее →",
  "Corporate film": "Фильм о компании",
  "(opens YouTube in a new tab)": "(YouTube откроется в новой вкладке)",
  "(opens the film in a new tab)": "(фильм откроется в новой вкладке)",
  Milestones: "Вехи истории",
  "Watch the film": "Смотреть фильм",
  Close: "Закрыть",
  "Meet us next": "Ближайшие выставки",
  "Enlarge map": "Увеличить карту",
  "Map of our coming exhibitions": "Карта наших ближайших выставок",
  "World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf":
    "Карта мира с отметками: Стамбул, Москва, Мумбаи, Нью-Дели, Хошимин и Дюссельдорф",
  "Trade shows": "Выставки",
  "Life at JP": "Жизнь в JP",
  "View {count} photos": "Смотреть {count} фото",
  "Reach us": "Как с нами связаться",
  "View {place} on the map": "Показать на карте: {place}",
  "Phone & e-mail": "Телефон и эл. почта",
  Departments: "Отделы",
  "Send us an inquiry": "Отправьте нам запрос",
  "Our network": "Наши офисы",
  "Branch offices across India and our own people in Russia and Vietnam.":
    "Филиалы по всей Индии и наши сотрудники в России и Вьетнаме.",
  Map: "Карта",
  "{title} phones": "{title}: телефоны",
  "{title} e-mail": "{title}: эл. почта",
  "Service for the life of your line": "Сервис на весь срок службы линии",
  "What we offer": "Что мы предлагаем",
  "Order spare parts": "Заказ запчастей",
  "Quote the machine number from the plate on the main panel, and the part you need or a photograph of it.":
    "Укажите номер машины с таблички на главном пульте и нужную деталь или пришлите её фотографию.",
  "Current openings ({count})": "Открытые вакансии ({count})",
  "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.":
    "Мы набираем инженеров, техников и офисных сотрудников на завод в Анклешваре, в головной офис в Ахмадабаде и в сервисный центр в Индоре. Откройте вакансию, чтобы прочитать обязанности и требования.",
  "Job profile": "Обязанности",
  "Required skills": "Требования",
  "Job profile: {title}": "Обязанности: {title}",
  "Required skills: {title}": "Требования: {title}",
  "APPLY NOW": "ОТКЛИКНУТЬСЯ",
  "Apply for {title}": "Отклик на вакансию: {title}",
  Awards: "Награды",
  "JP News, our customer magazine": "JP News — наш журнал для клиентов",
  "Magazine covers": "Обложки журнала",
  "From the works": "Из цехов завода",
  "Press releases": "Пресс-релизы",
  "Press release · {date} · PDF": "Пресс-релиз · {date} · PDF",
  "(opens in a new tab)": "(откроется в новой вкладке)",
  "Read More": "Читать далее",
  "Last updated {date}.": "Последнее обновление: {date}.",
  "Product line": "Линейка продукции",
  "Browse the woven packaging machines": "Все машины для тканой упаковки",
} as const satisfies SitePageMessages;

/** The product-line tiles' and slider's own words (issue 25, CategoryPageMessages, checked where their loaders take them): in no bundle. */
export const ruOnCategoryPages = {
  lead: "Четыре линейки оборудования, спроектированного и построенного на нашем заводе в Анклешваре. Выберите линейку, чтобы посмотреть её машины.",
  machines: { one: "{count} машина", few: "{count} машины", many: "{count} машин", other: "{count} машины" },
  explore: "ПОДРОБНЕЕ",
  viewMachine: "Смотреть машину",
  nextMachine: "Следующая машина:",
  allMachines: "Все машины",
  noProducts: "Машин пока нет",
  browseAll: "Смотреть все продуктовые линейки",
  slide: "Слайд",
  slides: "Слайды",
} as const;
