/** The French text of seeded openings, news items and galleries, by collection and slug (see ../translations.ts). */
import type { LocaleItemTexts } from "./kit";

export const fr: LocaleItemTexts = {
  openings: {
    "customer-service-spare-parts-manager": {
      title: "Responsable service clients et pièces de rechange",
      department: "Service clients",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "Plus de 10 ans dans le service après-vente de machines industrielles",
      profile: [
        "Diriger le service technique et le magasin de pièces de rechange : plannings de mise en service, appels de dépannage et expédition de pièces pour les clients en Inde et à l'étranger.",
        "Planifier les interventions des ingénieurs de service, suivre chaque réclamation jusqu'à sa clôture et rendre compte chaque mois des délais de réponse à la direction.",
        "Maintenir des niveaux de stock de pièces d'usure adaptés au parc installé, en lien avec les achats et la production sur les délais.",
        "Rendre visite aux clients clés avec l'équipe commerciale et traduire leurs retours en améliorations de nos machines.",
      ],
      skills: [
        "Diplôme d'ingénieur ou de technicien en mécanique ou en électrotechnique",
        "Expérience de la direction d'un service après-vente ou pièces de rechange pour machines d'extrusion ou textiles",
        "Bonne pratique d'un ERP pour la gestion des stocks et des expéditions",
        "Anglais écrit et oral clair ; le hindi et le gujarati sont un plus",
        "Disponibilité pour voyager en Inde et à l'étranger",
      ],
    },
    "exim-manager": {
      title: "Responsable import-export",
      department: "Export",
      location: "Siège administratif, Ahmedabad",
      experience: "Plus de 8 ans en documentation export de biens d'équipement",
      profile: [
        "Prendre en charge la documentation export et import des expéditions de machines : factures, listes de colisage, certificats d'origine, lettres de crédit et déclarations d'exportation (shipping bills).",
        "Coordonner transitaires, commissionnaires en douane et banques pour que chaque conteneur parte sur le navire prévu.",
        "Veiller à ce que les incitations à l'export et les remboursements de droits (drawback) soient demandés correctement et dans les délais.",
      ],
      skills: [
        "Diplôme de l'enseignement supérieur, de préférence avec une spécialisation en commerce international",
        "Solide connaissance des Incoterms, des lettres de crédit et des procédures de la DGFT",
        "Expérience d'ICEGATE et de la documentation douanière",
        "Rigueur dans le détail, même sous la pression des délais",
      ],
    },
    "dispatch-assistant": {
      title: "Assistant expéditions",
      department: "Magasin et expéditions",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "1 à 3 ans en magasin ou aux expéditions",
      profile: [
        "Préparer les machines et les pièces de rechange à l'expédition : listes de colisage, marquage, photographies et surveillance du chargement.",
        "Tenir à jour dans l'ERP les registres d'expédition et les e-way bills.",
        "Organiser les camions et les conteneurs avec les transporteurs et l'équipe export.",
      ],
      skills: [
        "Diplôme de l'enseignement supérieur ou diplôme technique",
        "À l'aise avec les tableurs et la saisie dans un ERP",
        "Connaissance des factures GST et des e-way bills",
        "Capacité à travailler en atelier comme au bureau",
      ],
    },
    "technical-writer-product-marketing": {
      title: "Rédacteur technique et marketing produit",
      department: "Marketing",
      location: "Siège administratif, Ahmedabad",
      experience: "3 à 6 ans de rédaction sur des produits industriels",
      profile: [
        "Rédiger les manuels d'utilisation, les catalogues, les pages du site et les communiqués de presse de nos machines, à partir des plans et avec les ingénieurs d'études.",
        "Préparer et réaliser les photographies et vidéos des produits à l'usine et chez les clients.",
        "Préparer nos stands et notre documentation pour les salons en Inde et à l'étranger.",
      ],
      skills: [
        "Diplôme d'ingénieur, ou diplôme en anglais ou en communication avec un intérêt pour les machines",
        "Excellent anglais écrit ; une deuxième langue indienne ou étrangère est appréciée",
        "Pratique des logiciels de mise en page et des bases de la retouche photo",
        "Un portfolio de rédaction technique ou produit",
      ],
    },
    "mechanical-design-engineer": {
      title: "Ingénieur d'études mécaniques",
      department: "Bureau d'études",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "3 à 8 ans en conception de machines",
      profile: [
        "Concevoir les ensembles et les pièces des lignes d'extrusion, des métiers et des machines de transformation, du concept aux plans diffusés.",
        "Dimensionner les entraînements, arbres, roulements et bâtis, et choisir les composants achetés avec le service achats.",
        "Assister l'atelier d'assemblage et le hall d'essais lorsqu'une nouvelle conception est construite pour la première fois.",
      ],
      skills: [
        "Diplôme d'ingénieur en mécanique (B.E. ou B.Tech)",
        "CAO 3D (SolidWorks ou Creo) et mise en plan 2D selon les normes ISO de dessin",
        "Connaissance du GD&T (cotation fonctionnelle), des tolérances et des procédés d'usinage",
        "Une expérience des machines d'extrusion ou textiles est un atout important",
      ],
    },
    "service-engineer-indore": {
      title: "Ingénieur de service (basé à Indore)",
      department: "Service clients",
      location: "Centre de service d'Indore, Madhya Pradesh",
      experience: "2 à 5 ans de maintenance de machines industrielles",
      profile: [
        "Installer, mettre en service et entretenir nos lignes chez les clients d'Inde centrale, depuis le centre de service d'Indore.",
        "Former les opérateurs et le personnel de maintenance des clients aux nouvelles machines.",
        "Diagnostiquer les pannes mécaniques, électriques et de process, et consigner chaque intervention dans le système de service.",
      ],
      skills: [
        "Diplôme technique ou d'ingénieur en mécanique, en électrotechnique ou en électronique",
        "Expérience pratique des variateurs, automates, résistances chauffantes et de la pneumatique",
        "Hindi et anglais ; disponibilité pour des déplacements la plupart des semaines",
        "Permis deux-roues",
      ],
    },
    "qc-engineer": {
      title: "Ingénieur contrôle qualité",
      department: "Qualité",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "2 à 5 ans en contrôle qualité de pièces usinées",
      profile: [
        "Contrôler les pièces reçues, usinées et mécanosoudées par rapport aux plans et en enregistrer les résultats.",
        "Assister aux essais des machines dans le hall d'essais et valider les procès-verbaux d'essai avant expédition.",
        "Assurer l'étalonnage des instruments de mesure et participer aux audits ISO 9001.",
      ],
      skills: [
        "Diplôme technique ou d'ingénieur en mécanique",
        "Maîtrise du pied à coulisse, du micromètre, de l'alésomètre et du trusquin",
        "Lecture des plans d'usinage et du GD&T",
        "Connaissance de la documentation ISO 9001",
      ],
    },
    "sales-marketing-international": {
      title: "Ventes et marketing - marchés internationaux",
      department: "Ventes et marketing",
      location: "Siège administratif, Ahmedabad",
      experience: "Plus de 5 ans de vente de biens d'équipement à l'étranger",
      profile: [
        "Développer la clientèle de nos lignes en Afrique, au Moyen-Orient et en Asie du Sud-Est, de la première demande à la signature de la commande.",
        "Préparer les offres technico-commerciales avec le bureau d'études et les présenter aux clients et aux agents.",
        "Représenter l'entreprise sur les salons et rendre visite aux clients dans leurs usines à l'étranger.",
      ],
      skills: [
        "Diplôme d'ingénieur ; un MBA est un atout",
        "Des résultats prouvés en vente à l'export de machines ou de biens d'équipement",
        "Excellent anglais oral et écrit ; le français ou l'arabe est un plus",
        "Prêt à voyager à l'étranger plusieurs semaines par an",
      ],
    },
    "draughtsman-mechanical": {
      title: "Dessinateur en mécanique",
      department: "Bureau d'études",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "2 à 4 ans de dessin mécanique",
      profile: [
        "Réaliser les plans de détail et d'ensemble à partir des modèles des ingénieurs d'études.",
        "Tenir à jour les nomenclatures et les indices de révision des plans dans le système documentaire.",
        "Mettre à jour les plans selon les retours de l'atelier et du hall d'essais.",
      ],
      skills: [
        "ITI ou diplôme technique en dessin industriel mécanique",
        "AutoCAD, et SolidWorks ou un outil 3D équivalent",
        "Connaissance des symboles d'usinage, des ajustements et des tolérances",
        "Travail soigné et rigoureux",
      ],
    },
    "production-planning-incharge": {
      title: "Responsable de la planification de la production",
      department: "Production",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "6 à 10 ans en planification de production de biens d'équipement",
      profile: [
        "Traduire le carnet de commandes en plans d'usinage, de chaudronnerie et d'assemblage qui tiennent les délais de livraison promis.",
        "Suivre la disponibilité des matières et les en-cours, et lever les goulets d'étranglement avec les chefs d'atelier.",
        "Rendre compte chaque semaine à la direction du respect des délais et de l'utilisation des capacités.",
      ],
      skills: [
        "Diplôme d'ingénieur en mécanique ou en production",
        "Expérience de la planification de fabrication de machines à la commande",
        "Très bonne maîtrise des tableurs et de l'ERP",
        "Coordination calme et ferme avec de nombreux services",
      ],
    },
    "operator-vmc-cnc-laser": {
      title: "Opérateur - centres d'usinage verticaux, CN et découpe laser",
      department: "Atelier d'usinage",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "Plus de 2 ans sur centres d'usinage verticaux, tours CN ou découpe laser",
      profile: [
        "Régler et conduire les centres d'usinage verticaux et les centres de tournage CN, ou la découpeuse laser à fibre, selon le plan et le programme.",
        "Contrôler les premières pièces, tenir les fiches de contrôle et entretenir les machines.",
        "Travailler en équipes avec l'équipe de l'atelier d'usinage.",
      ],
      skills: [
        "ITI en usinage, tournage ou ajustage",
        "Commandes Fanuc ou Siemens ; modifications simples de programmes",
        "Lecture de plans et utilisation des instruments de mesure",
        "Respect des règles de sécurité au travail",
      ],
    },
    "purchase-coordinator": {
      title: "Coordinateur achats",
      department: "Achats",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "2 à 5 ans aux achats dans l'industrie mécanique",
      profile: [
        "Émettre les bons de commande de matières premières, de pièces achetées et de matériel électrique, et relancer les livraisons.",
        "Comparer les devis, développer de nouveaux fournisseurs et tenir à jour le fichier fournisseurs.",
        "Travailler avec le magasin et la planification pour que les pièces arrivent dans l'ordre dont l'assemblage a besoin.",
      ],
      skills: [
        "Diplôme de l'enseignement supérieur ou diplôme technique en ingénierie",
        "Connaissance des nuances d'acier, des roulements, des entraînements et des composants électriques",
        "Maîtrise de l'ERP et des tableurs",
        "Bon sens de la négociation et du suivi",
      ],
    },
    "graphic-designer": {
      title: "Graphiste",
      department: "Marketing",
      location: "Siège administratif, Ahmedabad",
      experience: "2 à 4 ans en conception graphique print et digitale",
      profile: [
        "Concevoir catalogues, visuels de salons, annonces et publications sur les réseaux sociaux dans le style de l'entreprise.",
        "Réaliser des illustrations et des schémas de machines avec le rédacteur technique.",
        "Assurer la cohérence de la marque sur l'imprimé, le web et les stands d'exposition.",
      ],
      skills: [
        "Diplôme supérieur ou diplôme technique en design",
        "Adobe InDesign, Illustrator et Photoshop ; Figma",
        "Compréhension de la production imprimée",
        "Un portfolio avec des réalisations industrielles ou B2B",
      ],
    },
    "electrical-engineer": {
      title: "Ingénieur électricien",
      department: "Électricité",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "3 à 6 ans en électricité de machines",
      profile: [
        "Concevoir les armoires de commande et le câblage de nos lignes : distribution de puissance, variateurs, chauffage et circuits de sécurité.",
        "Établir les schémas électriques et les nomenclatures, et superviser le câblage des armoires.",
        "Mettre en service la partie électrique des lignes dans le hall d'essais et chez les clients.",
      ],
      skills: [
        "Diplôme d'ingénieur en électrotechnique (B.E.)",
        "Variateurs AC, servomoteurs et régulation de température",
        "EPLAN ou AutoCAD Electrical",
        "Connaissance des normes CEI et des normes de sécurité des machines",
      ],
    },
    "plc-programmer": {
      title: "Programmeur automates",
      department: "Électricité",
      location: "Usine d'Ankleshwar, Gujarat",
      experience: "Plus de 3 ans de programmation d'automates et d'IHM",
      profile: [
        "Écrire et tester les programmes d'automates et d'IHM des lignes d'extrusion, des bobinoirs et des machines de transformation.",
        "Développer la gestion des recettes, les alarmes et la synchronisation des lignes, et gérer les programmes sous contrôle de version.",
        "Assister les clients à distance et sur site pendant la mise en service.",
      ],
      skills: [
        "Diplôme d'ingénieur en électrotechnique, en électronique ou en instrumentation",
        "Siemens TIA Portal ou Allen-Bradley Studio 5000",
        "Communication avec les variateurs sur PROFINET ou EtherNet/IP",
        "Disponibilité pour des déplacements de mise en service",
      ],
    },
    accountant: {
      title: "Comptable",
      department: "Comptabilité",
      location: "Siège administratif, Ahmedabad",
      experience: "3 à 5 ans en comptabilité dans une entreprise industrielle",
      profile: [
        "Tenir la comptabilité : pièces comptables, rapprochements bancaires, créances clients et dettes fournisseurs.",
        "Préparer les déclarations GST et TDS et accompagner l'audit légal.",
        "Suivre les encaissements export et les comptes en devises avec l'équipe export.",
      ],
      skills: [
        "B.Com ou M.Com ; le CA Inter est un atout",
        "Tally Prime et tableurs",
        "Bonne connaissance pratique de la GST et du TDS",
        "Rigueur et discrétion",
      ],
    },
  },
  news: {
    "block-bottom-valve-sack-partnership": {
      title:
        "JP Extrusion Systems s'associe à un constructeur allemand pour fabriquer en Inde des machines à sacs à valve à fond carré",
      topic: "Partenariat",
      summary:
        "Un partenariat technologique ajoute la confection de sacs à valve à fond carré à notre gamme d'emballage tissé : les machines seront construites à Ankleshwar et suivies depuis nos bureaux en Inde et à l'étranger.",
      body: "<p>Ankleshwar, le 16 septembre 2024. JP Extrusion Systems a signé un partenariat technologique avec un constructeur allemand reconnu de machines de confection de sacs pour fabriquer en Inde des machines à sacs à valve à fond carré. La première machine construite dans notre usine tournera dans notre hall d'essais au printemps.</p><p>Les sacs à valve à fond carré tiennent debout une fois remplis, s'empilent en palettes nettes et stables et se remplissent rapidement sur les ensacheuses automatiques à valve. Les producteurs de ciment, d'engrais et de produits chimiques délaissent pour eux les sacs cousus, et jusqu'à présent la plupart des machines qui les fabriquent étaient importées.</p><p>Aux termes de l'accord, notre partenaire apporte la conception des postes de formation du fond et de soudure à l'air chaud, affinée en deux décennies de construction de machines de confection. Nous y ajoutons les sections de mise en gaine, de coupe et d'insertion de la valve, construisons la machine complète, puis la mettons en service et en assurons le service.</p><p>Pour nos clients, c'est la dernière lacune de la gamme d'emballage tissé qui se comble. Une usine peut désormais fabriquer un sac à valve enduit, du granulé à la palette, sur des lignes d'un seul constructeur : extrusion de bandelettes, métiers circulaires, extrusion-couchage, impression et confection à fond carré, avec une seule équipe de service et un seul magasin de pièces de rechange.</p><p>La machine fabrique des sacs de 350 à 600 mm de largeur et de 430 à 910 mm de longueur, à valve ou à poche, jusqu'à 70 sacs par minute. Les commandes sont ouvertes dès maintenant ; les premières livraisons sont prévues pour le second semestre de l'année prochaine.</p><blockquote><p>« Depuis des années, nos clients nous demandent une machine à fond carré construite et suivie en Inde. Avec le savoir-faire de notre partenaire pour la formation du fond et nos propres lignes autour, un fabricant de sacs peut désormais obtenir toute son usine d'un seul constructeur. »</p><p>Directeur général, JP Extrusion Systems</p></blockquote><h3>Contact presse</h3><p>Service marketing</p><p><a href=\"tel:+917948902215\">+91 79 4890 2215</a> · <a href=\"mailto:marketing@jpextrusionsystems.com\">marketing@jpextrusionsystems.com</a></p>",
      photos: [{ alt: "Palette de sacs à valve à fond carré imprimés, prêts à l'expédition" }],
      videos: [
        { title: "La machine à sacs à valve à fond carré formant et soudant les sacs" },
        { title: "Sacs à valve à fond carré finis empilés sur une palette" },
      ],
    },
    "best-brand-2021": {
      title: "Prix Best Brand 2021",
      presentedBy: "Prix nationaux de l'industrie des plastiques et de l'emballage, Mumbai",
      summary:
        "Élue Best Brand dans la catégorie machines de transformation des plastiques pour une gamme complète d'emballage tissé construite en Inde et suivie dans plus de quarante pays.",
      photos: [{ alt: "Trophée Best Brand 2021 sur un socle sous un projecteur" }],
    },
    "best-brand-2019": {
      title: "Prix Best Brand 2019",
      presentedBy: "Prix nationaux de l'industrie des plastiques et de l'emballage, Mumbai",
      summary:
        "Distinguée pour la croissance de ses exportations et son service après-vente, l'année de l'ouverture de nos bureaux en Russie et au Vietnam.",
      photos: [{ alt: "Trophée Best Brand 2019 sur un socle sous un projecteur" }],
    },
    "complete-woven-sack-plant-2021": {
      title: "JP Extrusion Systems construit désormais toutes les machines d'une usine de sacs tissés",
      summary:
        "Trente-quatre ans après ses débuts comme atelier d'usinage, l'entreprise fournit toutes les lignes dont un fabricant de sacs tissés a besoin, et en expédie la plupart à l'étranger.",
      body: "<p>Le visiteur de l'usine JP Extrusion Systems d'Ankleshwar passe devant chaque étape de la fabrication d'un sac tissé : des lignes de bandelettes en essai, des métiers circulaires en cours de réglage, une ligne de couchage contrecollant de la toile et une ligne de confection empilant des sacs finis.</p><p>Un fabricant de sacs qui achète toute son usine à un seul constructeur obtient des lignes aux débits accordés et une seule équipe de service à appeler. La plupart de nos clients ont commencé par une seule ligne de bandelettes et sont revenus pour le reste.</p><p>L'export représente désormais bien plus de la moitié de notre carnet de commandes, avec des machines en service dans plus de quarante pays d'Afrique, du Moyen-Orient, d'Asie centrale et d'Asie du Sud-Est. Nos bureaux de Moscou et de Hô Chi Minh-Ville, ouverts en 2019, maintiennent pièces de rechange et ingénieurs au plus près de ces clients.</p><p>Pendant l'année de la pandémie, nos ingénieurs ont repensé le four d'étirage de la ligne de bandelettes, réduisant sa consommation d'énergie par kilogramme de bandelette, et ont équipé les métiers d'un enroulement à servomoteur. Les deux sont désormais de série sur chaque nouvelle machine.</p>",
    },
    "assembly-hall-2017": {
      title: "Un nouveau hall d'assemblage porte l'usine JP Extrusion Systems à 70 000 m²",
      summary:
        "Pour sa trentième année, l'entreprise ouvre un hall assez long pour faire tourner une ligne de bandelettes complète de bout en bout, et se tourne vers le recyclage.",
      body: "<p>JP Extrusion Systems a marqué sa trentième année en ouvrant un nouveau hall d'assemblage qui porte son usine à 70 000 m², avec un hall d'essais assez long pour faire tourner une ligne de bandelettes complète de bout en bout.</p><p>L'entreprise a débuté en 1987 en fabriquant des pièces de rechange pour des extrudeuses importées, a livré sa première ligne de bandelettes en 1989 et son premier métier circulaire deux ans plus tard. Aujourd'hui, sa gamme couvre l'emballage tissé, le recyclage, l'extrusion de profilés ainsi que les plaques et les films.</p><p>Le recyclage est l'activité qui progresse le plus vite. Les fabricants de sacs veulent réutiliser leurs propres chutes et rebuts, et les transformateurs de films post-consommation veulent des installations de lavage qui consomment moins d'eau.</p><p>La règle du fondateur s'applique toujours : aucune machine ne quitte l'usine avant d'avoir tourné avec la matière du client dans le hall d'essais.</p>",
    },
    "woven-packaging-order-book-2017": {
      title: "La demande en lignes d'emballage tissé remplit le carnet de commandes de JP Extrusion Systems",
      summary:
        "Les fabricants de sacs et de GRVS, en Inde comme à l'étranger, commandent lignes de bandelettes et métiers circulaires neuf mois à l'avance.",
      body: "<p>Les producteurs de ciment, d'engrais et de céréales conditionnent chaque année une part plus importante de leur production en polypropylène tissé, et les usines qui fabriquent ces sacs achètent davantage de machines construites en Inde. Les commandes de nos lignes de bandelettes et de nos métiers circulaires couvrent désormais neuf mois de production.</p><p>Nos clients à l'export nous disent apprécier des machines simples à entretenir et des pièces de rechange qui arrivent en quelques jours plutôt qu'en quelques semaines. La plupart des pièces d'usure sont en stock à Ankleshwar et quittent l'usine sous 48 heures.</p><p>Nous livrons désormais dans plus de trente-cinq pays, et les lignes de feuillard de cerclage, de monofilament et de plaques, construites sur les mêmes extrudeuses que nos lignes de bandelettes, représentent une part croissante des commandes.</p><p>Nous prévoyons une demande soutenue, à mesure que davantage de produits en vrac passent du jute et du papier au plastique tissé et que les exportations de GRVS progressent.</p>",
    },
    "tape-line-900-2017": {
      title: "JP Extrusion Systems lance une ligne de bandelettes conçue pour 900 kg/h",
      summary:
        "La JP-TL 150, notre ligne de bandelettes raphia la plus rapide, est conçue pour les grandes usines de sacs et de GRVS.",
      body: "<p>La nouvelle ligne de bandelettes JP-TL 150 produit jusqu'à 900 kg/h de bandelettes PP ou PEHD, de quoi alimenter tout un atelier de métiers circulaires à partir d'une seule extrudeuse.</p><p>Son four d'étirage à air chaud maintient la température à un degré près sur toute la largeur : les bandelettes s'étirent de façon homogène et la toile se tisse sans casses.</p><p>La ligne se conduit depuis un seul pupitre, avec des recettes pour chaque denier de bandelette, et enroule ses bandelettes sur 384 bobinoirs, si bien qu'une seule équipe suffit à la faire tourner à chaque poste.</p><p>Les premières lignes partent chez des fabricants de GRVS au Gujarat et dans une usine de sacs en Afrique de l'Est.</p>",
    },
  },
  galleries: {
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
      caption:
        "Notre stand à PLASTINDIA 2018, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
      photos: [
        { alt: "Notre stand à PLASTINDIA 2018, Gandhinagar, Gujarat" },
        { alt: "Sur le stand à PLASTINDIA 2018, Gandhinagar, Gujarat" },
        { alt: "La ligne exposée à PLASTINDIA 2018, Gandhinagar, Gujarat" },
      ],
    },
    "plastindia-2015": {
      title: "PLASTINDIA 2015",
      place: "Gandhinagar, Gujarat",
      caption:
        "Notre stand à PLASTINDIA 2015, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
      photos: [
        { alt: "Notre stand à PLASTINDIA 2015, Gandhinagar, Gujarat" },
        { alt: "Sur le stand à PLASTINDIA 2015, Gandhinagar, Gujarat" },
        { alt: "La ligne exposée à PLASTINDIA 2015, Gandhinagar, Gujarat" },
      ],
    },
    "plastindia-2012": {
      title: "PLASTINDIA 2012",
      place: "Pragati Maidan, New Delhi",
      caption:
        "Notre stand à PLASTINDIA 2012, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
      photos: [
        { alt: "Notre stand à PLASTINDIA 2012, Pragati Maidan, New Delhi" },
        { alt: "Sur le stand à PLASTINDIA 2012, Pragati Maidan, New Delhi" },
        { alt: "La ligne exposée à PLASTINDIA 2012, Pragati Maidan, New Delhi" },
      ],
    },
    "plastindia-2009": {
      title: "PLASTINDIA 2009",
      place: "Pragati Maidan, New Delhi",
      caption:
        "Notre stand à PLASTINDIA 2009, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
      photos: [
        { alt: "Notre stand à PLASTINDIA 2009, Pragati Maidan, New Delhi" },
        { alt: "Sur le stand à PLASTINDIA 2009, Pragati Maidan, New Delhi" },
        { alt: "La ligne exposée à PLASTINDIA 2009, Pragati Maidan, New Delhi" },
      ],
    },
    "plastindia-2006": {
      title: "PLASTINDIA 2006",
      place: "Pragati Maidan, New Delhi",
      caption:
        "Notre stand à PLASTINDIA 2006, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
      photos: [
        { alt: "Notre stand à PLASTINDIA 2006, Pragati Maidan, New Delhi" },
        { alt: "Sur le stand à PLASTINDIA 2006, Pragati Maidan, New Delhi" },
        { alt: "La ligne exposée à PLASTINDIA 2006, Pragati Maidan, New Delhi" },
      ],
    },
    "plastindia-2000": {
      title: "PLASTINDIA 2000",
      place: "Pragati Maidan, New Delhi",
      caption:
        "Notre stand à PLASTINDIA 2000, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
      photos: [
        { alt: "Notre stand à PLASTINDIA 2000, Pragati Maidan, New Delhi" },
        { alt: "Sur le stand à PLASTINDIA 2000, Pragati Maidan, New Delhi" },
        { alt: "La ligne exposée à PLASTINDIA 2000, Pragati Maidan, New Delhi" },
      ],
    },
    "plastindia-1997": {
      title: "PLASTINDIA 1997",
      place: "Pragati Maidan, New Delhi",
      caption:
        "Notre stand à PLASTINDIA 1997, avec des machines de toute la gamme en fonctionnement pour les visiteurs.",
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
  },
};
