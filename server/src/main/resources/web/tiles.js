// The tile game's table: each principality as a table of its 8 by 3 fields, roads drawn on the
// tiles with their churches, windmills, knights and castles, the field of the turn marked and the
// tiles placed this round shaded; your tiles below, each as printed and turned, and a tile you may
// place is a button that places it. Every field and tile says in words what lies on it.
import { clickable, dataTable, el, seatName, sr } from "./dom.js";

const COLUMNS = ["A", "B", "C", "D", "E", "F", "G", "H"];
const ROWS = [1, 2, 3];
const SVG = "http://www.w3.org/2000/svg";
// Where each exit leaves a 60 by 60 field: top and bottom edge, each side edge in two halves.
const EXIT_AT = { N: [30, 0], NE: [60, 15], SE: [60, 45], S: [30, 60], SW: [0, 45], NW: [0, 15] };
const TURNED = { N: "S", S: "N", NE: "SW", SW: "NE", NW: "SE", SE: "NW" };
const SYMBOL = { church: "\u271d", windmill: "\u2748", knight: "\u265e" };
const CATEGORIES = [["castle6", "Castle 6"], ["castle4", "Castle 4"], ["churches", "Churches"],
  ["windmills", "Windmills"], ["defense", "Defense"], ["largestGroup", "Strongest group"]];
const SCORED = { castle6: "castle6", castle4: "castle4", churches: "churches", windmills: "windmills",
  defense: "defense", knight_group: "largestGroup" };

/** A road in words: "a road N-S with a church (top half)", "a dead end at NE". */
function describeSegment(s) {
  const road = s.exits.length === 1 ? `a dead end at ${s.exits[0]}` : `a road ${s.exits.join("-")}`;
  const features = s.features.map((f) => f.kind === "knight" ? `a knight of strength ${f.strength} (${f.half} half)`
    : `a ${f.kind} (${f.half} half)`);
  return features.length ? `${road} with ${features.join(" and ")}` : road;
}

function describeTile(segments) {
  return (segments || []).map(describeSegment).join("; ");
}

function describeField(name, f) {
  if (!f) return `${name}: empty`;
  if (f.castle) return `${name}: castle worth ${f.castle}, roads leaving SW and SE`;
  return `${name}: tile ${f.tile}${f.rotated ? " turned" : ""}${f.pending ? " (your placement, not revealed yet)" : ""}: `
      + describeTile(f.segments);
}

export const tiles = {
  id: "quixote-tiles",
  drawing: "tiles",

  newStory() {
    return { round: 1, thisRound: new Set(), scoring: {}, scored: 0 };
  },

  remember(story, type, data, text) {
    if (type === "field_announced" && data.round !== story.round) {
      story.round = data.round;
      story.thisRound = new Set();
    } else if (type === "placements_revealed") {
      story.thisRound.add(data.field);
    } else if (type === "category_scored" || type === "round_points") {
      (story.scoring[data.round] = story.scoring[data.round] || []).push({ ...data, text });
    } else if (type === "round_scored") {
      story.scored = data.round;
    }
  },

  draw(view, t) {
    const legalSet = new Set(t.legal);
    const root = el("div", { class: "tiles" });
    const where = view.over ? "The game is over." : `This turn everyone places a tile on ${view.field}.`;
    root.append(el("p", {}, `Round ${view.round} of 3, turn ${view.turn} of ${view.turnsInRound}. ${where}`));
    const mine = (view.boards || []).filter((b) => b.seat === view.viewerSeat);
    const others = (view.boards || []).filter((b) => b.seat !== view.viewerSeat);
    const boards = el("div", { class: "boards" });
    for (const b of [...mine, ...others]) boards.append(principality(b, view, t));
    root.append(boards);
    if (view.hand) root.append(el("h3", {}, "Your tiles"), hand(view.hand, legalSet, t.play));
    root.append(scores(view, t.names));
    return root;
  },

  decision(view, t) {
    if (!t.legal.length) {
      return view.hand && (view.placed || []).includes(view.viewerSeat) && !view.over
        ? `You have placed on ${view.field}; the placements are shown once everyone has placed.` : "";
    }
    const last = (view.hand || []).some((h) => h.last) && t.legal.length <= 2
      ? " It is your last tile of the round." : "";
    return `Place one of your tiles on ${view.field}: click it as printed or turned 180\u00b0. Everyone places `
        + `on ${view.field} at once; the placements are revealed when all have placed.${last}`;
  },

  legend() {
    const feature = (kind, label) => el("span", { class: `symbol ${kind}` }, label);
    return [
      [feature("church", SYMBOL.church), "A church. Churches joined by roads score: 2 for two, 2 per church for three or more."],
      [feature("windmill", SYMBOL.windmill), "A windmill: scores as churches do, on its own (never with churches)."],
      [feature("knight", `${SYMBOL.knight}2`), "A knight of strength 2. Knights joined to a castle win it; knights whose road leaves the principality on their half defend."],
      [feature("castle", "\u265c6"), "A castle worth 6 (or 4), the same field on every board: 1, 2, 3 knights joined to it in rounds 1, 2, 3 score its value."],
      [el("span", { class: "swatch road" }), "A road. Neighbouring fields join where both have the exits that meet."],
      [el("span", { class: "swatch current" }), "The field of this turn: everyone places there."],
      [el("span", { class: "swatch this-round" }), "A tile placed this round."],
      [el("span", { class: "swatch pending" }), "Your placement of this turn, not revealed to the others yet."],
      ["N, NE, SE, S, SW, NW", "The six points where a road may leave a field: top, right (top, bottom half), bottom, left (bottom, top half)."],
    ];
  },

  roundResult(story, names) {
    const round = story.scored;
    const lines = story.scoring[round];
    if (!round || !lines) return null;
    const seats = [...new Set(lines.map((l) => l.seat))];
    const rows = seats.map((seat) => {
      const cells = [seatName(names, seat)];
      for (const [key] of CATEGORIES) {
        const line = lines.find((l) => l.seat === seat && SCORED[l.category] === key);
        cells.push(line ? el("span", { title: line.text }, String(line.points)) : "");
      }
      const total = lines.find((l) => l.seat === seat && l.category === undefined);
      cells.push(total ? `${total.points} (${total.total} in all)` : "");
      return cells;
    });
    return el("div", {}, dataTable(`Round ${round} scored`, ["Player", ...CATEGORIES.map((c) => c[1]), "Round"],
        rows, { class: "players round-scores" }),
    el("details", {}, el("summary", {}, "How each was scored"),
        el("ul", {}, lines.filter((l) => l.category).map((l) => el("li", {}, l.text)))));
  },

  results(view, story, names) {
    const rows = [];
    for (const s of view.scores || []) {
      for (const r of s.rounds) {
        rows.push([seatName(names, s.seat), `Round ${r.round}`, ...CATEGORIES.map(([k]) => String(r[k] ?? "")),
          String(r.total)]);
      }
      rows.push({ attrs: { class: "total" }, cells: [seatName(names, s.seat), "All", ...CATEGORIES.map(() => ""),
        String(s.total)] });
    }
    return rows.length ? dataTable("Points per round and category", ["Player", "Round", ...CATEGORIES.map((c) => c[1]), "Points"],
        rows, { class: "players scores" }) : null;
  },
};

function principality(board, view, t) {
  const own = board.seat === view.viewerSeat;
  const at = new Map((board.fields || []).map((f) => [f.field, f]));
  const whose = own ? "Your principality" : `${seatName(t.names, board.seat)}'s principality`;
  const waiting = (view.awaited || []).includes(board.seat) ? " (to place)" : "";
  const thisRound = (t.story && t.story.thisRound) || new Set();
  const grid = el("table", { class: "grid" }, el("caption", {}, whose + waiting),
      el("thead", {}, el("tr", {}, el("td", {}), COLUMNS.map((c) => el("th", { scope: "col" }, c)))));
  const body = el("tbody");
  for (const row of ROWS) {
    const tr = el("tr", {}, el("th", { scope: "row" }, String(row)));
    for (const column of COLUMNS) {
      const name = column + row;
      const f = at.get(name);
      const classes = ["field"];
      if (name === view.field && !view.over) classes.push("current");
      if (f && f.pending) classes.push("pending");
      if (f && f.castle) classes.push("castle");
      if (f && !f.castle && thisRound.has(name)) classes.push("this-round");
      const words = describeField(name, f) + (name === view.field && !view.over ? "; the field of this turn" : "");
      tr.append(el("td", { class: classes.join(" "), "data-field": name, "data-tile": f && f.tile ? f.tile + (f.rotated ? "r" : "") : false,
        title: words }, f ? tileImage(f.segments, f.castle) : el("span", { class: "name", "aria-hidden": "true" }, name), sr(words)));
    }
    body.append(tr);
  }
  grid.append(body);
  return el("section", { class: `principality${own ? " own" : ""}`, "data-seat": board.seat }, grid);
}

/** Your tiles, each as printed and turned 180 degrees; a legal placement is a button. */
function hand(tilesInHand, legalSet, play) {
  const row = el("div", { class: "hand", role: "group", "aria-label": "your tiles" });
  for (const t of tilesInHand) {
    if (t.hidden) {
      const words = "Your hidden tile: it is shown on the last turn of round 3";
      row.append(el("figure", { class: "tile hidden" }, el("div", { class: "field", title: words }, "?"),
          el("figcaption", {}, "hidden, placed last")));
      continue;
    }
    for (const turned of [false, true]) {
      const move = `place ${t.tile}${turned ? " r" : ""}`;
      const segments = turned ? t.segments.map(turn) : t.segments;
      const words = `${t.tile}${turned ? " turned 180\u00b0" : " as printed"}: ${describeTile(segments)}`;
      row.append(el("figure", { class: "tile", "data-tile": t.tile + (turned ? "r" : "") },
          clickable("div", { class: "field", title: words }, legalSet.has(move) ? move : null, play,
              tileImage(segments, 0), sr(words)),
          el("figcaption", { "aria-hidden": "true" }, `${t.tile}${turned ? " turned" : ""}${t.last ? " (last)" : ""}`)));
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
  svg.setAttribute("focusable", "false");
  for (const s of segments || []) {
    const points = s.exits.map((x) => EXIT_AT[x]);
    const hub = middle(points, s.features);
    for (const [x, y] of points) svg.append(shape("line", { x1: hub[0], y1: hub[1], x2: x, y2: y, class: "road" }));
    s.features.forEach((f, i) => {
      const label = SYMBOL[f.kind] + (f.strength ? f.strength : "");
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
  const rows = (view.scores || []).map((s) => {
    const rounds = [1, 2, 3].map((r) => (s.rounds.find((x) => x.round === r) || {}).total);
    const winner = (view.winners || []).includes(s.seat) ? " (wins)" : "";
    return { attrs: { class: (view.awaited || []).includes(s.seat) ? "turn" : false, "data-seat": s.seat },
      cells: [seatName(names, s.seat) + winner, ...rounds.map((x) => (x === undefined ? "" : String(x))), String(s.total)] };
  });
  return dataTable(null, ["Player", "Round 1", "Round 2", "Round 3", "Total"], rows, { class: "players" });
}
