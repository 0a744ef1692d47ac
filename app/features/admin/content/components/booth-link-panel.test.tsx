import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BoothLinkPanel } from "./booth-link-panel";

const LINK = "https://www.example.com/?utm_source=exhibition&utm_medium=booth&utm_campaign=plastindia-2027";

describe("an exhibition's booth link panel", () => {
  it("shows the tagged link and its QR code, and offers the code as an SVG file named for the show", async () => {
    render(<BoothLinkPanel slug="plastindia-2027" origin="https://www.example.com" />);
    expect(screen.getByRole("region", { name: "Booth link and QR code" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: LINK })).toHaveAttribute("href", LINK);

    const code = await screen.findByRole("img", { name: `QR code for ${LINK}` });
    const download = screen.getByRole("link", { name: "Download the QR code (SVG)" });
    expect(download).toHaveAttribute("download", "plastindia-2027-booth-qr.svg");
    const file = download.getAttribute("href") ?? "";
    expect(code).toHaveAttribute("src", file);
    expect(file.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    const svg = decodeURIComponent(file.slice(file.indexOf(",") + 1));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("<path");
  });
});
