/** The Spanish copy of the Service page (see ../es.ts). */
import type { SiteTexts } from "../kit";

export const service: SiteTexts["service"] = {
  image: {
    alt: "Husillo de extrusora, engranajes, rodamientos y una resistencia de banda sobre un banco de trabajo",
  },
  paragraphs: [
    "Una máquina solo genera ingresos mientras funciona. Nuestro equipo de servicio pone en marcha cada línea que fabricamos, forma a sus operarios y a su personal de mantenimiento y sigue a su disposición durante toda la vida de la máquina, desde Ankleshwar, desde el centro de servicio de Indore y desde nuestras oficinas en Rusia y Vietnam.",
    "Los repuestos originales salen de los mismos planos y del mismo taller de mecanizado que la máquina original: husillos y cilindros, cabezales y labios de cabezal, resistencias de banda, rodillos godet, lanzaderas y levas de telar, piezas de bobinadoras y material eléctrico. La mayoría de las piezas de desgaste están en stock y salen de fábrica en un plazo de 48 horas.",
    "Indíquenos el número de su máquina, impreso en la placa del cuadro principal, e identificaremos la pieza exacta, incluso para líneas entregadas en los años noventa. Para las líneas más antiguas ofrecemos también modernizaciones: nuevos accionamientos, controles y hornos de estirado que reducen el consumo de energía y aumentan la producción.",
  ],
  offers: [
    "Instalación, puesta en marcha y formación de operarios",
    "Contratos de mantenimiento preventivo y auditorías de planta",
    "Repuestos originales, la mayoría en stock",
    "Modernización de accionamientos, controles y hornos en líneas antiguas",
    "Diagnóstico remoto de líneas controladas por PLC",
  ],
};
