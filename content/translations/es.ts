/** The Spanish copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape. */
import { company } from "#content/company";
import type { SiteTexts } from "./kit";

const facility = company.facilitySqM.toLocaleString("es-ES");

export const es: SiteTexts = {
  home: {
    hero: {
      heading: "Maquinaria de extrusión fabricada en Gujarat, en funcionamiento en más de 44 países",
      subheading: "Máquinas que transforman el polímero en envases, perfiles y film",
    },
    intro: {
      heading: "Ingenieros que construyen plantas completas",
      paragraphs: [
        `Desde hace ${company.stats.yearsOfExperience} años diseñamos y fabricamos las máquinas que convierten el polímero en sacos tejidos, FIBC, fleje, lámina y film. Mecanizamos, montamos y probamos cada línea en nuestra propia fábrica de Ankleshwar, y nuestros ingenieros la ponen en marcha en su planta.`,
        "Siempre buscamos ingenieros, técnicos y comerciales a los que les gusten las máquinas tanto como a nosotros.",
      ],
      joinUs: { label: "Únase a nosotros" },
      image: { alt: "Plano técnico de una línea de film cast" },
    },
    about: {
      heading: "Quiénes somos: JP Extrusion Systems",
      paragraphs: [
        `Fundada en ${company.founded} como taller mecánico que fabricaba repuestos para extrusoras importadas, entregamos nuestra primera línea de extrusión de rafia dos años después. Hoy, nuestra fábrica de ${facility} m² construye maquinaria para envases tejidos, plantas de reciclaje, líneas de extrusión de perfiles y líneas de lámina y film.`,
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
    stats: [{ label: "Países de exportación" }, { label: "Años de experiencia" }, { label: "Instalaciones" }],
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
  },
  about: {
    founder: {
      heading: "Cómo empezó todo",
      image: { alt: "La primera nave del taller, con dos máquinas en construcción" },
      paragraphs: [
        "En 1987 nuestro fundador, un ingeniero mecánico que había pasado diez años manteniendo extrusoras importadas en una fábrica de sacos de Vapi, alquiló una nave de 600 m² en el polígono industrial de Ankleshwar con tres tornos y una fresadora. Llamó a la empresa Jayaprabha, por él y por su esposa, que llevaba las cuentas.",
        "Los primeros pedidos fueron husillos, cilindros y cabezales para máquinas cuyos fabricantes estaban lejos. Su razonamiento era sencillo: si podemos fabricar las piezas que se desgastan, podemos fabricar la máquina. En 1989 la nave entregó su primera línea completa de extrusión de rafia.",
        "Fijó las reglas con las que seguimos trabajando: ninguna máquina sale de fábrica sin haber funcionado con el material del cliente, el ingeniero que construye una línea es quien la pone en marcha, y un cliente con una máquina parada recibe respuesta el mismo día.",
        `Hoy la familia del fundador sigue dirigiendo la empresa, con un equipo de más de 450 personas, desde una fábrica de ${facility} m² que ha construido más de 7500 máquinas para clientes de más de 44 países.`,
      ],
    },
  },
  service: {
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
  },
};
