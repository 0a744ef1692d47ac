/** Valid submissions of each lead form, and the request bodies the tests send them in. */
import { randomBytes } from "node:crypto";

export function inquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Asha Mehta",
    companyName: "Mehta Polysacks",
    email: "asha@mehta-polysacks.in",
    contactNumber: "+91 98250 12345",
    city: "Surat",
    state: "Gujarat",
    country: "India",
    message: `Please quote a 6-shuttle circular loom (${randomBytes(4).toString("hex")}).`,
    url: "https://www.example.com/ContactUs",
    endText: "ContactUs",
    ...overrides,
  };
}

export function homeCatalogueRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Ravi Patel",
    companyName: "Patel Pipes",
    email: "ravi@patelpipes.com",
    contactNumber: "9825012345",
    city: "Rajkot",
    state: "Gujarat",
    country: "India",
    message: "",
    endText: "",
    currentURL: "https://www.example.com/",
    ...overrides,
  };
}

export function productCatalogueRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { currentURL: _omit, ...home } = homeCatalogueRequest();
  return {
    ...home,
    message: "Interested in the tape line.",
    brochureLink: "/catalogues/tape-extrusion-line.pdf",
    url: "https://www.example.com/TapeExtrusion",
    endText: "TapeExtrusion",
    productCategory: "Tape Extrusion Line",
    ...overrides,
  };
}

export function jobApplication(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Meera Shah",
    email: "meera@example.org",
    contact: "+91 90990 11223",
    qualification: "B.E. Mechanical",
    message: "Five years in extrusion die design.",
    jobTitle: "Mechanical Design Engineer",
    ...overrides,
  };
}

export interface FilePart {
  field?: string;
  name: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----leadtest${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "resume"}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export function urlencoded(fields: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v ?? "")])).toString();
}

/** What a browser with JavaScript off sends with a form post. */
export const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
