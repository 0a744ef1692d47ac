// Types for build.mjs, for its test and for TypeScript callers.
export interface MediaEntry {
  source: string;
  hash: string;
  width: number;
  height: number;
  color: string;
  formats: ("avif" | "webp")[];
  widths: number[];
  fallbackWidth: number;
}
export interface MediaManifest {
  urlPrefix: string;
  images: Record<string, MediaEntry>;
  videos: Record<string, { sources: { src: string; type: string; bytes: number }[] }>;
}
export const SETTINGS: { widths: number[]; fallbackWidth: number };
export function variantFile(name: string, width: number, hash: string, format: "avif" | "webp" | "jpeg"): string;
export function findSources(dir: string): Promise<[string, string][]>;
export function buildMedia(options?: {
  log?: (line: string) => void;
  sourceDir?: string;
  outputDir?: string;
  manifestPath?: string;
}): Promise<{ manifest: MediaManifest; encoded: number; stale: number }>;
