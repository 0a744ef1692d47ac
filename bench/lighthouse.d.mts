export const CATEGORIES: readonly string[];
export const BARS: Record<string, number>;
export function median(values: readonly (number | undefined)[]): number | undefined;
export function parseArgs(argv: readonly string[]): { routes: string[]; runs?: number; readme: boolean };
export function main(options?: { readme?: boolean; routes?: string[]; runs?: number }): Promise<boolean>;
