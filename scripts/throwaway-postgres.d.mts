export function postgresUnavailableReason(): string | null;
export function startThrowawayPostgres(): Promise<{ url: string; port: number; dir: string; stop: () => void }>;
