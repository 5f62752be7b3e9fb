// The room the page is in and its table: seats, options, whose move it is and what it means, the
// drawn table and the legal moves, the game log beside it (from the server, so that it survives a
// reload), and the results of each round and of the game as a panel.
import { MoveClock } from "./clock.js";
import { dataTable, el, seatName, someNames } from "./dom.js";
import { page, send } from "./page.js";
import { applyPatch } from "./patch.js";
import { settings, moveState } from "./signals.js";
import { clearNote, clearTab, log, note, openDialog, renameTab, tab } from "./ui.js";
import { drawTable, gameResult, newStory, remember, roundResult } from "./views.js";

const $ = (id) => document.getElementById(id);
const clock = new MoveClock($("timer"));
/** The round whose scores the results panel shows, so that a state does not show it again. */
let shownRound = null;
/** The move waiting for confirmation ("confirm moves"), and the element clicked for it. */
let pendingMove = null;
/** A /show was sent for a change the page could not lay over its state; cleared by a state. */
let showAsked = false;

/** Which part of the page shows: the lobby, a room's table, or the replay viewer. */
export function showView(view) {
  $("lobby").hidden = view !== "lobby";
  $("room").hidden = view !== "room";
  $("replay").hidden = view !== "replay";
  $("to-lobby").hidden = view === "lobby";
  document.body.dataset.view = view;
}

/** Sends a move, or asks first when the "confirm moves" setting is on. */
export function play(move, origin) {
  if (!page.state) return;
  if (settings.confirm) {
    askToConfirm(move, origin);
    return;
  }
  sendMove(move, origin);
}

function sendMove(move, origin) {
  hideConfirm();
  if (origin) clearNote(origin);
  send(`/play @${page.state.version} ${move}`, origin, { move });
}

function askToConfirm(move, origin) {
  pendingMove = { move, origin };
  for (const b of document.querySelectorAll("#table .selected, #moves .selected")) b.classList.remove("selected");
  if (origin) origin.classList.add("selected");
  const box = $("confirm-move");
  const go = el("button", { type: "button", class: "primary", id: "confirm-yes", onclick: () => sendMove(move, origin) }, "Play it");
  box.replaceChildren(el("span", {}, `Play ${move}? `), go,
      el("button", { type: "button", onclick: hideConfirm }, "Cancel"),
      el("span", { class: "hint" }, " (Enter plays it, Escape cancels)"));
  box.hidden = false;
  go.focus();
}

/** No move waits for confirmation (cancelled, sent, or no longer legal). */
export function hideConfirm() {
  const origin = pendingMove && pendingMove.origin;
  pendingMove = null;
  $("confirm-move").hidden = true;
  $("confirm-move").replaceChildren();
  for (const b of document.querySelectorAll("#table .selected, #moves .selected")) b.classList.remove("selected");
  if (origin && origin.isConnected) origin.focus();
}

/** Whose move it is, by name: yours, and whoever else the game waits for. */
function whoseTurn(legal, waiting) {
  const others = waiting.filter((n) => n !== page.name);
  if (legal.length) return others.length ? `Your move; also waiting for ${others.join(", ")}.` : "Your move.";
  return others.length ? `Waiting for ${others.join(", ")}.` : "";
}

function showRoomState(state) {
  page.roomState = state;
  $("room-title").textContent = `${page.title}, ${state}`;
  const seated = mySeat() !== null;
  const actions = {
    "/join": !seated,
    "/leave": seated,
    "/addbot smart": state !== "playing",
    "/start": state !== "playing",
    "/reset": state === "finished",
  };
  for (const b of document.querySelectorAll("#room-actions button[data-cmd]")) {
    if (b.dataset.cmd in actions) b.hidden = !actions[b.dataset.cmd];
  }
}

/** The viewer's seat at this table, or null. */
export function mySeat() {
  for (const [seat, name] of Object.entries(page.seats)) {
    if (name === page.name) return Number(seat);
  }
  return null;
}

function showSeats() {
  const seats = Object.entries(page.seats).map(([s, n]) => `${Number(s) + 1}. ${n}`);
  $("seats").textContent = seats.length ? `Seats: ${seats.join(", ")}` : "No seat taken.";
  showRoomState(page.roomState);
}

function clearTable() {
  $("options").replaceChildren();
  $("table").replaceChildren();
  $("moves").replaceChildren();
  $("turn").textContent = "";
  $("decision").textContent = "";
  hideConfirm();
  hideResults();
  clock.stop();
  page.state = null;
  delete $("table").dataset.over;
  delete $("table").dataset.version;
  moveState(false);
}

function drawState() {
  const e = page.state;
  if (!e) return;
  const legal = e.legal || [];
  const waiting = (e.awaited || []).map((s) => seatName(page.seats, s));
  const decision = drawTable($("table"), e, page.seats, play, page.story);
  $("table").dataset.version = e.version;
  $("table").dataset.game = e.game;
  $("turn").textContent = $("table").dataset.over ? $("turn").textContent : whoseTurn(legal, waiting);
  $("decision").textContent = decision;
  $("moves").replaceChildren(...(legal.length ? [el("span", { class: "label" }, "Your moves: ")] : []),
      ...legal.map((m) => el("button", { type: "button", class: "move", "data-move": m, title: `send /play ${m}`,
        onclick: (ev) => play(m, ev.currentTarget) }, m)));
  if (pendingMove && !legal.includes(pendingMove.move)) hideConfirm();
  const round = roundResult(page.story, page.seats);
  const key = round && round.querySelector("caption") ? round.querySelector("caption").textContent : null;
  if (round && key !== shownRound && !$("table").dataset.over) {
    shownRound = key;
    showResults(key, round);
  }
}

function hideResults() {
  $("results").hidden = true;
  $("results").replaceChildren();
}

function showResults(heading, ...content) {
  $("results").replaceChildren(el("div", { class: "results-head" }, el("h3", { id: "results-heading" }, heading),
      el("button", { type: "button", class: "small", onclick: hideResults }, "Hide")), ...content.filter((c) => c));
  $("results").hidden = false;
}

/** The story and the game log tab start again for a new game (or a page back in a room). */
function newGame(game) {
  page.story = newStory(game);
  shownRound = null;
  clearTab("gamelog");
}

function logGame(text, kind = "game") {
  log(el("span", { class: "pre" }, text), kind, "gamelog");
}

/** A rating change as people read it: 1012 -> 1031 (+19). */
function ratingChange(c) {
  const delta = c.after - c.before;
  return `${c.name} ${c.before} -> ${c.after}${c.provisional ? "?" : ""} (${delta >= 0 ? "+" : ""}${delta})`;
}

/**
 * The end's own words: the server's headline (who won, the team's fate, the solo score, why it
 * was aborted), as the text clients read it; derived from the winners for an older server.
 */
function winnersLine(e) {
  if (e.headline) {
    if (e.outcome === "aborted") return `Aborted: ${e.headline}`;
    return e.headline[0].toUpperCase() + e.headline.slice(1);
  }
  const notes = (e.summary || []).filter((l) => !/^\s+\d+\./.test(l));
  if ((e.winners || []).length === 1) return `${e.winners[0]} wins!`;
  if ((e.winners || []).length > 1) return `Shared victory: ${e.winners.join(", ")}!`;
  return `Nobody wins${notes.length ? `: ${notes.join(" ")}` : "."}`;
}

function optionRow(o) {
  const id = `option-${o.key}`;
  const choices = /^[a-z0-9]+(\|[a-z0-9]+)+$/i.test(o.allowed || "") ? o.allowed.split("|") : null;
  const input = choices
    ? el("select", { id }, choices.map((c) => el("option", { value: c, selected: c === o.value }, c)))
    : el("input", { id, value: o.value, size: 8 });
  const form = el("form", { class: "option", onsubmit: (ev) => {
    ev.preventDefault();
    send(`/option ${o.key} ${input.value}`, ev.currentTarget);
  } }, el("label", { for: id, title: o.help || "" }, o.key), " ", input, " ",
  el("button", { type: "submit" }, "Set"), el("span", { class: "hint" }, ` ${o.help || ""}${o.allowed ? ` (${o.allowed})` : ""}`));
  return form;
}

/** Who a room's description names, and how many more are there (a crowded room names the first 50). */
function here(e) {
  const names = (e.members || []).map((m) => m.name);
  const more = (e.here || 0) - names.length;
  return someNames(names, more) + (more > 0 ? " (/who lists everyone)" : "");
}

export const drawings = {
  room(e) {
    const entering = e.room !== page.room || page.game !== (e.game || null);
    page.room = e.room;
    page.game = e.game || null;
    page.seats = {};
    for (const s of e.seats || []) page.seats[s.seat] = s.name;
    clearTable();
    renameTab("chat", e.game ? "Table chat" : "Lobby chat");
    if (!e.game) {
      showView("lobby");
      page.roomState = "lobby";
      log(`You are in the lobby. Here: ${here(e)}`, "quiet");
      send("/rooms");
      send("/wwho");
      send("/sought");
      send("/tourney list");
      return;
    }
    showView("room");
    page.title = `${e.room}: ${e.title} (${e.minSeats}-${e.maxSeats} players)`;
    showRoomState(e.state);
    showSeats();
    tab("gamelog", "Game log");
    if (entering) newGame(e.game);
    log(`You are in ${e.room}. Here: ${here(e)}`, "quiet");
    if (e.state === "playing" || e.state === "finished") send("/gamelog");
    if (e.state !== "playing") send("/option help");
  },

  who(e) {
    const who = (e.members || []).map((m) => m.name + (m.seat !== undefined && m.seat !== null
      ? ` (seat ${m.seat + 1}${m.bot ? `, ${m.bot} bot` : ""}${m.away ? ", away" : ""})` : "")
      + (m.awayMessage ? ` [away: ${m.awayMessage}]` : ""));
    log(`In ${e.room} (${who.length}): ${who.join(", ")}`);
  },

  seat(e) {
    if (e.room === page.room) {
      page.seats[e.seat] = e.name;
      showSeats();
    }
    log(`${e.name}${e.bot ? ` (${e.bot} bot${e.botRating ? `, rated ${e.botRating}` : ""})` : ""} takes seat ${e.seat + 1}.`);
  },

  unseat(e) {
    if (e.room === page.room) {
      delete page.seats[e.seat];
      showSeats();
    }
    log(`${e.name} leaves seat ${e.seat + 1}${e.reason ? ` (${e.reason})` : ""}.`);
  },

  option(e) {
    log(`${e.by} sets ${e.key} to ${e.value}.`);
    const input = $(`option-${e.key}`);
    if (input) input.value = e.value;
  },

  options(e) {
    $("options").replaceChildren(...(e.options || []).map((o) => optionRow(o)));
  },

  start(e) {
    delete $("table").dataset.over;
    hideResults();
    page.seats = {};
    for (const s of e.seats || []) page.seats[s.seat] = s.name;
    newGame(e.game);
    page.game = e.game;
    showRoomState("playing");
    showSeats();
    const rated = e.rated ? "Rated: the result changes the players' ratings." : `Not rated: ${e.unrated || "no"}`;
    const options = e.options || {};
    const pace = options.pace === "turnbased" ? ` Turn-based: each move has ${options.movetime}; when a player's time`
        + ` runs out, ${options.expiry === "bot" ? "a bot takes the seat and they are placed last" : "a random move is made"}.`
      : "";
    logGame(`${e.title} begins: ${(e.seats || []).map((s) => `${s.seat + 1}. ${s.name}`).join(", ")}. ${rated}${pace}`,
        "notice");
    log(`${e.title} begins. ${rated}`, "game");
  },

  state(e) {
    if (e.room && e.room !== page.room) return;
    showAsked = false;
    page.state = e;
    if (page.story && page.story.game !== e.game) newGame(e.game);
    if (!page.story) page.story = newStory(e.game);
    drawState();
    clock.state(e.timer, e.legal || []);
    moveState((e.legal || []).length > 0, page.title);
  },

  /**
   * What changed after a move: its patch applied to the view of the state held (of version
   * `from`), or (protocol 2) its fields put into it and those of `unset` taken out, and drawn
   * as that state; over another version, or a patch that does not fit, /show.
   */
  change(e) {
    if (e.room && e.room !== page.room) return;
    const held = page.state;
    let view = null;
    if (held && held.game === e.game && held.version === e.from) {
      try {
        view = e.patch ? applyPatch(held.view, e.patch) : { ...held.view, ...e.set };
      } catch (err) {
        view = null;
      }
    }
    if (!view) {
      if (!showAsked) send("/show");
      showAsked = true;
      return;
    }
    if (!e.patch) for (const name of e.unset || []) delete view[name];
    const { from, set, unset, patch, ...fields } = e;
    drawings.state({ ...fields, ev: "state", view });
  },

  game(e) {
    remember(page.story, e);
    logGame(e.text);
  },

  gamelog(e) {
    newGame(e.game);
    for (const entry of e.events || []) {
      remember(page.story, entry);
      logGame(entry.text, "game quiet");
    }
    if (page.state) drawState();
  },

  end(e) {
    $("table").dataset.over = "true";
    showRoomState("finished");
    $("turn").textContent = `Game over. ${winnersLine(e)}`;
    $("decision").textContent = "";
    $("moves").replaceChildren();
    hideConfirm();
    clock.stop();
    moveState(false);
    const standings = dataTable("Standings", ["Place", "Player", "Score", "How"], (e.standings || []).map((s) => ({
      attrs: { class: s.winner ? "winner" : false }, cells: [String(s.rank), s.name + (s.winner ? " (wins)" : ""),
        String(s.score), s.breakdown || ""] })), { class: "players standings" });
    const notes = (e.summary || []).filter((l) => !/^\s+\d+\./.test(l));
    const ratings = e.ratingChanges ? el("div", { class: "ratings" }, el("h4", {}, "Ratings"),
        el("ul", {}, e.ratingChanges.map((c) => el("li", { "data-name": c.name }, ratingChange(c)))))
      : el("p", { class: "hint" }, "This game was not rated.");
    showResults("Game over", el("p", { class: "winners" }, winnersLine(e)), standings,
        notes.length ? el("p", {}, notes.join(" ")) : null, gameResult(page.state, page.story, page.seats), ratings,
        el("div", { class: "actions" }, el("button", { type: "button", onclick: (ev) => send("/start", ev.currentTarget) }, "Play again"),
            el("button", { type: "button", onclick: (ev) => send("/room lobby", ev.currentTarget) }, "To the lobby")));
    logGame(`Game over. ${winnersLine(e)}`, "notice");
    if (e.ratingChanges) logGame(`Ratings: ${e.ratingChanges.map(ratingChange).join(", ")}`, "notice");
    log(`Game over in ${e.room}. ${winnersLine(e)}`, "game");
  },

  substitute(e) {
    log(e.bot ? `A ${e.bot} bot plays for ${e.name} in seat ${e.seat + 1} until they are back.`
      : `${e.name} plays seat ${e.seat + 1} again.`, "notice");
  },

  moves(e) {
    log((e.legal || []).length ? `Your legal moves: ${e.legal.join(", ")}`
      : `No move of yours now; waiting for ${(e.awaited || []).join(", ") || "nobody"}.`);
  },
};

/** The room's buttons, and the invitation dialog. */
export function wireRoom(users) {
  for (const button of document.querySelectorAll("#room-actions button[data-cmd]")) {
    button.addEventListener("click", () => send(button.dataset.cmd, button));
  }
  $("invite-someone").addEventListener("click", () => {
    const name = el("input", { id: "invite-name", list: "invite-people", required: true, size: 14,
      pattern: "[A-Za-z0-9_\\-]{2,16}" });
    const form = el("form", { class: "inline-form", onsubmit: (ev) => {
      ev.preventDefault();
      send(`/invite ${name.value.trim()}`, ev.currentTarget, { confirm: `${name.value.trim()} is invited.` });
    } }, el("label", {}, "Invite ", name), el("datalist", { id: "invite-people" },
        users().filter((u) => u !== page.name).map((u) => el("option", { value: u }))),
    el("button", { type: "submit" }, "Invite"));
    openDialog(`Invite someone to ${page.room}`, el("div", {}, el("p", {}, "They are told the room and the game, "
        + "and may come with one click."), form), { id: "invite-out" });
    name.focus();
  });
}

/** The table's keyboard: Enter plays the move waiting for confirmation, Escape cancels it. */
export function confirmKeys(ev) {
  if (!pendingMove) return false;
  if (ev.key === "Escape") {
    hideConfirm();
    return true;
  }
  return false;
}

/** The server's warning: this many seconds are left for your move. */
export function timerWarning(seconds) {
  clock.secondsLeft(seconds);
}

/** A move's error beside the click that made it, or above the table when that was drawn again. */
export function moveError(req, message) {
  if (!note(req.origin, message)) note($("turn"), `${req.move}: ${message}`);
  log(`${req.move}: ${message}`, "error");
}

