/** The French copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape. */
import { company } from "#content/company";
import { RETENTION_PERIOD_TOKENS } from "#contracts/retention-periods";
import { pluralIn, type SiteTexts } from "./kit";

/** Figures as French writes them (70 000), from the same facts as the English. */
const facility = company.facilitySqM.toLocaleString("fr-FR");
const years = company.stats.yearsOfExperience;
const yearsWord = pluralIn("fr", years, { one: "an", other: "ans" });

export const fr: SiteTexts = {
  home: {
    hero: {
      heading: "Des machines d'extrusion construites au Gujarat, en service dans plus de 44 pays",
      subheading: "Des machines qui transforment le polymère en emballages, en profilés et en films",
    },
    intro: {
      heading: "Des ingénieurs qui construisent des usines complètes",
      paragraphs: [
        `Depuis ${years} ${yearsWord}, nous concevons et construisons les machines qui transforment le polymère en sacs tissés, en GRVS, en feuillards, en plaques et en films. Nous usinons, assemblons et essayons chaque ligne dans nos propres ateliers d'Ankleshwar, et nos ingénieurs la mettent en service dans votre usine.`,
        "Nous recherchons en permanence des ingénieurs, des techniciens et des commerciaux qui aiment les machines autant que nous.",
      ],
      joinUs: { label: "Nous rejoindre" },
      image: { alt: "Plan technique d'une ligne de film cast" },
    },
    about: {
      heading: "À propos de JP Extrusion Systems",
      paragraphs: [
        `Fondée en ${company.founded} comme atelier d'usinage fabriquant des pièces de rechange pour des extrudeuses importées, l'entreprise a livré sa première ligne d'extrusion de bandelettes deux ans plus tard. Aujourd'hui, notre usine de ${facility} m² construit des machines pour l'emballage tissé, des installations de recyclage, des lignes d'extrusion de profilés et des lignes de plaques et de films.`,
        "Chaque ligne tourne avec de la matière dans notre hall d'essais avant son expédition, et les ingénieurs qui l'ont construite la démarrent dans votre usine, forment vos opérateurs et restent ensuite à votre disposition.",
      ],
      link: { label: "Notre histoire" },
      image: { alt: "Hall d'assemblage de l'usine d'Ankleshwar avec deux rangées de machines" },
    },
    catalogue: {
      heading: "Téléchargez notre catalogue",
      text: "Dites-nous qui vous êtes et nous vous enverrons par e-mail le catalogue de toute notre gamme de fabrication.",
    },
    export: {
      heading: "Exportateur depuis 1994",
      text: "De l'Égypte et du Nigeria à la Russie, au Vietnam et à l'Indonésie, nos lignes produisent sacs, feuillards, plaques et films sur cinq continents, avec l'appui de nos bureaux de Moscou et de Hô Chi Minh-Ville.",
      image: { alt: "Globe avec les routes du Gujarat vers les pays où nos machines sont exportées" },
    },
    stats: [{ label: "Pays d'exportation" }, { label: "Années d'expérience" }, { label: "Installations" }],
    range: {
      heading: "Notre gamme de fabrication",
      text: "Quatre gammes de produits, un seul constructeur : choisissez une gamme pour voir ses machines.",
      images: {
        "woven-packaging": { alt: "Métier circulaire tissant une toile PP" },
        "plastic-recycling": { alt: "Tas de granulés de plastique recyclé" },
        "profile-extrusion": { alt: "Bobines de feuillard PP de cerclage sur un rayonnage" },
        "sheet-film-extrusion": { alt: "Bobines de film cast dans le magasin de produits finis" },
      },
    },
  },
  about: {
    founder: {
      heading: "Comment tout a commencé",
      image: { alt: "Le premier atelier, avec deux machines en cours de construction" },
      paragraphs: [
        "En 1987, notre fondateur, ingénieur mécanicien qui avait passé dix ans à entretenir des extrudeuses importées dans une usine de sacs à Vapi, loue un hangar de 600 m² dans la zone industrielle d'Ankleshwar, équipé de trois tours et d'une fraiseuse. Il baptise l'entreprise Jayaprabha, d'après son propre nom et celui de son épouse, qui en tenait la comptabilité.",
        "Les premières commandes portent sur des vis, des fourreaux et des filières pour des machines dont les constructeurs étaient loin. Son raisonnement était simple : si nous savons fabriquer les pièces qui s'usent, nous savons fabriquer la machine. En 1989, le hangar livre sa première ligne complète d'extrusion de bandelettes.",
        "Il a fixé les règles que nous suivons encore : aucune machine ne quitte l'usine avant d'avoir tourné avec la matière du client, l'ingénieur qui construit une ligne la démarre, et un client dont la machine est arrêtée obtient une réponse le jour même.",
        `Aujourd'hui, la famille du fondateur dirige toujours l'entreprise, avec une équipe de plus de 450 personnes, depuis une usine de ${facility} m² qui a construit plus de 7 500 machines pour des clients dans plus de 44 pays.`,
      ],
    },
  },
  service: {
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
  },
  staticPages: [
    {
      title: "Fabricant et exportateur de machines de transformation des plastiques",
      description:
        "Lignes pour l'emballage tissé, le recyclage, l'extrusion de profilés, les plaques et les films, construites au Gujarat depuis 1987 et en service dans plus de 44 pays.",
    },
    {
      title: "Qui sommes-nous et histoire de l'entreprise",
      description:
        "D'un atelier d'usinage en 1987 à une usine de 70 000 m² à Ankleshwar : nos fondateurs, nos grandes étapes et nos équipes.",
    },
    {
      title: "Contact",
      description:
        "Siège, usine, contacts ventes, service et pièces de rechange, et nos bureaux en Inde et à l'étranger.",
    },
    {
      title: "Pièces de rechange et services",
      description:
        "Pièces de rechange d'origine, mise en service, formation des opérateurs et service après-vente pour chaque ligne que nous construisons.",
    },
    {
      title: "Actualités et événements",
      description: "Partenariats, distinctions, vidéos et articles de presse sur nos machines et nos équipes.",
    },
    {
      title: "Salons",
      description: "Où nous rencontrer prochainement, et nos photos de PLASTINDIA, K, PLASTIVISION et INDIAPLAST.",
    },
    {
      title: "Carrières",
      description:
        "Postes ouverts en ingénierie, service, vente et exploitation dans notre usine d'Ankleshwar et nos bureaux.",
    },
    {
      title: "Politique de confidentialité",
      description:
        "Ce que nos formulaires collectent et pourquoi, combien de temps nous le conservons, qui y a accès, et comment consulter, corriger ou supprimer vos données.",
    },
    {
      title: "Machines pour l'emballage tissé",
      description:
        "Tout le nécessaire pour fabriquer sacs tissés et GRVS, de l'extrusion de bandelettes à la confection des sacs.",
    },
    {
      title: "Gamme de produits",
      description:
        "Parcourez nos machines par gamme : emballage tissé, recyclage, extrusion de profilés, plaques et films.",
    },
  ],
  milestones: [
    {
      title: "La première ligne de bandelettes quitte le hangar",
      imageAlt: "Une ligne d'extrusion de bandelettes raphia dans un petit atelier",
      description:
        "Deux ans après l'ouverture d'un atelier d'usinage de 600 m² à Ankleshwar, nous livrons notre première ligne complète d'extrusion de bandelettes PP, de 150 kg/h, à un fabricant de sacs de Vapi. Elle tourne toujours.",
    },
    {
      title: "Notre propre métier circulaire",
      imageAlt: "Vue de face d'un métier circulaire à quatre navettes avec son cantre",
      description:
        "Nos clients demandaient un métier assorti à la ligne de bandelettes ; nous l'avons donc conçu : un métier circulaire à quatre navettes construit autour d'une came que nous usinons toujours nous-mêmes. Une usine de sacs tissés pouvait désormais venir d'un seul fournisseur.",
    },
    {
      title: "Premières commandes à l'export",
      imageAlt: "Globe avec les routes du Gujarat vers le Bangladesh, le Sri Lanka et le Népal",
      description:
        "Des lignes de bandelettes et des métiers partent pour le Bangladesh, le Sri Lanka et le Népal, et nous exposons pour la première fois à PLASTINDIA. Les mises en service à l'étranger nous apprennent à rédiger des manuels que l'on utilise vraiment.",
    },
    {
      title: "L'usine s'installe à la GIDC",
      imageAlt: "Le premier hall d'assemblage de l'usine de la GIDC avec trois machines en construction",
      description:
        "Nous nous installons sur un site de 12 000 m² dans la zone de la GIDC, avec nos propres ateliers d'usinage, de chaudronnerie et d'assemblage, et un hall d'essais où chaque ligne tourne avec de la matière avant son expédition.",
    },
    {
      title: "Extrusion-couchage et contrecollage",
      imageAlt: "Ligne d'extrusion-couchage contrecollant une toile tissée entre dérouleur et enrouleur",
      description:
        "Notre première ligne d'extrusion-couchage contrecolle la toile tissée des sacs de ciment et d'engrais. Le couchage, l'impression et la confection des sacs suivent et complètent la gamme de l'emballage tissé.",
    },
    {
      title: "ISO 9001 et un bureau d'études",
      imageAlt: "Plan technique d'une ligne d'extrusion de bandelettes sur un tirage bleu",
      description:
        "L'usine est certifiée ISO 9001 et les planches à dessin cèdent la place à un bureau d'études en 3D. Chaque machine porte désormais un numéro qui la relie à ses plans, à son procès-verbal d'essai et à sa liste de pièces de rechange.",
    },
    {
      title: "Feuillard de cerclage et monofilament",
      imageAlt: "Ligne de feuillard avec bac à eau, godets d'étirage et bobines de feuillard",
      description:
        "Nous entrons dans l'extrusion de profilés avec les lignes de feuillard de cerclage STRAPEX pour feuillards PP et les lignes JP MONO pour monofilament, corde et fil à filet, construites sur les mêmes extrudeuses que nos lignes de bandelettes.",
    },
    {
      title: "Lignes de recyclage",
      imageAlt: "Ligne de recyclage avec convoyeur d'alimentation, extrudeuse, bac à eau et granulateur",
      description:
        "Les fabricants de sacs veulent récupérer leurs chutes de rives et leurs rebuts sous forme de granulés. Notre première ligne de recyclage en une étape répond à ce besoin, et les installations de lavage pour films post-consommation suivent en moins de deux ans.",
    },
    {
      title: "Film cast multicouche",
      imageAlt: "Ligne de film cast avec cylindre refroidisseur, rouleaux de tension et bobine de film pleine",
      description:
        "La ligne de film cast JP-COEX-CF, en trois et cinq couches et jusqu'à 2300 mm, ouvre la gamme plaques et films. La première part chez un transformateur d'emballages alimentaires à Pune.",
    },
    {
      title: "Extrusion de plaques",
      imageAlt: "Ligne d'extrusion de plaques avec calandre à trois cylindres et convoyeur de refroidissement",
      description:
        "Les lignes de plaques PP, PSHI (HIPS) et PEHD rejoignent la gamme, avec treize configurations, de la plaque pour papeterie aux qualités de thermoformage, et la 5 000e machine quitte l'usine.",
    },
    {
      title: "Une usine de 70 000 m²",
      imageAlt: "Le nouveau hall d'assemblage avec deux rangées de machines sous les verrières",
      description:
        "Le nouveau hall d'assemblage ouvre et l'usine atteint 70 000 m² : usinage, chaudronnerie, armoires électriques, assemblage et un hall d'essais assez grand pour faire tourner une ligne de bandelettes complète de bout en bout.",
    },
    {
      title: "Bureaux en Russie et au Vietnam",
      imageAlt: "Globe avec les routes du Gujarat vers plus de quarante pays",
      description:
        "Avec des machines dans plus de quarante pays, nous ouvrons des bureaux à Moscou et à Hô Chi Minh-Ville, pour que les clients de ces régions disposent de pièces de rechange et d'ingénieurs de service dans leur fuseau horaire et dans leur langue.",
    },
    {
      title: "Sacs à valve à fond carré",
      imageAlt: "Palette de sacs à valve à fond carré imprimés en deux couleurs",
      description:
        "Un partenariat technologique ajoute la fabrication de sacs à valve à fond carré à notre gamme : un sac de ciment ou d'engrais peut désormais être produit, de la bandelette au sac à valve fini, sur des lignes d'un seul constructeur indien.",
    },
  ],
  departments: [
    {
      title: "Ventes et marketing",
      subtitle: "Nouvelles lignes, devis et implantations d'usine",
      summary: "Parlez à un ingénieur d'une nouvelle ligne, d'une extension ou d'une usine complète de sacs tissés.",
      phones: [{ label: "Bureau" }, { label: "National" }, {}],
      linkText: "Voir la gamme de produits",
    },
    {
      title: "Service clients",
      subtitle: "Mise en service, formation et dépannage",
      summary:
        "Nos ingénieurs de service mettent en service chaque ligne que nous construisons et restent disponibles après le démarrage.",
      phones: [{ label: "Service technique" }, { label: "En dehors des heures d'ouverture" }],
      linkText: "Pièces de rechange et services",
    },
    {
      title: "Pièces de rechange",
      subtitle: "Vis, fourreaux, filières, résistances et composants électriques d'origine",
      summary:
        "Indiquez le numéro de votre machine : nous expédions la plupart des pièces d'usure depuis le stock sous 48 heures.",
      phones: [{ label: "Service pièces" }, { label: "Portable" }],
      linkText: "Commander des pièces de rechange",
    },
  ],
  company: {
    tagline: "Des machines qui transforment le polymère en emballages, en profilés et en films",
    groupCompanies: [
      { focus: "Lignes d'emballage tissé et d'extrusion" },
      { focus: "Installations de recyclage et de lavage des plastiques" },
      { focus: "Vis, fourreaux, têtes d'extrusion et pièces de rechange" },
    ],
    corporateOffice: { title: "Siège administratif" },
    works: { title: "Usine" },
    phones: [{ label: "Ventes" }, { label: "Usine" }],
  },
  offices: [
    {
      kind: "Usine et siège social",
      country: "Inde",
      phones: [{ label: "Accueil" }, { label: "Service" }],
    },
    { kind: "Siège administratif", country: "Inde", phones: [{ label: "Ventes" }] },
    { kind: "Agence", country: "Inde", contactPerson: "Responsable commercial régional (Ouest)" },
    { kind: "Agence", country: "Inde", contactPerson: "Responsable de secteur (Est et Nord-Est)" },
    { kind: "Agence", country: "Inde", contactPerson: "Responsable commercial régional (Nord)" },
    {
      region: "Inde du Sud",
      kind: "Agence",
      country: "Inde",
      contactPerson: "Responsable de secteur (Sud)",
    },
    { kind: "Centre de service", country: "Inde", contactPerson: "Service technique pour l'Inde centrale" },
    {
      region: "Russie",
      kind: "Bureau à l'étranger",
      city: "Moscou",
      country: "Russie",
      contactPerson: "Représentant pour le pays",
    },
    {
      kind: "Bureau à l'étranger",
      city: "Hô Chi Minh-Ville",
      contactPerson: "Directeur pays",
    },
  ],
  wovenOverview: {
    intro: [
      "Un sac tissé ou un GRVS commence sous forme de granulés de polypropylène et passe par toute une chaîne de machines avant d'être rempli. Nous les construisons toutes : une nouvelle usine peut donc venir d'un seul fournisseur, avec une seule implantation, des débits accordés entre eux et une seule équipe de service.",
      "D'une usine de démarrage de 150 kg/h à une unité GRVS de 900 kg/h, nous dimensionnons la ligne de bandelettes, les métiers, le couchage, l'impression et la confection les uns par rapport aux autres, et nous aidons à recycler les propres déchets de l'usine en bandelettes.",
    ],
    steps: [
      {
        step: "Extruder et étirer les bandelettes",
        text: "Les granulés sont fondus, extrudés en film, refendus en bandelettes puis étirés pour gagner en résistance.",
      },
      {
        step: "Bobiner",
        text: "Les bandelettes sont enroulées sur des bobines pour les métiers, par des bobinoirs à levée manuelle ou automatique.",
      },
      {
        step: "Tisser la toile",
        text: "Les métiers circulaires tissent les bandelettes en gaine tubulaire, des petits sacs jusqu'aux largeurs GRVS et bâches.",
      },
      {
        step: "Enduire ou contrecoller",
        text: "Une fine couche de PP rend la toile étanche à l'humidité et imprimable, ou y colle un film BOPP.",
      },
      {
        step: "Imprimer",
        text: "L'impression flexographique jusqu'à huit couleurs porte la marque sur la toile.",
      },
      {
        step: "Confectionner les sacs",
        text: "La toile est coupée, ourlée et cousue en sacs ; les éléments de GRVS sont poinçonnés, coupés et mis en balles.",
      },
      {
        step: "Fabriquer des sacs à fond carré",
        text: "Les gaines deviennent des sacs à valve ou à poche à fond carré, soudés sans colle.",
      },
      {
        step: "Recycler les déchets",
        text: "Chutes de rives, déchets de démarrage et sacs usagés redeviennent des granulés pour la ligne de bandelettes.",
      },
    ],
  },
  corporateFilm: {
    videoTitle: "JP Extrusion Systems : le film d'entreprise",
    description:
      "De l'usine d'Ankleshwar jusque chez nos clients : lignes de bandelettes, métiers et lignes de recyclage en production.",
  },
  magazineCovers: [
    { alt: "Couverture de JP News, mars 2017, avec une ligne d'extrusion de bandelettes" },
    { alt: "Couverture de JP News, juin 2021, avec une ligne de film cast" },
  ],
  privacyNotice: {
    intro: [
      `${company.legalName} (« ${company.name} », « nous ») construit des machines de transformation des plastiques au Gujarat et les vend en Inde et à l'étranger. La présente politique explique ce que nous faisons des données personnelles que vous nous transmettez par ce site : ce que nous collectons, pourquoi, combien de temps nous le conservons, qui y a accès, et comment vous pouvez nous demander de vous les communiquer, de les corriger ou de les supprimer.`,
      "Nous traitons les données personnelles conformément à la loi indienne sur la protection des données personnelles numériques de 2023 (Digital Personal Data Protection Act). Pour les acheteurs, agents et candidats de l'Union européenne et du Royaume-Uni, nous appliquons également le Règlement général sur la protection des données (RGPD) lorsqu'il s'applique à nous.",
    ],
    sections: [
      {
        heading: "Ce que collecte chaque formulaire, et pourquoi",
        items: [
          {
            term: "Demande via la page Contact",
            text: "Vos nom, société, adresse e-mail, numéro de téléphone, ville, État, pays et message. Nous les utilisons pour vous répondre, préparer un devis et organiser une visite ou un essai. Le fondement du traitement est votre demande : vous nous avez demandé de vous contacter.",
          },
          {
            term: "Demande de catalogue (page d'accueil et pages machines)",
            text: "Vos nom, société, adresse e-mail, numéro de téléphone, ville, État, pays, la gamme de produits choisie et un message facultatif. Nous les utilisons pour vous envoyer le catalogue et assurer le suivi de votre intérêt pour cette machine.",
          },
          {
            term: "Candidature (Carrières)",
            text: "Vos nom, adresse e-mail, numéro de téléphone, diplôme, le poste visé, une lettre d'accompagnement et votre CV. Nous les utilisons uniquement pour examiner votre candidature au poste auquel vous avez postulé et pour vous contacter à ce sujet.",
          },
          {
            term: "Avec chaque formulaire",
            text: "La page depuis laquelle vous l'avez envoyé, votre adresse IP et le nom de votre navigateur. Nous les utilisons pour repérer le spam et les abus des formulaires, et à rien d'autre.",
          },
        ],
      },
      {
        heading: "Combien de temps nous les conservons",
        paragraphs: [
          `Les candidatures et leurs CV sont supprimés ${RETENTION_PERIOD_TOKENS.applicationDays} après leur réception. Les demandes de contact et de catalogue sont supprimées ${RETENTION_PERIOD_TOKENS.leadDays} après leur réception, ce qui couvre le temps que prend habituellement l'achat d'une machine, de la première demande à la mise en service. Les e-mails envoyés par notre système à leur sujet sont supprimés avec elles.`,
          `La suppression s'exécute automatiquement une fois par jour, et lorsque vous nous demandez d'effacer vos données, nous le faisons immédiatement. Nos sauvegardes, que nous conservons uniquement pour nous remettre d'une panne, sont remplacées au fur et à mesure que de nouvelles sont réalisées : ce qui est supprimé en disparaît donc aussi dans un délai maximal de ${RETENTION_PERIOD_TOKENS.backupDays}. Si vous devenez notre client ou notre salarié, les documents liés à cette relation (commandes, factures, historique de service, dossiers du personnel) sont conservés selon des règles distinctes et selon les lois comptables et fiscales.`,
        ],
      },
      {
        heading: "Qui y a accès",
        paragraphs: [
          "Au sein de l'entreprise, l'accès dépend de la fonction : notre équipe commerciale voit les demandes de contact et de catalogue ; notre équipe RH voit les candidatures et les CV ; un petit nombre d'administrateurs peut tout voir afin de faire fonctionner le système et de répondre à des demandes comme la vôtre. Chaque membre du personnel se connecte avec son propre compte, et les accès aux CV et aux exports sont enregistrés.",
          "En dehors de l'entreprise, vos données ne parviennent qu'aux prestataires qui hébergent notre site et acheminent nos e-mails, selon nos instructions. Nous ne vendons pas vos données et ne les partageons pas à des fins de marketing pour le compte de tiers. Lorsqu'une demande est mieux traitée par l'une des sociétés de notre groupe ou par notre agent dans votre pays, nous la lui transmettons uniquement pour qu'il puisse vous répondre.",
          "Si les statistiques de visite du site sont activées, Google Analytics enregistre les pages consultées et les catalogues téléchargés. Il ne reçoit pas ce que vous saisissez dans nos formulaires.",
        ],
      },
      {
        heading: "Vos droits",
        items: [
          {
            term: "Y accéder",
            text: "Demander ce que nous détenons à votre sujet et en recevoir une copie dans un format électronique courant.",
          },
          { term: "Les rectifier", text: "Nous demander de corriger des données inexactes ou incomplètes." },
          {
            term: "Les effacer",
            text: "Nous demander d'effacer vos données avant la fin de la durée indiquée ci-dessus. Nous supprimons toutes les demandes et candidatures liées à votre adresse e-mail, votre CV et les e-mails les concernant.",
          },
          {
            term: "Retirer votre consentement ou vous opposer",
            text: "Nous demander de cesser de vous contacter ; nous n'utiliserons plus vos données pour un suivi.",
          },
          {
            term: "Déposer une réclamation",
            text: "Si notre réponse ne vous satisfait pas, vous pouvez déposer une réclamation auprès du Data Protection Board of India ou, dans l'Union européenne ou au Royaume-Uni, auprès de votre autorité de protection des données.",
          },
        ],
      },
    ],
    howToAsk: {
      heading: "Comment nous adresser votre demande",
      paragraphs: [
        "Écrivez-nous depuis l'adresse e-mail utilisée dans nos formulaires, afin que nous puissions nous assurer que les données sont bien les vôtres, et dites-nous ce que vous souhaitez que nous fassions. Nous répondons dans un délai de 30 jours.",
      ],
    },
  },
};
