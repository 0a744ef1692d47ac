// Side elevations of the machines, drawn on a 1600-unit wide stage with the floor at y = 0
// (everything above it has negative y). Scenes place them with a transform.
import { C, circle, ellipse, g, line, linear, path, poly, polyline, rect } from "./kit.mjs";

/** Gradients the machine parts use; include once per document. */
export const machineDefs = [
  linear("m-steel", [
    [0, C.steel200],
    [0.35, C.steel400],
    [1, C.steel700],
  ]),
  linear(
    "m-steel-h",
    [
      [0, C.steel300],
      [0.5, C.steel500],
      [1, C.steel700],
    ],
    { x2: 1, y2: 0 },
  ),
  linear("m-body", [
    [0, C.steel500],
    [1, C.steel700],
  ]),
  linear("m-dark", [
    [0, C.steel700],
    [1, C.steel800],
  ]),
  linear("m-navy", [
    [0, C.navy500],
    [1, C.navy700],
  ]),
  linear("m-heat", [
    [0, C.amberLight],
    [0.4, C.amber],
    [1, C.amberDark],
  ]),
  linear("m-water", [
    [0, C.navy500, 0.9],
    [1, C.navy700, 0.95],
  ]),
  linear(
    "m-glow",
    [
      [0, C.amber, 0],
      [0.5, C.amber, 0.85],
      [1, C.amber, 0],
    ],
    { x2: 1, y2: 0 },
  ),
  linear("m-film", [
    [0, C.cream, 0.9],
    [1, C.steel300, 0.7],
  ]),
];

const lamp = (x, y, on = true) =>
  circle(x, y, 5, { fill: on ? C.amber : C.steel600, stroke: C.steel800, "stroke-width": 2 });

function cabinet(x, w, h) {
  return g([
    rect(x, -h, w, h, { fill: "url(#m-dark)" }),
    rect(x + 14, -h + 20, w - 28, 70, { fill: C.navy600, rx: 3 }),
    rect(x + 20, -h + 28, (w - 40) * 0.6, 8, { fill: C.navy500 }),
    rect(x + 20, -h + 44, (w - 40) * 0.4, 8, { fill: C.navy500 }),
    lamp(x + 24, -h + 112),
    lamp(x + 44, -h + 112, false),
    lamp(x + 64, -h + 112),
    line(x + w / 2, -h + 130, x + w / 2, -10, { stroke: C.steel800, "stroke-width": 2 }),
  ]);
}

/** Drive, barrel with heater bands, hopper and die: the part every line shares. Ends at x = 790. */
function extruder({ feed = "hopper" } = {}) {
  const barrelY = -250;
  const bands = [];
  for (let i = 0; i < 6; i++) {
    const bx = 420 + i * 56;
    bands.push(rect(bx, barrelY - 8, 36, 62, { fill: "url(#m-heat)", rx: 3 }));
    bands.push(line(bx + 18, barrelY + 54, bx + 18, barrelY + 90, { stroke: C.steel800, "stroke-width": 3 }));
  }
  const fins = [];
  for (let i = 0; i < 9; i++)
    fins.push(line(104 + i * 14, -150, 104 + i * 14, -40, { stroke: C.steel700, "stroke-width": 3 }));
  const hopper =
    feed === "hopper"
      ? g([
          rect(372, -520, 96, 120, { fill: "url(#m-steel-h)", rx: 8 }),
          ellipse(420, -520, 48, 10, { fill: C.steel300 }),
          poly(
            [
              [350, -400],
              [490, -400],
              [446, -300],
              [394, -300],
            ],
            { fill: "url(#m-steel-h)" },
          ),
          rect(404, -300, 32, 52, { fill: C.steel500 }),
        ])
      : g([
          // inclined belt conveyor bringing flakes to the feed throat
          poly(
            [
              [130, -70],
              [150, -70],
              [420, -310],
              [400, -322],
            ],
            { fill: C.steel600 },
          ),
          polyline(
            [
              [140, -80],
              [410, -318],
            ],
            { stroke: C.amberLight, "stroke-width": 8, "stroke-dasharray": "6 10" },
          ),
          poly(
            [
              [380, -380],
              [460, -380],
              [440, -300],
              [400, -300],
            ],
            { fill: "url(#m-steel-h)" },
          ),
          rect(404, -300, 32, 52, { fill: C.steel500 }),
        ]);
  return g([
    cabinet(0, 80, 260),
    rect(90, -160, 150, 160, { fill: "url(#m-body)", rx: 10 }),
    ...fins,
    rect(240, -300, 130, 300, { fill: "url(#m-dark)", rx: 6 }),
    rect(250, -290, 110, 20, { fill: C.steel600 }),
    rect(370, -200, 420, 200, { fill: C.steel800 }),
    rect(380, -190, 400, 8, { fill: C.steel700 }),
    rect(370, barrelY, 400, 46, { fill: "url(#m-steel)", rx: 6 }),
    ...bands,
    hopper,
    rect(770, barrelY - 40, 30, 120, { fill: "url(#m-steel-h)" }),
    rect(782, barrelY + 78, 8, 16, { fill: C.steel300 }),
  ]);
}

const roller = (x, y, r, fill = "url(#m-steel)") =>
  g([circle(x, y, r, { fill, stroke: C.steel800, "stroke-width": 3 }), circle(x, y, r * 0.28, { fill: C.steel800 })]);

function stand(x, w, top) {
  return g([rect(x, top, 12, -top, { fill: C.steel700 }), rect(x + w - 12, top, 12, -top, { fill: C.steel700 })]);
}

// Light travelling along the tapes: `flow` is how far it has moved (one period is 40 units).
function tapeFlow(flow) {
  if (flow === undefined) return "";
  const dash = {
    fill: "none",
    stroke: "#ffffff",
    "stroke-width": 2.6,
    "stroke-dasharray": "8 32",
    "stroke-dashoffset": -flow,
    opacity: 0.75,
  };
  return g([
    path("M786 -160 C 800 -120, 830 -96, 860 -90 L 1120 -90 L 1120 -200", { ...dash, "stroke-width": 5 }),
    polyline(
      [
        [1120, -200],
        [1180, -300],
        [1260, -300],
        [1300, -230],
        [1560, -230],
        [1600, -260],
      ],
      dash,
    ),
    polyline(
      [
        [1120, -199],
        [1180, -315],
        [1260, -315],
        [1300, -236],
        [1560, -236],
        [1600, -275],
      ],
      { ...dash, "stroke-dashoffset": -flow - 17 },
    ),
  ]);
}

function tapeDownstream({ flow } = {}) {
  const tapes = [];
  for (let i = 0; i < 7; i++) {
    const dy = i * 5;
    tapes.push(
      polyline(
        [
          [1120, -200 + dy * 0.2],
          [1180, -300 - dy],
          [1260, -300 - dy],
          [1300, -230 - dy * 0.4],
          [1560, -230 - dy * 0.4],
          [1600, -260 - dy],
        ],
        { stroke: i % 2 ? C.cream : C.amberLight, "stroke-width": 2.2, opacity: 0.9 },
      ),
    );
  }
  return g([
    path("M786 -160 C 800 -120, 830 -96, 860 -90 L 1120 -90 L 1120 -200", {
      fill: "none",
      stroke: C.cream,
      "stroke-width": 5,
      opacity: 0.85,
    }),
    rect(830, -110, 260, 110, { fill: "url(#m-water)" }),
    rect(830, -110, 260, 10, { fill: C.navy500 }),
    rect(1100, -230, 60, 230, { fill: "url(#m-body)" }),
    ...tapes,
    stand(1170, 100, -300),
    roller(1190, -300, 22),
    roller(1240, -300, 22),
    rect(1300, -280, 220, 110, { fill: "url(#m-dark)", rx: 6 }),
    rect(1310, -236, 200, 14, { fill: "url(#m-glow)" }),
    rect(1300, -170, 220, 170, { fill: C.steel800 }),
    stand(1530, 70, -270),
    roller(1550, -262, 20),
    tapeFlow(flow),
  ]);
}

function filmDownstream() {
  return g([
    path("M792 -160 C 820 -150, 860 -140, 880 -120", { fill: "none", stroke: C.cream, "stroke-width": 6 }),
    rect(840, -60, 220, 60, { fill: C.steel800 }),
    roller(930, -150, 92, "url(#m-steel-h)"),
    roller(1050, -90, 30),
    path("M936 -58 C 1000 -40, 1040 -60, 1060 -120 L 1180 -380 L 1330 -380 L 1400 -160", {
      fill: "none",
      stroke: C.cream,
      "stroke-width": 4,
      opacity: 0.85,
    }),
    stand(1160, 200, -380),
    roller(1180, -380, 20),
    roller(1330, -380, 20),
    rect(1360, -60, 220, 60, { fill: C.steel800 }),
    circle(1440, -160, 104, { fill: "url(#m-film)", stroke: C.steel300, "stroke-width": 2 }),
    circle(1440, -160, 80, { fill: "none", stroke: C.steel200, "stroke-width": 1.5, opacity: 0.6 }),
    circle(1440, -160, 56, { fill: "none", stroke: C.steel200, "stroke-width": 1.5, opacity: 0.6 }),
    circle(1440, -160, 22, { fill: C.steel600 }),
  ]);
}

function sheetDownstream() {
  const conveyor = [];
  for (let i = 0; i < 14; i++)
    conveyor.push(circle(1080 + i * 30, -120, 11, { fill: C.steel400, stroke: C.steel800, "stroke-width": 2 }));
  const stack = [];
  for (let i = 0; i < 9; i++) stack.push(rect(1440, -40 - i * 9, 150, 7, { fill: i % 2 ? C.cream : C.steel200 }));
  return g([
    rect(840, -420, 150, 420, { fill: "url(#m-dark)", rx: 6 }),
    roller(915, -350, 60),
    roller(915, -225, 60),
    roller(915, -100, 48),
    path("M792 -220 L 855 -290 A 60 60 0 0 1 975 -225 A 60 60 0 0 0 1000 -134 L 1500 -134", {
      fill: "none",
      stroke: C.cream,
      "stroke-width": 6,
    }),
    rect(1060, -108, 440, 108, { fill: C.steel800 }),
    ...conveyor,
    rect(1380, -260, 50, 126, { fill: "url(#m-body)" }),
    ...stack,
  ]);
}

function strapDownstream() {
  const coils = [];
  for (let i = 0; i < 3; i++) {
    const cx = 1330 + i * 100;
    coils.push(circle(cx, -70, 58, { fill: C.amberDark, stroke: C.amber, "stroke-width": 6 }));
    coils.push(circle(cx, -70, 40, { fill: "none", stroke: C.amberLight, "stroke-width": 3, opacity: 0.7 }));
    coils.push(circle(cx, -70, 16, { fill: C.steel700 }));
  }
  return g([
    polyline(
      [
        [792, -180],
        [840, -90],
        [1030, -90],
        [1080, -260],
        [1200, -260],
        [1240, -150],
        [1300, -150],
      ],
      { stroke: C.amber, "stroke-width": 7 },
    ),
    rect(830, -100, 220, 100, { fill: "url(#m-water)" }),
    stand(1060, 160, -260),
    roller(1080, -260, 24),
    roller(1130, -260, 24),
    roller(1180, -260, 24),
    rect(1230, -220, 70, 220, { fill: "url(#m-body)" }),
    ...coils,
  ]);
}

function coatingDownstream() {
  return g([
    circle(1000, -130, 110, { fill: "url(#m-film)", stroke: C.steel300, "stroke-width": 2 }),
    circle(1000, -130, 26, { fill: C.steel600 }),
    polyline(
      [
        [1000, -240],
        [1180, -360],
        [1300, -360],
        [1460, -240],
      ],
      { stroke: C.cream, "stroke-width": 6 },
    ),
    path("M792 -230 C 900 -300, 1160 -460, 1236 -372", { fill: "none", stroke: C.amber, "stroke-width": 5 }),
    stand(1160, 160, -360),
    roller(1210, -360, 40, "url(#m-steel-h)"),
    roller(1280, -360, 30),
    circle(1460, -130, 110, { fill: "url(#m-film)", stroke: C.steel300, "stroke-width": 2 }),
    circle(1460, -130, 70, { fill: "none", stroke: C.steel200, opacity: 0.6, "stroke-width": 2 }),
    circle(1460, -130, 26, { fill: C.steel600 }),
  ]);
}

function pelletDownstream() {
  const pellets = [];
  for (let i = 0; i < 60; i++) {
    const x = 1330 + ((i * 37) % 230);
    const y = -8 - ((i * 53) % 70) * (1 - Math.abs(x - 1445) / 140);
    pellets.push(ellipse(x, Math.min(-6, y), 7, 5, { fill: i % 3 ? C.steel200 : C.cream }));
  }
  return g([
    polyline(
      [
        [800, -190],
        [860, -120],
        [1090, -120],
      ],
      { stroke: C.steel200, "stroke-width": 10 },
    ),
    rect(840, -100, 240, 100, { fill: "url(#m-water)" }),
    rect(1090, -240, 140, 240, { fill: "url(#m-dark)", rx: 6 }),
    circle(1160, -160, 38, { fill: C.steel500, stroke: C.steel800, "stroke-width": 4 }),
    rect(1230, -200, 90, 40, { fill: C.steel600 }),
    poly(
      [
        [1320, -200],
        [1420, -200],
        [1400, -120],
        [1340, -120],
      ],
      { fill: "url(#m-steel-h)" },
    ),
    ...pellets,
  ]);
}

const DOWNSTREAM = {
  tape: tapeDownstream,
  film: filmDownstream,
  sheet: sheetDownstream,
  strap: strapDownstream,
  coating: coatingDownstream,
  pellet: pelletDownstream,
};

/** A whole line: extruder and the downstream of the given kind, on a 1600-wide stage. */
export function lineElevation(kind, { flow } = {}) {
  const downstream = DOWNSTREAM[kind] ?? tapeDownstream;
  return g([extruder({ feed: kind === "pellet" ? "conveyor" : "hopper" }), downstream({ flow })]);
}
