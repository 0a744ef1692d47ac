/** The figures the French pages write, from the company's own facts (content/company.ts). */
import { company } from "#content/company";
import { pluralIn } from "../kit";

/** Figures as French writes them (70 000), from the same facts as the English. */
export const facility = company.facilitySqM.toLocaleString("fr-FR");
export const years = company.stats.yearsOfExperience;
export const yearsWord = pluralIn("fr", years, { one: "an", other: "ans" });
