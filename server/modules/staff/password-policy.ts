/**
 * What a staff password must be (ASVS 2.1.1, 2.1.7): at least 12 characters, at most 1024, and not
 * a common password. "Common" is the list of about 49,000 most used passwords that zxcvbn-ts keeps
 * (@zxcvbn-ts/language-common, server-only: it never reaches a page), taken with the usual
 * disguises: any letter case, digits or symbols added before or after ("Password2024!"), a short
 * piece or a common password repeated ("abcabcabcabc"), common letter swaps ("P@ssw0rd"), runs
 * ("123456789012"), and the account's own e-mail or the
 * company's name used the same ways. The one check for every way a password is set: the command
 * line, ADMIN_PASSWORD, the first sign-in's change, and later invitations.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { company } from "#content/company";
import { STAFF_PASSWORD_MIN_LENGTH } from "#contracts/staff-portal";

const PASSWORD_MAX_LENGTH = 1024;

export interface PasswordContext {
  /** The account's e-mail address: neither it nor its local part makes a password. */
  email?: string | undefined;
}

let commonPasswords: ReadonlySet<string> | undefined;

/** The list, built on first use (about 5 MB as a Set): a process that never sets a password never pays for it. */
function isCommon(candidate: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(candidate);
}

/** The company's own words and runs of them ("jpextrusion"), which anyone guessing at this site tries first. */
const COMPANY_WORDS = (() => {
  const words = company.name.split(/\s+/);
  const runs = words.flatMap((_, start) =>
    words.slice(start).map((__, i) => words.slice(start, start + i + 1).join("")),
  );
  return runs.map(letters).filter((word) => word.length >= 4);
})();

function letters(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The password with digits and symbols taken off both ends: "Password2024!" → "password". */
function core(lowerCase: string): string {
  return lowerCase.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
}

const LEET: Record<string, string> = {
  "@": "a",
  "4": "a",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
};

/** "p@ssw0rd" → "password": the substitutions every guessing list tries. */
function unLeet(text: string): string {
  return text.replace(/[@431!0$57]/g, (c) => LEET[c] ?? c);
}

/** True for a run such as "123456789012" or "zyxwvutsrqpo": each character one step from the last. */
function isSequence(lowerCase: string): boolean {
  const codes = [...lowerCase].map((c) => c.codePointAt(0)!);
  const step = (a: number, b: number) => {
    const digits = a >= 48 && a <= 57 && b >= 48 && b <= 57;
    return digits ? (b - a + 10) % 10 : b - a;
  };
  const first = step(codes[0]!, codes[1]!);
  if (first !== 1 && first !== -1 && first !== 9) return false;
  return codes.slice(1).every((code, i) => step(codes[i]!, code) === first);
}

/** The piece a password repeats, if it is nothing but one piece over and over: "abcabcabcabc" → "abc". */
function repeatedPiece(lowerCase: string): string | undefined {
  return /^(.+?)\1+$/su.exec(lowerCase)?.[1];
}

function contextWords({ email }: PasswordContext): string[] {
  if (!email) return COMPANY_WORDS;
  const address = email.trim().toLowerCase();
  const local = address.split("@")[0] ?? "";
  return [...COMPANY_WORDS, letters(address), letters(local)].filter((word) => word.length >= 4);
}

/** Why this password may not be used, in words fit to show the person choosing it; null when it is fine. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `The password can be at most ${PASSWORD_MAX_LENGTH} characters.`;

  const lowerCase = password.normalize("NFC").toLowerCase();
  const piece = repeatedPiece(lowerCase);
  if (piece !== undefined && ([...piece].length <= 3 || isCommon(piece))) {
    return "The password repeats a few characters or a common password. Choose one that is harder to guess.";
  }
  if (isSequence(lowerCase)) return "The password is a run of characters in order. Choose one that is harder to guess.";
  const stripped = core(lowerCase);
  if (isCommon(lowerCase) || isCommon(stripped) || isCommon(unLeet(stripped))) {
    return "This is one of the most common passwords (or one with digits or symbols added). Choose another.";
  }
  const plain = letters(stripped);
  if (contextWords(context).some((word) => plain === word || letters(lowerCase) === word)) {
    return "The password must not be your e-mail address or the company's name. Choose another.";
  }
  return null;
}
