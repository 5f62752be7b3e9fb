// Small DOM helpers every drawing of the page shares.

/**
 * An element with attributes (on* attributes are listeners; false, null and undefined leave an
 * attribute out, true sets it empty) and children (strings are text; null, false and nested
 * arrays are allowed).
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === false || v === null || v === undefined) continue;
    if (k === "class") node.className = v;
    else if (k.startsWith("on") && typeof v === "function") node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(node, c);
    else node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** Text for screen readers only (the look says it already). */
export function sr(text) {
  return el("span", { class: "sr-only" }, text);
}

/**
 * A thing on the table the viewer may click to make a legal move: a button marked legal that
 * sends move (play gets the move and the button, beside which an error is shown), or a plain
 * element when move is absent (not legal now).
 */
export function clickable(tag, attrs, move, play, ...children) {
  if (!move) return el(tag, attrs, ...children);
  const legal = { ...attrs, class: `${attrs.class || ""} legal`.trim(), "data-move": move,
    title: attrs.title ? `${attrs.title} (click: ${move})` : `click: ${move}` };
  return el("button", { ...legal, type: "button", onclick: (ev) => play(move, ev.currentTarget) }, ...children);
}

/** The name of a seat: its player's, or "seat n" (from 1) while nobody's name is known. */
export function seatName(names, seat) {
  return (names && names[seat]) || `seat ${seat + 1}`;
}

/** A table with a caption, a header row and rows of cells (strings or elements). */
export function dataTable(caption, headers, rows, attrs = {}) {
  return el("table", attrs, caption ? el("caption", {}, caption) : null,
      el("thead", {}, el("tr", {}, headers.map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, rows.map((cells) => Array.isArray(cells)
        ? el("tr", {}, cells.map((c) => el("td", {}, c)))
        : el("tr", cells.attrs, cells.cells.map((c) => el("td", {}, c))))));
}

/** "1 card", "2 cards". */
/** Some of a count of people by name: `ann, bo and 3 more` (`more` of them not named). */
export function someNames(names, more, separator = ", ") {
  return names.join(separator) + (more > 0 ? ` and ${more} more` : "");
}

export function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** A signed number: +3, -2 (with a real minus), 0. */
export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}
