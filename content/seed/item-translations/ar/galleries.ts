/** The Arabic text of the seeded trade-fair galleries. */
import type { LocaleItemTexts } from "../kit";

const expoCentre = "مركز إكسبو الهند، نويدا الكبرى";
const bombayCentre = "مركز بومباي للمعارض، مومباي";
const gandhinagar = "غانديناغار، غوجارات";
const pragatiMaidan = "براغاتي ميدان، نيودلهي";
const messe = "مركز معارض ميسه دوسلدورف، ألمانيا";
const works = "مصنع أنكليشوار";

/** A trade fair's gallery: its name stays as in English; its three photos are described as the English ones are. */
function fair(show: string, place: string, caption: string): Record<string, unknown> {
  return {
    title: show,
    place,
    caption,
    photos: [
      { alt: `جناحنا في ${show}، ${place}` },
      { alt: `على جناحنا في ${show}، ${place}` },
      { alt: `الخط المعروض في ${show}، ${place}` },
    ],
  };
}

const fullWovenLine = "خط تغليف منسوج كامل على الجناح، من بثق الأشرطة حتى الكيس المطبوع.";
const westernSackMakers = "خطوط أشرطة وأنوال دائرية لصانعي الأكياس في غرب الهند.";
const plastindiaCaption = (show: string) => `جناحنا في ${show}، مع آلات من مختلف مجموعاتنا تعمل أمام الزوار.`;
const kCaption = (show: string) => `معرض ${show} في دوسلدورف: خطوط التغليف المنسوج وإعادة التدوير لعملائنا في التصدير.`;

export const galleries: NonNullable<LocaleItemTexts["galleries"]> = {
  "indiaplast-2019": fair(
    "INDIAPLAST 2019",
    expoCentre,
    "أول مشاركة لنا في INDIAPLAST، مع خط أشرطة ونول بستة مكوكات يعملان على الجناح.",
  ),
  "plastivision-2017": fair("PLASTIVISION 2017", bombayCentre, fullWovenLine),
  "plastivision-2013": fair("PLASTIVISION 2013", bombayCentre, fullWovenLine),
  "plastivision-2011": fair("PLASTIVISION 2011", bombayCentre, westernSackMakers),
  "plastivision-2007": fair("PLASTIVISION 2007", bombayCentre, westernSackMakers),
  "plastindia-2018": fair("PLASTINDIA 2018", gandhinagar, plastindiaCaption("PLASTINDIA 2018")),
  "plastindia-2015": fair("PLASTINDIA 2015", gandhinagar, plastindiaCaption("PLASTINDIA 2015")),
  "plastindia-2012": fair("PLASTINDIA 2012", pragatiMaidan, plastindiaCaption("PLASTINDIA 2012")),
  "plastindia-2009": fair("PLASTINDIA 2009", pragatiMaidan, plastindiaCaption("PLASTINDIA 2009")),
  "plastindia-2006": fair("PLASTINDIA 2006", pragatiMaidan, plastindiaCaption("PLASTINDIA 2006")),
  "plastindia-2000": fair("PLASTINDIA 2000", pragatiMaidan, plastindiaCaption("PLASTINDIA 2000")),
  "plastindia-1997": fair("PLASTINDIA 1997", pragatiMaidan, plastindiaCaption("PLASTINDIA 1997")),
  "plastindia-1994": fair(
    "PLASTINDIA 1994",
    pragatiMaidan,
    "أول معرض تجاري نشارك فيه: خط أشرطة واحد ونول على جناح مساحته 60 م².",
  ),
  "k-germany-2025": fair("K-GERMANY 2025", messe, kCaption("K 2025")),
  "k-germany-2022": fair("K-GERMANY 2022", messe, kCaption("K 2022")),
  "k-germany-2019": fair("K-GERMANY 2019", messe, kCaption("K 2019")),
  "k-germany-2016": fair("K-GERMANY 2016", messe, kCaption("K 2016")),
  "k-germany-2007": fair(
    "K-GERMANY 2007",
    messe,
    "أول مشاركة لنا في معرض K في دوسلدورف، حيث التقينا عملاء من أوروبا وأفريقيا والشرق الأوسط.",
  ),
  "womens-day-2022": {
    title: "اليوم العالمي للمرأة 2022",
    place: works,
    caption: "أمسية لزميلاتنا في المصنع والمكاتب، تخللتها كلمات وجوائز وإيقاد السراج معاً.",
    photos: [
      { alt: "المنصة مزيّنة بأكاليل القطيفة لليوم العالمي للمرأة" },
      { alt: "السراج والمنبر جاهزان قبل بدء البرنامج" },
      { alt: "مقاعد الزملاء في قاعة مقصف المصنع" },
    ],
  },
  "blood-donation-2019": {
    title: "حملة التبرع بالدم 2019",
    place: works,
    caption: "حملتنا الثانية مع بنك الدم في المنطقة: جُمعت 212 وحدة في يوم واحد.",
    photos: [
      { alt: "أسرّة المتبرعين وحوامل المحاليل مجهّزة لحملة التبرع بالدم" },
      { alt: "منطقة التسجيل والاستراحة في الحملة" },
      { alt: "ركن الجمع التابع لبنك الدم في المصنع" },
    ],
  },
  "blood-donation-2018": {
    title: "حملة التبرع بالدم 2018",
    place: works,
    caption: "أول حملة تبرع بالدم ننظمها، بالتعاون مع بنك الدم في المنطقة، وتبرّع فيها 168 من زملائنا.",
    photos: [
      { alt: "أسرّة المتبرعين مصطفّة في أول حملة للتبرع بالدم" },
      { alt: "مظلة الحملة ولافتتها في المصنع" },
      { alt: "حوامل المحاليل وأكياس الجمع جاهزة للمتبرعين" },
    ],
  },
  "yoga-day-2018": {
    title: "اليوم العالمي لليوغا 2018",
    place: "حديقة مصنع أنكليشوار",
    caption: "يوغا عند شروق الشمس في حديقة المصنع احتفالاً باليوم العالمي لليوغا، بقيادة مدرّب محلي.",
    photos: [
      { alt: "حُصر اليوغا مفروشة في صفوف على العشب عند الشروق" },
      { alt: "الحديقة جاهزة لليوم العالمي لليوغا" },
      { alt: "صفوف من الحُصر تواجه الشمس المشرقة" },
    ],
  },
};
