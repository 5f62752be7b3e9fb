// Tournaments: the list (join or look at one with a click), and the one looked at: its standings,
// each round's tables (watch one) and what its player can do (join, leave, start). What the server
// posts in the tournament's channel (a table ended, a round seated) draws it again: the
// standings stay live.
import { dataTable, el, plural } from "./dom.js";
import { onChannelLine } from "./channels.js";
import { page, send } from "./page.js";

const $ = (id) => document.getElementById(id);
/** The tournament shown, by name, or null. */
let shown = null;
let again = null;

/** "2026-12-01T20:00:00Z" as "2026-12-01 20:00 UTC". */
function clock(iso) {
  return iso ? `${String(iso).slice(0, 16).replace("T", " ")} UTC` : "";
}

function number(n) {
  return n === null || n === undefined ? "" : String(Math.round(n * 2) / 2);
}

function kind(t) {
  return t.format === "swiss" ? `Swiss, ${plural(t.rounds, "round")}` : `arena, ${t.minutes} min`;
}

function stateText(t) {
  if (t.status === "open") return t.starts ? `open, starts ${clock(t.starts)}` : "open";
  if (t.status === "running") return t.format === "swiss" && t.round ? `round ${t.round} of ${t.rounds}` : `until ${clock(t.ends)}`;
  if (t.status === "finished") return t.leader ? `finished: ${t.leader} won` : "finished";
  return t.status;
}

function listRow(t) {
  const show = el("button", { type: "button", class: "small", "aria-label": `Show the tournament ${t.name}`,
    onclick: (ev) => send(`/tourney show ${t.name}`, ev.currentTarget) }, "Show");
  const open = t.status === "open" || t.status === "running";
  const join = open && !page.guest ? el("button", { type: "button", class: "small primary",
    "aria-label": `Join the tournament ${t.name}`, onclick: (ev) => send(`/tourney join ${t.name}`, ev.currentTarget,
      { onOk: () => send(`/tourney show ${t.name}`) }) }, "Join") : null;
  return el("tr", { "data-tourney": t.name }, el("td", {}, t.name), el("td", {}, t.game), el("td", {}, kind(t)),
      el("td", {}, stateText(t)), el("td", {}, String(t.players)), el("td", {}, show, " ", join));
}

function standings(t) {
  const swiss = t.format === "swiss";
  const headers = swiss ? ["Place", "Player", "Points", "Opp. points", "Rating", "Games", "Now"]
    : ["Place", "Player", "Points", "Games", "Rating", "Now"];
  const rows = (t.standings || []).map((p) => {
    const now = p.withdrawn ? "withdrew" : p.playing
      ? el("button", { type: "button", class: "small", "aria-label": `Watch ${p.name} at ${p.playing}`,
        onclick: (ev) => send(`/room ${p.playing}`, ev.currentTarget) }, `at ${p.playing}`) : "";
    const cells = swiss ? [String(p.rank), p.name, number(p.points), number(p.opponents), String(p.rating), String(p.games), now]
      : [String(p.rank), p.name, number(p.points), String(p.games), String(p.rating), now];
    return { attrs: { "data-player": p.name, class: p.name === page.name ? "me" : "" }, cells };
  });
  return rows.length ? dataTable("Standings", headers, rows, { class: "players standings" })
    : el("p", {}, "Nobody has joined yet.");
}

function tableItem(x) {
  const who = (x.players || []).map((p, i) => (x.points ? `${p} ${number(x.points[i])}` : p)).join(", ")
    + (x.bots ? ` and ${plural(x.bots, "bot")}` : "");
  const go = x.state === "playing" || x.state === "waiting"
    ? el("button", { type: "button", class: "small", "aria-label": `Go to ${x.room}`,
      onclick: (ev) => send(`/room ${x.room}`, ev.currentTarget) }, (x.players || []).includes(page.name) ? "Play" : "Watch")
    : null;
  return el("li", { "data-table": x.room }, `${x.room} (${x.state}): ${who} `, go);
}

function rounds(t) {
  const groups = new Map();
  for (const x of t.tables || []) {
    if (!groups.has(x.round)) groups.set(x.round, []);
    groups.get(x.round).push(x);
  }
  const out = [];
  for (const [round, tables] of groups) {
    const missed = (t.missed || []).filter((m) => m.round === round).map((m) => m.name);
    out.push(el("h5", {}, round ? `Round ${round}` : "Tables"),
        missed.length ? el("p", {}, `Missed (not online at its start): ${missed.join(", ")}`) : null,
        el("ul", { class: "list" }, tables.map(tableItem)));
  }
  return out;
}

function actions(t) {
  const mine = (t.standings || []).find((p) => p.name === page.name && !p.withdrawn);
  const open = t.status === "open" || t.status === "running";
  const act = (label, line) => el("button", { type: "button", onclick: (ev) => send(line, ev.currentTarget,
    { onOk: () => send(`/tourney show ${t.name}`) }) }, label);
  return el("div", { class: "actions" },
      open && !mine && !page.guest ? act("Join", `/tourney join ${t.name}`) : null,
      open && mine ? act("Leave", `/tourney leave ${t.name}`) : null,
      t.status === "open" && t.creator === page.name ? act("Start now", `/tourney start ${t.name}`) : null,
      open && !page.channels.has(t.name) ? el("button", { type: "button", title: "Its channel: pairings, results and"
        + " standings as they come, and this view kept up to date", onclick: (ev) => send(`/channel ${t.name}`,
        ev.currentTarget) }, `Follow #${t.name}`) : null,
      el("button", { type: "button", onclick: (ev) => send(`/tourney show ${t.name}`, ev.currentTarget) }, "Refresh"));
}

/** Draws the shown tournament again a moment after its news (the channel is busy at a round's start). */
function refresh(channel, from) {
  if (from !== "tourney" || channel !== shown || again) return;
  again = setTimeout(() => {
    again = null;
    if (page.connected && shown) send(`/tourney show ${shown}`);
  }, 300);
}

export const drawings = {
  tourneys(e) {
    const body = $("tourneys").querySelector("tbody");
    const list = e.tourneys || [];
    body.replaceChildren(...list.map(listRow));
    $("tourneys-empty").hidden = list.length > 0;
  },

  tourney(e) {
    shown = e.name;
    const how = `${kind(e)} of ${e.title || e.game} at tables of ${e.seats}; ${e.rated ? "rated" : "not rated"},`
      + ` ${e.timer} s a move; made by ${e.creator}.`;
    $("tourney").replaceChildren(el("section", { class: "tourney", "data-tourney": e.name, "aria-label": `The tournament ${e.name}` },
        el("h4", {}, `${e.name}: ${stateText({ ...e, leader: (e.standings || [])[0] && e.standings[0].name })}`),
        el("p", {}, how), actions(e), standings(e), rounds(e)));
  },
};

/** The list's refresh, and the live standings. */
export function wireTourneys() {
  $("tourneys-refresh").addEventListener("click", (ev) => send("/tourney list", ev.currentTarget));
  onChannelLine(refresh);
}

/** A notice the server sent about tournaments: the list may have changed. */
export function tourneyNews() {
  if (page.room === "lobby") send("/tourney list");
}
