// Places: trade-show booths, the export globe and map, the office at dusk, events, a magazine cover.
import {
  C,
  circle,
  ellipse,
  g,
  letters,
  line,
  linear,
  path,
  poly,
  radial,
  rect,
  rng,
  svgDoc,
  textWidth,
} from "./kit.mjs";
import { lineElevation, machineDefs } from "./machines.mjs";

// Very rough continent outlines (longitude, latitude): drawn as dots, so coarse is enough.
const LAND = [
  [
    [-168, 66],
    [-140, 70],
    [-95, 72],
    [-80, 63],
    [-64, 60],
    [-55, 50],
    [-67, 45],
    [-75, 35],
    [-81, 25],
    [-97, 26],
    [-97, 18],
    [-88, 15],
    [-78, 8],
    [-84, 10],
    [-105, 22],
    [-118, 34],
    [-124, 48],
    [-135, 58],
    [-152, 58],
    [-166, 61],
  ],
  [
    [-78, 8],
    [-60, 10],
    [-50, 0],
    [-35, -7],
    [-40, -22],
    [-58, -35],
    [-66, -55],
    [-74, -50],
    [-72, -30],
    [-70, -18],
    [-81, -5],
    [-80, 2],
  ],
  [
    [-10, 36],
    [-9, 43],
    [-2, 48],
    [-5, 50],
    [2, 51],
    [8, 54],
    [10, 58],
    [5, 62],
    [15, 69],
    [28, 71],
    [42, 67],
    [60, 70],
    [80, 73],
    [105, 77],
    [140, 72],
    [170, 70],
    [178, 65],
    [160, 60],
    [142, 53],
    [140, 46],
    [130, 42],
    [122, 40],
    [122, 30],
    [118, 24],
    [109, 21],
    [105, 10],
    [100, 14],
    [98, 8],
    [95, 16],
    [90, 22],
    [80, 15],
    [77, 8],
    [72, 20],
    [67, 25],
    [57, 25],
    [56, 18],
    [44, 12],
    [35, 28],
    [34, 32],
    [26, 38],
    [22, 37],
    [15, 40],
    [12, 44],
    [7, 43],
    [3, 43],
    [-5, 36],
  ],
  [
    [-17, 15],
    [-17, 21],
    [-10, 30],
    [-6, 36],
    [10, 37],
    [20, 32],
    [32, 31],
    [35, 24],
    [43, 12],
    [51, 11],
    [42, -2],
    [40, -15],
    [35, -25],
    [20, -35],
    [14, -22],
    [12, -6],
    [9, 4],
    [-8, 4],
    [-13, 8],
  ],
  [
    [114, -22],
    [122, -18],
    [131, -11],
    [137, -12],
    [143, -10],
    [146, -18],
    [153, -26],
    [150, -37],
    [140, -38],
    [130, -32],
    [115, -34],
  ],
  [
    [95, 5],
    [105, -6],
    [115, -8],
    [120, -5],
    [118, 2],
    [110, 1],
    [104, 1],
  ],
  [
    [130, 31],
    [135, 34],
    [141, 40],
    [142, 45],
    [139, 38],
    [132, 33],
  ],
  [
    [-6, 50],
    [0, 51],
    [-2, 56],
    [-5, 58],
    [-6, 55],
  ],
  [
    [44, -25],
    [47, -25],
    [50, -15],
    [49, -12],
    [44, -17],
  ],
];

function inside(pt, polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > pt[1] !== yj > pt[1] && pt[0] < ((xj - xi) * (pt[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function landPoints(step) {
  const pts = [];
  for (let lat = -56; lat <= 76; lat += step) {
    for (let lon = -170; lon <= 180; lon += step) if (LAND.some((p) => inside([lon, lat], p))) pts.push([lon, lat]);
  }
  return pts;
}

const HOME = [73, 21.6]; // Ankleshwar, Gujarat

/** The globe turned towards India, with arcs to the countries the machines went to. */
export function globeScene({ name, w = 1600, h = 1000, destinations }) {
  const r = rng(name);
  const cx = w * 0.5;
  const cy = h * 0.54;
  const R = h * 0.42;
  const lon0 = (55 * Math.PI) / 180;
  const lat0 = (18 * Math.PI) / 180;
  const project = ([lon, lat]) => {
    const l = (lon * Math.PI) / 180 - lon0;
    const p = (lat * Math.PI) / 180;
    const cosc = Math.sin(lat0) * Math.sin(p) + Math.cos(lat0) * Math.cos(p) * Math.cos(l);
    return {
      x: cx + R * Math.cos(p) * Math.sin(l),
      y: cy - R * (Math.cos(lat0) * Math.sin(p) - Math.sin(lat0) * Math.cos(p) * Math.cos(l)),
      visible: cosc > 0,
      depth: cosc,
    };
  };
  const parts = [
    rect(0, 0, w, h, { fill: "url(#gl-bg)" }),
    circle(cx, cy, R + 30, { fill: "url(#gl-halo)" }),
    circle(cx, cy, R, { fill: "url(#gl-sea)" }),
  ];
  for (let lat = -60; lat <= 60; lat += 30) {
    const pts = [];
    for (let lon = -180; lon <= 180; lon += 5) {
      const p = project([lon, lat]);
      if (p.visible) pts.push(`${p.x.toFixed(1)},${p.y.toFixed(1)}`);
    }
    parts.push(
      `<polyline points="${pts.join(" ")}" fill="none" stroke="${C.steel300}" stroke-width="1" opacity="0.25"/>`,
    );
  }
  for (let lon = -180; lon < 180; lon += 30) {
    const pts = [];
    for (let lat = -90; lat <= 90; lat += 5) {
      const p = project([lon, lat]);
      if (p.visible) pts.push(`${p.x.toFixed(1)},${p.y.toFixed(1)}`);
    }
    parts.push(
      `<polyline points="${pts.join(" ")}" fill="none" stroke="${C.steel300}" stroke-width="1" opacity="0.25"/>`,
    );
  }
  let dots = "";
  for (const pt of landPoints(2.2)) {
    const p = project(pt);
    if (!p.visible) continue;
    const s = 2.6 * (0.45 + 0.55 * p.depth);
    dots += `M${p.x.toFixed(1)} ${p.y.toFixed(1)}h${(s * 0.2).toFixed(2)}`;
  }
  parts.push(path(dots, { stroke: C.steel200, "stroke-width": 4.2, "stroke-linecap": "round", opacity: 0.8 }));
  const home = project(HOME);
  for (const dest of destinations) {
    const d = project(dest);
    if (!d.visible) continue;
    const mx = (home.x + d.x) / 2;
    const my = (home.y + d.y) / 2 - Math.hypot(d.x - home.x, d.y - home.y) * 0.35;
    parts.push(
      path(
        `M${home.x.toFixed(1)} ${home.y.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${d.x.toFixed(1)} ${d.y.toFixed(1)}`,
        { fill: "none", stroke: C.amber, "stroke-width": 2.4, opacity: 0.85 },
      ),
    );
    parts.push(circle(d.x, d.y, 6, { fill: C.amberLight }));
  }
  parts.push(circle(home.x, home.y, 22, { fill: C.amber, opacity: 0.3 }));
  parts.push(circle(home.x, home.y, 10, { fill: C.amber, stroke: C.cream, "stroke-width": 3 }));
  for (let i = 0; i < 90; i++)
    parts.push(
      circle(r.range(0, w), r.range(0, h), r.range(0.6, 1.8), { fill: "#ffffff", opacity: r.range(0.1, 0.5) }),
    );
  return svgDoc(
    w,
    h,
    [
      radial(
        "gl-bg",
        [
          [0, C.navy800],
          [1, C.ink],
        ],
        { r: 0.8 },
      ),
      radial("gl-halo", [
        [0.9, C.navy500, 0.5],
        [1, C.navy500, 0],
      ]),
      radial(
        "gl-sea",
        [
          [0, C.navy600],
          [1, C.navy900],
        ],
        { cx: 0.4, cy: 0.35, r: 0.75 },
      ),
    ],
    parts,
    { vignette: 0.3, light: false },
  );
}

/** A flat dotted world map with pins at the given places (venues of coming trade shows). */
export function mapScene({ w = 1600, h = 800, pins }) {
  const px = ([lon, lat]) => [((lon + 180) / 360) * w, ((84 - lat) / 144) * h];
  let dots = "";
  for (const pt of landPoints(2)) {
    const [x, y] = px(pt);
    dots += `M${(x - 1.6).toFixed(1)} ${y.toFixed(1)}h3.2`;
  }
  const parts = [
    rect(0, 0, w, h, { fill: "url(#mp-bg)" }),
    path(dots, { stroke: C.steel400, "stroke-width": 5, "stroke-linecap": "round", opacity: 0.7 }),
  ];
  const home = px(HOME);
  for (const pin of pins) {
    const [x, y] = px(pin);
    parts.push(
      path(
        `M${home[0].toFixed(1)} ${home[1].toFixed(1)} Q${((home[0] + x) / 2).toFixed(1)} ${(Math.min(home[1], y) - 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`,
        { fill: "none", stroke: C.amber, "stroke-width": 2, "stroke-dasharray": "8 8", opacity: 0.8 },
      ),
    );
    parts.push(
      path(`M${x} ${y} l-14 -26 a16 16 0 1 1 28 0 z`, { fill: C.amber, stroke: C.cream, "stroke-width": 2.5 }),
    );
    parts.push(circle(x, y - 36, 6, { fill: C.navy900 }));
  }
  parts.push(circle(home[0], home[1], 9, { fill: C.cream, stroke: C.amber, "stroke-width": 4 }));
  return svgDoc(
    w,
    h,
    [
      linear("mp-bg", [
        [0, C.navy800],
        [1, C.navy900],
      ]),
    ],
    parts,
    { vignette: 0.25, light: false },
  );
}

/** A trade-show stand: fascia with the company and show names, a line on display, lights. */
export function boothScene({ name, w = 1600, h = 1000, show, year, view = "wide" }) {
  const r = rng(name);
  const zoom = view === "close" ? `translate(${-w * r.range(0.1, 0.5)} ${-h * 0.25}) scale(1.6)` : undefined;
  const hue = r.pick([C.navy700, C.navy600, C.steel700]);
  const floorY = h * 0.74;
  const parts = [rect(0, 0, w, h, { fill: "url(#bo-hall)" })];
  for (let i = 0; i < 14; i++)
    parts.push(circle(r.range(0, w), r.range(0, h * 0.2), r.range(3, 7), { fill: C.cream, opacity: 0.6 }));
  parts.push(
    poly(
      [
        [0, floorY],
        [w, floorY],
        [w, h],
        [0, h],
      ],
      { fill: "url(#bo-carpet)" },
    ),
  );
  parts.push(rect(w * 0.06, h * 0.18, w * 0.88, floorY - h * 0.18, { fill: hue }));
  parts.push(rect(w * 0.06, h * 0.18, w * 0.88, h * 0.1, { fill: C.navy900 }));
  parts.push(letters("JP EXTRUSION SYSTEMS", w * 0.1, h * 0.21, h * 0.032, { color: C.cream, weight: 1.1 }));
  parts.push(rect(w * 0.06, h * 0.28, w * 0.88, 8, { fill: C.amber }));
  const showText = `${show} ${year}`;
  const size = Math.min(h * 0.04, (w * 0.3) / textWidth(showText, 1));
  parts.push(letters(showText, w * 0.9, h * 0.205, size, { anchor: "end", color: C.amberLight, weight: 1.1 }));
  parts.push(
    g(lineElevation(r.pick(["tape", "film", "coating", "strap"])), {
      transform: `translate(${w * 0.12} ${floorY}) scale(${(w * 0.76) / 1600})`,
      opacity: 0.95,
    }),
  );
  parts.push(rect(w * 0.06, h * 0.3, w * 0.88, h * 0.16, { fill: "url(#bo-graphic)", opacity: 0.5 }));
  // truss and spot lights
  parts.push(rect(w * 0.04, h * 0.08, w * 0.92, 16, { fill: C.steel500 }));
  for (let x = w * 0.06; x < w * 0.94; x += 32)
    parts.push(line(x, h * 0.08, x + 16, h * 0.08 + 16, { stroke: C.steel700, "stroke-width": 2 }));
  for (let i = 0; i < 6; i++) {
    const lx = w * (0.12 + i * 0.15);
    parts.push(rect(lx - 10, h * 0.08 + 16, 20, 26, { fill: C.steel800 }));
    parts.push(
      poly(
        [
          [lx - 10, h * 0.08 + 42],
          [lx + 10, h * 0.08 + 42],
          [lx + 120, floorY],
          [lx - 120, floorY],
        ],
        { fill: "url(#bo-beam)" },
      ),
    );
  }
  // reception counter
  parts.push(rect(w * 0.72, floorY - h * 0.13, w * 0.16, h * 0.13, { fill: C.steel100 }));
  parts.push(rect(w * 0.72, floorY - h * 0.13, w * 0.16, h * 0.025, { fill: C.amber }));
  return svgDoc(
    w,
    h,
    [
      ...machineDefs,
      linear("bo-hall", [
        [0, C.ink],
        [1, C.navy900],
      ]),
      linear("bo-carpet", [
        [0, C.navy600],
        [1, C.navy900],
      ]),
      linear("bo-beam", [
        [0, "#ffffff", 0.22],
        [1, "#ffffff", 0],
      ]),
      linear(
        "bo-graphic",
        [
          [0, C.navy500, 0],
          [0.5, C.navy500],
          [1, C.navy500, 0],
        ],
        { x2: 1, y2: 0 },
      ),
    ],
    [parts[0], g(parts.slice(1), { transform: zoom })],
    { light: { x: 0.5, y: 0.2, o: 0.12 } },
  );
}

/** The corporate office at dusk: a glass front, some floors still lit. */
export function facadeScene({ name, w = 1600, h = 1000 }) {
  const r = rng(name);
  const parts = [rect(0, 0, w, h, { fill: "url(#fa-sky)" })];
  for (let i = 0; i < 9; i++) {
    const bw = r.range(90, 200);
    const bx = r.range(-50, w);
    const bh = r.range(h * 0.15, h * 0.35);
    parts.push(rect(bx, h * 0.85 - bh, bw, bh, { fill: C.navy900, opacity: 0.8 }));
  }
  const x0 = w * 0.22;
  const bw = w * 0.56;
  const top = h * 0.14;
  parts.push(rect(x0, top, bw, h * 0.86 - top, { fill: "url(#fa-glass)" }));
  const cols = 14;
  const rows = 11;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const lit = r.next() < 0.38;
      const cw = bw / cols;
      const ch = (h * 0.72) / rows;
      parts.push(
        rect(x0 + col * cw + 3, top + 40 + row * ch + 3, cw - 6, ch - 8, {
          fill: lit ? C.amberLight : C.navy600,
          opacity: lit ? 0.75 : 0.5,
        }),
      );
    }
  }
  parts.push(rect(x0 - 12, top - 12, bw + 24, 40, { fill: C.steel700 }));
  parts.push(letters("JP", x0 + bw / 2, top - 2, 22, { anchor: "middle", color: C.amber, weight: 1.2 }));
  parts.push(rect(0, h * 0.86, w, h * 0.14, { fill: C.ink }));
  for (let x = 40; x < w; x += 180) {
    parts.push(line(x, h * 0.86, x, h * 0.74, { stroke: C.steel600, "stroke-width": 4 }));
    parts.push(circle(x, h * 0.74, 9, { fill: C.amberLight }));
    parts.push(circle(x, h * 0.74, 40, { fill: "url(#fa-lamp)" }));
  }
  return svgDoc(
    w,
    h,
    [
      linear("fa-sky", [
        [0, C.navy950],
        [0.6, C.navy600],
        [1, C.amberDark],
      ]),
      linear(
        "fa-glass",
        [
          [0, C.navy700],
          [1, C.navy900],
        ],
        { x2: 1, y2: 1 },
      ),
      radial("fa-lamp", [
        [0, C.amberLight, 0.5],
        [1, C.amber, 0],
      ]),
    ],
    parts,
    { light: false, vignette: 0.4 },
  );
}

/** People-free event scenes: the stage, the camp, the lawn, each with its banner. */
export function eventScene({ name, w = 1600, h = 1000, kind, banner, variant = 1 }) {
  const r = rng(name);
  const parts = [];
  const defs = [
    radial("ev-glow", [
      [0, C.amberLight, 0.55],
      [1, C.amber, 0],
    ]),
  ];
  const horizon = h * (kind === "yoga" ? 0.5 : 0.58);
  const vx = w * (0.5 + (variant - 2) * 0.12);
  // a point on the floor: x across (-1..1 of the room), d depth (0 near .. 1 far)
  const floor = (x, d) => {
    const s = 1 - d * 0.78;
    return [vx + x * w * 0.75 * s, horizon + (h - horizon) * s * 1.1 - (h - horizon) * 0.1];
  };
  if (kind === "yoga") {
    defs.push(
      linear("ev-sky", [
        [0, C.navy700],
        [0.6, C.amberLight],
        [1, C.amber],
      ]),
      linear("ev-lawn", [
        [0, C.sage],
        [1, C.steel800],
      ]),
    );
    parts.push(
      rect(0, 0, w, h, { fill: "url(#ev-sky)" }),
      circle(w * (0.3 + variant * 0.15), horizon - 10, 80, { fill: C.cream, opacity: 0.9 }),
    );
    parts.push(rect(0, horizon, w, h - horizon, { fill: "url(#ev-lawn)" }));
    for (let i = 0; i < 5; i++)
      parts.push(
        ellipse(r.range(0, w), horizon - 6, r.range(80, 220), r.range(20, 50), { fill: C.steel800, opacity: 0.7 }),
      );
    for (let row = 6; row >= 0; row--) {
      const d = row / 7;
      for (let col = -5; col <= 5; col++) {
        const x = col * 0.16;
        const quad = [floor(x - 0.045, d), floor(x + 0.045, d), floor(x + 0.045, d + 0.07), floor(x - 0.045, d + 0.07)];
        parts.push(poly(quad, { fill: r.pick([C.amber, C.navy600, C.cream, C.steel300, C.amberDark]) }));
      }
    }
  } else {
    defs.push(
      linear("ev-wall", [
        [0, C.navy900],
        [1, C.navy700],
      ]),
      linear("ev-floor", [
        [0, C.steel700],
        [1, C.steel800],
      ]),
      linear("ev-backdrop", [
        [0, C.navy600],
        [1, C.navy800],
      ]),
    );
    parts.push(
      rect(0, 0, w, horizon, { fill: "url(#ev-wall)" }),
      rect(0, horizon, w, h - horizon, { fill: "url(#ev-floor)" }),
    );
    const bx = vx - w * 0.34;
    const bw = w * 0.68;
    const top = h * 0.12;
    if (kind === "camp") {
      parts.push(rect(bx, top, bw, horizon - top, { fill: C.steel100 }));
      parts.push(rect(bx, horizon - 20, bw, 20, { fill: C.steel300 }));
      for (let i = 0; i < 3; i++) {
        const d = 0.15 + i * 0.25;
        const [x1, y1] = floor(-0.55, d);
        const [x2] = floor(0.55, d);
        const s = 1 - d * 0.78;
        // donor couches in a row, drip stands beside them
        for (const side of [-1, 1]) {
          const cx = side < 0 ? x1 : x2 - 260 * s;
          parts.push(rect(cx, y1 - 90 * s, 260 * s, 50 * s, { fill: C.steel300, rx: 14 * s }));
          parts.push(rect(cx + 200 * s, y1 - 150 * s, 60 * s, 110 * s, { fill: C.steel200, rx: 12 * s }));
          parts.push(
            rect(cx + 20 * s, y1 - 40 * s, 10 * s, 40 * s, { fill: C.steel600 }),
            rect(cx + 230 * s, y1 - 40 * s, 10 * s, 40 * s, { fill: C.steel600 }),
          );
          parts.push(line(cx - 30 * s, y1, cx - 30 * s, y1 - 300 * s, { stroke: C.steel400, "stroke-width": 5 * s }));
          parts.push(rect(cx - 46 * s, y1 - 300 * s, 32 * s, 48 * s, { fill: C.red, rx: 6 * s, opacity: 0.9 }));
        }
      }
      const dx = vx;
      parts.push(
        circle(dx, top + 190, 70, { fill: C.steel50 }),
        path(`M${dx} ${top + 135} c 36 48 46 72 0 96 c -46 -24 -36 -48 0 -96z`, { fill: C.red }),
      );
    } else {
      parts.push(rect(bx, top, bw, horizon - top, { fill: "url(#ev-backdrop)" }));
      for (let k = 0; k < 6; k++)
        parts.push(
          circle(vx + bw * 0.25, top + (horizon - top) * 0.5, 40 + k * 38, {
            fill: "none",
            stroke: C.amberLight,
            "stroke-width": 3,
            opacity: 0.5 - k * 0.07,
          }),
        );
      // marigold garlands along the top of the backdrop
      for (let i = 0; i < 12; i++) {
        const gx = bx + (bw / 12) * (i + 0.5);
        for (let k = 0; k < 9; k++)
          parts.push(circle(gx, top + 10 + k * 16, 8, { fill: k % 4 === 3 ? C.red : C.amber }));
      }
      // stage, podium, brass lamp
      const [sx1, sy] = floor(-0.55, 0.78);
      const [sx2] = floor(0.55, 0.78);
      parts.push(
        rect(sx1, sy - 40, sx2 - sx1, 70, { fill: C.steel800 }),
        rect(sx1, sy - 40, sx2 - sx1, 10, { fill: C.amberDark }),
      );
      parts.push(
        poly(
          [
            [bx + bw * 0.12, sy - 40],
            [bx + bw * 0.22, sy - 40],
            [bx + bw * 0.2, sy - 190],
            [bx + bw * 0.14, sy - 190],
          ],
          { fill: C.steel500 },
        ),
      );
      parts.push(rect(bx + bw * 0.16, sy - 200, bw * 0.02, 10, { fill: C.steel300 }));
      parts.push(line(vx - bw * 0.02, sy - 40, vx - bw * 0.02, sy - 170, { stroke: C.amberLight, "stroke-width": 8 }));
      parts.push(
        circle(vx - bw * 0.02, sy - 180, 16, { fill: C.amber }),
        circle(vx - bw * 0.02, sy - 200, 60, { fill: "url(#ev-glow)" }),
      );
      for (let row = 4; row >= 0; row--) {
        const d = 0.05 + row * 0.12;
        for (let col = -5; col <= 5; col++) {
          if (Math.abs(col) === 0) continue;
          const [x, y] = floor(col * 0.1, d);
          const s = 1 - d * 0.78;
          parts.push(rect(x - 32 * s, y - 90 * s, 64 * s, 60 * s, { fill: C.steel500, rx: 8 * s }));
          parts.push(rect(x - 36 * s, y - 40 * s, 72 * s, 18 * s, { fill: C.steel400, rx: 5 * s }));
          parts.push(
            rect(x - 30 * s, y - 22 * s, 6 * s, 22 * s, { fill: C.steel800 }),
            rect(x + 24 * s, y - 22 * s, 6 * s, 22 * s, { fill: C.steel800 }),
          );
        }
      }
    }
  }
  const bw = Math.min(w * 0.8, textWidth(banner, 40) + 120);
  parts.push(rect(w / 2 - bw / 2, h * 0.03, bw, 80, { fill: C.navy900, opacity: 0.92 }));
  parts.push(rect(w / 2 - bw / 2, h * 0.03 + 76, bw, 6, { fill: C.amber }));
  parts.push(letters(banner, w / 2, h * 0.03 + 20, 40, { anchor: "middle", color: C.cream }));
  return svgDoc(w, h, defs, parts);
}

/** A trade magazine lying on a desk, its cover showing one of the lines. */
export function magazineScene({ w = 1200, h = 1500, masthead, kind = "tape", issue }) {
  const parts = [rect(0, 0, w, h, { fill: "url(#mg-desk)" })];
  const cw = w * 0.78;
  const ch = h * 0.86;
  const x = (w - cw) / 2;
  const y = (h - ch) / 2;
  parts.push(rect(x + 18, y + 24, cw, ch, { fill: C.ink, opacity: 0.35 }));
  parts.push(rect(x, y, cw, ch, { fill: C.steel50 }));
  parts.push(rect(x, y, cw, ch * 0.16, { fill: C.navy800 }));
  parts.push(
    letters(masthead, x + cw / 2, y + ch * 0.04, Math.min(ch * 0.07, (cw * 0.86) / textWidth(masthead, 1)), {
      anchor: "middle",
      color: C.cream,
      weight: 1.2,
    }),
  );
  parts.push(rect(x, y + ch * 0.19, cw, ch * 0.46, { fill: C.navy700 }));
  parts.push(g(lineElevation(kind), { transform: `translate(${x + 20} ${y + ch * 0.6}) scale(${(cw - 40) / 1600})` }));
  parts.push(letters(issue, x + 40, y + ch * 0.69, 30, { color: C.amberDark }));
  for (let i = 0; i < 6; i++)
    parts.push(rect(x + 40, y + ch * (0.76 + i * 0.035), cw * (i % 3 === 2 ? 0.45 : 0.75), 12, { fill: C.steel400 }));
  return svgDoc(
    w,
    h,
    [
      ...machineDefs,
      linear(
        "mg-desk",
        [
          [0, C.steel600],
          [1, C.steel800],
        ],
        { x2: 1, y2: 1 },
      ),
    ],
    parts,
    { light: { x: 0.3, y: 0.2, o: 0.2 } },
  );
}
