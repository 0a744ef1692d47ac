/** The French copy of the privacy notice (see ../fr.ts). */
import { company } from "#content/company";
import { RETENTION_PERIOD_TOKENS } from "#contracts/retention-periods";
import type { SiteTexts } from "../kit";

export const privacyNotice: SiteTexts["privacyNotice"] = {
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
};
