// The lobby: the game rooms, the game ads (a live list, one click to accept, a form to post one),
// who is online and where, invitations (a dialog), and the friends' comings and goings.
import { el, someNames } from "./dom.js";
import { page, send } from "./page.js";
import { closeDialog, log, openDialog } from "./ui.js";

const $ = (id) => document.getElementById(id);
const seeks = new Map();
let online = [];
let refreshTimer = null;

/** The names online, as the last /wwho told them. */
export function onlineNames() {
  return online.map((u) => u.name);
}

/** Asks who is online and the rooms again, once, a moment from now (people come and go in bursts). */
export function refreshPeople() {
  if (refreshTimer || page.room !== "lobby") return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    if (page.connected && page.room === "lobby") {
      send("/wwho");
      send("/rooms");
    }
  }, 700);
}

/** Opens someone's profile: asks the server (/finger), whose answer fills the dialog. */
export function profile(name, origin = null) {
  send(`/finger ${name}`, origin);
}

function seekText(s) {
  const options = { ...(s.options || {}) };
  const turnBased = options.pace === "turnbased";
  const movetime = options.movetime || "24h";
  for (const k of ["pace", "movetime"]) delete options[k];
  const extras = Object.entries(options).map(([k, v]) => (k === "timer" ? `${v} s a move` : `${k} ${v}`));
  if (turnBased) extras.unshift(`turn-based, ${movetime} a move`);
  if (s.bots) extras.push("bots fill the other seats");
  return `${s.from} seeks ${s.game} for ${s.seats} players${extras.length ? ` (${extras.join(", ")})` : ""}`;
}

function drawSeeks() {
  const list = $("seeks");
  if (!seeks.size) {
    list.replaceChildren(el("li", { class: "empty" }, "No game ads now. Post one below, and whoever accepts sits down with you."));
    return;
  }
  list.replaceChildren(...[...seeks.values()].map((s) => el("li", { "data-seek": s.id },
      el("span", {}, `#${s.id} ${seekText(s)} `),
      s.from === page.name
        ? el("button", { type: "button", class: "small", onclick: (ev) => send("/unseek", ev.currentTarget) }, "Withdraw")
        : el("button", { type: "button", class: "small primary", "aria-label": `Accept ad ${s.id} of ${s.from}`,
          onclick: (ev) => send(`/accept ${s.id}`, ev.currentTarget) }, "Accept"))));
}

function roomRow(r) {
  const seats = r.minSeats ? `${r.seated}/${r.minSeats}-${r.maxSeats}` : "";
  const go = el("button", { type: "button", class: "small", "aria-label": `${r.state === "playing" ? "Watch" : "Enter"} ${r.name}`,
    onclick: (ev) => send(`/room ${r.name}`, ev.currentTarget) }, r.state === "playing" ? "Watch" : "Enter");
  return el("tr", { "data-room": r.name }, el("td", {}, r.name), el("td", {}, r.game || ""), el("td", {}, r.state),
      el("td", {}, seats), el("td", { class: "who" }, who(r)), el("td", {}, go));
}

/** Who is in a room; a crowded room names its first 50 and says how many more. */
function who(r) {
  const names = r.members || [];
  return someNames(names, (r.here || 0) - names.length, " ");
}

function userItem(u) {
  const where = u.room === "lobby" ? "in the lobby" : `in ${u.room}`;
  const idle = u.idle !== undefined && u.idle !== null ? `, idle ${u.idle}` : "";
  return el("li", { "data-user": u.name },
      el("button", { type: "button", class: "link", title: `${u.name}'s profile`,
        onclick: (ev) => profile(u.name, ev.currentTarget) }, u.name),
      ` ${where}${u.away ? ` (away: ${u.away})` : ""}${idle}`,
      u.room !== "lobby" && u.room !== page.room && u.name !== page.name
        ? el("button", { type: "button", class: "small", "aria-label": `Watch ${u.name}'s game`,
          onclick: (ev) => send(`/observe ${u.name}`, ev.currentTarget) }, "Watch") : null);
}

export const drawings = {
  rooms(e) {
    const body = $("rooms").querySelector("tbody");
    body.replaceChildren(...(e.rooms || []).filter((r) => r.name !== "lobby").map(roomRow));
  },

  users(e) {
    online = e.users || [];
    $("users").replaceChildren(...online.map(userItem));
  },

  seek(e) {
    seeks.set(e.id, e);
    drawSeeks();
    if (e.from !== page.name) log(`New game ad: #${e.id} ${seekText(e)}.`, "notice");
  },

  sought(e) {
    seeks.clear();
    for (const s of e.ads || []) seeks.set(s.id, s);
    drawSeeks();
  },

  unseek(e) {
    seeks.delete(e.id);
    drawSeeks();
  },

  invite(e) {
    const to = e.channel ? `the channel #${e.channel}` : `${e.room}${e.title ? ` (${e.title})` : ""}`;
    const go = e.channel ? `/channel ${e.channel}` : `/room ${e.room}`;
    const yes = el("button", { type: "button", class: "primary", id: "invite-accept", onclick: (ev) => {
      send(go, ev.currentTarget);
      closeDialog("invite");
    } }, e.channel ? `Join #${e.channel}` : "Go there");
    openDialog("An invitation", el("div", {}, el("p", {}, `${e.from} invites you to ${to}.`),
        el("div", { class: "actions" }, yes, el("button", { type: "button", id: "invite-decline",
          onclick: () => closeDialog("invite") }, "No, thanks"))), { id: "invite" });
    yes.focus();
    log(`${e.from} invites you to ${to}.`, "notice");
  },

  notify(e) {
    const turnBased = e.what === "seated" && e.pace === "turnbased";
    const what = e.what === "login" ? "has logged in" : e.what === "logout" ? "has logged out"
      : turnBased ? `sits down to a turn-based ${e.game} in ${e.room} (${e.movetime} a move)`
        : `sits down to ${e.game} in ${e.room}`;
    const action = !e.what || e.what !== "seated" ? null : turnBased
      ? el("button", { type: "button", class: "small", onclick: (ev) => send(`/room ${e.room}`, ev.currentTarget) },
          `Go to ${e.room}`)
      : el("button", { type: "button", class: "small", onclick: (ev) => send(`/observe ${e.name}`, ev.currentTarget) }, "Watch");
    log(el("span", {}, `${e.name} ${what}.`, action), "notice");
    refreshPeople();
  },
};

/** The lobby's forms and buttons. */
export function wireLobby() {
  drawSeeks();
  $("seek-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const timer = $("seek-timer").value;
    const pace = $("seek-pace").value;
    const options = [pace ? `pace=turnbased movetime=${pace}` : timer !== "0" ? `timer=${timer}` : "",
      $("seek-bots").checked ? "bots=yes" : ""].filter((o) => o);
    send(`/seek ${$("seek-game").value} ${$("seek-seats").value} ${options.join(" ")}`.trim(), ev.currentTarget,
        { confirm: "Your ad is up." });
  });
  $("newroom-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    send(`/newroom ${$("newroom-game").value}`, ev.currentTarget);
  });
  $("finger-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    profile($("finger-name").value.trim(), ev.currentTarget);
  });
  $("games-refresh").addEventListener("click", (ev) => send("/games", ev.currentTarget));
  $("refresh").addEventListener("click", (ev) => {
    send("/rooms", ev.currentTarget);
    send("/wwho");
    send("/sought");
    send("/channels");
  });
}

/** The games the server has, in every choice of a game. */
export function offerGames(games) {
  for (const select of document.querySelectorAll(".game-select")) {
    const was = select.value;
    select.replaceChildren(...games.map((g) => el("option", { value: g, selected: g === was }, g)));
  }
}
