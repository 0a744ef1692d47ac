/**
 * How a buyer is recognised: by the lower-case address (the key), and hinted at as a duplicate by
 * the number in E.164 and by the company's mail domain (none for free mail, where a domain says
 * nothing about the company).
 */
import { callingCodeOf } from "#contracts/countries";

/** Domains of free mail, and first labels of families with many endings (yahoo.co.in, yandex.kz). */
const FREE_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "mail.ru",
  "bk.ru",
  "inbox.ru",
  "list.ru",
  "ya.ru",
  "qq.com",
  "163.com",
  "126.com",
  "rediffmail.com",
  "proton.me",
  "protonmail.com",
  "zoho.com",
]);
const FREE_MAIL_FAMILIES = new Set(["yahoo", "hotmail", "yandex", "outlook", "gmx", "rocketmail", "ymail"]);

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The company's mail domain, or null for free mail and addresses without one. */
export function domainKey(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain.includes(".")) return null;
  if (FREE_MAIL_DOMAINS.has(domain) || FREE_MAIL_FAMILIES.has(domain.split(".")[0]!)) return null;
  return domain;
}

/**
 * The number in E.164 (`+919825012345`), from an international form (`+`, `00`) or from a
 * national one and the country's calling code (a leading trunk 0, or Russia's and Kazakhstan's 8,
 * dropped). Null when it cannot be told: too short, too long, or a national number of a country
 * not listed.
 */
export function phoneKey(number: string, country: string): string | null {
  const trimmed = number.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return plausible(digits);
  if (digits.startsWith("00")) return plausible(digits.slice(2));
  const code = callingCodeOf(country);
  if (!code) return null;
  if (code === "7" && digits.length === 11 && digits.startsWith("8")) return plausible(`7${digits.slice(1)}`);
  // Written with the code but without the plus: "91 98250 12345".
  if (digits.startsWith(code) && digits.length - code.length >= 9) return plausible(digits);
  digits = digits.replace(/^0+/, "");
  return plausible(`${code}${digits}`);
}

function plausible(digits: string): string | null {
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
}

/** What the buyer list searches, lower case. */
export function buyerSearchText(fields: {
  name: string;
  companyName: string;
  email: string;
  country: string;
  contactNumber: string;
}): string {
  return [fields.name, fields.companyName, fields.email, fields.country, fields.contactNumber]
    .join("\x1f")
    .toLowerCase();
}
