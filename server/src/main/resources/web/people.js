// People and their records: a profile (/finger) with what can be done with them, the leaderboard
// per game, the finished games, the friends and ignore lists, and the messages left for you.
import { dataTable, el, plural } from "./dom.js";
import { page, send } from "./page.js";
import { dialogKind, log, openDialog } from "./ui.js";

const $ = (id) => document.getElementById(id);
export const lists = { notify: [], online: [], ignore: [], messages: null };
const listeners = new Set();
let replayOpener = () => {};

/** Whoever draws the lists (the account dialog) hears when they change. */
export function onListsChanged(listener) {
  listeners.add(listener);
}

/** How a finished game's Replay button opens the replay viewer. */
export function openReplaysWith(opener) {
  replayOpener = opener;
}

function changed() {
  for (const l of listeners) l();
}

/** "2026-12-06T03:15:44Z" as "2026-12-06 03:15". */
function when(iso) {
  return iso ? String(iso).slice(0, 16).replace("T", " ") : "";
}

function ratingText(r) {
  return `${r.rating}${r.provisional ? "?" : ""}`;
}

function changeText(c) {
  const delta = c.after - c.before;
  return `${c.name} ${c.before} -> ${c.after}${c.provisional ? "?" : ""} (${delta >= 0 ? "+" : ""}${delta})`;
}

function personLink(name) {
  return el("button", { type: "button", class: "link", title: `${name}'s profile`,
    onclick: (ev) => send(`/finger ${name}`, ev.currentTarget) }, name);
}

function profileActions(e) {
  const name = e.name;
  const mine = name === page.name;
  const friend = lists.notify.includes(name);
  const ignored = lists.ignore.includes(name);
  const actions = el("div", { class: "actions" });
  const act = (label, line, extra = {}) => el("button", { type: "button", onclick: (ev) => send(line, ev.currentTarget, extra) }, label);
  if (!mine && e.room) {
    actions.append(el("button", { type: "button", onclick: () => {
      $("command").value = `/tell ${name} `;
      document.getElementById("dialog").close();
      $("command").focus();
    } }, "Whisper"));
    if (page.game) actions.append(act("Invite to my table", `/invite ${name}`, { confirm: `${name} is invited.` }));
    if (e.room !== "lobby" && e.room !== page.room) actions.append(act("Watch their game", `/observe ${name}`));
  }
  if (!mine) {
    const lists = { onOk: () => {
      send("/ignore");
      if (!page.guest) send("/notify");
    } };
    actions.append(friend ? act("Unfriend", `/unnotify ${name}`, { ...lists, confirm: `${name} is no friend of yours now.` })
      : act("Friend (hear when they come and play)", `/notify ${name}`, { ...lists, confirm: `You hear of ${name} now.` }),
    ignored ? act("Unignore", `/unignore ${name}`, { ...lists, confirm: `You hear ${name} again.` })
      : act("Ignore", `/ignore ${name}`, { ...lists, confirm: `Nothing of ${name} reaches you now.` }));
  }
  actions.append(act("Their games", `/history ${name}`));
  return actions;
}

function messageForm(to = "") {
  const name = el("input", { id: "message-to", value: to, size: 12, required: true, pattern: "[A-Za-z0-9_\\-]{2,16}" });
  const text = el("input", { id: "message-text", size: 30, required: true, maxlength: 400 });
  return el("form", { class: "inline-form", "aria-label": "Leave a message", onsubmit: (ev) => {
    ev.preventDefault();
    send(`/message ${name.value.trim()} ${text.value}`, ev.currentTarget, { confirm: "Your message is left." });
    text.value = "";
  } }, el("label", {}, "To ", name), el("label", {}, "Message ", text), el("button", { type: "submit" }, "Leave it"));
}

export const drawings = {
  finger(e) {
    const games = (e.games || []).length
      ? dataTable("Games", ["Game", "Played", "Won"], e.games.map((g) => [g.game, String(g.played), String(g.won)]),
          { class: "players" })
      : el("p", {}, "No finished games recorded.");
    const ratings = (e.ratings || []).length
      ? dataTable("Ratings (? while provisional: under 5 rated games)", ["Game", "Rating", "Rated games", "Place"],
          e.ratings.map((r) => [r.game, ratingText(r), String(r.games), r.rank ? `#${r.rank}` : ""]), { class: "players ratings" })
      : el("p", {}, "No rating yet: games between registered players are rated.");
    const tourneys = (e.tourneys || []).length
      ? dataTable("Tournaments", ["Tournament", "Game", "Place", "Points"], e.tourneys.map((t) => [t.name, t.game,
          t.place ? `${t.place} of ${t.players}${t.status === "running" ? " so far" : ""}` : `playing (${t.players})`,
          String(t.points)]), { class: "players" })
      : null;
    const content = el("div", { class: "profile", "data-name": e.name },
        el("p", {}, e.registered ? `Registered since ${when(e.since)}.` : "A guest (not registered)."),
        el("p", {}, e.room ? `Online now, in ${e.room}.` : `Offline${e.lastSeen ? `; last seen ${when(e.lastSeen)}` : ""}.`),
        e.away ? el("p", {}, `Away: ${e.away}`) : null, games, ratings, tourneys, profileActions(e),
        !e.room && e.registered && e.name !== page.name ? el("div", {}, el("h3", {}, "Leave a message"), messageForm(e.name)) : null);
    openDialog(`Profile of ${e.name}`, content, { id: "profile" });
  },

  top(e) {
    const target = $("top");
    if (!(e.players || []).length) {
      target.replaceChildren(el("p", {}, e.all ? `Nobody has a rating in ${e.game} yet.`
        : `Nobody has a settled rating in ${e.game} yet; tick "provisional too" to see the provisional ones.`));
    } else {
      target.replaceChildren(dataTable(`${e.all ? "Ratings" : "Top players"} in ${e.game}`, ["Place", "Player", "Rating", "Rated games"],
          e.players.map((p) => [String(p.rank), personLink(p.name), `${p.rating}${p.provisional ? "?" : ""}`, String(p.games)]),
          { class: "players", "data-game": e.game }));
    }
    if (document.body.dataset.view !== "lobby") log(`The leaderboard of ${e.game} is in the lobby.`, "quiet");
  },

  history(e) {
    const target = $("history");
    if (!(e.games || []).length) {
      target.replaceChildren(el("p", {}, `No finished games${e.name ? ` of ${e.name}` : ""} yet.`));
      return;
    }
    target.replaceChildren(dataTable(`Recent games${e.name ? ` of ${e.name}` : ""}`, ["Game", "Finished", "Players", ""],
        e.games.map((g) => ({ attrs: { "data-game-id": g.id }, cells: [`#${g.id} ${g.game}${g.seed ? ` (seed ${g.seed})` : ""}`
          + (g.tourney ? ` (${g.round ? `${g.tourney} round ${g.round}` : `arena ${g.tourney}`})` : ""),
          when(g.finished),
          el("span", {}, g.players.map((p, i) => `${p} ${g.scores[i]}${g.winners.includes(p) ? " (won)" : ""}`).join(", "),
              g.ratingChanges ? el("span", { class: "hint" }, ` Ratings: ${g.ratingChanges.map(changeText).join(", ")}`) : null),
          el("button", { type: "button", class: "small", "aria-label": `Replay game ${g.id}`,
            onclick: (ev) => replayOpener(g.id, g.players, ev.currentTarget) }, "Replay")] })),
        { class: "players history" }));
    if (document.body.dataset.view !== "lobby") log("The finished games are listed in the lobby.", "quiet");
  },

  ignores(e, req) {
    lists.ignore = e.names || [];
    changed();
    if (!dialogKind() && req && req.origin) log(lists.ignore.length ? `You ignore: ${lists.ignore.join(", ")}.` : "You ignore nobody.");
  },

  notifies(e, req) {
    lists.notify = e.names || [];
    lists.online = e.online || [];
    changed();
    if (!dialogKind() && req && req.origin) {
      log(lists.notify.length ? `Your friends: ${lists.notify.join(", ")}; online: ${lists.online.join(", ") || "none"}.`
        : "Your friends list is empty.");
    }
  },

  messages(e) {
    lists.messages = e.messages || [];
    changed();
    if (dialogKind() !== "account") {
      openDialog("Your messages", el("div", {}, messageList(), messageForm()), { id: "messages" });
    }
  },
};

/** The messages left for you, each with who and when, and a button that deletes them all. */
export function messageList() {
  if (lists.messages === null) {
    return el("p", {}, el("button", { type: "button", onclick: (ev) => send("/messages", ev.currentTarget) }, "Read your messages"));
  }
  if (!lists.messages.length) return el("p", { class: "messages" }, "No messages for you.");
  return el("div", { class: "messages" }, el("ul", {}, lists.messages.map((m) => el("li", {},
      el("strong", {}, m.from), ` (${when(m.sent)}): ${m.text}`))),
  el("button", { type: "button", onclick: (ev) => {
    send("/messages clear", ev.currentTarget);
    lists.messages = [];
    changed();
  } }, `Delete ${plural(lists.messages.length, "message")}`));
}

export { messageForm, personLink };
