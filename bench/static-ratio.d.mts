export const BAR: number;
export interface WrkFigures {
  requestsPerSecond: number;
  requests: number | undefined;
  non2xx: number;
  socketErrors: number;
  latencyMs: Partial<Record<"p50" | "p75" | "p90" | "p99", number>>;
}
export function parseWrk(output: string): WrkFigures;
export function main(options?: {
  readme?: boolean;
  pagePath?: string;
  seconds?: number;
  connections?: number;
  rounds?: number;
  nginxWorkers?: string[];
}): Promise<boolean>;
