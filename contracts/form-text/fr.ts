/** The lead forms' words in French (en.ts lists the keys). */
import type { FormText } from "./en";

export const frFormText = {
  Name: "Nom",
  "Company name": "Société",
  Email: "E-mail",
  "Contact number": "Téléphone",
  Contact: "Téléphone",
  City: "Ville",
  State: "État / région",
  Country: "Pays",
  Qualification: "Diplôme",
  Message: "Message",
  "Message (optional)": "Message (facultatif)",
  "Resume (PDF, DOC or DOCX)": "CV (PDF, DOC ou DOCX)",
  "Get the catalogue": "Recevoir le catalogue",
  "Send me the catalogue": "M’envoyer le catalogue",
  "SEND INQUIRY": "ENVOYER LA DEMANDE",
  "SENDING...": "ENVOI...",
  SUBMIT: "ENVOYER",
  "SUBMITTING...": "ENVOI...",
  Cancel: "Annuler",
  "Privacy notice": "Politique de confidentialité",
  "Unknown error": "erreur inconnue",
  "Catalogue request": "Demande de catalogue",
  Inquiry: "Demande",
  "Job application": "Candidature",
  "We use these details only to answer your inquiry and quote for your line.":
    "Nous utilisons ces informations uniquement pour répondre à votre demande et chiffrer votre ligne.",
  "We use these details to send you the catalogue and to follow up on your interest.":
    "Nous utilisons ces informations pour vous envoyer le catalogue et donner suite à votre intérêt.",
  "We use these details and your resume only to consider you for this opening.":
    "Nous utilisons ces informations et votre CV uniquement pour étudier votre candidature à ce poste.",
  "Form submitted successfully and email sent!": "Formulaire envoyé et e-mail expédié avec succès\u00a0!",
  "Failed to send email. Please try again.": "L’e-mail n’a pas pu être envoyé. Veuillez réessayer.",
  "An error occurred. Please try again.": "Une erreur s’est produite. Veuillez réessayer.",
  "Catalogue has been sent to your email!": "Le catalogue a été envoyé à votre adresse e-mail\u00a0!",
  "Failed to send catalogue: ": "Le catalogue n’a pas pu être envoyé\u00a0: ",
  "Failed to connect to the server. Please try again later.":
    "Impossible de joindre le serveur. Veuillez réessayer plus tard.",
  "Inquiry sent successfully!": "Demande envoyée avec succès\u00a0!",
  "Inquiry saved but email notification failed. We'll still contact you!":
    "Demande enregistrée, mais la notification par e-mail n’a pas pu être envoyée. Nous vous contacterons quand même\u00a0!",
  "Submission failed! Please try again.": "Échec de l’envoi\u00a0! Veuillez réessayer.",
  "Application submitted successfully!": "Candidature envoyée avec succès\u00a0!",
  "Submission failed. Please try again.": "Échec de l’envoi. Veuillez réessayer.",
  "Submission failed. Please check your connection and try again.":
    "Échec de l’envoi. Vérifiez votre connexion et réessayez.",
  "Please attach your resume (PDF, DOC or DOCX).": "Veuillez joindre votre CV (PDF, DOC ou DOCX).",
  "The resume must be a PDF, DOC or DOCX file.": "Le CV doit être un fichier PDF, DOC ou DOCX.",
  "The resume can be at most 10 MB.": "Le CV ne peut dépasser 10\u00a0Mo.",
  "Something went wrong on our side. Please try again.": "Une erreur s’est produite de notre côté. Veuillez réessayer.",
  "We cannot reach our records just now. Please try again in a minute.":
    "Nos registres sont momentanément inaccessibles. Veuillez réessayer dans une minute.",
  "Please fill the {field} field.": "Veuillez remplir le champ «\u00a0{field}\u00a0».",
  "The {field} field must be text.": "Le champ «\u00a0{field}\u00a0» doit contenir du texte.",
  "The {field} field can hold at most {max} characters.":
    "Le champ «\u00a0{field}\u00a0» peut contenir au plus {max}\u00a0caractères.",
  "The {field} field must be one line of text, without line breaks, tabs or control characters.":
    "Le champ «\u00a0{field}\u00a0» doit tenir sur une ligne, sans saut de ligne, tabulation ni caractère de contrôle.",
  "The {field} field contains control characters that cannot be stored. Please remove them.":
    "Le champ «\u00a0{field}\u00a0» contient des caractères de contrôle impossibles à enregistrer. Veuillez les supprimer.",
  "Please enter a valid email address.": "Veuillez saisir une adresse e-mail valide.",
  "Please enter a valid {field}: 7 to 15 digits, with spaces, + - ( ) allowed.":
    "Veuillez saisir un «\u00a0{field}\u00a0» valide\u00a0: 7 à 15 chiffres, espaces et + - ( ) autorisés.",
} as const satisfies FormText;
