/** The lead forms' words in Arabic (en.ts lists the keys). */
import type { FormText } from "./en";

export const arFormText = {
  Name: "الاسم",
  "Company name": "اسم الشركة",
  Email: "البريد الإلكتروني",
  "Contact number": "رقم الهاتف",
  Contact: "رقم الهاتف",
  City: "المدينة",
  State: "الولاية / المنطقة",
  Country: "الدولة",
  Qualification: "المؤهل العلمي",
  Message: "الرسالة",
  "Message (optional)": "الرسالة (اختيارية)",
  "Resume (PDF, DOC or DOCX)": "السيرة الذاتية (PDF أو DOC أو DOCX)",
  "Get the catalogue": "احصل على الكتالوج",
  "Send me the catalogue": "أرسلوا لي الكتالوج",
  "SEND INQUIRY": "إرسال الاستفسار",
  "SENDING...": "جارٍ الإرسال...",
  SUBMIT: "إرسال",
  "SUBMITTING...": "جارٍ الإرسال...",
  Cancel: "إلغاء",
  "Privacy notice": "إشعار الخصوصية",
  "Unknown error": "خطأ غير معروف",
  "Catalogue request": "طلب الكتالوج",
  Inquiry: "استفسار",
  "Job application": "طلب توظيف",
  "We use these details only to answer your inquiry and quote for your line.":
    "نستخدم هذه البيانات فقط للرد على استفساركم وتقديم عرض سعر لخط الإنتاج الخاص بكم.",
  "We use these details to send you the catalogue and to follow up on your interest.":
    "نستخدم هذه البيانات لإرسال الكتالوج إليكم ومتابعة اهتمامكم.",
  "We use these details and your resume only to consider you for this opening.":
    "نستخدم هذه البيانات وسيرتكم الذاتية فقط للنظر في ترشيحكم لهذه الوظيفة.",
  "Form submitted successfully and email sent!": "أُرسل النموذج والبريد الإلكتروني بنجاح!",
  "Failed to send email. Please try again.": "تعذّر إرسال البريد الإلكتروني. يُرجى المحاولة مرة أخرى.",
  "An error occurred. Please try again.": "حدث خطأ. يُرجى المحاولة مرة أخرى.",
  "Catalogue has been sent to your email!": "أُرسل الكتالوج إلى بريدكم الإلكتروني!",
  "Failed to send catalogue: ": "تعذّر إرسال الكتالوج: ",
  "Failed to connect to the server. Please try again later.": "تعذّر الاتصال بالخادم. يُرجى المحاولة لاحقًا.",
  "Inquiry sent successfully!": "أُرسل الاستفسار بنجاح!",
  "Inquiry saved but email notification failed. We'll still contact you!":
    "حُفظ الاستفسار لكن تعذّر إرسال إشعار البريد الإلكتروني. سنتواصل معكم على أي حال!",
  "Submission failed! Please try again.": "تعذّر الإرسال! يُرجى المحاولة مرة أخرى.",
  "Application submitted successfully!": "أُرسل طلب التوظيف بنجاح!",
  "Submission failed. Please try again.": "تعذّر الإرسال. يُرجى المحاولة مرة أخرى.",
  "Submission failed. Please check your connection and try again.":
    "تعذّر الإرسال. يُرجى التحقق من الاتصال والمحاولة مرة أخرى.",
  "Please attach your resume (PDF, DOC or DOCX).": "يُرجى إرفاق سيرتكم الذاتية (PDF أو DOC أو DOCX).",
  "The resume must be a PDF, DOC or DOCX file.": "يجب أن تكون السيرة الذاتية ملف PDF أو DOC أو DOCX.",
  "The resume can be at most 10 MB.": "الحد الأقصى لحجم السيرة الذاتية 10 ميغابايت.",
  "Something went wrong on our side. Please try again.": "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.",
  "We cannot reach our records just now. Please try again in a minute.":
    "يتعذّر علينا الوصول إلى سجلاتنا في الوقت الحالي. يُرجى المحاولة مرة أخرى بعد دقيقة.",
  "Please fill the {field} field.": "يُرجى ملء حقل «{field}».",
  "The {field} field must be text.": "يجب أن يحتوي حقل «{field}» على نص.",
  "The {field} field can hold at most {max} characters.": "يتسع حقل «{field}» لـ {max} حرفًا على الأكثر.",
  "The {field} field must be one line of text, without line breaks, tabs or control characters.":
    "يجب أن يكون حقل «{field}» سطرًا واحدًا من النص، دون فواصل أسطر أو علامات جدولة أو رموز تحكم.",
  "The {field} field contains control characters that cannot be stored. Please remove them.":
    "يحتوي حقل «{field}» على رموز تحكم لا يمكن حفظها. يُرجى حذفها.",
  "Please enter a valid email address.": "يُرجى إدخال عنوان بريد إلكتروني صحيح.",
  "Please enter a valid {field}: 7 to 15 digits, with spaces, + - ( ) allowed.":
    "يُرجى إدخال «{field}» صحيح: من 7 إلى 15 رقمًا، ويُسمح بالمسافات و+ - ( ).",
} as const satisfies FormText;
