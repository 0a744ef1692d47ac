/**
 * Client addresses as the app uses them (security review S-01, S-06): only a valid IP address is
 * ever stored or used as a key, IPv4-mapped IPv6 is written as IPv4, and a limit keys an IPv6
 * client by its /64, the block one household or one cloud machine is given, so hopping between
 * addresses inside it does not buy fresh limits.
 */
import ipaddr from "ipaddr.js";

/**
 * `candidate` (Fastify's request.ip, read from X-Forwarded-For behind a trusted proxy) when it is an
 * IP address, else `fallback` (the socket's own address), else null. Written in its usual short form.
 */
export function clientAddress(candidate: string | undefined, fallback: string | undefined): string | null {
  for (const value of [candidate, fallback]) {
    if (value === undefined) continue;
    const address = value.trim();
    if (!ipaddr.isValid(address)) continue;
    // isValid also takes forms such as "1" or "0x7f.1"; only the dotted-quad or IPv6 forms are addresses here.
    if (!ipaddr.IPv4.isValidFourPartDecimal(address) && !ipaddr.IPv6.isValid(address)) continue;
    return ipaddr.process(address).toString();
  }
  return null;
}

/** The key a per-address limit counts under: the address itself for IPv4, its /64 for IPv6. */
export function addressLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const block = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${block.join(":")}::/64`;
}
