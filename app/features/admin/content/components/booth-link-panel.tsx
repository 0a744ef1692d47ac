/**
 * An exhibition's booth link and its QR code (issue 24): the tagged address to print or hand out at
 * the stand, the code drawn as an SVG by `qrcode` (loaded only when an exhibition is opened) and
 * offered as a file, so the leads a show brings are counted under its name.
 */
import { useEffect, useState } from "react";
import { buttonClass } from "~/features/admin/ui/button";
import { Panel } from "~/features/admin/ui/panel";
import { boothLink } from "../booth-link";
import styles from "./booth-link-panel.module.css";

type Drawing = { kind: "drawing" } | { kind: "drawn"; svg: string } | { kind: "failed" };

/** `origin`: the site's address; the page's own unless told (the portal is served by the site). */
export function BoothLinkPanel({ slug, origin }: { slug: string; origin?: string }) {
  const link = boothLink(origin ?? window.location.origin, slug);
  const [drawing, setDrawing] = useState<Drawing>({ kind: "drawing" });

  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((QRCode) => QRCode.toString(link, { type: "svg", margin: 2, errorCorrectionLevel: "M" }))
      .then(
        (svg) => current && setDrawing({ kind: "drawn", svg }),
        () => current && setDrawing({ kind: "failed" }),
      );
    return () => {
      current = false;
    };
  }, [link]);

  const file = drawing.kind === "drawn" ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.svg)}` : null;

  return (
    <Panel compact title="Booth link and QR code">
      <p>
        Print the code for the stand or hand out the link: the leads that arrive through it are counted under source
        “exhibition”, campaign “{slug}”.
      </p>
      <p className={styles.link}>
        <a href={link}>{link}</a>
      </p>
      {file ? (
        <>
          <img className={styles.code} src={file} alt={`QR code for ${link}`} width={176} height={176} />
          <a className={buttonClass({ small: true })} href={file} download={`${slug}-booth-qr.svg`}>
            Download the QR code (SVG)
          </a>
        </>
      ) : (
        <p role="status">{drawing.kind === "failed" ? "The QR code could not be drawn." : "Drawing the QR code…"}</p>
      )}
    </Panel>
  );
}
