// Scenes built around the machine elevations: a line on the shop floor, a blueprint, a hall.
import { C, g, line, linear, poly, radial, rect, rng, svgDoc } from "./kit.mjs";
import { lineElevation, machineDefs } from "./machines.mjs";

function wallAndFloor(w, h, floorY, { wallTop = C.navy900, wallBottom = C.navy700 } = {}) {
  const panels = [];
  for (let x = 0; x < w; x += 200)
    panels.push(line(x, 0, x, floorY, { stroke: C.navy950, "stroke-width": 2, opacity: 0.35 }));
  return {
    defs: [
      linear("s-wall", [
        [0, wallTop],
        [1, wallBottom],
      ]),
      linear("s-floor", [
        [0, C.steel700],
        [0.08, C.steel800],
        [1, C.navy950],
      ]),
    ],
    body: [
      rect(0, 0, w, floorY, { fill: "url(#s-wall)" }),
      ...panels,
      rect(0, floorY, w, h - floorY, { fill: "url(#s-floor)" }),
      rect(0, floorY + (h - floorY) * 0.45, w, 6, { fill: C.amber, opacity: 0.55 }),
    ],
  };
}

/** One production line in side view on the shop floor, warm light from the high windows. */
export function lineScene({ name, kind, w = 1600, h = 1000, scale = 0.92, flow, align = "center" }) {
  const r = rng(name);
  const floorY = h * 0.8;
  const { defs, body } = wallAndFloor(w, h, floorY);
  const windows = [];
  const cols = 5 + r.int(0, 2);
  for (let i = 0; i < cols; i++) {
    const wx = (w / cols) * i + 40;
    windows.push(rect(wx, h * 0.06, w / cols - 80, h * 0.16, { fill: "url(#s-window)", rx: 2 }));
  }
  // "right" leaves the left of the picture quiet for a heading laid over it.
  const offsetX = align === "right" ? w - 1600 * scale - w * 0.03 : (w - 1600 * scale) / 2;
  const machine = g(lineElevation(kind, { flow }), { transform: `translate(${offsetX} ${floorY}) scale(${scale})` });
  const reflection = g(lineElevation(kind), {
    transform: `translate(${offsetX} ${floorY}) scale(${scale} ${-scale * 0.35})`,
    opacity: 0.12,
  });
  return svgDoc(
    w,
    h,
    [
      ...machineDefs,
      ...defs,
      linear("s-window", [
        [0, C.steel300, 0.55],
        [1, C.navy500, 0.25],
      ]),
    ],
    [...body, ...windows, reflection, machine],
    { light: { x: 0.25 + r.next() * 0.5, y: 0.05, o: 0.16 } },
  );
}

/** The same elevation as a white-line technical drawing on a blue sheet. */
export function blueprintScene({ name, kind, w = 1600, h = 1000 }) {
  const r = rng(name);
  const grid = [];
  for (let x = 0; x <= w; x += 40)
    grid.push(line(x, 0, x, h, { stroke: C.steel100, "stroke-width": x % 200 ? 0.6 : 1.4, opacity: 0.16 }));
  for (let y = 0; y <= h; y += 40)
    grid.push(line(0, y, w, y, { stroke: C.steel100, "stroke-width": y % 200 ? 0.6 : 1.4, opacity: 0.16 }));
  const floorY = h * 0.72;
  const scale = 0.8;
  const offsetX = (w - 1600 * scale) / 2;
  const dims = [
    line(offsetX, floorY + 60, offsetX + 1600 * scale, floorY + 60, { stroke: C.amberLight, "stroke-width": 2 }),
    line(offsetX, floorY + 45, offsetX, floorY + 75, { stroke: C.amberLight, "stroke-width": 2 }),
    line(offsetX + 1600 * scale, floorY + 45, offsetX + 1600 * scale, floorY + 75, {
      stroke: C.amberLight,
      "stroke-width": 2,
    }),
    line(offsetX + 380 * scale, floorY - 600 * scale, offsetX + 380 * scale, floorY + 20, {
      stroke: C.amberLight,
      "stroke-width": 1.5,
      "stroke-dasharray": "14 8 3 8",
    }),
  ];
  const titleBlock = g([
    rect(w - 380, h - 150, 340, 110, { fill: "none", stroke: C.steel100, "stroke-width": 2, opacity: 0.8 }),
    line(w - 380, h - 110, w - 40, h - 110, { stroke: C.steel100, "stroke-width": 1.5, opacity: 0.8 }),
    line(w - 220, h - 110, w - 220, h - 40, { stroke: C.steel100, "stroke-width": 1.5, opacity: 0.8 }),
  ]);
  return svgDoc(
    w,
    h,
    [
      linear("s-paper", [
        [0, C.navy600],
        [1, C.navy800],
      ]),
      `<style>.bp *{fill:none!important;stroke:${C.steel50}!important;stroke-width:2.4px!important;stroke-opacity:0.92}</style>`,
    ],
    [
      rect(0, 0, w, h, { fill: "url(#s-paper)" }),
      ...grid,
      g(lineElevation(kind), { class: "bp", transform: `translate(${offsetX} ${floorY}) scale(${scale})` }),
      line(offsetX - 40, floorY, offsetX + 1600 * scale + 40, floorY, { stroke: C.steel50, "stroke-width": 3 }),
      ...dims,
      titleBlock,
    ],
    { vignette: 0.3, light: { x: 0.2 + r.next() * 0.2, y: 0.2, o: 0.12 } },
  );
}

/** Perspective view down a production hall: trusses, skylights, machines in two rows. */
export function hallScene({ name, w = 1600, h = 1000, machines = 5, era = "modern", dusk = false }) {
  const r = rng(name);
  const vx = w * (0.46 + r.next() * 0.08);
  const vy = h * 0.42;
  const f = w * 0.55;
  const proj = (X, Y, Z) => [vx + (X * f) / Z, vy + (Y * f) / Z];
  const halfW = 14;
  const roofY = -9;
  const floorY = 4;
  const zNear = 2.2;
  const zFar = 40;
  const parts = [];
  // back wall, roof, floor and side walls as projected planes
  const backTL = proj(-halfW, roofY, zFar);
  const backBR = proj(halfW, floorY, zFar);
  const old = era === "old";
  parts.push(rect(0, 0, w, h, { fill: "url(#h-roof)" }));
  parts.push(
    poly(
      [proj(-halfW, floorY, zNear), proj(halfW, floorY, zNear), proj(halfW, floorY, zFar), proj(-halfW, floorY, zFar)],
      { fill: "url(#h-floor)" },
    ),
  );
  parts.push(
    poly(
      [proj(-halfW, roofY, zNear), proj(-halfW, roofY, zFar), proj(-halfW, floorY, zFar), proj(-halfW, floorY, zNear)],
      { fill: "url(#h-wall-l)" },
    ),
  );
  parts.push(
    poly([proj(halfW, roofY, zNear), proj(halfW, roofY, zFar), proj(halfW, floorY, zFar), proj(halfW, floorY, zNear)], {
      fill: "url(#h-wall-r)",
    }),
  );
  parts.push(
    rect(backTL[0], backTL[1], backBR[0] - backTL[0], backBR[1] - backTL[1], { fill: old ? C.steel700 : C.navy600 }),
  );
  parts.push(
    rect(backTL[0], backTL[1] + (backBR[1] - backTL[1]) * 0.25, backBR[0] - backTL[0], (backBR[1] - backTL[1]) * 0.3, {
      fill: C.steel200,
      opacity: 0.22,
    }),
  );
  // skylights and light shafts
  for (let z = 4; z < zFar; z += old ? 6 : 3.2) {
    const a = proj(-3, roofY, z);
    const b = proj(3, roofY, z);
    const c = proj(3, roofY, z + 1.5);
    const d = proj(-3, roofY, z + 1.5);
    parts.push(poly([a, b, c, d], { fill: C.steel100, opacity: old ? 0.35 : 0.75 }));
    if (!dusk) {
      const fa = proj(-1, floorY, z + 3);
      const fb = proj(5, floorY, z + 3);
      parts.push(poly([a, b, fb, fa], { fill: "url(#h-shaft)", opacity: 0.18 }));
    }
  }
  // roof trusses
  for (let z = 3; z < zFar; z += 3.2) {
    const l = proj(-halfW, roofY, z);
    const rr = proj(halfW, roofY, z);
    const peak = proj(0, roofY - 2.5, z);
    parts.push(
      `<polyline points="${l.join(",")} ${peak.join(",")} ${rr.join(",")}" fill="none" stroke="${C.steel500}" stroke-width="${(22 / z).toFixed(1)}"/>`,
    );
    const bl = proj(-halfW, floorY, z);
    parts.push(line(l[0], l[1], bl[0], bl[1], { stroke: C.steel800, "stroke-width": (28 / z).toFixed(1) }));
    const br = proj(halfW, floorY, z);
    parts.push(line(rr[0], rr[1], br[0], br[1], { stroke: C.steel800, "stroke-width": (28 / z).toFixed(1) }));
  }
  // safety lanes
  for (const X of [-3.2, 3.2]) {
    const a = proj(X, floorY, zNear);
    const b = proj(X, floorY, zFar);
    parts.push(line(a[0], a[1], b[0], b[1], { stroke: C.amber, "stroke-width": 5, opacity: 0.75 }));
  }
  // machines, far to near, left and right rows
  const boxes = [];
  for (let i = 0; i < machines; i++) {
    const z0 = 7.5 + i * (28 / machines) + r.next() * 1.5;
    for (const side of [-1, 1]) {
      if (r.next() < 0.15) continue;
      const x0 = side < 0 ? -11.5 : 4.5;
      boxes.push({
        x0,
        x1: x0 + 7,
        z0,
        z1: z0 + 3 + r.next() * 2.5,
        hgt: 1.6 + r.next() * 1.8,
        side,
        lamp: r.next() < 0.6,
      });
    }
  }
  boxes.sort((a, b) => b.z0 - a.z0);
  for (const b of boxes) {
    const top = floorY - b.hgt;
    const front = [proj(b.x0, top, b.z0), proj(b.x1, top, b.z0), proj(b.x1, floorY, b.z0), proj(b.x0, floorY, b.z0)];
    const innerX = b.side < 0 ? b.x1 : b.x0;
    const side = [
      proj(innerX, top, b.z0),
      proj(innerX, top, b.z1),
      proj(innerX, floorY, b.z1),
      proj(innerX, floorY, b.z0),
    ];
    const lid = [proj(b.x0, top, b.z0), proj(b.x1, top, b.z0), proj(b.x1, top, b.z1), proj(b.x0, top, b.z1)];
    parts.push(poly(side, { fill: C.steel600 }));
    parts.push(poly(lid, { fill: C.steel400 }));
    parts.push(poly(front, { fill: "url(#h-box)" }));
    const [fx, fy] = front[0];
    const fw = front[1][0] - fx;
    const fh = front[3][1] - fy;
    parts.push(rect(fx + fw * 0.08, fy + fh * 0.15, fw * 0.3, fh * 0.22, { fill: C.navy500, opacity: 0.9 }));
    parts.push(rect(fx, fy + fh * 0.72, fw, fh * 0.06, { fill: C.amber, opacity: 0.7 }));
    if (b.lamp) {
      const [lx, ly] = proj(b.side < 0 ? b.x1 - 0.6 : b.x0 + 0.6, top - 0.9, b.z0 + 0.3);
      parts.push(line(lx, ly, lx, ly + (0.9 * f) / b.z0, { stroke: C.steel800, "stroke-width": 2 }));
      parts.push(
        `<circle cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" r="${Math.max(2, 90 / b.z0).toFixed(1)}" fill="${C.amber}"/>`,
      );
    }
  }
  return svgDoc(
    w,
    h,
    [
      linear("h-roof", [
        [0, dusk ? C.ink : C.navy950],
        [1, C.navy800],
      ]),
      linear(
        "h-floor",
        [
          [0, C.steel600],
          [1, C.steel800],
        ],
        { y1: 1, y2: 0 },
      ),
      linear(
        "h-wall-l",
        [
          [0, C.navy800],
          [1, C.navy600],
        ],
        { x2: 1, y2: 0 },
      ),
      linear(
        "h-wall-r",
        [
          [0, C.navy600],
          [1, C.navy800],
        ],
        { x2: 1, y2: 0 },
      ),
      linear("h-box", [
        [0, old ? C.sage : C.steel300],
        [1, old ? C.steel700 : C.steel500],
      ]),
      linear("h-shaft", [
        [0, "#ffffff", 0.5],
        [1, "#ffffff", 0],
      ]),
      radial("h-glow", [
        [0, C.amberLight, 0.5],
        [1, C.amber, 0],
      ]),
    ],
    parts,
    { vignette: 0.55, light: { x: 0.5, y: 0.3, o: 0.1 } },
  );
}
