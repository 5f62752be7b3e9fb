// The parts of the page around the drawings: the side panel's tabs (the room's chat, one per
// channel, the game log), the dialog, notes beside the button that caused them, and the
// offline state in which nothing can be clicked.
import { el } from "./dom.js";

const $ = (id) => document.getElementById(id);
const MAX_LINES = 400;
const tabs = new Map();
let selected = null;

/** A tab of the side panel, made on first use: its button and its list of lines. */
export function tab(id, label, { closable = false, before = null } = {}) {
  if (tabs.has(id)) return tabs.get(id);
  const button = el("button", { type: "button", role: "tab", id: `tab-${id}`, "aria-controls": `panel-${id}`,
    "aria-selected": "false", tabindex: "-1", "data-tab": id, onclick: () => selectTab(id) }, label);
  // focusable, so that it scrolls from the keyboard too
  const list = el("ol", { class: "log", id: id === "chat" ? "log" : `log-${id}`, "aria-live": "polite", tabindex: "0",
    "aria-label": label });
  const panel = el("div", { role: "tabpanel", id: `panel-${id}`, "aria-labelledby": `tab-${id}`, hidden: true }, list);
  const entry = { id, label, button, list, panel, unread: 0, closable };
  tabs.set(id, entry);
  const next = before && tabs.get(before);
  if (next) {
    $("side-tabs").insertBefore(button, next.button);
  } else {
    $("side-tabs").append(button);
  }
  $("side-panels").append(panel);
  if (!selected) selectTab(id);
  return entry;
}

/** Shows a tab's lines; its unread count goes. */
export function selectTab(id) {
  const t = tabs.get(id);
  if (!t) return;
  for (const other of tabs.values()) {
    const on = other === t;
    other.button.setAttribute("aria-selected", String(on));
    other.button.tabIndex = on ? 0 : -1;
    other.panel.hidden = !on;
  }
  selected = id;
  t.unread = 0;
  label(t);
  t.list.scrollTop = t.list.scrollHeight;
}

/** The tab shown now. */
export function selectedTab() {
  return selected;
}

/** Takes a tab away (a channel left); the chat tab is shown if it was this one. */
export function closeTab(id) {
  const t = tabs.get(id);
  if (!t) return;
  t.button.remove();
  t.panel.remove();
  tabs.delete(id);
  if (selected === id) {
    selected = null;
    selectTab("chat");
  }
}

/** Names a tab anew (the chat tab is the lobby's or the table's). */
export function renameTab(id, text) {
  const t = tabs.get(id);
  if (t) {
    t.label = text;
    label(t);
  }
}

function label(t) {
  t.button.textContent = t.unread ? `${t.label} (${t.unread})` : t.label;
}

/**
 * A line in a tab (the room's chat unless told): text, or an element. Follows the newest line
 * only while the reader is at the bottom, and never scrolls the page.
 */
export function log(content, kind = "info", id = "chat") {
  const t = tabs.get(id) || tabs.get("chat");
  const list = t.list;
  const following = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  list.append(el("li", { class: kind }, content));
  while (list.children.length > MAX_LINES) list.firstElementChild.remove();
  if (following) list.scrollTop = list.scrollHeight;
  if (selected !== t.id && !kind.split(" ").includes("quiet")) {
    t.unread++;
    label(t);
  }
}

/** Empties a tab's lines. */
export function clearTab(id) {
  const t = tabs.get(id);
  if (t) {
    t.list.replaceChildren();
    t.unread = 0;
    label(t);
  }
}

// ---- the dialog ----

/** Shows the dialog with a title and content; a second call replaces it. */
export function openDialog(title, content, { id = "" } = {}) {
  const dialog = $("dialog");
  $("dialog-title").textContent = title;
  $("dialog-body").replaceChildren(content);
  dialog.dataset.kind = id;
  if (!dialog.open) dialog.showModal();
  return dialog;
}

/** Closes the dialog if it shows {@code id} (or whatever it shows, without one). */
export function closeDialog(id = null) {
  const dialog = $("dialog");
  if (dialog.open && (id === null || dialog.dataset.kind === id)) dialog.close();
}

/** What the dialog shows now ("" when closed). */
export function dialogKind() {
  const dialog = $("dialog");
  return dialog.open ? dialog.dataset.kind : "";
}

// ---- notes beside what caused them ----

/**
 * A short note beside an element (a clicked button, a form): an error (role alert) or a
 * confirmation. A form shows it at its end; anything else just after itself. False when the
 * element is gone from the page (the table was drawn again meanwhile).
 */
export function note(origin, text, kind = "error") {
  if (!origin || !origin.isConnected) return false;
  clearNote(origin);
  const n = el("span", { class: `note ${kind}`, role: kind === "error" ? "alert" : "status" }, text);
  n.noteFor = origin;
  if (origin.tagName === "FORM") {
    origin.append(n);
  } else {
    origin.after(n);
  }
  return true;
}

/** Takes away the note beside an element, if there is one. */
export function clearNote(origin) {
  if (!origin) return;
  const next = origin.tagName === "FORM" ? origin.querySelector(":scope > .note") : origin.nextElementSibling;
  if (next && next.classList.contains("note")) next.remove();
}

// ---- online and offline ----

/**
 * While the page is not connected, nothing in it can be clicked (it is inert) and a banner says
 * that it is reconnecting; connected again, the banner goes.
 */
export function setOnline(online, text = "") {
  document.body.classList.toggle("offline", !online);
  for (const id of ["main", "command-form", "dialog-body"]) {
    $(id).inert = !online;
  }
  for (const b of document.querySelectorAll("header nav button")) {
    b.disabled = !online && b.id !== "open-settings";
  }
  $("offline").hidden = online;
  $("offline").textContent = text;
}
