/**
 * The privacy notice (/Privacy); its address and the forms' one-line purposes are in privacy-links.ts.
 * The retention periods are tokens the server fills in with the periods it deletes by
 * (APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS; their defaults in contracts/retention-periods.ts),
 * so the notice and the deletion agree whatever a deployment sets.
 */
import { RETENTION_PERIOD_TOKENS } from "#contracts/retention-periods";
import { company } from "./company";

export interface NoticeSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  /** Label and text pairs, shown as a definition list. */
  items?: readonly { term: string; text: string }[];
}

export const privacyNotice = {
  /** The day the notice last changed; each page writes it in its language. */
  updated: "2026-11-25" as string,
  intro: [
    `${company.legalName} ("${company.name}", "we") builds plastic-processing machinery in Gujarat and sells it in India and abroad. This notice explains what we do with the personal details you give us through this website: what we collect, why, how long we keep it, who sees it, and how you can ask us to show, correct or delete it.`,
    "We handle personal data under India's Digital Personal Data Protection Act, 2023. For buyers, agents and applicants in the European Union and the United Kingdom, we also follow the General Data Protection Regulation (GDPR) where it applies to us.",
  ],
  sections: [
    {
      id: "what-we-collect",
      heading: "What each form collects and why",
      items: [
        {
          term: "Contact Us inquiry",
          text: "Your name, company, e-mail address, phone number, city, state, country and message. We use them to answer you, to prepare a quotation and to arrange a visit or a trial. Our reason for processing is your request: you asked us to contact you.",
        },
        {
          term: "Catalogue request (home page and machine pages)",
          text: "Your name, company, e-mail address, phone number, city, state, country, the product line you chose and an optional message. We use them to send you the catalogue and to follow up on your interest in that machine.",
        },
        {
          term: "Job application (Careers)",
          text: "Your name, e-mail address, phone number, qualification, the opening, a covering message and your resume. We use them only to consider you for the opening you applied to and to contact you about it.",
        },
        {
          term: "With every form",
          text: "The page you sent it from, your IP address and your browser's name. We use them to recognise spam and abuse of the forms, and for nothing else.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        `Job applications and their resumes are deleted ${RETENTION_PERIOD_TOKENS.applicationDays} after they reach us. Inquiries and catalogue requests are deleted ${RETENTION_PERIOD_TOKENS.leadDays} after they reach us, which covers the time a machinery purchase usually takes from first inquiry to commissioning. The e-mails our system sent about them are deleted with them.`,
        `Deletion runs automatically once a day, and when you ask us to erase your data we do so at once. Our backups, which we keep only to recover from a failure, are replaced as new ones are taken, so what is deleted is gone from them too within up to ${RETENTION_PERIOD_TOKENS.backupDays}. If you become our customer or employee, the records of that relationship (orders, invoices, service history, employment records) are kept under separate rules and the laws on accounts and tax.`,
      ],
    },
    {
      id: "who-sees-it",
      heading: "Who sees it",
      paragraphs: [
        "Inside the company, access follows the job: our sales team sees inquiries and catalogue requests; our HR team sees job applications and resumes; a small number of administrators can see everything in order to run the system and answer requests like yours. Every staff member signs in with their own account, and access to resumes and exports is recorded.",
        "Outside the company, your details reach only the providers who host our website and deliver our e-mail, acting on our instructions. We do not sell your details or share them for others' marketing. Where an inquiry is best served by one of our group companies or our agent in your country, we pass it on only so that they can answer you.",
        "If the site's visit statistics are switched on, Google Analytics records which pages were viewed and which catalogues were downloaded. It does not receive what you type into our forms.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      items: [
        { term: "See it", text: "Ask what we hold about you and receive a copy in a common electronic format." },
        { term: "Correct it", text: "Ask us to correct details that are wrong or incomplete." },
        {
          term: "Delete it",
          text: "Ask us to erase your details before the period above ends. We delete every inquiry, request and application under your e-mail address, your resume and the e-mails about them.",
        },
        {
          term: "Withdraw or object",
          text: "Tell us to stop contacting you; we will not use your details for follow-up again.",
        },
        {
          term: "Complain",
          text: "If you are not satisfied with our answer, you can complain to the Data Protection Board of India or, in the European Union or the United Kingdom, to your data protection authority.",
        },
      ],
    },
  ] satisfies NoticeSection[],
  howToAsk: {
    heading: "How to ask",
    paragraphs: [
      "Write to us from the e-mail address you used on our forms, so that we can be sure the details are yours, and say what you would like us to do. We answer within 30 days.",
    ],
    email: company.email,
    postal: { name: company.legalName, lines: company.corporateOffice.lines },
  },
} as const;
