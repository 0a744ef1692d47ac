export const BUDGET_BYTES: number;
export function scriptsOfHtml(html: string): string[];
export function importsOf(source: string, options?: { dynamic?: boolean }): string[];
export function main(options?: { readme?: boolean }): Promise<boolean>;
