// The tile game's table: each principality as its 8 by 3 grid of fields, roads drawn on the
// tiles, the castles, the field played this turn; your tiles below, each as printed and turned,
// and a tile you may place is a button that places it.
import { clickable, el, seatName } from "./dom.js";

const COLUMNS = ["A", "B", "C", "D", "E", "F", "G", "H"];
const ROWS = [1, 2, 3];
const SVG = "http://www.w3.org/2000/svg";
// Where each exit leaves a 60 by 60 field: top and bottom edge, each side edge in two halves.
const EXIT_AT = { N: [30, 0], NE: [60, 15], SE: [60, 45], S: [30, 60], SW: [0, 45], NW: [0, 15] };
const TURNED = { N: "S", S: "N", NE: "SW", SW: "NE", NW: "SE", SE: "NW" };
const FEATURE = { church: "\u271d", windmill: "\u2748", knight: "\u265e" };

/** The tile game's view as its table; play sends a legal move. */
export function tilesTable(view, legal, names, play) {
  const legalSet = new Set(legal);
  const root = el("div", { class: "tiles" });
  const where = view.over ? "The game is over." : `This turn everyone places on ${view.field}.`;
  root.append(el("p", {}, `Round ${view.round} of 3, turn ${view.turn} of ${view.turnsInRound}. ${where}`));
  const mine = (view.boards || []).filter((b) => b.seat === view.viewerSeat);
  const others = (view.boards || []).filter((b) => b.seat !== view.viewerSeat);
  const boards = el("div", { class: "boards" });
  for (const b of [...mine, ...others]) boards.append(principality(b, view, names));
  root.append(boards);
  if (view.hand) root.append(el("h3", {}, "Your tiles"), hand(view.hand, legalSet, play));
  root.append(scores(view, names));
  return root;
}

function principality(board, view, names) {
  const own = board.seat === view.viewerSeat;
  const at = new Map((board.fields || []).map((f) => [f.field, f]));
  const grid = el("div", { class: "grid", role: "grid",
    "aria-label": `${seatName(names, board.seat)}'s principality` });
  for (const row of ROWS) {
    for (const column of COLUMNS) {
      const name = column + row;
      const f = at.get(name);
      const classes = ["field"];
      if (name === view.field && !view.over) classes.push("current");
      if (f && f.pending) classes.push("pending");
      if (f && f.castle) classes.push("castle");
      const title = f ? `${name}: ${f.castle ? `castle ${f.castle}` : f.tile + (f.rotated ? " turned" : "")}` : name;
      grid.append(el("div", { class: classes.join(" "), role: "gridcell", "data-field": name, title },
          f ? tileImage(f.segments, f.castle) : el("span", { class: "name" }, name)));
    }
  }
  const waiting = (view.awaited || []).includes(board.seat) ? " (to place)" : "";
  return el("section", { class: `principality${own ? " own" : ""}`, "data-seat": board.seat },
      el("h4", {}, `${own ? "Your principality" : seatName(names, board.seat)}${waiting}`), grid);
}

/** Your tiles, each as printed and turned 180 degrees; a legal placement is a button. */
function hand(tiles, legalSet, play) {
  const row = el("div", { class: "hand", "aria-label": "your tiles" });
  for (const t of tiles) {
    if (t.hidden) {
      row.append(el("figure", { class: "tile hidden" }, el("div", { class: "field" }, "?"),
          el("figcaption", {}, "hidden, placed last")));
      continue;
    }
    for (const turned of [false, true]) {
      const move = `place ${t.tile}${turned ? " r" : ""}`;
      const segments = turned ? t.segments.map(turn) : t.segments;
      row.append(el("figure", { class: "tile" },
          clickable("div", { class: "field" }, legalSet.has(move) ? move : null, play, tileImage(segments, 0)),
          el("figcaption", {}, `${t.tile}${turned ? " turned" : ""}${t.last ? " (last)" : ""}`)));
    }
  }
  return row;
}

function turn(segment) {
  return {
    exits: segment.exits.map((x) => TURNED[x]),
    features: segment.features.map((f) => ({ ...f, half: f.half === "top" ? "bottom" : "top" })),
  };
}

/** A field's roads: each road a line from its middle to each of its exits, features on it. */
function tileImage(segments, castle) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 60 60");
  svg.setAttribute("aria-hidden", "true");
  for (const s of segments || []) {
    const points = s.exits.map((x) => EXIT_AT[x]);
    const hub = middle(points, s.features);
    for (const [x, y] of points) svg.append(shape("line", { x1: hub[0], y1: hub[1], x2: x, y2: y, class: "road" }));
    s.features.forEach((f, i) => {
      const label = FEATURE[f.kind] + (f.strength ? f.strength : "");
      svg.append(shape("text", { x: hub[0] + (i - (s.features.length - 1) / 2) * 14,
        y: f.half === "top" ? 22 : 46, class: `feature ${f.kind}` }, label));
    });
  }
  if (castle) svg.append(shape("text", { x: 30, y: 26, class: "feature castle" }, `\u265c${castle}`));
  return svg;
}

function middle(points, features) {
  if (points.length === 1) {
    const half = features.length && features[0].half === "bottom" ? 42 : 18;
    return [30, points[0][1] === 0 ? 18 : points[0][1] === 60 ? 42 : half];
  }
  const sum = points.reduce((a, p) => [a[0] + p[0], a[1] + p[1]], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

function shape(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

function scores(view, names) {
  const table = el("table", { class: "players" }, el("tr", {}, el("th", {}, "Player"),
      el("th", {}, "Round 1"), el("th", {}, "Round 2"), el("th", {}, "Round 3"), el("th", {}, "Total")));
  for (const s of view.scores || []) {
    const rounds = [1, 2, 3].map((r) => (s.rounds.find((x) => x.round === r) || {}).total);
    const winner = (view.winners || []).includes(s.seat) ? " (wins)" : "";
    table.append(el("tr", { class: (view.awaited || []).includes(s.seat) ? "turn" : "" },
        el("td", {}, seatName(names, s.seat) + winner), ...rounds.map((t) => el("td", {}, t === undefined ? "" : t)),
        el("td", {}, s.total)));
  }
  return table;
}
