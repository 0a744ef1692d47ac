// Renders the sample background clip of the home page into content/media/video/ (run by hand;
// needs ffmpeg: `apt-get install ffmpeg`). Frame 0 is exactly the poster, home-hero.svg: light
// runs along the tapes while the view slowly closes in and returns, so the clip loops seamlessly.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { heroFrame } from "./artwork/catalogue.mjs";

const FPS = 24;
const SECONDS = 6;
const WIDTH = 1280;
const HEIGHT = 720;
const ZOOM = 0.05;
// The light moves a whole number of dash periods (40 units) per loop.
const FLOW_PER_LOOP = 40 * 12;

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/media/video");
const frames = await mkdtemp(path.join(tmpdir(), "hero-clip-"));
await mkdir(outDir, { recursive: true });

const total = FPS * SECONDS;
for (let i = 0; i < total; i++) {
  const t = i / total;
  const svg = heroFrame(t * FLOW_PER_LOOP)("home-hero");
  const z = 1 + (ZOOM * (1 - Math.cos(2 * Math.PI * t))) / 2;
  const big = Math.round(WIDTH * z);
  const bigH = Math.round(HEIGHT * z);
  // Close in on the extruder, left of centre, where the eye goes first.
  const left = Math.round((big - WIDTH) * 0.4);
  const top = Math.round((bigH - HEIGHT) * 0.6);
  await sharp(Buffer.from(svg), { density: (72 * big) / 1600 })
    .resize(big, bigH)
    .extract({ left, top, width: WIDTH, height: HEIGHT })
    .png({ compressionLevel: 1 })
    .toFile(path.join(frames, `f${String(i).padStart(4, "0")}.png`));
  if (i % 24 === 0) console.log(`frame ${i}/${total}`);
}

const input = ["-y", "-loglevel", "error", "-framerate", String(FPS), "-i", path.join(frames, "f%04d.png")];
execFileSync("ffmpeg", [...input, "-an", "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-pix_fmt", "yuv420p", path.join(outDir, "home-hero.webm")]);
execFileSync("ffmpeg", [...input, "-an", "-c:v", "libx264", "-crf", "30", "-preset", "slow", "-pix_fmt", "yuv420p", "-movflags", "+faststart", path.join(outDir, "home-hero.mp4")]);
await rm(frames, { recursive: true });
console.log("clip written to", path.relative(process.cwd(), outDir));
