/** The interface text of the public site in Russian. */
import type { Messages } from "./en";

export const ru = {
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
  Language: "Язык",
  "This page is also available in {language}.": "Эта страница есть и на языке: {language}.",
  "Open it": "Открыть",
  "No, thanks": "Нет, спасибо",
  "Page not found": "Страница не найдена",
  "The page you asked for is not here. It may have moved, or the address may be mistyped.":
    "Запрошенной страницы здесь нет. Возможно, она перемещена или в адресе опечатка.",
  "Go to the home page": "Перейти на главную",
  or: "или",
  "contact us": "связаться с нами",
} as const satisfies Messages;
