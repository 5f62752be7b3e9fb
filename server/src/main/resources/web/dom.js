// Small DOM helpers every drawing of the page shares.

/** An element with attributes (on* attributes are listeners) and children (strings are text). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

/**
 * A thing on the table the viewer may click to make a legal move: a button marked legal that
 * sends move, or a plain element when move is absent (not legal now).
 */
export function clickable(tag, attrs, move, play, ...children) {
  if (!move) return el(tag, attrs, ...children);
  const legal = { ...attrs, class: `${attrs.class || ""} legal`.trim(), "data-move": move,
    title: attrs.title ? `${attrs.title}: ${move}` : move };
  return el("button", { ...legal, type: "button", onclick: () => play(move) }, ...children);
}

/** The name of a seat: its player's, or "seat n" (from 1) while nobody's name is known. */
export function seatName(names, seat) {
  return names[seat] || `seat ${seat + 1}`;
}
