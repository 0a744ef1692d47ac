/** The figures the Russian pages write, from the company's own facts (content/company.ts). */
import { company } from "#content/company";
import { pluralIn } from "../kit";

// Figures stay the company's own (content/company.ts), written the Russian way (70 000).
export const facility = company.facilitySqM.toLocaleString("ru-RU");
export const years = company.stats.yearsOfExperience;
export const yearsWord = pluralIn("ru", years, { one: "год", few: "года", many: "лет", other: "года" });
