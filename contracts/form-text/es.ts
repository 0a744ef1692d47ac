/** The lead forms' words in Spanish (en.ts lists the keys). */
import type { FormText } from "./en";

export const esFormText = {
  Name: "Nombre",
  "Company name": "Empresa",
  Email: "Correo electrónico",
  "Contact number": "Teléfono de contacto",
  Contact: "Teléfono",
  City: "Ciudad",
  State: "Estado / provincia",
  Country: "País",
  Qualification: "Formación",
  Message: "Mensaje",
  "Message (optional)": "Mensaje (opcional)",
  "Resume (PDF, DOC or DOCX)": "Currículum (PDF, DOC o DOCX)",
  "Get the catalogue": "Recibir el catálogo",
  "Send me the catalogue": "Enviarme el catálogo",
  "SEND INQUIRY": "ENVIAR CONSULTA",
  "SENDING...": "ENVIANDO...",
  SUBMIT: "ENVIAR",
  "SUBMITTING...": "ENVIANDO...",
  Cancel: "Cancelar",
  "Privacy notice": "Aviso de privacidad",
  "Unknown error": "error desconocido",
  "Catalogue request": "Solicitud de catálogo",
  Inquiry: "Consulta",
  "Job application": "Solicitud de empleo",
  "We use these details only to answer your inquiry and quote for your line.":
    "Usamos estos datos solo para responder a su consulta y cotizar su línea.",
  "We use these details to send you the catalogue and to follow up on your interest.":
    "Usamos estos datos para enviarle el catálogo y hacer seguimiento de su interés.",
  "We use these details and your resume only to consider you for this opening.":
    "Usamos estos datos y su currículum solo para considerarle para esta vacante.",
  "Form submitted successfully and email sent!": "¡Formulario enviado y correo electrónico enviado con éxito!",
  "Failed to send email. Please try again.": "No se pudo enviar el correo. Inténtelo de nuevo.",
  "An error occurred. Please try again.": "Se produjo un error. Inténtelo de nuevo.",
  "Catalogue has been sent to your email!": "¡El catálogo se ha enviado a su correo electrónico!",
  "Failed to send catalogue: ": "No se pudo enviar el catálogo: ",
  "Failed to connect to the server. Please try again later.":
    "No se pudo conectar con el servidor. Inténtelo más tarde.",
  "Inquiry sent successfully!": "¡Consulta enviada con éxito!",
  "Inquiry saved but email notification failed. We'll still contact you!":
    "Consulta guardada, pero no se pudo enviar la notificación por correo electrónico. ¡Igualmente nos pondremos en contacto con usted!",
  "Submission failed! Please try again.": "¡No se pudo enviar! Inténtelo de nuevo.",
  "Application submitted successfully!": "¡Solicitud enviada con éxito!",
  "Submission failed. Please try again.": "No se pudo enviar. Inténtelo de nuevo.",
  "Submission failed. Please check your connection and try again.":
    "No se pudo enviar. Compruebe su conexión e inténtelo de nuevo.",
  "Please attach your resume (PDF, DOC or DOCX).": "Adjunte su currículum (PDF, DOC o DOCX).",
  "The resume must be a PDF, DOC or DOCX file.": "El currículum debe ser un archivo PDF, DOC o DOCX.",
  "The resume can be at most 10 MB.": "El currículum puede ocupar como máximo 10 MB.",
  "Something went wrong on our side. Please try again.": "Algo ha fallado por nuestra parte. Vuelva a intentarlo.",
  "We cannot reach our records just now. Please try again in a minute.":
    "En este momento no podemos acceder a nuestros registros. Vuelva a intentarlo dentro de un minuto.",
  "Please fill the {field} field.": "Rellene el campo «{field}».",
  "The {field} field must be text.": "El campo «{field}» debe ser texto.",
  "The {field} field can hold at most {max} characters.": "El campo «{field}» admite como máximo {max} caracteres.",
  "The {field} field must be one line of text, without line breaks, tabs or control characters.":
    "El campo «{field}» debe ser una sola línea de texto, sin saltos de línea, tabulaciones ni caracteres de control.",
  "The {field} field contains control characters that cannot be stored. Please remove them.":
    "El campo «{field}» contiene caracteres de control que no se pueden guardar. Elimínelos.",
  "Please enter a valid email address.": "Introduzca una dirección de correo electrónico válida.",
  "Please enter a valid {field}: 7 to 15 digits, with spaces, + - ( ) allowed.":
    "Introduzca un «{field}» válido: de 7 a 15 dígitos; se admiten espacios y + - ( ).",
} as const satisfies FormText;
