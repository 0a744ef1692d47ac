// negotiator 1.x ships no types, and @types/negotiator describes 0.6 (no `preferred` option).
// Only what server/plugins/app/static-site.ts uses.
declare module "negotiator" {
  interface NegotiatorRequest {
    headers: Record<string, string | string[] | undefined>;
  }

  class Negotiator {
    constructor(request: NegotiatorRequest);
    /** The available encodings the request accepts, best first; `preferred` breaks ties between equal q-values. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }

  export default Negotiator;
}
