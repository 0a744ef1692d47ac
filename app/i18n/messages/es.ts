/** The interface text of the public site in Spanish. */
import type { BrowserMessages, MachinePageMessages, Messages, ServerDrawnMessages } from "./en";

/** What the browser may draw again: the layout's catalogue in the browser's bundle. */
export const esInBrowser = {
  "Skip to main content": "Ir al contenido principal",
  Main: "Principal",
  Menu: "Menú",
  HOME: "INICIO",
  "ABOUT US": "EMPRESA",
  "PRODUCT LINE": "PRODUCTOS",
  "SPARES & SERVICES": "SERVICIO",
  "NEWS & EVENTS": "NOTICIAS",
  EXHIBITIONS: "FERIAS",
  CAREERS: "EMPLEO",
  "CONTACT US": "CONTACTO",
  "Group companies": "Empresas del grupo",
  "Quick links": "Enlaces rápidos",
  "View on map": "Ver en el mapa",
  Contact: "Contacto",
  "E-mail": "Correo electrónico",
  "Follow us": "Síganos",
  "All rights reserved.": "Todos los derechos reservados.",
  "Privacy notice": "Aviso de privacidad",
  "Page not found": "Página no encontrada",
  "The page you asked for is not here. It may have moved, or the address may be mistyped.":
    "La página que busca no está aquí. Puede que se haya trasladado o que la dirección tenga un error.",
  "Go to the home page": "Ir a la página de inicio",
  or: "o",
  "contact us": "contáctenos",
} as const satisfies BrowserMessages;

/** What only the server draws (the language switcher and offer, decision 057): never in the browser's bundle. */
const serverDrawn = {
  Language: "Idioma",
  "This page is also available in {language}.": "Esta página también está disponible en {language}.",
  "Open it": "Abrirla",
  "No, thanks": "No, gracias",
} as const satisfies ServerDrawnMessages;

// A call marked pure, so a bundle that uses only the browser's part leaves this (and serverDrawn) out.
export const es = /* @__PURE__ */ Object.assign({}, esInBrowser, serverDrawn) satisfies Messages;

/** The machine pages' text (decision 068): their loader hands it over, so it is in no bundle. */
export const esOnMachinePages = {
  catalogue: "Descargar catálogo",
  applications: "Aplicaciones",
  applicationsOf: "Aplicaciones: {title}",
  applicationsSlides: "Aplicaciones de {title}",
  videos: "Vídeos",
  playVideo: "Ver vídeo:",
  gallery: "Galería de fotos",
  galleryOf: "{title}: galería de fotos",
  enlargePhoto: "Ampliar foto:",
  pictures: "{title}: imágenes",
  specifications: "{title}: especificaciones",
  models: "{title}: modelos",
  equipment: "{title}: equipos",
  stopSlideshow: "Detener la presentación",
  startSlideshow: "Iniciar la presentación",
  previousSlide: "Diapositiva anterior",
  showSlide: "Mostrar diapositiva",
  nextSlide: "Diapositiva siguiente",
} as const satisfies MachinePageMessages;
