/** The figures the Arabic pages write, from the company's own facts (content/company.ts). */
import { company } from "#content/company";
import { pluralIn } from "../kit";

export const yearsInBusiness = company.stats.yearsOfExperience;
// 3 to 10 أعوام, 11 to 99 عاماً, 100 عام (the plural rule's few, many and other).
export const yearsWord = pluralIn("ar", yearsInBusiness, {
  one: "عام",
  two: "عامين",
  few: "أعوام",
  many: "عاماً",
  other: "عام",
});
export const facility = company.facilitySqM.toLocaleString("en-IN");
