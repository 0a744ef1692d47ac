/** The interface text of the public site in Arabic (shown right to left). */
import type { BrowserMessages, LayoutMessages, MachinePageMessages, ServerDrawnMessages, SitePageMessages } from "./en";

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
export const ar = /* @__PURE__ */ Object.assign({}, arInBrowser, serverDrawn) satisfies LayoutMessages;

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
  slidePosition: "{number} من {count}",
  previousImage: "الصورة السابقة",
  nextImage: "الصورة التالية",
  catalogueOf: "الكتالوج: {title}",
  loadingForm: "جارٍ تحميل النموذج…",
  catalogueIntro: "أخبرونا أين نرسل كتالوج {title}، وسيتواصل معكم فريق المبيعات لدينا بعرض سعر لمصنعكم.",
  describedBy: "المواصفات والاستخدامات وكتالوج للتنزيل.",
} as const satisfies MachinePageMessages;

/** The static pages' own words: each page's loader hands over the ones it draws, so they are in no bundle. */
export const arOnSitePages = {
  "Since {year}": "منذ {year}",
  "Explore our machines": "تعرّف على آلاتنا",
  "Download catalogue": "تنزيل الكتالوج",
  "Or write to": "أو راسلنا على",
  "Our export record": "سجلّنا في التصدير",
  "Explore →": "اكتشف ←",
  "Corporate film": "الفيلم التعريفي بالشركة",
  "(opens YouTube in a new tab)": "(يفتح يوتيوب في علامة تبويب جديدة)",
  "(opens the film in a new tab)": "(يفتح الفيلم في علامة تبويب جديدة)",
  Milestones: "محطات في مسيرتنا",
  "Watch the film": "شاهد الفيلم",
  Close: "إغلاق",
  "Meet us next": "المعارض القادمة",
  "Enlarge map": "تكبير الخريطة",
  "Map of our coming exhibitions": "خريطة معارضنا القادمة",
  "World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf":
    "خريطة العالم عليها علامات على إسطنبول وموسكو ومومباي ونيودلهي ومدينة هو تشي منه ودوسلدورف",
  "Trade shows": "المعارض التجارية",
  "Life at JP": "الحياة في JP",
  "View {count} photos": "عرض الصور ({count})",
  "Reach us": "تواصل معنا",
  "View {place} on the map": "عرض {place} على الخريطة",
  "Phone & e-mail": "الهاتف والبريد الإلكتروني",
  Departments: "الأقسام",
  "Send us an inquiry": "أرسل إلينا استفسارك",
  "Our network": "شبكة مكاتبنا",
  "Branch offices across India and our own people in Russia and Vietnam.":
    "مكاتب فرعية في أنحاء الهند وفريق خاص بنا في روسيا وفيتنام.",
  Map: "الخريطة",
  "{title} phones": "هواتف {title}",
  "{title} e-mail": "{title}: البريد الإلكتروني",
  "Service for the life of your line": "خدمة طوال عمر خط الإنتاج",
  "What we offer": "ما نقدّمه",
  "Order spare parts": "اطلب قطع الغيار",
  "Quote the machine number from the plate on the main panel, and the part you need or a photograph of it.":
    "اذكر رقم الآلة المدوّن على اللوحة المثبتة على لوحة التحكم الرئيسية، والقطعة التي تحتاجها أو صورة لها.",
  "Current openings ({count})": "الوظائف الشاغرة ({count})",
  "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.":
    "نوظّف مهندسين وفنيين وموظفين إداريين في مصنعنا في أنكلشوار والمكتب الرئيسي في أحمد آباد ومركز الخدمة في إندور. افتح الوظيفة لقراءة وصفها والمهارات المطلوبة لها.",
  "Job profile": "الوصف الوظيفي",
  "Required skills": "المهارات المطلوبة",
  "Job profile: {title}": "الوصف الوظيفي: {title}",
  "Required skills: {title}": "المهارات المطلوبة: {title}",
  "APPLY NOW": "قدّم الآن",
  "Apply for {title}": "التقديم على وظيفة: {title}",
  Awards: "الجوائز",
  "JP News, our customer magazine": "JP News، مجلتنا لعملائنا",
  "Magazine covers": "أغلفة المجلة",
  "From the works": "من المصنع",
  "Press releases": "البيانات الصحفية",
  "Press release · {date} · PDF": "بيان صحفي · {date} · PDF",
  "(opens in a new tab)": "(يفتح في علامة تبويب جديدة)",
  "Read More": "اقرأ المزيد",
  "Last updated {date}.": "آخر تحديث: {date}.",
  "Product line": "خط المنتجات",
  "Browse the woven packaging machines": "تصفّح آلات التغليف المنسوج",
} as const satisfies SitePageMessages;

/** The product-line tiles' and slider's own words (issue 25, CategoryPageMessages, checked where their loaders take them): in no bundle. */
export const arOnCategoryPages = {
  lead: "أربع مجموعات من الآلات، نصمّمها ونصنعها في مصنعنا في أنكليشوار. اختر مجموعة لتتصفّح آلاتها.",
  machines: {
    zero: "لا توجد آلات",
    one: "آلة واحدة",
    two: "آلتان",
    few: "{count} آلات",
    many: "{count} آلة",
    other: "{count} آلة",
  },
  explore: "استكشف",
  viewMachine: "عرض الآلة",
  nextMachine: "الآلة التالية:",
  allMachines: "جميع الآلات",
  noProducts: "لا توجد منتجات متاحة",
  browseAll: "تصفّح جميع مجموعات المنتجات",
  slide: "الشريحة",
  slides: "الشرائح",
} as const;
