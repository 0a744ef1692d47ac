import { describe, expect, it } from "vitest";
import { domainKey, emailKey, phoneKey } from "./buyer-keys";

describe("buyer keys", () => {
  it("knows one buyer by the address whatever its case", () => {
    expect(emailKey(" Asha@PolySacks.IN ")).toBe("asha@polysacks.in");
  });

  it("takes the company domain but not free mail", () => {
    expect(domainKey("asha@PolySacks.in")).toBe("polysacks.in");
    for (const free of [
      "a@gmail.com",
      "b@yahoo.co.in",
      "c@mail.ru",
      "d@yandex.kz",
      "e@qq.com",
      "f@163.com",
      "g@outlook.com",
    ]) {
      expect(domainKey(free)).toBeNull();
    }
  });

  it("writes numbers in E.164 from national and international forms", () => {
    expect(phoneKey("98250 12345", "India")).toBe("+919825012345");
    expect(phoneKey("098250 12345", "india")).toBe("+919825012345");
    expect(phoneKey("91 98250 12345", "India")).toBe("+919825012345");
    expect(phoneKey("+91 98250-12345", "Vietnam")).toBe("+919825012345");
    expect(phoneKey("0091 9825012345", "")).toBe("+919825012345");
    expect(phoneKey("8 (912) 345-67-89", "Russia")).toBe("+79123456789");
    expect(phoneKey("090 123 4567", "Vietnam")).toBe("+84901234567");
  });

  it("gives no number when it cannot be told", () => {
    expect(phoneKey("12345", "India")).toBeNull();
    expect(phoneKey("98250 12345", "Atlantis")).toBeNull();
  });
});
