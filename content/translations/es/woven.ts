/** The Spanish copy of the Woven page's overview (see ../es.ts). */
import type { SiteTexts } from "../kit";

export const wovenOverview: SiteTexts["wovenOverview"] = {
  intro: [
    "Un saco tejido o un FIBC empieza siendo granza de polipropileno y pasa por una cadena de máquinas antes de llenarse. Nosotros fabricamos todas ellas, de modo que una planta nueva puede venir de un solo proveedor, con una sola distribución en planta, producciones equilibradas y un único equipo de servicio.",
    "Desde una planta inicial de 150 kg/h hasta una unidad de FIBC de 900 kg/h, dimensionamos la línea de rafia, los telares, el recubrimiento, la impresión y la confección para que trabajen a la par, y ayudamos a reciclar los propios residuos de la planta para convertirlos de nuevo en cinta.",
  ],
  steps: [
    {
      step: "Extruir y estirar la cinta",
      text: "La granza se funde, se extruye en film, se corta en cintas y se estira para darle resistencia.",
    },
    {
      step: "Bobinar",
      text: "Las cintas se enrollan en bobinas para los telares, con bobinadoras de cambio manual o automático.",
    },
    {
      step: "Tejer",
      text: "Los telares circulares tejen las cintas en tela tubular, desde anchos para sacos pequeños hasta anchos para FIBC y lonas.",
    },
    {
      step: "Recubrir o laminar",
      text: "Una fina capa de PP hace el tejido impermeable a la humedad e imprimible, o le adhiere un film de BOPP.",
    },
    {
      step: "Imprimir",
      text: "La impresión flexográfica de hasta ocho colores pone la marca sobre el tejido.",
    },
    {
      step: "Confeccionar sacos",
      text: "El tejido se corta, se dobladilla y se cose para formar sacos; las piezas de FIBC se troquelan, se cortan y se embalan.",
    },
    {
      step: "Fabricar sacos de fondo cuadrado",
      text: "Los tubos se convierten en sacos de fondo cuadrado con válvula o con bolsillo, soldados sin adhesivo.",
    },
    {
      step: "Reciclar los residuos",
      text: "Los recortes de borde, los desechos de arranque y los sacos usados vuelven a ser granza para la línea de rafia.",
    },
  ],
};
