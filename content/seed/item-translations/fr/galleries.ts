/** The French text of the seeded trade-fair galleries. */
import type { LocaleItemTexts } from "../kit";

export const galleries: NonNullable<LocaleItemTexts["galleries"]> = {
  "indiaplast-2019": {
    title: "INDIAPLAST 2019",
    place: "India Expo Centre, Greater Noida",
    caption:
      "Notre premier INDIAPLAST, avec une ligne de bandelettes et un métier à six navettes en fonctionnement sur le stand.",
    photos: [
      { alt: "Notre stand à INDIAPLAST 2019, India Expo Centre, Greater Noida" },
      { alt: "Sur le stand à INDIAPLAST 2019, India Expo Centre, Greater Noida" },
      { alt: "La ligne exposée à INDIAPLAST 2019, India Expo Centre, Greater Noida" },
    ],
  },
  "plastivision-2017": {
    title: "PLASTIVISION 2017",
    place: "Bombay Exhibition Centre, Mumbai",
    caption: "Une ligne complète d'emballage tissé sur le stand, de l'extrusion des bandelettes au sac imprimé.",
    photos: [
      { alt: "Notre stand à PLASTIVISION 2017, Bombay Exhibition Centre, Mumbai" },
      { alt: "Sur le stand à PLASTIVISION 2017, Bombay Exhibition Centre, Mumbai" },
      { alt: "La ligne exposée à PLASTIVISION 2017, Bombay Exhibition Centre, Mumbai" },
    ],
  },
  "plastivision-2013": {
    title: "PLASTIVISION 2013",
    place: "Bombay Exhibition Centre, Mumbai",
    caption: "Une ligne complète d'emballage tissé sur le stand, de l'extrusion des bandelettes au sac imprimé.",
    photos: [
      { alt: "Notre stand à PLASTIVISION 2013, Bombay Exhibition Centre, Mumbai" },
      { alt: "Sur le stand à PLASTIVISION 2013, Bombay Exhibition Centre, Mumbai" },
      { alt: "La ligne exposée à PLASTIVISION 2013, Bombay Exhibition Centre, Mumbai" },
    ],
  },
  "plastivision-2011": {
    title: "PLASTIVISION 2011",
    place: "Bombay Exhibition Centre, Mumbai",
    caption: "Des lignes de bandelettes et des métiers circulaires pour les fabricants de sacs de l'ouest de l'Inde.",
    photos: [
      { alt: "Notre stand à PLASTIVISION 2011, Bombay Exhibition Centre, Mumbai" },
      { alt: "Sur le stand à PLASTIVISION 2011, Bombay Exhibition Centre, Mumbai" },
      { alt: "La ligne exposée à PLASTIVISION 2011, Bombay Exhibition Centre, Mumbai" },
    ],
  },
  "plastivision-2007": {
    title: "PLASTIVISION 2007",
    place: "Bombay Exhibition Centre, Mumbai",
    caption: "Des lignes de bandelettes et des métiers circulaires pour les fabricants de sacs de l'ouest de l'Inde.",
    photos: [
      { alt: "Notre stand à PLASTIVISION 2007, Bombay Exhibition Centre, Mumbai" },
      { alt: "Sur le stand à PLASTIVISION 2007, Bombay Exhibition Centre, Mumbai" },
      { alt: "La ligne exposée à PLASTIVISION 2007, Bombay Exhibition Centre, Mumbai" },
    ],
  },
  "plastindia-2018": {
    title: "PLASTINDIA 2018",
    place: "Gandhinagar, Gujarat",
    caption: "Notre stand à PLASTINDIA 2018, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
    photos: [
      { alt: "Notre stand à PLASTINDIA 2018, Gandhinagar, Gujarat" },
      { alt: "Sur le stand à PLASTINDIA 2018, Gandhinagar, Gujarat" },
      { alt: "La ligne exposée à PLASTINDIA 2018, Gandhinagar, Gujarat" },
    ],
  },
  "plastindia-2015": {
    title: "PLASTINDIA 2015",
    place: "Gandhinagar, Gujarat",
    caption: "Notre stand à PLASTINDIA 2015, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
    photos: [
      { alt: "Notre stand à PLASTINDIA 2015, Gandhinagar, Gujarat" },
      { alt: "Sur le stand à PLASTINDIA 2015, Gandhinagar, Gujarat" },
      { alt: "La ligne exposée à PLASTINDIA 2015, Gandhinagar, Gujarat" },
    ],
  },
  "plastindia-2012": {
    title: "PLASTINDIA 2012",
    place: "Pragati Maidan, New Delhi",
    caption: "Notre stand à PLASTINDIA 2012, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
    photos: [
      { alt: "Notre stand à PLASTINDIA 2012, Pragati Maidan, New Delhi" },
      { alt: "Sur le stand à PLASTINDIA 2012, Pragati Maidan, New Delhi" },
      { alt: "La ligne exposée à PLASTINDIA 2012, Pragati Maidan, New Delhi" },
    ],
  },
  "plastindia-2009": {
    title: "PLASTINDIA 2009",
    place: "Pragati Maidan, New Delhi",
    caption: "Notre stand à PLASTINDIA 2009, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
    photos: [
      { alt: "Notre stand à PLASTINDIA 2009, Pragati Maidan, New Delhi" },
      { alt: "Sur le stand à PLASTINDIA 2009, Pragati Maidan, New Delhi" },
      { alt: "La ligne exposée à PLASTINDIA 2009, Pragati Maidan, New Delhi" },
    ],
  },
  "plastindia-2006": {
    title: "PLASTINDIA 2006",
    place: "Pragati Maidan, New Delhi",
    caption: "Notre stand à PLASTINDIA 2006, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
    photos: [
      { alt: "Notre stand à PLASTINDIA 2006, Pragati Maidan, New Delhi" },
      { alt: "Sur le stand à PLASTINDIA 2006, Pragati Maidan, New Delhi" },
      { alt: "La ligne exposée à PLASTINDIA 2006, Pragati Maidan, New Delhi" },
    ],
  },
  "plastindia-2000": {
    title: "PLASTINDIA 2000",
    place: "Pragati Maidan, New Delhi",
    caption: "Notre stand à PLASTINDIA 2000, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
    photos: [
      { alt: "Notre stand à PLASTINDIA 2000, Pragati Maidan, New Delhi" },
      { alt: "Sur le stand à PLASTINDIA 2000, Pragati Maidan, New Delhi" },
      { alt: "La ligne exposée à PLASTINDIA 2000, Pragati Maidan, New Delhi" },
    ],
  },
  "plastindia-1997": {
    title: "PLASTINDIA 1997",
    place: "Pragati Maidan, New Delhi",
    caption: "Notre stand à PLASTINDIA 1997, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
    photos: [
      { alt: "Notre stand à PLASTINDIA 1997, Pragati Maidan, New Delhi" },
      { alt: "Sur le stand à PLASTINDIA 1997, Pragati Maidan, New Delhi" },
      { alt: "La ligne exposée à PLASTINDIA 1997, Pragati Maidan, New Delhi" },
    ],
  },
  "plastindia-1994": {
    title: "PLASTINDIA 1994",
    place: "Pragati Maidan, New Delhi",
    caption: "Notre premier salon : une ligne de bandelettes et un métier sur un stand de 60 m².",
    photos: [
      { alt: "Notre stand à PLASTINDIA 1994, Pragati Maidan, New Delhi" },
      { alt: "Sur le stand à PLASTINDIA 1994, Pragati Maidan, New Delhi" },
      { alt: "La ligne exposée à PLASTINDIA 1994, Pragati Maidan, New Delhi" },
    ],
  },
  "k-germany-2025": {
    title: "K-GERMANY 2025",
    place: "Messe Düsseldorf, Allemagne",
    caption: "K 2025 à Düsseldorf : lignes d'emballage tissé et de recyclage pour nos clients à l'export.",
    photos: [
      { alt: "Notre stand à K-GERMANY 2025, Messe Düsseldorf, Allemagne" },
      { alt: "Sur le stand à K-GERMANY 2025, Messe Düsseldorf, Allemagne" },
      { alt: "La ligne exposée à K-GERMANY 2025, Messe Düsseldorf, Allemagne" },
    ],
  },
  "k-germany-2022": {
    title: "K-GERMANY 2022",
    place: "Messe Düsseldorf, Allemagne",
    caption: "K 2022 à Düsseldorf : lignes d'emballage tissé et de recyclage pour nos clients à l'export.",
    photos: [
      { alt: "Notre stand à K-GERMANY 2022, Messe Düsseldorf, Allemagne" },
      { alt: "Sur le stand à K-GERMANY 2022, Messe Düsseldorf, Allemagne" },
      { alt: "La ligne exposée à K-GERMANY 2022, Messe Düsseldorf, Allemagne" },
    ],
  },
  "k-germany-2019": {
    title: "K-GERMANY 2019",
    place: "Messe Düsseldorf, Allemagne",
    caption: "K 2019 à Düsseldorf : lignes d'emballage tissé et de recyclage pour nos clients à l'export.",
    photos: [
      { alt: "Notre stand à K-GERMANY 2019, Messe Düsseldorf, Allemagne" },
      { alt: "Sur le stand à K-GERMANY 2019, Messe Düsseldorf, Allemagne" },
      { alt: "La ligne exposée à K-GERMANY 2019, Messe Düsseldorf, Allemagne" },
    ],
  },
  "k-germany-2016": {
    title: "K-GERMANY 2016",
    place: "Messe Düsseldorf, Allemagne",
    caption: "K 2016 à Düsseldorf : lignes d'emballage tissé et de recyclage pour nos clients à l'export.",
    photos: [
      { alt: "Notre stand à K-GERMANY 2016, Messe Düsseldorf, Allemagne" },
      { alt: "Sur le stand à K-GERMANY 2016, Messe Düsseldorf, Allemagne" },
      { alt: "La ligne exposée à K-GERMANY 2016, Messe Düsseldorf, Allemagne" },
    ],
  },
  "k-germany-2007": {
    title: "K-GERMANY 2007",
    place: "Messe Düsseldorf, Allemagne",
    caption: "Notre premier K à Düsseldorf, à la rencontre de clients d'Europe, d'Afrique et du Moyen-Orient.",
    photos: [
      { alt: "Notre stand à K-GERMANY 2007, Messe Düsseldorf, Allemagne" },
      { alt: "Sur le stand à K-GERMANY 2007, Messe Düsseldorf, Allemagne" },
      { alt: "La ligne exposée à K-GERMANY 2007, Messe Düsseldorf, Allemagne" },
    ],
  },
  "womens-day-2022": {
    title: "Journée internationale des droits des femmes 2022",
    place: "Usine d'Ankleshwar",
    caption:
      "Un après-midi consacré aux femmes de notre usine et de nos bureaux, avec des interventions, des distinctions et l'allumage de la lampe en commun.",
    photos: [
      { alt: "La scène décorée de guirlandes de soucis pour la Journée internationale des droits des femmes" },
      { alt: "La lampe et le pupitre prêts avant le programme" },
      { alt: "Les sièges pour les collègues dans la salle de la cantine de l'usine" },
    ],
  },
  "blood-donation-2019": {
    title: "Collecte de sang 2019",
    place: "Usine d'Ankleshwar",
    caption: "Notre deuxième collecte avec la banque de sang du district : 212 poches recueillies en une journée.",
    photos: [
      { alt: "Fauteuils de prélèvement et pieds à perfusion installés pour la collecte de sang" },
      { alt: "L'espace d'accueil et de repos de la collecte" },
      { alt: "Le poste de prélèvement de la banque de sang à l'usine" },
    ],
  },
  "blood-donation-2018": {
    title: "Collecte de sang 2018",
    place: "Usine d'Ankleshwar",
    caption:
      "Notre première collecte de sang, organisée avec la banque de sang du district, à laquelle 168 collègues ont donné leur sang.",
    photos: [
      { alt: "Fauteuils de prélèvement alignés lors de la première collecte de sang" },
      { alt: "Le barnum et la banderole de la collecte à l'usine" },
      { alt: "Pieds à perfusion et poches de prélèvement prêts pour les donneurs" },
    ],
  },
  "yoga-day-2018": {
    title: "Journée internationale du yoga 2018",
    place: "Pelouse de l'usine d'Ankleshwar",
    caption:
      "Yoga au lever du soleil sur la pelouse de l'usine pour la Journée internationale du yoga, animé par un professeur local.",
    photos: [
      { alt: "Tapis de yoga disposés en rangées sur la pelouse au lever du soleil" },
      { alt: "La pelouse prête pour la Journée internationale du yoga" },
      { alt: "Rangées de tapis face au soleil levant" },
    ],
  },
};
