// Renders the sample clips into content/media/video/ (run by hand, output committed; needs ffmpeg:
// `apt-get install ffmpeg`): the home page background, whose frame 0 is exactly its poster
// home-hero.svg, with light running along the tapes; and the two news clips. The view slowly
// closes in and returns, so each clip loops seamlessly. `node render-clips.mjs [name ...]`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { heroFrame } from "./artwork/catalogue.mjs";

// Each clip: size, length, how far it closes in and where, and the frame drawer (t from 0 to 1).
const CLIPS = {
  "home-hero": {
    width: 1280,
    height: 720,
    fps: 24,
    seconds: 6,
    zoom: 0.05,
    focus: [0.7, 0.7],
    draw: (t) => heroFrame(t * 40 * 12)("home-hero"),
  },
  "news-bbb-machine": {
    width: 640,
    height: 400,
    fps: 20,
    seconds: 4,
    zoom: 0.08,
    focus: [0.5, 0.6],
    draw: () => svgOf("news-bbb-machine"),
  },
  "news-bbb-sacks": {
    width: 640,
    height: 400,
    fps: 20,
    seconds: 4,
    zoom: 0.08,
    focus: [0.5, 0.5],
    draw: () => svgOf("news-bbb-sacks"),
  },
};

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/media");
const outDir = path.join(mediaDir, "video");
const svgOf = (name) => readFileSync(path.join(mediaDir, `${name}.svg`), "utf8");
await mkdir(outDir, { recursive: true });

async function render(name, { width, height, fps, seconds, zoom, focus, draw }) {
  const frames = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const total = fps * seconds;
  for (let i = 0; i < total; i++) {
    const t = i / total;
    const svg = draw(t);
    // Closes in and returns along a cosine, so the last frame leads smoothly into the first.
    const z = 1 + (zoom * (1 - Math.cos(2 * Math.PI * t))) / 2;
    const big = Math.round(width * z);
    const bigH = Math.round(height * z);
    const sourceWidth = Number(svg.match(/width="(\d+)"/)[1]);
    await sharp(Buffer.from(svg), { density: (72 * big) / sourceWidth })
      .resize(big, bigH, { fit: "cover" })
      .extract({
        left: Math.round((big - width) * focus[0]),
        top: Math.round((bigH - height) * focus[1]),
        width,
        height,
      })
      .png({ compressionLevel: 1 })
      .toFile(path.join(frames, `f${String(i).padStart(4, "0")}.png`));
  }
  const input = ["-y", "-loglevel", "error", "-framerate", String(fps), "-i", path.join(frames, "f%04d.png")];
  execFileSync("ffmpeg", [
    ...input,
    "-an",
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "42",
    "-row-mt",
    "1",
    "-pix_fmt",
    "yuv420p",
    path.join(outDir, `${name}.webm`),
  ]);
  execFileSync("ffmpeg", [
    ...input,
    "-an",
    "-c:v",
    "libx264",
    "-crf",
    "30",
    "-preset",
    "slow",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    path.join(outDir, `${name}.mp4`),
  ]);
  await rm(frames, { recursive: true });
  console.log(`clip ${name}: ${total} frames`);
}

const only = process.argv.slice(2);
for (const [name, clip] of Object.entries(CLIPS)) if (!only.length || only.includes(name)) await render(name, clip);
