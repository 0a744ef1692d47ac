/** The Spanish text of the seeded product lines. */
import type { LocaleMachineTexts } from "../kit";

export const productLineTexts: LocaleMachineTexts["product-lines"] = {
  "woven-packaging": {
    title: "Envases tejidos",
    summary:
      "Líneas de rafia, bobinadoras, telares circulares, recubrimiento, impresión y confección de sacos para sacos tejidos y FIBC de PP/HDPE.",
  },
  "plastic-recycling": {
    title: "Reciclaje de plásticos",
    summary: "Plantas de lavado y líneas de granceado de una y dos etapas para plástico postindustrial y posconsumo.",
  },
  "profile-extrusion": {
    title: "Extrusión de perfiles",
    summary: "Líneas de monofilamento, de fleje de embalaje y de cajas de baterías para PP, HDPE y PET.",
  },
  "sheet-film-extrusion": {
    title: "Extrusión de lámina y film",
    summary: "Líneas de lámina, líneas de film cast multicapa y laminadoras por extrusión.",
  },
};
