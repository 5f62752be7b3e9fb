// The game table, drawn from the JSON view of a state event: each game has its own drawing (in
// its own module), with its legal moves clickable on the table, what the current decision means,
// a legend of its symbols, and what its events told that its views do not keep (its "story": the
// trick just won, the tiles placed this round, the round's scores). A game without a drawing,
// or whose drawing fails, is shown as a tidy outline of its view, and says so; the legal moves
// are buttons below the table in every case.
import { doncarlo } from "./doncarlo.js";
import { el, seatName } from "./dom.js";
import { hidalgo } from "./hidalgo.js";
import { tiles } from "./tiles.js";
import { tricks } from "./tricks.js";

export const GAMES = Object.fromEntries([tricks, doncarlo, tiles, hidalgo].map((g) => [g.id, g]));

/** A fresh story for a game (null for a game the page does not draw). */
export function newStory(game) {
  const g = GAMES[game];
  return g ? { game, data: g.newStory() } : null;
}

/** A game event told: its game's story keeps what it needs of it. Never throws. */
export function remember(story, event) {
  const g = story && GAMES[story.game];
  if (!g) return;
  try {
    g.remember(story.data, event.type, event.data || {}, event.text || "");
  } catch (e) {
    console.warn("could not keep a game event", event.type, e);
  }
}

/**
 * Draws the state's table into container; names maps seats to names, play(move, origin) sends
 * a move. Returns what the current decision means for the viewer ("" when nothing is asked).
 */
export function drawTable(container, state, names, play, story) {
  const view = state.view || {};
  const legal = state.legal || [];
  const game = GAMES[state.game];
  const context = { legal, names, play, story: story && story.game === state.game ? story.data : null };
  container.replaceChildren();
  if (!game) {
    container.append(el("p", { class: "undrawn-game" }, `The page has no drawing of ${state.game} yet: its view `
        + "as an outline; the moves below work."), outline(view, names));
    return "";
  }
  try {
    container.append(game.draw(view, context));
    return game.decision(view, context) || "";
  } catch (e) {
    console.error("drawing failed", e);
    container.replaceChildren(el("p", { class: "drawing-failed", role: "alert" },
        `This table could not be drawn (${e.message}). Here is what the game says, as an outline; `
        + "the moves below still work."), outline(view, names));
    return "";
  }
}

/** The legend of a game's symbols, as a list of symbol and meaning; empty for a game without a drawing. */
export function legend(game) {
  const g = GAMES[game];
  if (!g) return null;
  return el("dl", { class: "legend" }, g.legend().map(([symbol, meaning]) =>
    [el("dt", {}, symbol), el("dd", {}, meaning)]));
}

/** The last round's scores, as its game draws them, or null. */
export function roundResult(story, names) {
  const g = story && GAMES[story.game];
  try {
    return g ? g.roundResult(story.data, names) : null;
  } catch (e) {
    console.warn("round result", e);
    return null;
  }
}

/** The game's own detail of a final result (points per category), or null. */
export function gameResult(state, story, names) {
  const g = state && GAMES[state.game];
  try {
    return g ? g.results(state.view || {}, story && story.game === state.game ? story.data : g.newStory(), names) : null;
  } catch (e) {
    console.warn("game result", e);
    return null;
  }
}

/** Any view as nested lists, seats named: for games not drawn yet, and drawings that failed. */
export function outline(value, names, key = "") {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) {
      return el("span", {}, value.join(" "));
    }
    if (value.every((v) => v !== null && typeof v === "object" && !Array.isArray(v))) {
      return rows(value, names);
    }
    return el("ol", { start: 0 }, value.map((v) => el("li", {}, outline(v, names))));
  }
  if (value !== null && typeof value === "object") {
    return el("dl", { class: "view", tabindex: key ? false : "0" }, Object.entries(value).map(([k, v]) =>
      [el("dt", {}, k), el("dd", {}, outline(v, names, k))]));
  }
  if (typeof value === "number" && /seat|turn|leader|viewer|winner/i.test(key) && names && names[value]) {
    return el("span", {}, `${value} (${seatName(names, value)})`);
  }
  return el("span", {}, String(value));
}

/** A list of records (countries, players, cards) as a table, one column per field. */
function rows(records, names) {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
  return el("table", { class: "records" }, el("thead", {}, el("tr", {}, keys.map((k) => el("th", { scope: "col" }, k)))),
      el("tbody", {}, records.map((r) => el("tr", {}, keys.map((k) => el("td", {}, k in r ? outline(r[k], names, k) : ""))))));
}
