/** The French copy of the Service page (see ../fr.ts). */
import type { SiteTexts } from "../kit";

export const service: SiteTexts["service"] = {
  image: { alt: "Vis d'extrudeuse, engrenages, roulements et collier chauffant sur un établi" },
  paragraphs: [
    "Une machine ne rapporte que lorsqu'elle tourne. Notre équipe de service met en service chaque ligne que nous construisons, forme vos opérateurs et votre personnel de maintenance, et reste disponible pendant toute la vie de la machine, depuis Ankleshwar, depuis le centre de service d'Indore et depuis nos bureaux en Russie et au Vietnam.",
    "Les pièces de rechange d'origine sont fabriquées d'après les mêmes plans et dans le même atelier d'usinage que la machine : vis et fourreaux, filières et lèvres de filière, colliers chauffants, rouleaux de godets, navettes et cames de métiers, pièces de bobinoirs et composants électriques. La plupart des pièces d'usure sont en stock et quittent l'usine sous 48 heures.",
    "Indiquez le numéro de votre machine, inscrit sur la plaque de l'armoire principale, et nous identifierons la pièce exacte, même pour des lignes livrées dans les années 1990. Pour les lignes plus anciennes, nous proposons aussi des modernisations : nouveaux entraînements, nouvelles commandes et fours d'étirage qui réduisent la consommation d'énergie et augmentent le débit.",
  ],
  offers: [
    "Installation, mise en service et formation des opérateurs",
    "Contrats de maintenance préventive et audits d'usine",
    "Pièces de rechange d'origine, la plupart en stock",
    "Modernisation des entraînements, des commandes et des fours sur les lignes anciennes",
    "Diagnostic à distance des lignes commandées par automate",
  ],
};
