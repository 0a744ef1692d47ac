/** The interface text of the public site in Russian. */
import type { BrowserMessages, MachinePageMessages, Messages, ServerDrawnMessages } from "./en";

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
export const ru = /* @__PURE__ */ Object.assign({}, ruInBrowser, serverDrawn) satisfies Messages;

/** The machine pages' text (decision 068): their loader hands it over, so it is in no bundle. */
export const ruOnMachinePages = {
  catalogue: "Скачать каталог",
  applications: "Применение",
  applicationsOf: "Применение: {title}",
  applicationsSlides: "Применение: {title}",
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
} as const satisfies MachinePageMessages;
