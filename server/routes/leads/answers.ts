/**
 * How a lead endpoint answers: JSON for scripts, and for a plain HTML form post (a browser with
 * JavaScript off asks for text/html first) a small readable page, success or the list of
 * problems, with a link back. Nothing the visitor typed is written into the page unescaped.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { company } from "#content/company";
import { findPublicPage } from "#content/site-map";
import type { FormTextKey } from "#contracts/form-text/en";
import { formTexts } from "#contracts/form-text/index";
import { type Locale, localePath, splitLocalePath, textDirection } from "#contracts/locales";
import { ownOrigins, sameOriginUrl, sitePath } from "#server/modules/leads/site-origin";
import { HttpError } from "#server/http-error";
import { escapeHtml } from "#server/modules/mail/escape-html";
import { errorAnswer } from "#server/plugins/app/error-handler";
import { fieldLabelIn, fieldProblemsIn } from "./field-problems";
import { bodyRefusalIn, bodyTooLargeIn, fieldTooLongIn, fileRefusalIn } from "./refusal-words";
import { FieldTooLong, FileRefused } from "./request-body";
import { resultLocale, resultPageText } from "./result-page-text";

/**
 * True when the client ranks text/html above JSON (a browser navigating), false for fetch()'s
 * default, no Accept header, or a tie (won by the type the client lists first), as
 * @fastify/accepts reads it.
 */
export function prefersHtml(request: FastifyRequest): boolean {
  return request.accepts().type(["json", "html"]) === "html";
}

export interface ResultPage {
  /** The language the page is written in: the form's page's. */
  locale: Locale;
  title: string;
  message: string;
  problems?: readonly string[];
  /** A same-site path to go back to (the form's page). */
  backPath: string;
}

export function renderResultPage(page: ResultPage): string {
  const text = resultPageText[page.locale];
  const problems = page.problems?.length
    ? `<ul>${page.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>
<p>${escapeHtml(text.backHint)}</p>`
    : "";
  const dir = textDirection(page.locale) === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html>
<html lang="${page.locale}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(company.name)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a}main{max-width:40rem;margin:3rem auto;padding:0 1.25rem}h1{font-size:1.5rem}a{color:#0b4f8a}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
${problems}
<p><a href="${escapeHtml(page.backPath)}">${escapeHtml(text.back)}</a> · <a href="${localePath(page.locale, "/")}">${escapeHtml(text.home(company.name))}</a></p>
</main>
</body>
</html>
`;
}

/**
 * The path to link back to: the page the form was on (as the form or the Referer says), when it
 * is one of this site's pages; otherwise `fallback`. Only the path and query are kept, with the
 * leading slashes collapsed, so the link can never lead to another site (security review S-15).
 */
export function backPathFor(
  request: FastifyRequest,
  publicUrl: string,
  pageUrl: string | undefined,
  fallback: string,
): string {
  const referer = typeof request.headers.referer === "string" ? request.headers.referer : undefined;
  const host = request.headers.host;
  const origins = ownOrigins(publicUrl, host ? `${request.protocol}://${host}` : undefined);
  for (const candidate of [pageUrl, referer]) {
    const url = sameOriginUrl(candidate, origins);
    // A page of any locale: /ru/ContactUs is the Russian of the spec's /ContactUs.
    if (url && findPublicPage(splitLocalePath(sitePath(url)).path)) return sitePath(url, { search: true });
  }
  return fallback;
}

export function sendPage(reply: FastifyReply, status: number, page: ResultPage): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(renderResultPage(page));
}

interface FormOrigin {
  /** The form's fields, as far as they were read ({} before its body is). */
  sent: object;
  pageUrl: string | undefined;
  locale: Locale;
}

/**
 * What a lead form sent, its page's address, and its language: the `language` it sent, else its
 * page's locale (its address, or the Referer: all there is before the body is read), else English.
 */
export function formOrigin(request: FastifyRequest): FormOrigin {
  const sent: object = typeof request.body === "object" && request.body !== null ? request.body : {};
  const pageUrl =
    "url" in sent && typeof sent.url === "string"
      ? sent.url
      : "currentURL" in sent && typeof sent.currentURL === "string"
        ? sent.currentURL
        : undefined;
  const referer = typeof request.headers.referer === "string" ? request.headers.referer : undefined;
  const locale = resultLocale("language" in sent ? sent.language : undefined, [pageUrl, referer]);
  return { sent, pageUrl, locale };
}

/**
 * A refusal in the form's language, for its script and its result page alike: a file the form
 * does not take, each refused field as the result page words it (field-problems.ts), a body over
 * the route's limit or the multipart limits, not a form, cut off or of a content type the route
 * does not take, a resume the upload checks refuse, a resume's problem in the form's own words. An
 * English form's refusal, and any other error, go on as they are (too many forms is worded where
 * the limit refuses, index.ts; our own fault by the result page and the form's script, from the
 * same form words, so that the log keeps the error).
 */
function inFormLanguage(error: FastifyError, request: FastifyRequest, origin: FormOrigin): unknown {
  const { sent, locale } = origin;
  if (locale === "en") return error;
  const { status, body } = errorAnswer(error, request);
  const { code, message, fields } = body.error;
  if (error instanceof FileRefused) {
    const worded = fileRefusalIn(locale, error.field, error.onlyTheResume);
    return new HttpError(status, code, worded.message, { [error.field]: worded.problem });
  }
  if (status === 400 && fields) {
    const problems = fieldProblemsIn(locale, fields, sent);
    const worded = Object.fromEntries(
      Object.entries(fields).map(([field, english], i) => [field, problems[i] ?? english]),
    );
    return new HttpError(status, code, problems.join(" "), worded);
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return new HttpError(status, code, bodyTooLargeIn(locale, request.routeOptions.bodyLimit));
  }
  if (error instanceof FieldTooLong)
    return new HttpError(status, code, fieldTooLongIn(locale, fieldLabelIn(locale, error.field)));
  const refusal = bodyRefusalIn(locale, { code: error.code, message });
  if (refusal) return new HttpError(status, code, refusal);
  if (status < 500 && hasFormWord(locale, message)) return new HttpError(status, code, formTexts[locale][message]);
  return error;
}

/** True when the forms word `message` in `locale` (a resume's problem, our own fault): contracts/form-text. */
function hasFormWord(locale: Exclude<Locale, "en">, message: string): message is FormTextKey {
  return Object.hasOwn(formTexts[locale], message);
}

/** `message` as the forms word it in `locale`, or as it is. */
function formWordIn(locale: Locale, message: string): string {
  return locale !== "en" && hasFormWord(locale, message) ? formTexts[locale][message] : message;
}

/**
 * The lead routes' error handler: a plain form post gets its problems as a page; scripts get the
 * JSON of the app's error handler; both in the form's language.
 */
export function leadErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const origin = formOrigin(request);
  const worded = inFormLanguage(error, request, origin);
  if (!prefersHtml(request)) throw worded;
  const { status, body } = errorAnswer(worded, request);
  if (status >= 500) request.log.error({ err: error }, "request failed");
  const listed = status >= 400 && status < 500 && status !== 429;
  const { pageUrl, locale } = origin;
  const text = resultPageText[locale];
  return sendPage(reply, status, {
    locale,
    title: status === 429 ? text.wait : text.notSent,
    message: listed ? text.correct : status >= 500 ? formWordIn(locale, body.error.message) : body.error.message,
    problems: !listed ? [] : body.error.fields ? Object.values(body.error.fields) : [body.error.message],
    backPath: backPathFor(request, request.server.config.publicUrl, pageUrl, localePath(locale, "/")),
  });
}
