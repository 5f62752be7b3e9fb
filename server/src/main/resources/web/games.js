// A player's games: every game they sit in, live and turn-based, with whose move it is and the
// time left, each a link to its room (the lobby's "Your games"); the notice that a turn-based
// game waits for their move, with a link and a browser notification; and what they missed while
// they were away from a turn-based table.
import { el } from "./dom.js";
import { page, send } from "./page.js";
import { turnSignal } from "./signals.js";
import { log } from "./ui.js";

const $ = (id) => document.getElementById(id);

/** Seconds as the server says them: 18 h, 2 d, 35 min, 12 s. */
export function timeLeft(seconds) {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  if (s >= 2 * 86400) return `${Math.floor(s / 86400)} d`;
  if (s >= 3600) return `${Math.floor(s / 3600)} h`;
  if (s >= 60) return `${Math.floor(s / 60)} min`;
  return `${s} s`;
}

/** Asks for the player's games again (registered players: guests' games are live and in view). */
export function refreshGames() {
  if (page.name && !page.guest) send("/games");
}

function whose(g) {
  const time = g.left !== undefined && g.left !== null ? `, ${timeLeft(g.left)} left` : "";
  if (g.yourMove) return `your move${time}`;
  if (!g.awaited) return "on another node";
  if (!g.awaited.length) return "nobody's move";
  return `${g.awaited.join(" and ")}${g.awaited.length === 1 ? "'s move" : " to move"}${time}`;
}

function goTo(room, label = room) {
  return el("button", { type: "button", class: "link", title: `Go to ${room}`,
    onclick: (ev) => send(`/room ${room}`, ev.currentTarget) }, label);
}

function gameItem(g, name) {
  const others = (g.players || []).filter((p) => p !== name);
  const pace = g.pace === "turnbased" ? `turn-based, ${g.movetime} a move` : "live";
  return el("li", { "data-game-room": g.room, class: g.yourMove ? "your-move" : "" }, goTo(g.room),
      ` ${g.game} (${pace}): ${whose(g)}${others.length ? `; with ${others.join(", ")}` : ""}`);
}

export const drawings = {
  games(e) {
    const games = e.games || [];
    $("games").replaceChildren(...(games.length ? games.map((g) => gameItem(g, e.name))
      : [el("li", { class: "empty" }, "No running game of yours. Post an ad, or make a room.")]));
    if (document.body.dataset.view !== "lobby") {
      log(games.length ? `Your games: ${games.map((g) => `${g.room} (${whose(g)})`).join(", ")}.`
        : "You have no seat in a running game.");
    }
  },

  missed(e) {
    const moves = (e.version || 0) - (e.from || 0);
    log(el("span", {}, `Since you left ${e.room}: ${moves} ${moves === 1 ? "move" : "moves"}`
        + `${e.left !== undefined && e.left !== null ? `; it is your move, ${timeLeft(e.left)} left` : ""}.`), "notice");
    for (const entry of (e.events || []).slice(-12)) log(el("span", { class: "pre" }, entry.text), "game quiet");
  },
};

/**
 * A notice that a turn-based game waits for the player's move (or ended while they were away):
 * in the log with a link to its room, a notification while the tab is hidden, and the list of
 * their games asked for again.
 */
export function turnNotice(e) {
  const rooms = [...String(e.message || "").matchAll(/\/room (\S+)/g)].map((m) => m[1]);
  log(el("span", { class: "turn" }, e.message, ...rooms.map((r) => [" ", goTo(r, `Go to ${r}`)]).flat()), "notice");
  turnSignal(e.message);
  refreshGames();
}
