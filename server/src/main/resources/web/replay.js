// The replay viewer: a finished game stepped through move by move, forwards and backwards, on the
// drawn table as spectators saw it (every hand once asked for: the game is over), with what each
// move told.
import { el } from "./dom.js";
import { page, send } from "./page.js";
import { showView } from "./room.js";
import { drawTable } from "./views.js";

const $ = (id) => document.getElementById(id);
const viewer = { id: null, step: 0, moves: 0, full: false, players: [] };

/** Opens the viewer on game {@code id} at its start. */
export function openReplay(id, players = [], origin = null) {
  viewer.id = id;
  viewer.step = 0;
  viewer.moves = 0;
  viewer.full = false;
  viewer.players = players;
  ask(0, origin);
}

/** Whether the viewer shows now. */
export function replaying() {
  return !$("replay").hidden;
}

/** Goes to move {@code step} (kept within the game). */
export function stepTo(step, origin = null) {
  if (viewer.id === null) return;
  ask(Math.max(0, Math.min(step, viewer.moves || step)), origin);
}

/** One move forwards (+1) or backwards (-1). */
export function stepBy(delta) {
  stepTo(viewer.step + delta);
}

function ask(step, origin) {
  send(`/replay ${viewer.id}${viewer.full ? " full" : ""} ${step}`, origin);
}

/** Closes the viewer: back to the lobby or the room the page is in. */
export function closeReplay() {
  viewer.id = null;
  showView(page.room === "lobby" ? "lobby" : "room");
}

function button(label, step, attrs = {}) {
  return el("button", { type: "button", ...attrs, disabled: step < 0 || step > viewer.moves || step === viewer.step,
    onclick: (ev) => stepTo(step, ev.currentTarget) }, label);
}

export const drawings = {
  replay(e) {
    viewer.id = e.id;
    viewer.step = e.step;
    viewer.moves = e.moves;
    viewer.full = e.full;
    if ((e.players || []).length) viewer.players = e.players;
    const names = Object.fromEntries(viewer.players.map((n, i) => [i, n]));
    showView("replay");
    $("replay").dataset.step = e.step;
    $("replay").dataset.moves = e.moves;
    $("replay-title").textContent = `Replay of game #${e.id} (${e.game}${e.seed ? `, seed ${e.seed}` : ""}): `
        + (e.step === 0 ? `the deal, before move 1 of ${e.moves}` : `after move ${e.step} of ${e.moves}`);
    $("replay-controls").replaceChildren(
        button("\u00ab Start", 0, { "data-step": "start" }),
        button("\u25c0 Back", e.step - 1, { "data-step": "back" }),
        button("Forward \u25b6", e.step + 1, { "data-step": "forward" }),
        button("End \u00bb", e.moves, { "data-step": "end" }),
        el("label", {}, el("input", { type: "checkbox", checked: e.full, onchange: (ev) => {
          viewer.full = ev.target.checked;
          ask(viewer.step, ev.target);
        } }), " every hand"),
        el("button", { type: "button", onclick: closeReplay }, "Close"),
        el("span", { class: "hint" }, " (arrow keys step too)"));
    $("replay-events").replaceChildren(...(e.events || []).map((t) => el("li", { class: "pre" }, t)));
    const table = $("replay-table");
    table.replaceChildren();
    (e.views || []).forEach((view, i) => {
      const box = el("div", { class: "replay-view" });
      if (e.full) box.append(el("h3", {}, `As ${names[i] || `seat ${i + 1}`} saw it`));
      const drawn = el("div", { class: "table" });
      drawTable(drawn, { game: e.game, view, legal: [] }, names, () => {}, null);
      box.append(drawn);
      table.append(box);
    });
  },
};
