// The value schemas of the environment variables (a port, a host, an origin, a mailbox, a number of
// days, ...): each checks one string and says what it must be. config.ts puts them together.
import { isIP } from "node:net";
import { z } from "zod";

export const isEmail = (value: string) => z.email().safeParse(value).success;

/** `VAR=` (empty) means unset, as it does in most deployment tools. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}

export function urlWithScheme(schemes: readonly string[], message: string) {
  return z.string().refine((value) => {
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.hostname !== "";
    } catch {
      return false;
    }
  }, message);
}

export const port = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, "must be an integer 1-65535")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535, "must be an integer 1-65535");

export const host = z
  .string()
  .trim()
  .refine(
    (value) =>
      isIP(value) !== 0 ||
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(value),
    "must be an IP address or a host name",
  );

export const publicUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === "http:" || url.protocol === "https:") &&
        url.pathname === "/" &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    } catch {
      return false;
    }
  }, "must be an http:// or https:// origin with no path, e.g. https://www.example.com")
  .transform((value) => new URL(value).origin);

export const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const address = /^[^<>]*<([^<>\s]+)>$/.exec(value)?.[1] ?? value;
    return isEmail(address);
  }, 'must be an e-mail address, optionally with a name: "Sales <sales@example.com>"');

export const emailList = z.string().transform((value, ctx) => {
  const addresses = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const bad = addresses.find((address) => !isEmail(address));
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `must be a comma-separated list of e-mail addresses ("${bad}" is not one)`,
    });
    return z.NEVER;
  }
  return addresses;
});

/** A number of days from 1 to 100 years' worth. */
export const days = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, "must be a whole number of days from 1 to 36500")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 36_500, "must be a whole number of days from 1 to 36500");

/** A whole number of megabytes (MiB) from `min` to `max`, as bytes. */
export function megabytes(min: number, max: number) {
  const message = `must be a whole number of megabytes from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .transform((n) => n * 1024 * 1024);
}

export function wholeNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === "off" || value === "false") return false;
  if (value === "on" || value === "true") {
    ctx.addIssue({
      code: "custom",
      message:
        "must not be true: it trusts every X-Forwarded-For entry, and a client can write its own. Give the number of proxies in front of the server (usually 1) or their addresses",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(",").map((part) => part.trim());
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    ctx.addIssue({
      code: "custom",
      message: `must be off, a number of proxies, or a comma-separated list of their addresses or CIDR ranges ("${bad}" is not one)`,
    });
    return z.NEVER;
  }
  return entries;
});
