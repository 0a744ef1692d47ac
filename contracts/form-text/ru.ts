/** The lead forms' words in Russian (en.ts lists the keys). */
import type { FormText } from "./en";

export const ruFormText = {
  Name: "Имя",
  "Company name": "Название компании",
  Email: "E-mail",
  "Contact number": "Контактный телефон",
  Contact: "Телефон",
  City: "Город",
  State: "Регион",
  Country: "Страна",
  Qualification: "Образование",
  Message: "Сообщение",
  "Message (optional)": "Сообщение (необязательно)",
  "Resume (PDF, DOC or DOCX)": "Резюме (PDF, DOC или DOCX)",
  "Get the catalogue": "Получить каталог",
  "Send me the catalogue": "Прислать мне каталог",
  "SEND INQUIRY": "ОТПРАВИТЬ ЗАПРОС",
  "SENDING...": "ОТПРАВКА...",
  SUBMIT: "ОТПРАВИТЬ",
  "SUBMITTING...": "ОТПРАВКА...",
  Cancel: "Отмена",
  "Privacy notice": "Политика конфиденциальности",
  "Unknown error": "неизвестная ошибка",
  "Catalogue request": "Запрос каталога",
  Inquiry: "Запрос",
  "Job application": "Отклик на вакансию",
  "We use these details only to answer your inquiry and quote for your line.":
    "Мы используем эти данные только для ответа на ваш запрос и расчёта предложения по вашей линии.",
  "We use these details to send you the catalogue and to follow up on your interest.":
    "Мы используем эти данные, чтобы отправить вам каталог и связаться с вами по вашему запросу.",
  "We use these details and your resume only to consider you for this opening.":
    "Мы используем эти данные и ваше резюме только для рассмотрения вашей кандидатуры на эту вакансию.",
  "Form submitted successfully and email sent!": "Форма отправлена, письмо выслано!",
  "Failed to send email. Please try again.": "Не удалось отправить письмо. Попробуйте ещё раз.",
  "An error occurred. Please try again.": "Произошла ошибка. Попробуйте ещё раз.",
  "Catalogue has been sent to your email!": "Каталог отправлен на ваш e-mail!",
  "Failed to send catalogue: ": "Не удалось отправить каталог: ",
  "Failed to connect to the server. Please try again later.": "Не удалось связаться с сервером. Попробуйте позже.",
  "Inquiry sent successfully!": "Запрос успешно отправлен!",
  "Inquiry saved but email notification failed. We'll still contact you!":
    "Запрос сохранён, но уведомление по e-mail не отправилось. Мы всё равно свяжемся с вами!",
  "Submission failed! Please try again.": "Не удалось отправить! Попробуйте ещё раз.",
  "Application submitted successfully!": "Отклик успешно отправлен!",
  "Submission failed. Please try again.": "Не удалось отправить. Попробуйте ещё раз.",
  "Submission failed. Please check your connection and try again.":
    "Не удалось отправить. Проверьте подключение и попробуйте ещё раз.",
  "Please attach your resume (PDF, DOC or DOCX).": "Приложите резюме (PDF, DOC или DOCX).",
  "The resume must be a PDF, DOC or DOCX file.": "Резюме должно быть файлом PDF, DOC или DOCX.",
  "The resume can be at most 10 MB.": "Размер резюме — не более 10 МБ.",
  "Something went wrong on our side. Please try again.": "На нашей стороне произошла ошибка. Повторите попытку.",
  "We cannot reach our records just now. Please try again in a minute.":
    "Наша база данных сейчас недоступна. Повторите попытку через минуту.",
  "Please fill the {field} field.": "Заполните поле «{field}».",
  "The {field} field must be text.": "Поле «{field}» должно содержать текст.",
  "The {field} field can hold at most {max} characters.": "В поле «{field}» не более {max} символов.",
  "The {field} field must be one line of text, without line breaks, tabs or control characters.":
    "Поле «{field}» должно быть одной строкой текста, без переносов строк, табуляций и управляющих символов.",
  "The {field} field contains control characters that cannot be stored. Please remove them.":
    "Поле «{field}» содержит управляющие символы, которые нельзя сохранить. Удалите их.",
  "Please enter a valid email address.": "Введите правильный адрес e-mail.",
  "Please enter a valid {field}: 7 to 15 digits, with spaces, + - ( ) allowed.":
    "Введите правильное значение поля «{field}»: от 7 до 15 цифр, допускаются пробелы и + - ( ).",
} as const satisfies FormText;
