// The rules panel: for each game, what /spielinfo says (asked from the server: the same text a
// terminal reads), the legend of the page's own drawing, and the rules in full from the game's
// document (docs/games, which the server serves under /rules/). One click away at any time.
import { el } from "./dom.js";
import { blocks, sections } from "./markdown.js";
import { page, send } from "./page.js";
import { dialogKind, openDialog } from "./ui.js";
import { legend } from "./views.js";

/** Sections of a game's document that are for programmers, not players. */
const NOT_RULES = /view fields|^events|text render|^bots|reconstructed|how a game package|what the tests/i;
const documents = new Map();

/** Opens the rules of {@code game} (the table's game, else the first the server has). */
export function openRules(game = page.game || page.games[0]) {
  if (!game) return;
  const choose = el("select", { id: "rules-game", "aria-label": "Game", onchange: (ev) => openRules(ev.target.value) },
      page.games.map((g) => el("option", { value: g, selected: g === game }, g)));
  const summary = el("section", { id: "rules-summary", "aria-label": "In short" }, el("p", {}, "Asking the server..."));
  const full = el("section", { id: "rules-full", "aria-label": "The rules in full" }, el("p", {}, "Loading the rules..."));
  const key = legend(game);
  openDialog("Rules", el("div", { class: "rules", "data-game": game }, el("p", {}, el("label", {}, "Game ", choose)),
      summary, key ? el("section", { "aria-label": "What the page shows" }, el("h3", {}, "On the table"), key) : null, full),
  { id: "rules" });
  send(`/spielinfo ${game}`, null, { on: { info: (e) => fillSummary(summary, e.lines || []) } });
  loadDocument(game).then((text) => fillDocument(full, text), () => {
    full.replaceChildren(el("p", {}, "The full rules could not be loaded; the summary above has the essentials."));
  });
}

function loadDocument(game) {
  if (!documents.has(game)) {
    documents.set(game, fetch(`/rules/${encodeURIComponent(game)}.md`).then((r) => {
      if (!r.ok) throw new Error(`${r.status}`);
      return r.text();
    }));
  }
  return documents.get(game);
}

/**
 * The server's summary, its 80-column lines joined again: prose into paragraphs, the legend
 * ("How to read the table:") and the options one item per entry (an indented line goes on).
 */
export function fillSummary(target, lines) {
  const parts = [el("h3", {}, "In short")];
  let para = [];
  let list = null;
  const endPara = () => {
    if (para.length) parts.push(el("p", {}, para.join(" ")));
    para = [];
  };
  for (const line of lines) {
    if (/^(How to read the table|Options \(|Options of)/.test(line)) {
      endPara();
      parts.push(el("h4", {}, line.replace(/:$/, "")));
      list = el("ul", { class: "summary-list" });
      parts.push(list);
    } else if (list && line.startsWith("  ")) {
      if (/^ {2}\S/.test(line) && !/^ {3}/.test(line) && line.trim().includes(" = ")) {
        list.append(el("li", {}, line.trim()));
      } else if (list.lastElementChild) {
        list.lastElementChild.append(` ${line.trim()}`);
      } else {
        list.append(el("li", {}, line.trim()));
      }
    } else if (list && !/^(Moves may|This table|Rated|Bots)/.test(line)) {
      list.append(el("li", {}, line.trim()));
    } else {
      list = null;
      para.push(line.trim());
      if (/[.:!]$/.test(line.trim())) endPara();
    }
  }
  endPara();
  target.replaceChildren(...parts);
}

function fillDocument(target, text) {
  const parts = sections(text).filter((s) => !NOT_RULES.test(s.heading));
  target.replaceChildren(el("h3", {}, "The rules in full"), ...parts.map((s, i) => s.heading
    ? el("details", { open: i <= 1 }, el("summary", {}, s.heading), ...blocks(s.markdown, 4))
    : el("div", {}, ...blocks(s.markdown, 4))));
}

/** Whether the rules show now. */
export function rulesOpen() {
  return dialogKind() === "rules";
}
