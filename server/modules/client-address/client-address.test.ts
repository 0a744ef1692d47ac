import { describe, expect, it } from "vitest";
import { addressLimitKey, clientAddress } from "./client-address";

describe("client addresses", () => {
  it("keeps a valid address, in its short form, and writes IPv4-mapped IPv6 as IPv4", () => {
    expect(clientAddress("203.0.113.9", "10.0.0.2")).toBe("203.0.113.9");
    expect(clientAddress("2001:DB8:0:0:0:0:0:1", "10.0.0.2")).toBe("2001:db8::1");
    expect(clientAddress("::ffff:198.51.100.4", undefined)).toBe("198.51.100.4");
  });

  it("falls back to the socket's address when the forwarded one is not an address", () => {
    for (const forged of ["<script>", "evil.example", "1", "0x7f.1", "203.0.113.9, 10.0.0.1", ""]) {
      expect(clientAddress(forged, "10.0.0.2"), forged).toBe("10.0.0.2");
    }
    expect(clientAddress("not an address", "also not")).toBeNull();
  });

  it("keys IPv4 limits by address and IPv6 limits by /64", () => {
    expect(addressLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressLimitKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(addressLimitKey("2001:db8:aa:bb:ffff::9")).toBe("2001:db8:aa:bb::/64");
    expect(addressLimitKey("2001:db8:aa:bc::1")).not.toBe(addressLimitKey("2001:db8:aa:bb::1"));
    expect(addressLimitKey("::ffff:198.51.100.4")).toBe("198.51.100.4");
  });
});
