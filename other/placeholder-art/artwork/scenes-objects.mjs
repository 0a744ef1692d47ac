// Close-up scenes: woven fabric, the circular loom, spare parts, sacks, rolls and pellets, awards.
import {
  C,
  circle,
  ellipse,
  g,
  gearPath,
  letters,
  line,
  linear,
  path,
  poly,
  radial,
  rect,
  rng,
  svgDoc,
} from "./kit.mjs";

/** Woven PP fabric seen up close, tapes over and under, lit from one side. */
export function wovenScene({ name, w = 1600, h = 1000, printed = false }) {
  const r = rng(name);
  const t = 56 + r.int(0, 16);
  const tile = `<pattern id="o-weave" width="${t * 2}" height="${t * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(${r.range(-14, 14).toFixed(1)})">
${rect(0, 0, t * 2, t * 2, { fill: C.steel400 })}
${rect(2, 0, t - 4, t * 2, { fill: "url(#o-warp)" })}
${rect(t + 2, 0, t - 4, t * 2, { fill: "url(#o-warp)" })}
${rect(0, 2, t, t - 4, { fill: "url(#o-weft)" })}
${rect(t, t + 2, t, t - 4, { fill: "url(#o-weft)" })}
</pattern>`;
  const print = printed
    ? [
        rect(0, h * 0.58, w, h * 0.12, { fill: C.navy700, opacity: 0.78 }),
        rect(0, h * 0.72, w, h * 0.03, { fill: C.amber, opacity: 0.8 }),
      ]
    : [];
  return svgDoc(
    w,
    h,
    [
      linear(
        "o-warp",
        [
          [0, C.steel300],
          [0.5, C.fabric],
          [1, C.steel300],
        ],
        { x2: 1, y2: 0 },
      ),
      linear("o-weft", [
        [0, C.steel200],
        [0.5, "#fbf8f1"],
        [1, C.steel300],
      ]),
      tile,
    ],
    [rect(0, 0, w, h, { fill: "url(#o-weave)" }), ...print],
    { vignette: 0.55, light: { x: 0.2, y: 0.1, o: 0.25 } },
  );
}

/**
 * Circular loom from the front: creel threads running into the shuttle ring, fabric tube rising.
 * `turn` (radians) moves the shuttles round the ring, for the clips.
 */
export function loomScene({ name, w = 1600, h = 1000, shuttles = 6, turn = 0 }) {
  const r = rng(name);
  const cx = w / 2;
  const cy = h * 0.6;
  const R = h * 0.3;
  const parts = [rect(0, 0, w, h, { fill: "url(#l-bg)" })];
  for (let i = 0; i < 70; i++) {
    const side = i % 2 ? 1 : -1;
    const bx = cx + side * (R + 60 + (i % 7) * 38);
    const by = h * 0.15 + Math.floor(i / 14) * h * 0.14;
    parts.push(
      line(bx, by, cx + side * R * 0.9 * r.range(0.5, 1), cy - R * r.range(-0.6, 0.6), {
        stroke: C.cream,
        "stroke-width": 1.2,
        opacity: 0.35,
      }),
    );
    parts.push(rect(bx - 12, by - 26, 24, 52, { fill: i % 5 ? C.fabric : C.amberLight, rx: 8, opacity: 0.9 }));
  }
  parts.push(rect(cx - R * 0.55, 0, R * 1.1, cy - R * 0.2, { fill: "url(#l-tube)" }));
  for (let y = 10; y < cy - R * 0.2; y += 14)
    parts.push(line(cx - R * 0.55, y, cx + R * 0.55, y, { stroke: C.steel300, "stroke-width": 1, opacity: 0.5 }));
  parts.push(circle(cx, cy, R + 40, { fill: C.steel800 }));
  parts.push(circle(cx, cy, R + 22, { fill: "none", stroke: "url(#l-ring)", "stroke-width": 36 }));
  parts.push(circle(cx, cy, R - 30, { fill: C.navy900 }));
  for (let i = 0; i < shuttles; i++) {
    const a = (i / shuttles) * Math.PI * 2 + r.next() + turn;
    const sx = cx + Math.cos(a) * (R + 22);
    const sy = cy + Math.sin(a) * (R + 22);
    parts.push(
      g([rect(-34, -14, 68, 28, { rx: 12, fill: C.amber }), rect(-20, -6, 40, 12, { rx: 5, fill: C.fabric })], {
        transform: `translate(${sx.toFixed(1)} ${sy.toFixed(1)}) rotate(${((a * 180) / Math.PI + 90).toFixed(1)})`,
      }),
    );
  }
  parts.push(circle(cx, cy, R * 0.35, { fill: "url(#l-hub)" }));
  parts.push(rect(cx - R - 80, cy + R + 30, 2 * R + 160, h - cy - R - 30, { fill: C.steel700 }));
  return svgDoc(
    w,
    h,
    [
      linear("l-bg", [
        [0, C.navy800],
        [1, C.navy950],
      ]),
      linear(
        "l-tube",
        [
          [0, C.steel300],
          [0.5, C.fabric],
          [1, C.steel300],
        ],
        { x2: 1, y2: 0 },
      ),
      linear("l-ring", [
        [0, C.steel200],
        [1, C.steel600],
      ]),
      radial("l-hub", [
        [0, C.steel300],
        [1, C.steel700],
      ]),
    ],
    parts,
  );
}

/** Spare parts laid out on a steel bench: a screw, gears, bearings and a die plate. */
export function partsScene({ name, w = 1600, h = 1000 }) {
  const r = rng(name);
  const parts = [rect(0, 0, w, h, { fill: "url(#p-bench)" })];
  for (let y = 0; y < h; y += 6)
    parts.push(line(0, y, w, y + r.range(-2, 2), { stroke: "#ffffff", opacity: 0.04, "stroke-width": 2 }));
  const shadow = (el) => g(el, { transform: "translate(14 18)", fill: C.ink, opacity: 0.25 });
  // extruder screw
  const sx = w * 0.08;
  const sy = h * 0.2;
  const sl = w * 0.84;
  const flights = [];
  for (let x = sx + 90; x < sx + sl - 30; x += 46)
    flights.push(
      path(`M${x} ${sy - 38} L${x + 26} ${sy + 38}`, {
        stroke: C.steel100,
        "stroke-width": 9,
        "stroke-linecap": "round",
      }),
    );
  parts.push(shadow(rect(sx, sy - 40, sl, 80, { rx: 14 })));
  parts.push(rect(sx, sy - 24, sl, 48, { fill: "url(#p-shaft)", rx: 10 }));
  parts.push(...flights);
  parts.push(rect(sx, sy - 30, 90, 60, { fill: C.steel500, rx: 6 }));
  // gears
  const gears = [
    [w * 0.2, h * 0.6, 160, 24],
    [w * 0.43, h * 0.66, 110, 18],
    [w * 0.62, h * 0.58, 70, 12],
  ];
  for (const [gx, gy, rad, teeth] of gears) {
    parts.push(shadow(path(gearPath(gx, gy, rad, rad * 0.86, teeth))));
    parts.push(
      path(gearPath(gx, gy, rad, rad * 0.86, teeth), { fill: "url(#p-gear)", stroke: C.steel700, "stroke-width": 2 }),
    );
    parts.push(circle(gx, gy, rad * 0.55, { fill: "none", stroke: C.steel600, "stroke-width": 3 }));
    parts.push(circle(gx, gy, rad * 0.2, { fill: C.steel800 }));
  }
  // bearings
  for (const [bx, by, br] of [
    [w * 0.8, h * 0.55, 90],
    [w * 0.86, h * 0.82, 60],
  ]) {
    parts.push(shadow(circle(bx, by, br)));
    parts.push(circle(bx, by, br, { fill: "url(#p-gear)" }));
    parts.push(circle(bx, by, br * 0.72, { fill: C.steel700 }));
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      parts.push(circle(bx + Math.cos(a) * br * 0.6, by + Math.sin(a) * br * 0.6, br * 0.1, { fill: C.steel200 }));
    }
    parts.push(circle(bx, by, br * 0.45, { fill: "url(#p-bench)" }));
  }
  // heater band
  parts.push(shadow(rect(w * 0.55, h * 0.8, 220, 90, { rx: 10 })));
  parts.push(rect(w * 0.55, h * 0.8, 220, 90, { fill: "url(#p-heat)", rx: 10 }));
  parts.push(rect(w * 0.55 + 96, h * 0.8 - 18, 28, 22, { fill: C.steel600 }));
  return svgDoc(
    w,
    h,
    [
      linear(
        "p-bench",
        [
          [0, C.steel500],
          [1, C.steel700],
        ],
        { x2: 1, y2: 1 },
      ),
      linear("p-shaft", [
        [0, C.steel100],
        [0.5, C.steel300],
        [1, C.steel600],
      ]),
      radial(
        "p-gear",
        [
          [0, C.steel100],
          [0.7, C.steel300],
          [1, C.steel500],
        ],
        { cx: 0.35, cy: 0.35, r: 0.8 },
      ),
      linear("p-heat", [
        [0, C.amberLight],
        [0.5, C.amber],
        [1, C.amberDark],
      ]),
    ],
    parts,
    { vignette: 0.5, light: { x: 0.3, y: 0.2, o: 0.2 } },
  );
}

/** Block bottom valve sacks stacked on a pallet, printed in house colours. */
export function sacksScene({ name, w = 1600, h = 1000 }) {
  const r = rng(name);
  const parts = [rect(0, 0, w, h, { fill: "url(#b-bg)" }), rect(0, h * 0.78, w, h * 0.22, { fill: C.steel800 })];
  const bw = 300;
  const bh = 80;
  const baseY = h * 0.78 - 40;
  const x0 = w / 2 - bw * 1.5 - 30;
  parts.push(rect(x0 - 20, baseY, bw * 3 + 100, 40, { fill: C.amberDark }));
  for (let i = 0; i < 4; i++) parts.push(rect(x0 + i * ((bw * 3 + 60) / 3), baseY + 8, 40, 32, { fill: C.steel800 }));
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 3; col++) {
      const bx = x0 + col * (bw + 20) + (row % 2 ? 12 : 0) + r.range(-4, 4);
      const by = baseY - (row + 1) * (bh + 6);
      parts.push(rect(bx, by, bw, bh, { fill: "url(#b-sack)", rx: 10 }));
      parts.push(rect(bx + 20, by + 18, bw * 0.45, bh - 36, { fill: C.navy700, rx: 4 }));
      parts.push(rect(bx + 20 + bw * 0.5, by + 30, bw * 0.3, 10, { fill: C.amber }));
      parts.push(rect(bx + bw - 30, by + 8, 18, 22, { fill: C.steel300, rx: 3 }));
    }
  }
  return svgDoc(
    w,
    h,
    [
      linear("b-bg", [
        [0, C.navy700],
        [1, C.navy900],
      ]),
      linear("b-sack", [
        [0, "#fbf8f1"],
        [1, C.steel300],
      ]),
    ],
    parts,
    { light: { x: 0.35, y: 0.1, o: 0.2 } },
  );
}

/** Rolls of film, strap coils or monofilament spools racked in the finished-goods store. */
export function rollsScene({ name, w = 1600, h = 1000, kind = "film" }) {
  const r = rng(name);
  const parts = [rect(0, 0, w, h, { fill: "url(#r-bg)" })];
  const rows = 3;
  for (let row = 0; row < rows; row++) {
    const y = h * (0.3 + row * 0.28);
    parts.push(rect(0, y + 95, w, 18, { fill: C.steel600 }));
    for (let x = 110; x < w; x += 230) {
      const rad = kind === "film" ? 95 : 80;
      const cx = x + r.range(-10, 10);
      const fill =
        kind === "strap"
          ? r.next() < 0.5
            ? C.amber
            : C.navy500
          : kind === "mono"
            ? r.pick([C.fabric, C.amberLight, C.steel200])
            : "url(#r-film)";
      parts.push(circle(cx, y, rad, { fill, stroke: C.steel700, "stroke-width": 3 }));
      for (let k = 1; k < 4; k++)
        parts.push(
          circle(cx, y, rad * (1 - k * 0.18), { fill: "none", stroke: "#ffffff", opacity: 0.18, "stroke-width": 2 }),
        );
      parts.push(circle(cx, y, rad * 0.26, { fill: C.steel800 }));
    }
  }
  return svgDoc(
    w,
    h,
    [
      linear("r-bg", [
        [0, C.navy900],
        [1, C.navy700],
      ]),
      radial("r-film", [
        [0, C.steel100],
        [1, C.steel400],
      ]),
    ],
    parts,
  );
}

/** Recycled pellets heaped up, with a few flakes. */
export function pelletsScene({ name, w = 1600, h = 1000 }) {
  const r = rng(name);
  const parts = [rect(0, 0, w, h, { fill: "url(#pe-bg)" })];
  const colors = [C.steel200, C.steel300, C.fabric, C.navy500, C.steel100, C.amberLight];
  for (let i = 0; i < 520; i++) {
    const x = r.range(-20, w + 20);
    const y = r.range(h * 0.25, h + 20) + Math.abs(x - w / 2) * 0.25;
    parts.push(
      ellipse(x, y, 22, 15, {
        fill: r.pick(colors),
        transform: `rotate(${r.int(0, 180)} ${x.toFixed(0)} ${y.toFixed(0)})`,
        stroke: C.steel700,
        "stroke-width": 1.5,
      }),
    );
  }
  return svgDoc(
    w,
    h,
    [
      linear("pe-bg", [
        [0, C.navy800],
        [1, C.steel700],
      ]),
    ],
    parts,
    { light: { x: 0.5, y: 0.3, o: 0.22 } },
  );
}

/** An award on a plinth under a spotlight, with its title on the plaque. */
export function trophyScene({ w = 1200, h = 1500, label, year }) {
  const cx = w / 2;
  const parts = [
    rect(0, 0, w, h, { fill: "url(#t-bg)" }),
    poly(
      [
        [cx - 60, 0],
        [cx + 60, 0],
        [cx + w * 0.45, h * 0.85],
        [cx - w * 0.45, h * 0.85],
      ],
      { fill: "url(#t-beam)" },
    ),
    ellipse(cx, h * 0.85, w * 0.42, 40, { fill: C.steel300, opacity: 0.25 }),
    rect(cx - 230, h * 0.66, 460, h * 0.19, { fill: "url(#t-plinth)" }),
    rect(cx - 180, h * 0.7, 360, 130, { fill: C.amberDark, rx: 6 }),
    letters(label, cx, h * 0.7 + 26, 34, { anchor: "middle", color: C.cream, weight: 1 }),
    letters(String(year), cx, h * 0.7 + 78, 34, { anchor: "middle", color: C.cream, weight: 1 }),
    rect(cx - 120, h * 0.6, 240, h * 0.06, { fill: C.steel800 }),
    poly(
      [
        [cx - 150, h * 0.18],
        [cx + 150, h * 0.18],
        [cx + 60, h * 0.6],
        [cx - 60, h * 0.6],
      ],
      { fill: "url(#t-crystal)", stroke: C.steel100, "stroke-width": 2 },
    ),
    poly(
      [
        [cx - 150, h * 0.18],
        [cx, h * 0.1],
        [cx + 150, h * 0.18],
        [cx, h * 0.24],
      ],
      { fill: C.steel100, opacity: 0.8 },
    ),
    path(`M${cx} ${h * 0.24} L${cx} ${h * 0.6}`, { stroke: "#ffffff", opacity: 0.5, "stroke-width": 2 }),
    circle(cx, h * 0.34, 46, { fill: "none", stroke: C.amber, "stroke-width": 8 }),
    path(`M${cx - 22} ${h * 0.34} l16 18 l30 -38`, { fill: "none", stroke: C.amber, "stroke-width": 8 }),
  ];
  return svgDoc(
    w,
    h,
    [
      linear("t-bg", [
        [0, C.navy950],
        [1, C.navy800],
      ]),
      linear("t-beam", [
        [0, "#ffffff", 0.35],
        [1, "#ffffff", 0.02],
      ]),
      linear("t-plinth", [
        [0, C.steel700],
        [1, C.steel800],
      ]),
      linear(
        "t-crystal",
        [
          [0, C.steel100, 0.95],
          [0.5, C.navy500, 0.6],
          [1, C.steel200, 0.9],
        ],
        { x2: 1, y2: 1 },
      ),
    ],
    parts,
    { light: { x: 0.5, y: 0.2, o: 0.15 } },
  );
}
