// Chat channels: the list of them (join, leave, members; for the owner its mode and invitations),
// and a tab of its own beside the room's chat for each one the page is in.
import { el } from "./dom.js";
import { page, send } from "./page.js";
import { closeTab, log, selectTab, tab } from "./ui.js";

const $ = (id) => document.getElementById(id);
const known = new Map();
const lineListeners = [];

/** {@code listener(channel, from)} hears of every line said in a channel (a tournament's news). */
export function onChannelLine(listener) {
  lineListeners.push(listener);
}
const MODES = { open: "anyone joins and speaks", closed: "only the invited join", moderated: "anyone reads; only the owner and the invited speak" };

const tabId = (name) => `ch-${name}`;

/** The channel a tab shows, or null for the room's chat and the game log. */
export function channelOfTab(id) {
  return id && id.startsWith("ch-") ? id.slice(3) : null;
}

function openChannel(name) {
  if (!page.channels.has(name)) page.channels.set(name, {});
  tab(tabId(name), `#${name}`, { before: "gamelog" });
}

function drawList() {
  const list = $("channels");
  if (!known.size) {
    list.replaceChildren(el("li", { class: "empty" }, "No channels yet: name one below to make it (you own it then)."));
    return;
  }
  list.replaceChildren(...[...known.values()].map((c) => {
    const joined = page.channels.has(c.name);
    const owner = c.owner === page.name;
    return el("li", { "data-channel": c.name },
        el("span", { title: MODES[c.mode] || c.mode }, `#${c.name} (${c.mode}, owner ${c.owner}, ${c.members} online) `),
        joined ? el("button", { type: "button", class: "small", onclick: () => selectTab(tabId(c.name)) }, "Open")
          : el("button", { type: "button", class: "small primary", "aria-label": `Join #${c.name}`,
            onclick: (ev) => send(`/channel ${c.name}`, ev.currentTarget) }, "Join"),
        joined ? el("button", { type: "button", class: "small", "aria-label": `Leave #${c.name}`,
          onclick: (ev) => send(`/exit ${c.name}`, ev.currentTarget) }, "Leave") : null,
        el("button", { type: "button", class: "small", "aria-label": `Members of #${c.name}`,
          onclick: (ev) => send(`/chwho ${c.name}`, ev.currentTarget) }, "Members"),
        owner ? ownerControls(c) : null);
  }));
}

function ownerControls(c) {
  const mode = el("select", { "aria-label": `Mode of #${c.name}`, onchange: (ev) => send(`/chmode ${c.name} ${ev.target.value}`, ev.target) },
      Object.keys(MODES).map((m) => el("option", { value: m, selected: m === c.mode }, m)));
  const who = el("input", { size: 10, "aria-label": `Invite to #${c.name}`, placeholder: "name", required: true });
  return el("form", { class: "inline-form owner", onsubmit: (ev) => {
    ev.preventDefault();
    send(`/chinvite ${c.name} ${who.value.trim()}`, ev.currentTarget);
  } }, mode, who, el("button", { type: "submit", class: "small" }, "Invite"));
}

export const drawings = {
  channels(e) {
    known.clear();
    for (const c of e.channels || []) {
      known.set(c.name, c);
      if (c.joined) openChannel(c.name);
    }
    drawList();
  },

  chjoin(e) {
    if (e.name === page.name) {
      openChannel(e.channel);
      selectTab(tabId(e.channel));
      send("/channels");
    }
    log(`${e.name} joins #${e.channel}.`, "quiet", tabId(e.channel));
  },

  chexit(e) {
    if (e.name === page.name) {
      page.channels.delete(e.channel);
      closeTab(tabId(e.channel));
      send("/channels");
      log(`You left #${e.channel}.`, "quiet");
      return;
    }
    log(`${e.name} leaves #${e.channel}${e.reason ? ` (${e.reason})` : ""}.`, "quiet", tabId(e.channel));
  },

  chmode(e) {
    log(`${e.by} sets the mode of #${e.channel} to ${e.mode}: ${MODES[e.mode] || e.mode}.`, "notice", tabId(e.channel));
    const c = known.get(e.channel);
    if (c) {
      c.mode = e.mode;
      drawList();
    }
  },

  chwho(e) {
    const text = `#${e.channel} (${e.mode}, owner ${e.owner}), ${(e.members || []).length} online: ${(e.members || []).join(", ")}`;
    log(text, "info", page.channels.has(e.channel) ? tabId(e.channel) : "chat");
    const item = document.querySelector(`#channels li[data-channel="${CSS.escape(e.channel)}"]`);
    if (item) {
      const old = item.querySelector(".members");
      if (old) old.remove();
      item.append(el("p", { class: "members" }, `Members online: ${(e.members || []).join(", ")}`));
    }
  },

  channel(e) {
    if (!page.channels.has(e.channel)) openChannel(e.channel);
    log(el("span", {}, el("strong", {}, e.from), ` ${e.text}`), "chat", tabId(e.channel));
    for (const l of lineListeners) l(e.channel, e.from);
  },
};

/** The form that joins (or makes) a channel. */
export function wireChannels() {
  drawList();
  $("channel-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    send(`/channel ${$("channel-name").value.trim().replace(/^#/, "")}`, ev.currentTarget);
  });
}
