/** The interface text of the public site in Arabic (shown right to left). */
import type { BrowserMessages, MachinePageMessages, Messages, ServerDrawnMessages } from "./en";

/** What the browser may draw again: the layout's catalogue in the browser's bundle. */
export const arInBrowser = {
  "Skip to main content": "انتقل إلى المحتوى الرئيسي",
  Main: "القائمة الرئيسية",
  Menu: "القائمة",
  HOME: "الرئيسية",
  "ABOUT US": "من نحن",
  "PRODUCT LINE": "خطوط الإنتاج",
  "SPARES & SERVICES": "قطع الغيار والخدمات",
  "NEWS & EVENTS": "الأخبار والفعاليات",
  EXHIBITIONS: "المعارض",
  CAREERS: "الوظائف",
  "CONTACT US": "اتصل بنا",
  "Group companies": "شركات المجموعة",
  "Quick links": "روابط سريعة",
  "View on map": "عرض على الخريطة",
  Contact: "التواصل",
  "E-mail": "البريد الإلكتروني",
  "Follow us": "تابعونا",
  "All rights reserved.": "جميع الحقوق محفوظة.",
  "Privacy notice": "إشعار الخصوصية",
  "Page not found": "الصفحة غير موجودة",
  "The page you asked for is not here. It may have moved, or the address may be mistyped.":
    "الصفحة التي طلبتها غير موجودة هنا. ربما نُقلت، أو أن العنوان مكتوب بشكل خاطئ.",
  "Go to the home page": "الذهاب إلى الصفحة الرئيسية",
  or: "أو",
  "contact us": "تواصل معنا",
} as const satisfies BrowserMessages;

/** What only the server draws (the language switcher and offer, decision 057): never in the browser's bundle. */
const serverDrawn = {
  Language: "اللغة",
  "This page is also available in {language}.": "هذه الصفحة متاحة أيضًا باللغة: {language}.",
  "Open it": "افتحها",
  "No, thanks": "لا، شكرًا",
} as const satisfies ServerDrawnMessages;

// A call marked pure, so a bundle that uses only the browser's part leaves this (and serverDrawn) out.
export const ar = /* @__PURE__ */ Object.assign({}, arInBrowser, serverDrawn) satisfies Messages;

/** The machine pages' text (decision 068): their loader hands it over, so it is in no bundle. */
export const arOnMachinePages = {
  catalogue: "تنزيل الكتالوج",
  applications: "الاستخدامات",
  applicationsOf: "الاستخدامات: {title}",
  applicationsSlides: "استخدامات {title}",
  videos: "مقاطع الفيديو",
  playVideo: "تشغيل الفيديو:",
  gallery: "معرض الصور",
  galleryOf: "{title}: معرض الصور",
  enlargePhoto: "تكبير الصورة:",
  pictures: "{title}: صور",
  specifications: "{title}: المواصفات",
  models: "{title}: الطرازات",
  equipment: "{title}: المعدات",
  stopSlideshow: "إيقاف عرض الشرائح",
  startSlideshow: "تشغيل عرض الشرائح",
  previousSlide: "الشريحة السابقة",
  showSlide: "عرض الشريحة",
  nextSlide: "الشريحة التالية",
} as const satisfies MachinePageMessages;
