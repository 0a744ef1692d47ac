/**
 * The photo encoder's worker thread (piscina): the media build's own pipeline
 * (server/modules/media/encode.ts) on one uploaded photo. libvips here gets one thread, so the event loop
 * of the process keeps a core to answer requests while a large photo is encoded.
 */
import sharp from "sharp";
import { encodePicture, pictureHash } from "#server/modules/media/encode";

sharp.concurrency(1);
// The decoded master and its variants are held once; libvips' cache would keep copies of them.
sharp.cache(false);

export interface PhotoJob {
  bytes: Uint8Array;
  maxPixels: number;
}

export default async function encodePhoto({ bytes, maxPixels }: PhotoJob) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const picture = await encodePicture(buffer, { maxPixels });
  return { hash: pictureHash(buffer), ...picture };
}
