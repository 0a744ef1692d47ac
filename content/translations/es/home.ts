/** The Spanish copy of the home page: its sections and the corporate film (see ../es.ts). */
import { company } from "#content/company";
import type { SiteTexts } from "../kit";
import { facility, years, yearsWord } from "./figures";

export const home: SiteTexts["home"] = {
  hero: {
    heading: "Maquinaria de extrusión fabricada en Gujarat, en funcionamiento en más de 44 países",
    subheading: "Máquinas que transforman el polímero en envases, perfiles y film",
  },
  intro: {
    heading: "Ingenieros que construyen plantas completas",
    paragraphs: [
      `Desde hace ${years} ${yearsWord} diseñamos y fabricamos las máquinas que convierten el polímero en sacos tejidos, FIBC, fleje, lámina y film. Mecanizamos, montamos y probamos cada línea en nuestra propia fábrica de Ankleshwar, y nuestros ingenieros la ponen en marcha en su planta.`,
      "Siempre buscamos ingenieros, técnicos y comerciales a los que les gusten las máquinas tanto como a nosotros.",
    ],
    joinUs: { label: "Únase a nosotros" },
    image: { alt: "Plano técnico de una línea de film cast" },
  },
  about: {
    heading: "Acerca de JP Extrusion Systems",
    paragraphs: [
      `Fundada en ${company.founded} como taller mecánico que fabricaba repuestos para extrusoras importadas, la empresa entregó su primera línea de extrusión de rafia dos años después. Hoy, nuestra fábrica de ${facility} m² construye maquinaria para envases tejidos, plantas de reciclaje, líneas de extrusión de perfiles y líneas de lámina y film.`,
      "Cada línea funciona con material en nuestra nave de pruebas antes de su envío, y los mismos ingenieros que la construyeron la ponen en marcha en su planta, forman a sus operarios y siguen disponibles después.",
    ],
    link: { label: "Nuestra historia" },
    image: { alt: "Nave de montaje de la fábrica de Ankleshwar con dos filas de máquinas" },
  },
  catalogue: {
    heading: "Descargue nuestro catálogo",
    text: "Díganos quién es y le enviaremos por correo electrónico el catálogo de toda nuestra gama de fabricación.",
  },
  export: {
    heading: "Exportamos desde 1994",
    text: "De Egipto y Nigeria a Rusia, Vietnam e Indonesia, nuestras líneas producen sacos, flejes, lámina y film en cinco continentes, con el respaldo de nuestras oficinas en Moscú y Ciudad Ho Chi Minh.",
    image: { alt: "Globo terráqueo con rutas desde Gujarat hasta los países a los que exportamos nuestras máquinas" },
  },
  stats: [{ label: "Países a los que exportamos" }, { label: "Años de experiencia" }, { label: "Instalaciones" }],
  range: {
    heading: "Nuestra gama de fabricación",
    text: "Cuatro líneas de producto, un solo fabricante: elija una línea para ver sus máquinas.",
    images: {
      "woven-packaging": { alt: "Telar circular tejiendo tela de PP" },
      "plastic-recycling": { alt: "Montón de granza de plástico reciclado" },
      "profile-extrusion": { alt: "Rollos de fleje de PP para embalaje en una estantería" },
      "sheet-film-extrusion": { alt: "Bobinas de film cast en el almacén de producto terminado" },
    },
  },
};

export const corporateFilm: SiteTexts["corporateFilm"] = {
  videoTitle: "JP Extrusion Systems: el vídeo corporativo",
  description:
    "Un recorrido por la fábrica de Ankleshwar y por las plantas de nuestros clientes: líneas de rafia, telares y líneas de reciclaje en funcionamiento.",
};
