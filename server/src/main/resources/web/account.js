// The account and settings dialogs: registering a guest name, changing the password, away, the
// friends and ignore lists, the messages; and this browser's settings (sound, notifications,
// confirm moves).
import { el } from "./dom.js";
import { page, send } from "./page.js";
import { lists, messageForm, messageList, onListsChanged, personLink } from "./people.js";
import { askToNotify, set, settings } from "./signals.js";
import { dialogKind, openDialog } from "./ui.js";

let listsBox = null;

/** The name, for the browser's password manager (hidden: it is the name logged in). */
function userName() {
  return el("input", { type: "text", autocomplete: "username", value: page.name, readonly: true, hidden: true,
    "aria-hidden": "true", tabindex: "-1" });
}

function passwordInput(id, autocomplete) {
  return el("input", { id, type: "password", minlength: 6, maxlength: 128, required: true, autocomplete });
}

function registerForm() {
  const pw = passwordInput("register-password", "new-password");
  const again = passwordInput("register-again", "new-password");
  again.addEventListener("input", () => again.setCustomValidity(""));
  return el("form", { id: "register-form", "aria-label": "Register your name", onsubmit: (ev) => {
    ev.preventDefault();
    if (pw.value !== again.value) {
      again.setCustomValidity("The two passwords differ.");
      again.reportValidity();
      return;
    }
    send(`/register ${pw.value}`, ev.currentTarget, { onOk: () => {
      page.guest = false;
      document.getElementById("me").textContent = page.name;
      send("/notify");
    } });
    pw.value = "";
    again.value = "";
  } }, el("p", {}, `You play as the guest ${page.name}. Register the name to keep it, your friends, channels and ratings: `
      + "only you can log in with it then."),
  userName(), el("label", {}, "Password (6-128 characters) ", pw), el("label", {}, "Once more ", again),
  el("button", { type: "submit" }, "Register"));
}

function passwordForm() {
  const old = passwordInput("password-old", "current-password");
  const fresh = passwordInput("password-new", "new-password");
  return el("form", { id: "password-form", "aria-label": "Change your password", onsubmit: (ev) => {
    ev.preventDefault();
    send(`/password ${old.value} ${fresh.value}`, ev.currentTarget);
    old.value = "";
    fresh.value = "";
  } }, userName(), el("label", {}, "Password now ", old), el("label", {}, "New password ", fresh),
  el("button", { type: "submit" }, "Change it"));
}

function awayForm() {
  const text = el("input", { id: "away-text", size: 24, maxlength: 200, placeholder: "at lunch" });
  return el("form", { class: "inline-form", "aria-label": "Away", onsubmit: (ev) => {
    ev.preventDefault();
    send(`/away ${text.value}`.trim(), ev.currentTarget);
  } }, el("label", {}, "Away message ", text), el("button", { type: "submit" }, "Set"),
  el("button", { type: "button", onclick: (ev) => send("/away", ev.currentTarget) }, "I am back"));
}

function nameList(kind, names, undo, add, empty) {
  const input = el("input", { size: 12, required: true, pattern: "[A-Za-z0-9_\\-]{2,16}", "aria-label": `Add to ${kind}` });
  const refresh = { onOk: () => send(kind === "friends" ? "/notify" : "/ignore") };
  return el("section", { "aria-label": kind },
      el("h4", {}, kind === "friends" ? "Friends (you hear when they come, go and sit down to play)" : "Ignored"),
      names.length ? el("ul", { class: "list" }, names.map((n) => el("li", {}, personLink(n),
          kind === "friends" && lists.online.includes(n) ? " (online)" : "", " ",
          el("button", { type: "button", class: "small", "aria-label": `Remove ${n}`,
            onclick: (ev) => send(`${undo} ${n}`, ev.currentTarget, refresh) }, "Remove")))) : el("p", {}, empty),
      el("form", { class: "inline-form", onsubmit: (ev) => {
        ev.preventDefault();
        send(`${add} ${input.value.trim()}`, ev.currentTarget, refresh);
        input.value = "";
      } }, input, el("button", { type: "submit", class: "small" }, "Add")));
}

function drawLists() {
  if (!listsBox || !listsBox.isConnected) return;
  listsBox.replaceChildren(
      page.guest ? el("p", {}, "Friends and messages are for registered names: register above.")
        : nameList("friends", lists.notify, "/unnotify", "/notify", "No friends yet."),
      nameList("ignored", lists.ignore, "/unignore", "/ignore", "You ignore nobody."),
      page.guest ? null : el("section", { "aria-label": "messages" }, el("h4", {}, "Messages"), messageList(), messageForm()));
}

/** The account dialog. */
export function openAccount() {
  listsBox = el("div", { class: "lists" });
  openDialog(`Your account: ${page.name}`, el("div", { class: "account" },
      el("section", { "aria-label": "name and password" }, el("h3", {}, page.guest ? "Keep your name" : "Password"),
          page.guest ? registerForm() : passwordForm()),
      el("section", { "aria-label": "away" }, el("h3", {}, "Away"), awayForm()),
      el("section", { "aria-label": "people" }, el("h3", {}, "People"), listsBox)), { id: "account" });
  drawLists();
}

onListsChanged(() => {
  if (dialogKind() === "account") drawLists();
});

/** The settings dialog: kept in this browser. */
export function openSettings() {
  const box = (key, label, onChange = null) => el("label", { class: "setting" },
      el("input", { type: "checkbox", id: `setting-${key}`, checked: settings[key], onchange: async (ev) => {
        if (onChange) {
          ev.target.checked = await onChange(ev.target.checked);
        } else {
          set(key, ev.target.checked);
        }
      } }), ` ${label}`);
  openDialog("Settings", el("div", { class: "settings" },
      box("sound", "A short sound when it is your move"),
      box("notify", "A browser notification when it is your move and this tab is hidden",
          async (on) => (on ? askToNotify() : (set("notify", false), false))),
      box("confirm", "Confirm moves: a click selects a move, and Play it (or Enter) sends it"),
      el("p", { class: "hint" }, "The tab's title always says when it is your move.")), { id: "settings" });
}
