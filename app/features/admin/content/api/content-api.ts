/**
 * The portal's calls to the content API (contracts/collections/api.ts), through the admin client:
 * its errors (AdminApiError, with the server's `fields` on a 400) reach the caller as they are.
 */
import {
  type Collection,
  contentPaths,
  DOCUMENT_FIELD,
  PHOTO_FIELD,
  type UploadedPhoto,
} from "#contracts/collections/api";
import type { ContentItem, ContentListPage, ContentVersionList } from "#contracts/collections/index";
import type { TranslationLocale } from "#contracts/collections/locales";
import { type ItemTranslation, type TranslationOverview, translationPaths } from "#contracts/collections/translations";
import { adminRequest } from "~/features/admin/api/client";
import type { ContentView } from "~/features/admin/content/content-view";

export type AnyItem = ContentItem<Collection>;
export type AnyListPage = ContentListPage<Collection>;
export type AnyVersionList = ContentVersionList<Collection>;

export function loadContentPage(view: ContentView, signal?: AbortSignal): Promise<AnyListPage> {
  return adminRequest<AnyListPage>(contentPaths.collection(view.collection), {
    query: { q: view.q, status: view.status === "all" ? undefined : view.status, page: view.page },
    signal,
  });
}

export function loadContentItem(collection: Collection, id: number, signal?: AbortSignal): Promise<AnyItem> {
  return adminRequest<AnyItem>(contentPaths.item(collection, id), { signal });
}

export function loadVersions(collection: Collection, id: number, signal?: AbortSignal): Promise<AnyVersionList> {
  return adminRequest<AnyVersionList>(contentPaths.versions(collection, id), { signal });
}

/** The offices an opening may be based at (answered with every list of openings). */
export async function loadOfficeChoices(signal?: AbortSignal): Promise<{ value: string; label: string }[]> {
  const page = await adminRequest<AnyListPage>(contentPaths.collection("openings"), { query: { pageSize: 1 }, signal });
  return page.choices?.office ?? [];
}

/** The product lines a machine may belong to, by their slug (the four of the site; the list's first page holds them). */
export async function loadProductLineChoices(signal?: AbortSignal): Promise<{ value: string; label: string }[]> {
  const page = await adminRequest<AnyListPage>(contentPaths.collection("product-lines"), { signal });
  return page.items.map((item) => ({
    value: item.slug,
    label: String((item.fields as { title?: unknown }).title ?? item.slug),
  }));
}

export function createItem(collection: Collection, fields: Record<string, unknown>): Promise<AnyItem> {
  return adminRequest<AnyItem>(contentPaths.collection(collection), { method: "POST", body: fields });
}

export function changeItem(collection: Collection, id: number, fields: Record<string, unknown>): Promise<AnyItem> {
  return adminRequest<AnyItem>(contentPaths.item(collection, id), { method: "PATCH", body: fields });
}

/** Puts `version` live; refused with 409 when the draft has moved on since. */
export function publishItem(collection: Collection, id: number, version: number): Promise<AnyItem> {
  return adminRequest<AnyItem>(contentPaths.publish(collection, id), { method: "POST", body: { version } });
}

export function unpublishItem(collection: Collection, id: number): Promise<AnyItem> {
  return adminRequest<AnyItem>(contentPaths.unpublish(collection, id), { method: "POST" });
}

export function restoreVersion(collection: Collection, id: number, version: number): Promise<AnyItem> {
  return adminRequest<AnyItem>(contentPaths.restore(collection, id, version), { method: "POST" });
}

/**
 * The public page with item `id` (or a new item) drawn from `fields`, saved or not: the HTML the
 * server would serve, to be shown without its scripts.
 */
export function loadPreview(collection: Collection, id: number | undefined, fields: Record<string, unknown>) {
  return adminRequest<string>(contentPaths.previewUnsaved(collection), {
    method: "POST",
    html: true,
    query: { id },
    body: fields,
  });
}

export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  const answer = await adminRequest<{ photo: UploadedPhoto }>(contentPaths.photos, { method: "POST", body: form });
  return answer.photo;
}

export async function uploadDocument(file: File): Promise<{ href: string; originalName: string }> {
  const form = new FormData();
  form.append(DOCUMENT_FIELD, file);
  const answer = await adminRequest<{ document: { href: string; originalName: string } }>(contentPaths.documents, {
    method: "POST",
    body: form,
  });
  return answer.document;
}

/** An item in one locale: the English text fields and their translation (decision 058). */
export function loadTranslation(
  collection: Collection,
  id: number,
  locale: TranslationLocale,
  signal?: AbortSignal,
): Promise<ItemTranslation> {
  return adminRequest<ItemTranslation>(contentPaths.item(collection, id), { query: { locale }, signal });
}

/** Writes a locale's text fields; null takes a field's translation away. */
export function saveTranslation(
  collection: Collection,
  id: number,
  locale: TranslationLocale,
  fields: Record<string, unknown>,
): Promise<ItemTranslation> {
  return adminRequest<ItemTranslation>(contentPaths.item(collection, id), {
    method: "PATCH",
    query: { locale },
    body: fields,
  });
}

export function markReviewed(collection: Collection, id: number, locale: TranslationLocale): Promise<ItemTranslation> {
  return adminRequest<ItemTranslation>(translationPaths.review(collection, id, locale), { method: "POST" });
}

export function loadTranslationOverview(signal?: AbortSignal): Promise<TranslationOverview> {
  return adminRequest<TranslationOverview>(translationPaths.overview, { signal });
}

/** The machines or the product lines in their order on the site (every one: the order is set whole). */
export async function loadOrder(collection: "machines" | "product-lines", signal?: AbortSignal): Promise<AnyItem[]> {
  const page = await adminRequest<AnyListPage>(contentPaths.collection(collection), {
    query: { pageSize: 100, sort: "position" },
    signal,
  });
  return page.items;
}

/** Sets the order: every item's id once (a 409 `order_changed` when the list changed meanwhile). */
export function saveOrder(collection: "machines" | "product-lines", ids: number[]): Promise<void> {
  return adminRequest<void>(contentPaths.order(collection), { method: "PUT", body: { ids } });
}
