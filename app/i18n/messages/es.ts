/** The interface text of the public site in Spanish. */
import type { BrowserMessages, LayoutMessages, MachinePageMessages, ServerDrawnMessages, SitePageMessages } from "./en";

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
export const es = /* @__PURE__ */ Object.assign({}, esInBrowser, serverDrawn) satisfies LayoutMessages;

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
  slidePosition: "{number} de {count}",
  previousImage: "Imagen anterior",
  nextImage: "Imagen siguiente",
  catalogueOf: "Catálogo: {title}",
  loadingForm: "Cargando el formulario…",
  catalogueIntro:
    "Díganos adónde enviarle el catálogo de {title} y nuestro equipo de ventas se pondrá en contacto con usted con una cotización para su planta.",
  describedBy: "Especificaciones, aplicaciones y catálogo para descargar.",
} as const satisfies MachinePageMessages;

/** The static pages' own words: each page's loader hands over the ones it draws, so they are in no bundle. */
export const esOnSitePages = {
  "Since {year}": "Desde {year}",
  "Explore our machines": "Conozca nuestras máquinas",
  "Download catalogue": "Descargar catálogo",
  "Or write to": "O escriba a",
  "Our export record": "Nuestra trayectoria exportadora",
  "Explore →": "Ver más →",
  "Corporate film": "Vídeo corporativo",
  "(opens YouTube in a new tab)": "(abre YouTube en una pestaña nueva)",
  "(opens the film in a new tab)": "(abre el vídeo en una pestaña nueva)",
  Milestones: "Hitos",
  "Watch the film": "Ver el vídeo",
  Close: "Cerrar",
  "Meet us next": "Próximas ferias",
  "Enlarge map": "Ampliar el mapa",
  "Map of our coming exhibitions": "Mapa de nuestras próximas ferias",
  "World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf":
    "Mapa del mundo con marcas en Estambul, Moscú, Bombay, Nueva Delhi, Ciudad Ho Chi Minh y Düsseldorf",
  "Trade shows": "Ferias comerciales",
  "Life at JP": "La vida en JP",
  "View {count} photos": "Ver {count} fotos",
  "Reach us": "Cómo contactarnos",
  "View {place} on the map": "Ver en el mapa: {place}",
  "Phone & e-mail": "Teléfono y correo electrónico",
  Departments: "Departamentos",
  "Send us an inquiry": "Envíenos su consulta",
  "Our network": "Nuestra red",
  "Branch offices across India and our own people in Russia and Vietnam.":
    "Sucursales en toda la India y personal propio en Rusia y Vietnam.",
  Map: "Mapa",
  "{title} phones": "{title}: teléfonos",
  "{title} e-mail": "{title}: correo electrónico",
  "Service for the life of your line": "Servicio durante toda la vida de su línea",
  "What we offer": "Qué ofrecemos",
  "Order spare parts": "Pedir repuestos",
  "Quote the machine number from the plate on the main panel, and the part you need or a photograph of it.":
    "Indique el número de máquina que figura en la placa del panel principal y la pieza que necesita, o envíe una foto de ella.",
  "Current openings ({count})": "Vacantes actuales ({count})",
  "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.":
    "Contratamos ingenieros, técnicos y personal de oficina para nuestra planta de Ankleshwar, la oficina corporativa de Ahmedabad y el centro de servicio de Indore. Abra un puesto para leer su perfil y las competencias que requiere.",
  "Job profile": "Perfil del puesto",
  "Required skills": "Competencias requeridas",
  "Job profile: {title}": "Perfil del puesto: {title}",
  "Required skills: {title}": "Competencias requeridas: {title}",
  "APPLY NOW": "POSTULARSE",
  "Apply for {title}": "Postularse a {title}",
  Awards: "Premios",
  "JP News, our customer magazine": "JP News, nuestra revista para clientes",
  "Magazine covers": "Portadas de la revista",
  "From the works": "Desde la planta",
  "Press releases": "Comunicados de prensa",
  "Press release · {date} · PDF": "Comunicado de prensa · {date} · PDF",
  "(opens in a new tab)": "(se abre en una pestaña nueva)",
  "Read More": "Leer más",
  "Last updated {date}.": "Última actualización: {date}.",
  "Product line": "Línea de productos",
  "Browse the woven packaging machines": "Ver las máquinas para embalaje tejido",
} as const satisfies SitePageMessages;

/** The product-line tiles' and slider's own words (issue 25, CategoryPageMessages, checked where their loaders take them): in no bundle. */
export const esOnCategoryPages = {
  lead: "Cuatro líneas de maquinaria, diseñadas y fabricadas en nuestra planta de Ankleshwar. Elija una para ver sus máquinas.",
  machines: { one: "{count} máquina", other: "{count} máquinas" },
  explore: "EXPLORAR",
  viewMachine: "Ver máquina",
  nextMachine: "Siguiente máquina:",
  allMachines: "Todas las máquinas",
  noProducts: "No hay productos disponibles",
  browseAll: "Ver todas las líneas de productos",
  slide: "Diapositiva",
  slides: "Diapositivas",
} as const;
