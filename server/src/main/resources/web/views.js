// The game table, drawn from the JSON view of a state event: each game has its own drawing (in
// its own module), with its legal moves clickable on the table; a game without one is shown as a
// tidy outline of its view. The legal moves are buttons below the table as well.
import { el } from "./dom.js";
import { donCarloTable } from "./doncarlo.js";
import { hidalgoTable } from "./hidalgo.js";
import { tilesTable } from "./tiles.js";
import { trickTable } from "./tricks.js";

const TABLES = {
  "quixote-tricks": trickTable,
  doncarlo: donCarloTable,
  "quixote-tiles": tilesTable,
  hidalgo: hidalgoTable,
};

/** Draws the state's table into container; names maps seats to names. */
export function drawTable(container, state, names, play) {
  container.replaceChildren();
  const view = state.view || {};
  const table = TABLES[state.game];
  container.append(table ? table(view, state.legal || [], names, play) : outline(view, names));
}

/** Any view as nested lists, seats named: the fallback for games not drawn yet. */
export function outline(value, names, key = "") {
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== "object")) {
      return el("span", {}, value.join(" "));
    }
    if (value.every((v) => v !== null && typeof v === "object" && !Array.isArray(v))) {
      return rows(value, names);
    }
    const list = el("ol", { start: 0 });
    value.forEach((v) => list.append(el("li", {}, outline(v, names))));
    return list;
  }
  if (value !== null && typeof value === "object") {
    const dl = el("dl", { class: "view" });
    for (const [k, v] of Object.entries(value)) {
      dl.append(el("dt", {}, k), el("dd", {}, outline(v, names, k)));
    }
    return dl;
  }
  if (typeof value === "number" && /seat|turn|leader|viewer|winner/i.test(key) && names[value]) {
    return el("span", {}, `${value} (${names[value]})`);
  }
  return el("span", {}, String(value));
}

/** A list of records (countries, players, cards) as a table, one column per field. */
function rows(records, names) {
  const keys = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const table = el("table", { class: "records" }, el("tr", {}, ...keys.map((k) => el("th", {}, k))));
  for (const r of records) {
    table.append(el("tr", {}, ...keys.map((k) => el("td", {}, k in r ? outline(r[k], names, k) : ""))));
  }
  return table;
}


