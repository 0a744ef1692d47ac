/** The Spanish copy of every static page's title and description (banners and meta tags) (see ../es.ts). */
import type { SiteTexts } from "../kit";

export const staticPages: SiteTexts["staticPages"] = [
  {
    title: "Fabricante y exportador de maquinaria para plásticos",
    description:
      "Líneas para envases tejidos, reciclaje, extrusión de perfiles y lámina y film, fabricadas en Gujarat desde 1987 y en funcionamiento en más de 44 países.",
  },
  {
    title: "Quiénes somos e historia de la empresa",
    description:
      "De un taller mecánico en 1987 a una fábrica de 70.000 m² en Ankleshwar: nuestros fundadores, nuestros hitos y nuestro equipo.",
  },
  {
    title: "Contacto",
    description:
      "Contactos de la oficina central, la fábrica, ventas, servicio técnico y repuestos, y nuestras oficinas en la India y en el extranjero.",
  },
  {
    title: "Repuestos y servicios",
    description:
      "Repuestos originales, puesta en marcha, formación de operarios y servicio posventa para cada línea que fabricamos.",
  },
  {
    title: "Noticias y eventos",
    description: "Acuerdos, premios, vídeos y cobertura de prensa sobre nuestras máquinas y nuestro equipo.",
  },
  {
    title: "Ferias",
    description: "Dónde encontrarnos próximamente, y fotografías de PLASTINDIA, K, PLASTIVISION e INDIAPLAST.",
  },
  {
    title: "Empleo",
    description:
      "Vacantes en ingeniería, servicio técnico, ventas y operaciones en nuestra fábrica de Ankleshwar y en nuestras oficinas.",
  },
  {
    title: "Aviso de privacidad",
    description:
      "Qué datos recogen nuestros formularios y para qué, cuánto tiempo los conservamos, quién los ve y cómo consultar, corregir o eliminar sus datos.",
  },
  {
    title: "Maquinaria para envases tejidos",
    description:
      "Todo lo necesario para fabricar sacos tejidos y FIBC, desde la extrusión de rafia hasta la confección de sacos.",
  },
  {
    title: "Líneas de producto",
    description:
      "Explore nuestra maquinaria por línea de producto: envases tejidos, reciclaje, extrusión de perfiles, lámina y film.",
  },
];
