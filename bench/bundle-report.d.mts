export const BUDGET_BYTES: number;
export function scriptsOfHtml(html: string): string[];
export function importsOf(source: string, options?: { dynamic?: boolean }): string[];
export function main(options?: { readme?: boolean }): Promise<boolean>;
export interface BundlePage {
  path: string;
  error?: string;
  chunks?: string[];
  rawBytes?: number;
  gzipBytes?: number;
  adminLoaded?: string[];
  problems?: string[];
}
export function bundleReport(): Promise<{
  budgetBytes: number;
  admin: { routeIds: string[]; chunks: string[] };
  pages: BundlePage[];
}>;
