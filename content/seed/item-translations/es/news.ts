/** The Spanish text of the seeded news items and awards. */
import { alts, titles } from "#content/seed/machine-translations/kit";
import type { LocaleItemTexts } from "../kit";

export const news: NonNullable<LocaleItemTexts["news"]> = {
  "block-bottom-valve-sack-partnership": {
    title:
      "JP Extrusion Systems se asocia con un fabricante alemán de maquinaria para producir en la India máquinas de sacos de válvula con fondo cuadrado",
    topic: "Acuerdo",
    summary:
      "Un acuerdo tecnológico incorpora la confección de sacos de válvula con fondo cuadrado a nuestra gama de envases tejidos: las máquinas se fabricarán en Ankleshwar y contarán con el apoyo de nuestras oficinas en la India y en el extranjero.",
    body: [
      "<p>Ankleshwar, 16 de septiembre de 2024. JP Extrusion Systems ha firmado un acuerdo tecnológico con un reconocido fabricante alemán de maquinaria de confección de sacos para fabricar en la India máquinas de sacos de válvula con fondo cuadrado. La primera máquina construida en nuestra fábrica funcionará en nuestra nave de pruebas en primavera.</p>",
      "<p>Los sacos de válvula con fondo cuadrado se mantienen de pie una vez llenos, forman palés ordenados y estables y se llenan rápidamente en ensacadoras automáticas de válvula. Los productores de cemento, fertilizantes y productos químicos están pasando a ellos desde los sacos cosidos, y hasta ahora la mayoría de las máquinas que los fabrican eran importadas.</p>",
      "<p>En virtud del acuerdo, nuestro socio aporta el diseño de las estaciones de formación del fondo y de soldadura por aire caliente, perfeccionado durante dos décadas de construcción de maquinaria de confección. Nosotros añadimos las secciones de tubulado, corte e inserción de la válvula, construimos la máquina completa y nos encargamos de su puesta en marcha y su mantenimiento.</p>",
      "<p>Para nuestros clientes, esto cierra el último hueco de la gama de envases tejidos. Una planta puede fabricar ahora un saco de válvula recubierto, de la granza al palé, en líneas de un único fabricante: extrusión de rafia, telares circulares, recubrimiento por extrusión, impresión y confección de fondo cuadrado, con un solo equipo de servicio y un solo almacén de repuestos.</p>",
      "<p>La máquina fabrica sacos de 350 a 600 mm de ancho y de 430 a 910 mm de largo, con válvula o con bolsillo, a hasta 70 sacos por minuto. Ya se aceptan pedidos; las primeras entregas están previstas para el segundo semestre del año que viene.</p>",
      "<blockquote><p>«Nuestros clientes llevan años pidiéndonos una máquina de fondo cuadrado fabricada y mantenida en la India. Con la experiencia de nuestro socio en la formación del fondo y nuestras propias líneas a su alrededor, un fabricante de sacos puede obtener ahora toda la planta de un único proveedor».</p><p>Director general, JP Extrusion Systems</p></blockquote>",
      "<h3>Contacto de prensa</h3><p>Departamento de marketing</p>",
      '<p><a href="tel:+917948902215">+91 79 4890 2215</a> · <a href="mailto:marketing@jpextrusionsystems.com">marketing@jpextrusionsystems.com</a></p>',
    ].join(""),
    photos: alts("Palé de sacos de válvula con fondo cuadrado impresos, listos para su envío"),
    videos: titles(
      "La máquina de sacos de válvula con fondo cuadrado formando y sellando sacos",
      "Sacos de válvula con fondo cuadrado terminados apilándose en un palé",
    ),
  },
  "best-brand-2021": {
    title: "Premio Best Brand 2021",
    presentedBy: "Premios nacionales de la industria del plástico y el envase, Mumbai",
    summary:
      "Elegida Best Brand en maquinaria para la transformación de plásticos por una gama completa de envases tejidos fabricada en la India y con servicio en más de cuarenta países.",
    photos: alts("Trofeo Best Brand 2021 sobre un pedestal bajo un foco"),
  },
  "best-brand-2019": {
    title: "Premio Best Brand 2019",
    presentedBy: "Premios nacionales de la industria del plástico y el envase, Mumbai",
    summary:
      "Reconocimiento al crecimiento de las exportaciones y al servicio posventa, el año en que abrieron nuestras oficinas en Rusia y Vietnam.",
    photos: alts("Trofeo Best Brand 2019 sobre un pedestal bajo un foco"),
  },
  "complete-woven-sack-plant-2021": {
    title: "JP Extrusion Systems fabrica ya todas las máquinas de una planta de sacos tejidos",
    summary:
      "Treinta y cuatro años después de empezar como taller mecánico, la empresa suministra todas las líneas que necesita un fabricante de sacos tejidos, y exporta la mayoría de ellas.",
    body: [
      "<p>Quien visita la fábrica de JP Extrusion Systems en Ankleshwar recorre todas las etapas de un saco tejido: líneas de rafia en prueba, telares circulares en ajuste, una línea de recubrimiento laminando tejido y una línea de confección apilando sacos terminados.</p>",
      "<p>Un fabricante de sacos que compra toda la planta a un único proveedor obtiene líneas con producciones equilibradas y un solo equipo de servicio al que llamar. La mayoría de nuestros clientes empezaron con una sola línea de rafia y volvieron a por el resto.</p>",
      "<p>Las exportaciones representan ya bastante más de la mitad de nuestra cartera de pedidos, con máquinas funcionando en más de cuarenta países de África, Oriente Medio, Asia Central y el Sudeste Asiático. Nuestras oficinas de Moscú y Ciudad Ho Chi Minh, abiertas en 2019, mantienen los repuestos y los ingenieros cerca de esos clientes.</p>",
      "<p>Durante el año de la pandemia, nuestros ingenieros rediseñaron el horno de estirado de la línea de rafia, reduciendo su consumo de energía por kilogramo de cinta, y dotaron a los telares de enrollador servoaccionado. Ambas mejoras son ya de serie en todas las máquinas nuevas.</p>",
    ].join(""),
  },
  "assembly-hall-2017": {
    title: "Una nueva nave de montaje lleva la fábrica de JP Extrusion Systems a 70.000 m²",
    summary:
      "En su trigésimo año, la empresa inaugura una nave lo bastante larga para hacer funcionar de principio a fin una línea de rafia completa, y mira hacia el reciclaje.",
    body: [
      "<p>JP Extrusion Systems ha celebrado su trigésimo año inaugurando una nueva nave de montaje que lleva su fábrica a 70.000 m², con una nave de pruebas lo bastante larga para hacer funcionar de principio a fin una línea de rafia completa.</p>",
      "<p>La empresa empezó en 1987 fabricando repuestos para extrusoras importadas, entregó su primera línea de rafia en 1989 y su primer telar circular dos años después. Hoy su gama abarca envases tejidos, reciclaje, extrusión de perfiles y lámina y film.</p>",
      "<p>El reciclaje es la parte del negocio que más crece. Los fabricantes de sacos quieren reutilizar sus propios recortes y rechazos, y los transformadores de film posconsumo quieren plantas de lavado que consuman menos agua.</p>",
      "<p>La regla del fundador sigue vigente: ninguna máquina sale de fábrica hasta haber funcionado con el material del cliente en la nave de pruebas.</p>",
    ].join(""),
  },
  "woven-packaging-order-book-2017": {
    title: "La demanda de líneas para envases tejidos llena la cartera de pedidos de JP Extrusion Systems",
    summary:
      "Los fabricantes de sacos y FIBC de la India y del extranjero encargan líneas de rafia y telares circulares con nueve meses de antelación.",
    body: [
      "<p>Los productores de cemento, fertilizantes y cereales envasan cada año una parte mayor de su producción en polipropileno tejido, y las plantas que fabrican esos sacos compran cada vez más maquinaria fabricada en la India. Los pedidos de nuestras líneas de rafia y telares circulares llegan ya con nueve meses de antelación.</p>",
      "<p>Los clientes de exportación nos dicen que valoran unas máquinas fáciles de mantener y unos repuestos que llegan en días y no en semanas. La mayoría de las piezas de desgaste están en stock en Ankleshwar y salen de fábrica en un plazo de 48 horas.</p>",
      "<p>Ya enviamos a más de treinta y cinco países, y las líneas de fleje de embalaje, de monofilamento y de lámina, construidas sobre las mismas extrusoras que nuestras líneas de rafia, representan una parte creciente de los pedidos.</p>",
      "<p>Esperamos que la demanda se mantenga a medida que más mercancías a granel pasen del yute y el papel al plástico tejido, y que crezcan las exportaciones de FIBC.</p>",
    ].join(""),
  },
  "tape-line-900-2017": {
    title: "JP Extrusion Systems lanza una línea de rafia construida para 900 kg/h",
    summary:
      "La JP-TL 150, nuestra línea de cinta de rafia más rápida, está construida para grandes plantas de sacos y FIBC.",
    body: [
      "<p>La nueva línea de rafia JP-TL 150 produce hasta 900 kg/h de cinta de PP o HDPE, suficiente para abastecer una nave entera de telares circulares con una sola extrusora.</p>",
      "<p>Su horno de estirado por aire caliente mantiene la temperatura en todo el ancho con una precisión de un grado, de modo que las cintas se estiran de manera uniforme y la tela se teje sin roturas.</p>",
      "<p>La línea se maneja desde un solo cuadro con recetas para cada denier de cinta y recoge sus cintas en 384 bobinadoras, de modo que un solo equipo puede llevarla en cada turno.</p>",
      "<p>Las primeras líneas van destinadas a fabricantes de FIBC de Gujarat y a una planta de sacos de África Oriental.</p>",
    ].join(""),
  },
};
