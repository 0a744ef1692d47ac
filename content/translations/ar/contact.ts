/**
 * The Arabic copy of the Contact page: the company's words (the footer's too), the offices and
 * the departments (the Service page's spares desk among them); see ../ar.ts.
 */
import type { SiteTexts } from "../kit";

export const company: SiteTexts["company"] = {
  tagline: "آلات تحوّل البوليمر إلى عبوات وبروفيلات وأفلام",
  groupCompanies: [
    { focus: "خطوط التغليف المنسوج والبثق" },
    { focus: "خطوط إعادة تدوير البلاستيك وغسله" },
    { focus: "اللوالب والأسطوانات والقوالب وقطع الغيار" },
  ],
  corporateOffice: { title: "المكتب الرئيسي للشركة" },
  works: { title: "المصنع" },
  phones: [{ label: "المبيعات" }, { label: "المصنع" }],
};

export const offices: SiteTexts["offices"] = [
  {
    region: "أنكليشوار",
    kind: "المصنع والمقر الرئيسي",
    city: "أنكليشوار",
    country: "الهند",
    phones: [{ label: "الاستقبال" }, { label: "الخدمة" }],
  },
  {
    region: "أحمد آباد",
    kind: "المكتب الرئيسي للشركة",
    city: "أحمد آباد",
    country: "الهند",
    phones: [{ label: "المبيعات" }],
  },
  {
    region: "مومباي",
    kind: "مكتب فرعي",
    city: "مومباي",
    country: "الهند",
    contactPerson: "مدير المبيعات الإقليمي (الغرب)",
  },
  {
    region: "كولكاتا",
    kind: "مكتب فرعي",
    city: "كولكاتا",
    country: "الهند",
    contactPerson: "مدير المنطقة (الشرق والشمال الشرقي)",
  },
  {
    region: "دلهي",
    kind: "مكتب فرعي",
    city: "نيودلهي",
    country: "الهند",
    contactPerson: "مدير المبيعات الإقليمي (الشمال)",
  },
  {
    region: "جنوب الهند",
    kind: "مكتب فرعي",
    city: "تشيناي",
    country: "الهند",
    contactPerson: "مدير المنطقة (الجنوب)",
  },
  {
    region: "إندور",
    kind: "مركز خدمة",
    city: "إندور",
    country: "الهند",
    contactPerson: "مكتب الخدمة لوسط الهند",
  },
  {
    region: "روسيا",
    kind: "مكتب خارجي",
    city: "موسكو",
    country: "روسيا",
    contactPerson: "ممثل الشركة في البلد",
  },
  {
    region: "فيتنام",
    kind: "مكتب خارجي",
    city: "مدينة هو تشي منه",
    country: "فيتنام",
    contactPerson: "مدير البلد",
  },
];

export const departments: SiteTexts["departments"] = [
  {
    title: "المبيعات والتسويق",
    subtitle: "خطوط جديدة وعروض أسعار ومخططات مصانع",
    summary: "تحدّث إلى مهندس عن خط جديد أو توسعة أو مصنع أكياس منسوجة متكامل.",
    phones: [{ label: "المكتب" }, { label: "داخل الهند" }, { label: "دولي" }],
    linkText: "تصفّح مجموعات المنتجات",
  },
  {
    title: "خدمة العملاء",
    subtitle: "التشغيل الأولي والتدريب ودعم الأعطال",
    summary: "يتولى مهندسو الخدمة لدينا التشغيل الأولي لكل خط نصنعه ويبقون على استعداد بعد بدء التشغيل.",
    phones: [{ label: "مكتب الخدمة" }, { label: "خارج أوقات العمل" }],
    linkText: "قطع الغيار والخدمات",
  },
  {
    title: "قطع الغيار",
    subtitle: "لوالب وأسطوانات وقوالب وسخانات وتجهيزات كهربائية أصلية",
    summary: "اذكر رقم آلتك، وسنشحن معظم قطع التآكل من المخزون خلال 48 ساعة.",
    phones: [{ label: "مكتب قطع الغيار" }, { label: "الجوال" }],
    linkText: "كيف تطلب قطع الغيار",
  },
];
