/**
 * `request.clientAddress`: the client's IP address as the app stores it and limits by (security
 * review S-01). Fastify's request.ip follows TRUST_PROXY (a hop count or the proxies' addresses,
 * never "trust everything"); what it yields is used only when it is an IP address, else the
 * socket's own address. Two start-up mistakes are logged once each: X-Forwarded-For arriving while
 * TRUST_PROXY is off (every visitor then shares the proxy's address, and 20 failed sign-ins lock
 * the whole staff out), TRUST_PROXY set while PUBLIC_URL is plain http (no Secure cookies, no
 * HSTS behind the proxy's TLS), and a hop count while HOST is not loopback (security review T-09:
 * a client reaching the port directly writes its own X-Forwarded-For and chooses its address).
 */
import { isIP } from "node:net";
import fp from "fastify-plugin";
import { clientAddress } from "#server/modules/client-address/client-address";

declare module "fastify" {
  interface FastifyRequest {
    /** A valid IP address, IPv4-mapped IPv6 written as IPv4; "0.0.0.0" only when the socket is already gone. */
    readonly clientAddress: string;
  }
}

/** Whether only this machine can connect on `host`: a loopback address or name. */
function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, "");
  if (name === "localhost" || name === "::1") return true;
  return isIP(name) === 4 && name.startsWith("127.");
}

export default fp(
  async (app) => {
    const { trustProxy, publicUrl, host } = app.config;
    app.decorateRequest("clientAddress", {
      getter() {
        return clientAddress(this.ip, this.socket?.remoteAddress) ?? "0.0.0.0";
      },
    });

    if (trustProxy !== false && publicUrl.startsWith("http:")) {
      app.log.warn(
        { event: "config.public-url-http-behind-proxy" },
        "TRUST_PROXY is set but PUBLIC_URL is http: the session cookies are not Secure and no HSTS is sent. Set PUBLIC_URL to the https address visitors use.",
      );
    }
    if (typeof trustProxy === "number" && !isLoopback(host)) {
      app.log.warn(
        { event: "config.trust-proxy-hops-on-open-port", host },
        `TRUST_PROXY is a number of proxies but HOST is ${host}: a client that reaches the port directly can write its own X-Forwarded-For and choose its address. Set HOST=127.0.0.1 when the proxy is on this machine, or firewall the port and set TRUST_PROXY to the proxies' addresses or CIDR ranges.`,
      );
    }
    if (trustProxy === false) {
      let warned = false;
      app.addHook("onRequest", async (request) => {
        if (warned || request.headers["x-forwarded-for"] === undefined) return;
        warned = true;
        request.log.warn(
          { event: "config.forwarded-for-ignored" },
          "A request came with X-Forwarded-For while TRUST_PROXY is off: behind a proxy every client then shares its address. Set TRUST_PROXY to the number of proxies (usually 1) or their addresses. (Logged once.)",
        );
      });
    }
  },
  { name: "client-address" },
);
