/** The Spanish copy of the About page: the founder and the milestones (see ../es.ts). */
import type { SiteTexts } from "../kit";
import { facility } from "./figures";

export const about: SiteTexts["about"] = {
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
};

export const milestones: SiteTexts["milestones"] = [
  {
    title: "La primera línea de rafia sale de la nave",
    imageAlt: "Una línea de extrusión de rafia en un pequeño taller",
    description:
      "Dos años después de abrir un taller mecánico de 600 m² en Ankleshwar, entregamos nuestra primera línea completa de extrusión de rafia de PP, de 150 kg/h, a un fabricante de sacos de Vapi. Sigue en funcionamiento.",
  },
  {
    title: "Nuestro propio telar circular",
    imageAlt: "Vista frontal de un telar circular de cuatro lanzaderas con su fileta",
    description:
      "Los clientes pedían un telar que complementara la línea de rafia, así que diseñamos uno: un telar circular de cuatro lanzaderas construido en torno a una leva que seguimos mecanizando en casa. Una planta de sacos tejidos podía ya venir de un solo proveedor.",
  },
  {
    title: "Primeros pedidos de exportación",
    imageAlt: "Globo terráqueo con rutas desde Gujarat a Bangladés, Sri Lanka y Nepal",
    description:
      "Las líneas de rafia y los telares se envían a Bangladés, Sri Lanka y Nepal, y exponemos por primera vez en PLASTINDIA. Las puestas en marcha en el extranjero nos enseñan a escribir manuales que la gente realmente usa.",
  },
  {
    title: "La fábrica se traslada a GIDC",
    imageAlt: "La primera nave de montaje de la fábrica de GIDC con tres máquinas en construcción",
    description:
      "Nos trasladamos a un terreno de 12.000 m² en el polígono de GIDC, con naves propias de mecanizado, calderería y montaje, y una nave de pruebas donde cada línea funciona con material antes de su envío.",
  },
  {
    title: "Recubrimiento por extrusión y laminación",
    imageAlt: "Línea de recubrimiento por extrusión laminando tejido entre el desbobinador y la rebobinadora",
    description:
      "Nuestra primera línea de recubrimiento por extrusión lamina tejido para sacos de cemento y fertilizantes. Después llegan el recubrimiento, la impresión y la confección de sacos, que completan la gama de envases tejidos.",
  },
  {
    title: "ISO 9001 y una oficina técnica",
    imageAlt: "Plano técnico de una línea de extrusión de rafia",
    description:
      "La fábrica obtiene la certificación ISO 9001 y los tableros de dibujo dejan paso a una oficina técnica de diseño 3D. Desde entonces cada máquina lleva un número que la vincula con sus planos, su informe de pruebas y su lista de repuestos.",
  },
  {
    title: "Fleje de embalaje y monofilamento",
    imageAlt: "Línea de fleje con baño de agua, godets de estirado y bobinas de fleje",
    description:
      "Entramos en la extrusión de perfiles con las líneas STRAPEX de fleje de PP para embalaje y las líneas JP MONO de monofilamento, cuerda e hilo para redes, construidas sobre las mismas extrusoras que nuestras líneas de rafia.",
  },
  {
    title: "Líneas de reciclaje",
    imageAlt: "Línea de reciclaje con alimentador de cinta, extrusora, baño de agua y granceadora",
    description:
      "Los fabricantes de sacos quieren recuperar sus recortes de borde y sus rechazos en forma de granza. Nuestra primera línea de reciclaje de una etapa responde a esa necesidad, y en menos de dos años le siguen las plantas de lavado de film posconsumo.",
  },
  {
    title: "Film cast multicapa",
    imageAlt: "Línea de film cast con rodillo de enfriamiento, rodillos tensores y una bobina de film llena",
    description:
      "La línea de film cast JP-COEX-CF, de tres y cinco capas y hasta 2300 mm, inaugura la gama de lámina y film. La primera se instala en un transformador de envases alimentarios de Pune.",
  },
  {
    title: "Extrusión de lámina",
    imageAlt: "Línea de extrusión de lámina con calandra de tres rodillos y transportador de enfriamiento",
    description:
      "Las líneas de lámina de PP, HIPS y HDPE se suman a la gama, con trece configuraciones, desde lámina para papelería hasta grados para termoformado, y la máquina número 5000 sale de fábrica.",
  },
  {
    title: "Una fábrica de 70.000 m²",
    imageAlt: "La nueva nave de montaje con dos filas de máquinas bajo lucernarios",
    description:
      "Se inaugura la nueva nave de montaje y la fábrica alcanza los 70.000 m²: mecanizado, calderería, cuadros eléctricos, montaje y una nave de pruebas lo bastante grande para hacer funcionar de principio a fin una línea de rafia completa.",
  },
  {
    title: "Oficinas en Rusia y Vietnam",
    imageAlt: "Globo terráqueo con rutas desde Gujarat a más de cuarenta países",
    description:
      "Con máquinas en más de cuarenta países, abrimos oficinas en Moscú y Ciudad Ho Chi Minh para que los clientes de esas regiones tengan repuestos e ingenieros de servicio en su propio huso horario y en su idioma.",
  },
  {
    title: "Sacos de válvula con fondo cuadrado",
    imageAlt: "Palé de sacos de válvula con fondo cuadrado impresos a dos colores",
    description:
      "Un acuerdo tecnológico incorpora a nuestra gama la fabricación de sacos de válvula con fondo cuadrado (block bottom), de modo que un saco de cemento o de fertilizante puede producirse, desde la cinta hasta el saco de válvula terminado, en líneas de un único fabricante indio.",
  },
];
