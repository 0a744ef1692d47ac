/** The figures the Spanish pages write, from the company's own facts (content/company.ts). */
import { company } from "#content/company";
import { pluralIn } from "../kit";

export const facility = company.facilitySqM.toLocaleString("es-ES");
export const years = company.stats.yearsOfExperience;
export const yearsWord = pluralIn("es", years, { one: "año", other: "años" });
