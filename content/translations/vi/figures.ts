/** The figures the Vietnamese pages write, from the company's own facts (content/company.ts). */
import { company } from "#content/company";

export const yearsInBusiness = company.stats.yearsOfExperience;
export const facility = company.facilitySqM.toLocaleString("vi-VN");
