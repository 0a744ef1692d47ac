/** The throwaway PostgreSQL of scripts/throwaway-postgres.ts, for a test that needs a cluster of its own (one it may stop). */
export { startThrowawayPostgres } from "../../scripts/throwaway-postgres";
