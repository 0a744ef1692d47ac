// Drawing kit shared by every scene: the palette, a seeded random source, SVG helpers and a
// stroke lettering font (text drawn as paths, so rasterising never depends on installed fonts).

export const C = {
  ink: "#06121f",
  navy950: "#071a2d",
  navy900: "#0a2139",
  navy800: "#0b2a4a",
  navy700: "#123a61",
  navy600: "#1b4d7e",
  navy500: "#2c6396",
  steel800: "#2b3542",
  steel700: "#3d4a58",
  steel600: "#56657a",
  steel500: "#71818f",
  steel400: "#8f9cab",
  steel300: "#b2bdc9",
  steel200: "#d2d9e1",
  steel100: "#e8ecf1",
  steel50: "#f4f6f8",
  amber: "#f5a524",
  amberDark: "#c2700f",
  amberLight: "#f9c877",
  cream: "#f1e9da",
  fabric: "#e9e4d8",
  red: "#b5363b",
  sage: "#5d7a68",
};

/** Deterministic pseudo-random numbers from a string, so a scene redraws identically. */
export function rng(seedText) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

function attrs(a) {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === "number" ? r1(v) : v}"`)
    .join(" ");
}

export const rect = (x, y, w, h, a = {}) => `<rect ${attrs({ x, y, width: w, height: h, ...a })}/>`;
export const circle = (cx, cy, r, a = {}) => `<circle ${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx, cy, rx, ry, a = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const line = (x1, y1, x2, y2, a = {}) => `<line ${attrs({ x1, y1, x2, y2, ...a })}/>`;
export const path = (d, a = {}) => `<path ${attrs({ d, ...a })}/>`;
export const poly = (pts, a = {}) =>
  `<polygon ${attrs({ points: pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" "), ...a })}/>`;
export const polyline = (pts, a = {}) =>
  `<polyline ${attrs({ points: pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" "), fill: "none", ...a })}/>`;
export const g = (content, a = {}) => `<g ${attrs(a)}>${Array.isArray(content) ? content.join("") : content}</g>`;

export function linear(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</linearGradient>`;
}

export function radial(id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join("")}</radialGradient>`;
}

/** Wraps a scene: size, shared gradients, and the finishing light (soft key light and vignette). */
export function svgDoc(w, h, defs, body, { vignette = 0.45, light = { x: 0.3, y: 0.15, o: 0.18 } } = {}) {
  const finish = [
    light ? rect(0, 0, w, h, { fill: "url(#kit-key)" }) : "",
    vignette ? rect(0, 0, w, h, { fill: "url(#kit-vignette)" }) : "",
  ].join("");
  const kitDefs = [
    radial(
      "kit-vignette",
      [
        [0.55, C.ink, 0],
        [1, C.ink, vignette],
      ],
      { r: 0.75 },
    ),
    light
      ? radial(
          "kit-key",
          [
            [0, "#ffffff", light.o],
            [1, "#ffffff", 0],
          ],
          { cx: light.x, cy: light.y, r: 0.6 },
        )
      : "",
  ].join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${kitDefs}${defs.join(
    "",
  )}</defs>${body.join("")}${finish}</svg>\n`;
}

// Stroke lettering on a 4 x 6 grid (x right, y down). Each glyph is a list of polylines.
const GLYPHS = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 3.5],
      [4, 3.5],
    ],
  ],
  B: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
    [
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [4, 6],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [2.5, 3.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [1, 0],
      [3, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.7],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  Q: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
    [
      [2.5, 4.5],
      [4, 6],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 3],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  0: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  1: [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  2: [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  3: [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  4: [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  5: [
    [
      [4, 0],
      [0, 0],
      [0, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  6: [
    [
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  7: [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  8: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
    ],
  ],
  9: [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
    ],
  ],
  "-": [
    [
      [1, 3],
      [3, 3],
    ],
  ],
  "&": [
    [
      [4, 6],
      [1, 2],
      [1, 1],
      [2, 0],
      [3, 1],
      [3, 2],
      [0, 4],
      [0, 5],
      [1, 6],
      [2, 6],
      [4, 4],
    ],
  ],
  "'": [
    [
      [2, 0],
      [2, 1.5],
    ],
  ],
  ".": [
    [
      [1.8, 5.8],
      [2.2, 5.8],
    ],
  ],
  "+": [
    [
      [2, 1.5],
      [2, 4.5],
    ],
    [
      [0.5, 3],
      [3.5, 3],
    ],
  ],
};

/** Width of a line of lettering at cap height `size`. */
export function textWidth(text, size) {
  const unit = size / 6;
  return text.length * unit * 5.6 - unit * 1.6;
}

/** Lettering as one stroked path; `anchor` is start, middle or end. */
export function letters(text, x, y, size, { color = C.steel50, weight = 0.9, anchor = "start", opacity } = {}) {
  const unit = size / 6;
  const width = textWidth(text, size);
  const startX = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  let d = "";
  [...text.toUpperCase()].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const ox = startX + i * unit * 5.6;
    for (const stroke of glyph) {
      d += stroke.map(([gx, gy], j) => `${j ? "L" : "M"}${r1(ox + gx * unit)} ${r1(y + gy * unit)}`).join("");
    }
  });
  return path(d, {
    fill: "none",
    stroke: color,
    "stroke-width": r1(unit * weight),
    "stroke-linecap": "square",
    "stroke-linejoin": "miter",
    opacity,
  });
}

/** A spur gear outline centred on (cx, cy). */
export function gearPath(cx, cy, outer, inner, teeth) {
  let d = "";
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts = [
      [inner, a],
      [outer, a + step * 0.12],
      [outer, a + step * 0.42],
      [inner, a + step * 0.54],
    ];
    d += pts
      .map(
        ([rad, ang], j) =>
          `${i === 0 && j === 0 ? "M" : "L"}${r1(cx + Math.cos(ang) * rad)} ${r1(cy + Math.sin(ang) * rad)}`,
      )
      .join("");
  }
  return `${d}Z`;
}
