// Renders the sample clips into content/media/video/ (run by hand, output committed; needs ffmpeg:
// `apt-get install ffmpeg`): the home page background, whose frame 0 is exactly its poster
// home-hero.svg, with light running along the tapes; the two news clips; and the films the video
// modal plays until the company gives a confirmed YouTube ID (content/videos.ts, the product
// pages, the milestones). Each film starts on its card's thumbnail. The view slowly closes in and
// returns, so each clip loops seamlessly. `node render-clips.mjs [name ...]`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { heroFrame } from "./artwork/catalogue.mjs";
import { lineScene } from "./artwork/scenes-lines.mjs";
import { loomScene } from "./artwork/scenes-objects.mjs";

const TAU = 2 * Math.PI;
// The films in the video modal: 16:9 like the modal's frame, small enough to start at once.
const FILM = { width: 854, height: 480, fps: 20, zoom: 0.08 };

// Each clip: size, length, how far it closes in and where, and the frame drawer (t from 0 to 1).
// A drawer returns one SVG, or a list of [svg, weight, zoom phase] layers mixed into one frame.
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
  // A tour in five views that fade into each other: the works at dusk, a tape line, a loom, a
  // recycling line and the export globe, then back to the works.
  "corporate-film": {
    ...FILM,
    fps: 15,
    seconds: 15,
    // The fades change every pixel: a little more compression keeps the tour near 250 KB.
    crf: { vp9: 46, h264: 33 },
    zoom: 0.1,
    focus: [0.5, 0.55],
    draw: tour([
      () => svgOf("corporate-film"),
      (t) => lineScene({ name: "video-tape-line", kind: "tape", h: 900, flow: t * 40 * 8 }),
      (t) => loomScene({ name: "video-circular-loom", h: 900, shuttles: 6, turn: t * TAU * 0.5 }),
      () => svgOf("video-recycling-line"),
      () => svgOf("home-export"),
    ]),
  },
  // Light runs along the tapes from extruder to winders (one period of the dashes is 40 units).
  "video-tape-line": {
    ...FILM,
    seconds: 6,
    focus: [0.6, 0.6],
    draw: (t) => lineScene({ name: "video-tape-line", kind: "tape", h: 900, flow: t * 40 * 12 }),
  },
  "video-tape-oven": {
    ...FILM,
    seconds: 6,
    zoom: 0.12,
    focus: [0.75, 0.65],
    draw: (t) => lineScene({ name: "video-tape-oven", kind: "tape", w: 1600, h: 1200, flow: t * 40 * 12 }),
  },
  // The shuttles go once round the ring, so the last frame leads into the first.
  "video-circular-loom": {
    ...FILM,
    seconds: 8,
    focus: [0.5, 0.6],
    draw: (t) => loomScene({ name: "video-circular-loom", h: 900, shuttles: 6, turn: t * TAU }),
  },
  "video-loom-6-shuttle": {
    ...FILM,
    seconds: 8,
    focus: [0.5, 0.6],
    draw: (t) => loomScene({ name: "video-loom-6-shuttle", w: 1600, h: 1200, shuttles: 6, turn: t * TAU }),
  },
  "video-bbb-machine": {
    ...FILM,
    seconds: 6,
    focus: [0.5, 0.5],
    draw: () => svgOf("video-bbb-machine"),
  },
  "video-recycling-line": {
    ...FILM,
    seconds: 6,
    focus: [0.35, 0.6],
    draw: () => svgOf("video-recycling-line"),
  },
  "video-bag-line": {
    ...FILM,
    seconds: 6,
    focus: [0.5, 0.5],
    draw: () => svgOf("video-bag-line"),
  },
};

/**
 * Views shown one after another, each closing in slowly and fading into the next over its last
 * second; the last fades into the first, so the tour loops.
 */
function tour(views, fadeShare = 1 / 3) {
  return (t) => {
    const at = t * views.length;
    const index = Math.floor(at);
    const local = at - index;
    const current = views[index](local);
    const fading = local > 1 - fadeShare ? (local - (1 - fadeShare)) / fadeShare : 0;
    if (!fading) return [[current, 1, local]];
    const nextIndex = (index + 1) % views.length;
    const next = views[nextIndex](local - 1);
    const eased = (1 - Math.cos(Math.PI * fading)) / 2;
    return [
      [current, 1 - eased, local],
      [next, eased, 0],
    ];
  };
}

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/media");
const outDir = path.join(mediaDir, "video");
const svgOf = (name) => readFileSync(path.join(mediaDir, `${name}.svg`), "utf8");
await mkdir(outDir, { recursive: true });

/** One SVG drawn at the clip's size, closed in by `z` towards `focus`, as raw RGB pixels. */
async function rasterize(svg, { width, height, focus }, z) {
  const big = Math.round(width * z);
  const bigH = Math.round(height * z);
  const sourceWidth = Number(svg.match(/width="(\d+)"/)[1]);
  const { data } = await sharp(Buffer.from(svg), { density: (72 * big) / sourceWidth })
    .resize(big, bigH, { fit: "cover" })
    .extract({
      left: Math.round((big - width) * focus[0]),
      top: Math.round((bigH - height) * focus[1]),
      width,
      height,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

async function render(name, clip) {
  const { width, height, fps, seconds, zoom } = clip;
  const frames = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const total = fps * seconds;
  for (let i = 0; i < total; i++) {
    const t = i / total;
    const drawn = clip.draw(t);
    let pixels;
    if (typeof drawn === "string") {
      // Closes in and returns along a cosine, so the last frame leads smoothly into the first.
      pixels = await rasterize(drawn, clip, 1 + (zoom * (1 - Math.cos(TAU * t))) / 2);
    } else {
      // Layers of a tour: each view closes in steadily while it is on screen, and they are mixed.
      pixels = Buffer.alloc(width * height * 3);
      const mixed = new Float32Array(pixels.length);
      for (const [svg, weight, phase] of drawn) {
        const layer = await rasterize(svg, clip, 1 + zoom * phase);
        for (let p = 0; p < layer.length; p++) mixed[p] += layer[p] * weight;
      }
      for (let p = 0; p < mixed.length; p++) pixels[p] = Math.round(mixed[p]);
    }
    await sharp(pixels, { raw: { width, height, channels: 3 } })
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
    String(clip.crf?.vp9 ?? 42),
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
    String(clip.crf?.h264 ?? 30),
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
