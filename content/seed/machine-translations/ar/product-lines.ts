/** The Arabic text of the seeded product lines. */
import type { LocaleMachineTexts } from "../kit";

export const productLineTexts: LocaleMachineTexts["product-lines"] = {
  "woven-packaging": {
    title: "التغليف المنسوج",
    summary:
      "خطوط الأشرطة وآلات اللفّ والأنوال الدائرية والطلاء والطباعة وتحويل الأكياس، للأكياس المنسوجة وحاويات FIBC من PP/HDPE.",
  },
  "plastic-recycling": {
    title: "إعادة تدوير البلاستيك",
    summary: "مصانع غسيل وخطوط تحبيب أحادية وثنائية المرحلة لبلاستيك نفايات التصنيع وما بعد الاستهلاك.",
  },
  "profile-extrusion": {
    title: "بثق البروفيلات",
    summary: "خطوط الخيوط الأحادية وأشرطة ربط الصناديق وعلب البطاريات من PP وHDPE وPET.",
  },
  "sheet-film-extrusion": {
    title: "بثق الألواح والأفلام",
    summary: "خطوط الألواح وخطوط الفيلم المصبوب متعدد الطبقات وآلات التغليف الطبقي بالطلاء بالبثق.",
  },
};
