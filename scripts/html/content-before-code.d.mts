/** The page without its modulepreload links; every other tag is left as it was. */
export function dropModulePreloads(html: string): string;
