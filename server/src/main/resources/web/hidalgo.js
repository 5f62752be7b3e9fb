// The Hidalgo's table: the value track with its tokens and rivers, the adventure under way and
// the pool to pick from, the votes revealed, the players' public side and your hand of character
// cards; a card or adventure you may play, pick, copy or discard is a button that does it, and
// every other choice (zap, get, steal, refresh, items, pass) is a button that says what it does.
// With a donkey or the tent to use, a choice of items above the hand says what a card is played with.
import { clickable, dataTable, el, seatName } from "./dom.js";

const ABILITY = {
  none: "no ability",
  zap: "zap: the votes of another player's card, or of the adventure card, do not count",
  zap_protection: "zap-proof: this card cannot be zapped",
  get_diamond_or_item: "get a diamond or an item from the centre (if it has none for you, steal one)",
  refresh_2: "refresh 2: draw 2 cards and discard 2, or reveal 2 adventures and keep 4 in the pool",
};
const ABILITY_SHORT = { none: "", zap: "zap", zap_protection: "zap-proof", get_diamond_or_item: "get diamond/item",
  refresh_2: "refresh 2" };
const ITEM = {
  donkey: "a donkey: +3 or \u22123 votes on the card it is played with",
  tent: "the tent: copy the ability of any card played this adventure",
  poison: "the poison: the others play a card drawn blind from the hand on their left",
  shield: "a shield: guards against the poison, a zap on your card or a steal from you",
};

// The items chosen for the next card (" donkey + tent"), kept from state to state while legal.
let itemChoice = "";

/** "glory 2": the glory token moves 2 spaces. */
function outcome(text) {
  const m = /^(\w+) (\d+)$/.exec(text || "");
  return m ? `${m[1]} moves ${m[2]} space${m[2] === "1" ? "" : "s"}` : text;
}

/** "II.12-15": part II of the novel, chapters 12 to 15. */
function novel(ref) {
  const m = /^(I+)\.(.+)$/.exec(ref || "");
  return m ? `the novel's part ${m[1]}, chapter${m[2].includes("-") ? "s" : ""} ${m[2]}` : ref;
}

export const hidalgo = {
  id: "hidalgo",
  drawing: "hidalgo",

  newStory() {
    return {};
  },

  remember() {
    // the views keep the story (resolved adventures) and the votes revealed
  },

  draw(view, t) {
    const legalSet = new Set(t.legal);
    const root = el("div", { class: "hidalgo" });
    const waiting = (view.awaited || []).map((s) => seatName(t.names, s)).join(", ");
    const asked = waiting ? ` Waiting for ${waiting}: ${view.waitingFor}.` : "";
    root.append(el("p", {}, `Chapter ${view.chapter}, adventure ${view.adventureNumber} of `
        + `${view.adventuresInChapter}; ${seatName(t.names, view.startPlayer)} starts.${asked}`));
    root.append(track(view.track || {}, view.riversActive));
    if (view.current) root.append(el("h3", {}, "The adventure"), adventure(view.current, null, t.play));
    if ((view.pool || []).length) {
      const pool = el("div", { class: "pool" }, view.pool.map((a) => adventure(a, legalFor(legalSet, ["pick"], a.id), t.play)));
      // while nobody picks, the pool folds away: it is the next pick's
      root.append(view.phase === "pick" ? el("div", {}, el("h3", {}, "Adventures to pick from"), pool)
        : el("details", { class: "pool-box" }, el("summary", {}, `Adventures to pick from next (${view.pool.length})`), pool));
    }
    const other = otherChoices(view, t);
    if (other) root.append(other);
    if (view.hand) root.append(el("h3", {}, "Your hand"), ...yourHand(view, t.legal, legalSet, t.play));
    if (view.reveal) root.append(reveal(view.reveal, legalSet, t.names, t.play));
    root.append(players(view, t.names));
    if (view.objective) {
      const how = view.objective.text.replace(/\.$/, "");
      root.append(el("p", { class: "objective", title: "Secret: scored at the end, shown to all then" },
          `Your objective: ${view.objective.name}, ${how}.`));
    }
    if ((view.story || []).length) root.append(story(view.story));
    if ((view.scores || []).length) root.append(scores(view, t.names));
    return root;
  },

  decision(view, t) {
    if (!t.legal.length) return "";
    switch (view.phase) {
      case "pick": return "Choose an adventure for Don Quixote: click one of the pool.";
      case "play": return "Play a card face down, your vote on the adventure (with a donkey or the tent if you have "
          + "them); all cards are revealed at once.";
      case "poison": return "You may use the poison: the others then play a card drawn blind from the hand on their left.";
      case "tent": return "Your tent: copy the ability of any card played this adventure (click it), or pass.";
      case "chapter_discard": return "Chapter I ends: click each card you want to discard, then Done. The others do the same in secret.";
      case "refresh_discard": return "Refresh: choose which 2 cards to discard.";
      case "refresh_keep": return "Refresh: choose the 4 adventures that form the new pool.";
      default: return `Your decision: ${view.waitingFor}.`;
    }
  },

  legend() {
    return [
      [el("span", { class: "token glory" }, "glory 2"), "A token on the value track and what it is worth now. Cards in your pile with this token score its value at the end."],
      [el("span", { class: "river" }, "\u21926"), "A river: from chapter II a token standing on its source takes it as one step."],
      [el("span", { class: "adventure-chip" }, "A1 The Windmills (I.8) +0 \u22121"), "An adventure: its id, name, where in the novel (part I, chapter 8), and the votes printed on it."],
      ["success: glory 2", "On success (more positive votes than negative) the glory token moves 2 spaces; on failure the failure token moves."],
      [el("span", { class: "votes" }, "+2 \u22120"), "A character card's votes on the adventure: positive and negative."],
      ["zap, zap-proof, get diamond/item, refresh 2", "Abilities, used after the reveal in turn: cancel a card's votes; cannot be zapped; take from the centre; draw or reveal anew."],
      ["donkey, tent, poison, shield", "Items: a donkey adds 3 votes either way; the tent copies an ability; the poison makes the others play blind; a shield guards against them."],
      ["Pile", "The cards you played; they score at the end."],
    ];
  },

  roundResult() {
    return null;
  },

  results(view, story, names) {
    return (view.scores || []).length ? scores(view, names) : null;
  },
};

/**
 * The hand, each card a button when it may be played or discarded; with items to use, first
 * the choice of them (none, a donkey +3 or -3, the tent...), which the cards are played with;
 * and a button for the blind card a poisoned player plays.
 */
function yourHand(view, legal, legalSet, play) {
  const marked = new Set((view.mine && view.mine.marked) || []);
  const mixes = itemMixes(legal);
  if (!mixes.includes(itemChoice)) itemChoice = "";
  const cards = el("div", { class: "hand", role: "group", "aria-label": "your hand" });
  const draw = () => {
    const withItems = (id) => legalSet.has(`play ${id}${itemChoice}`) ? `play ${id}${itemChoice}` : null;
    const blind = withItems("blind");
    cards.replaceChildren(...view.hand.map((c) => character(c,
        withItems(c.id) || legalFor(legalSet, ["play", "discard"], c.id), play, marked.has(c.id))),
        ...(blind ? [clickable("span", { class: "hcard blind", title: "You are poisoned: play the card drawn from the hand on your left, unseen" },
          blind, play, "Play the blind card")] : []));
  };
  draw();
  return mixes.length > 1 ? [itemChooser(mixes, draw), cards] : [cards];
}

/** What the legal plays may add to their card, in their order: "", " donkey +", " tent"... */
function itemMixes(legal) {
  const mixes = [];
  for (const m of legal) {
    const p = /^play (?:C\d+|blind)(.*)$/.exec(m);
    if (p && !mixes.includes(p[1])) mixes.push(p[1]);
  }
  return mixes;
}

/** One radio button per mix of items; choosing one draws the hand again with it. */
function itemChooser(mixes, changed) {
  const choose = (mix) => () => {
    itemChoice = mix;
    changed();
  };
  return el("fieldset", { class: "items" }, el("legend", {}, "Play your card with"),
      mixes.map((mix) => el("label", {}, el("input", { type: "radio", name: "items", value: mix.trim(),
        checked: mix === itemChoice, onchange: choose(mix) }), ` ${mixLabel(mix)}`)));
}

/** " donkey + donkey - tent" as "a donkey +3, a donkey \u22123, the tent". */
function mixLabel(mix) {
  const parts = mix.trim().replace(/donkey ([+-])/g, (_, sign) => `donkey${sign}`).split(" ")
      .filter((w) => w).map((w) => (w === "tent" ? "the tent"
        : `a donkey ${w.endsWith("+") ? "+3" : "\u22123"}`));
  return parts.length ? parts.join(", ") : "no item";
}

/** The move that does verb (the first verb legal) with this card or adventure id, if any. */
function legalFor(legalSet, verbs, id) {
  return verbs.map((v) => `${v} ${id}`).find((m) => legalSet.has(m)) || null;
}

/** The legal moves that are neither a card nor an adventure, each a button that says what it does. */
function otherChoices(view, t) {
  const handIds = new Set((view.hand || []).map((c) => c.id));
  const played = new Set(((view.reveal && view.reveal.plays) || []).map((p) => p.card && p.card.id));
  const moves = t.legal.filter((m) => {
    const single = /^(pick|play|copy|discard) (A\d+|C\d+|blind)/.exec(m);
    if (!single) return true;
    const rest = m.split(" ").length;
    if (single[1] === "discard" && rest > 2) return true; // a set of cards to discard (refresh)
    if (single[1] === "copy") return !played.has(single[2]);
    if (single[1] === "discard" || single[1] === "play") return !handIds.has(single[2]) && single[2] !== "blind";
    return false;
  });
  if (!moves.length) return null;
  return el("div", { class: "choices", role: "group", "aria-label": "your choices" },
      el("h3", {}, "Your choices"), moves.map((m) => clickable("span", { class: "choice" }, m, t.play,
          describeMove(m, view, t.names))));
}

/** A move in words: "zap seat2" is "Zap ben's card". */
function describeMove(move, view, names) {
  const w = move.split(" ");
  const seatOf = (word) => seatName(names, Number(word.replace("seat", "")) - 1);
  const cardName = (id) => {
    const c = [...(view.hand || []), ...((view.reveal && view.reveal.plays) || []).map((p) => p.card).filter(Boolean)]
        .find((x) => x.id === id);
    return c ? `${id} ${c.name}` : id;
  };
  switch (w[0]) {
    case "pass": return "Pass: do nothing";
    case "item": return w[1] === "poison" ? "Use the poison" : "Raise your shield";
    case "zap": return w[1] === "adventure" ? "Zap the adventure card: its votes do not count" : `Zap ${seatOf(w[1])}'s card`;
    case "get": return w[1] === "diamond" ? "Take a diamond from the centre" : `Take the ${w[1]} from the centre`;
    case "steal": return `Steal ${w[2] === "diamond" ? "a diamond" : `the ${w[2]}`} from ${seatOf(w[1])}`;
    case "refresh": return w[1] === "cards" ? "Refresh: draw 2 cards, then discard 2" : "Refresh: reveal 2 adventures, keep 4 in the pool";
    case "keep": return `Keep ${w.slice(1).join(", ")} as the pool`;
    case "discard": return w[1] === "done" ? "Done discarding" : `Discard ${w.slice(1).map(cardName).join(", ")}`;
    case "copy": return `Copy the ability of ${cardName(w[1])}`;
    default: return move;
  }
}

/** The value track: one space per point value, each token on its space, the rivers marked. */
function track(t, riversActive) {
  const at = new Map();
  for (const [token, space] of Object.entries(t.positions || {})) {
    if (!at.has(space)) at.set(space, []);
    at.get(space).push(token);
  }
  const rivers = new Map((t.rivers || []).map((r) => [r.from, r.to]));
  const list = el("ol", { class: "track", start: 0, "aria-label": "value track" });
  (t.points || []).forEach((points, space) => {
    const river = rivers.has(space) ? el("span", { class: `river${riversActive ? " active" : ""}`,
      title: `a river to space ${rivers.get(space)}${riversActive ? "" : " (active in chapter II)"}` }, `\u2192${rivers.get(space)}`) : "";
    list.append(el("li", { class: "space", "data-space": space, title: `space ${space}: worth ${points}` },
        el("span", { class: "points" }, String(points)), river,
        (at.get(space) || []).map((token) => el("span", { class: `token ${token}`, "data-token": token,
          title: `${token}: worth ${t.values[token]} now` }, `${token} ${t.values[token]}`))));
  });
  return el("div", { class: "track-box" }, el("h3", {}, "Value track"), list);
}

function adventure(a, move, play) {
  const title = `${a.id} ${a.name}, from ${novel(a.ref)}. Printed votes +${a.plus} \u2212${a.minus}. `
      + `Success: ${outcome(a.success)}; failure: ${outcome(a.failure)}.`;
  return clickable("div", { class: "adventure", "data-adventure": a.id, title },
      move, play, el("strong", {}, `${a.id} ${a.name}`), el("span", { class: "ref" }, `(${a.ref})`),
      el("span", { class: "votes" }, `votes +${a.plus} \u2212${a.minus}`),
      el("span", {}, `success: ${outcome(a.success)}`), el("span", {}, `failure: ${outcome(a.failure)}`));
}

/** A character card: its votes, what it scores with and its ability. */
function character(c, move, play, marked) {
  const ability = c.ability && c.ability !== "none" ? `, ${ABILITY_SHORT[c.ability] || c.ability.replaceAll("_", " ")}` : "";
  const title = `${c.id} ${c.name}: votes +${c.plus} \u2212${c.minus}; in your pile it scores the ${c.scoring}; `
      + `${ABILITY[c.ability] || c.ability}${marked ? "; set aside to discard" : ""}`;
  return clickable("div", { class: `hcard${marked ? " marked" : ""}`, "data-card": c.id, title }, move, play,
      el("strong", {}, c.name), el("span", { class: "votes" }, `+${c.plus} \u2212${c.minus}`),
      el("span", {}, `${c.id}: ${c.token ? c.token : c.scoring}${ability}`));
}

/** The votes revealed: each seat's card (copyable with the tent), donkeys, the count and the outcome. */
function reveal(r, legalSet, names, play) {
  const plays = el("ul", { class: "plays" });
  for (const p of r.plays || []) {
    const what = p.card ? character(p.card, legalFor(legalSet, ["copy"], p.card.id), play, false)
        : el("span", {}, "no card");
    const notes = [p.blind ? "blind" : "", p.zapped ? "zapped: its votes do not count" : "",
      p.copied ? `copies ${p.copied}` : ""].filter((n) => n).join(", ");
    plays.append(el("li", { "data-seat": p.seat, class: p.zapped ? "zapped" : false },
        `${seatName(names, p.seat)}${notes ? ` (${notes})` : ""}: `, what));
  }
  for (const d of r.donkeys || []) {
    plays.append(el("li", {}, `${seatName(names, d.seat)} adds a donkey: ${d.positive ? "+3" : "\u22123"} votes`));
  }
  const counted = `${r.plus} for, ${r.minus} against${r.adventureZapped ? " (the adventure card is zapped)" : ""}`;
  const result = r.outcome ? ` ${r.outcome[0].toUpperCase()}${r.outcome.slice(1)}.` : " Not counted yet.";
  return el("section", { class: "reveal", "aria-label": "votes revealed" },
      el("h3", {}, `Votes revealed on ${r.adventure}: ${counted}.${result}`), plays);
}

function players(view, names) {
  const rows = (view.players || []).map((p) => ({ attrs: { class: (view.awaited || []).includes(p.seat) ? "turn" : false,
    "data-seat": p.seat }, cells: [seatName(names, p.seat), String(p.diamonds),
    el("span", { title: (p.items || []).map((i) => ITEM[i.split(" ")[0]] || i).join("; ") }, (p.items || []).join(", ")),
    String(p.handSize), String(p.pileSize), p.played ? "yes" : p.blind ? "blind" : ""] }));
  const items = (view.centreItems || []).join(", ") || "no items";
  return el("div", {}, el("p", {}, `Centre: ${view.centreDiamonds} diamonds; ${items}.`),
      dataTable(null, ["Player", "Diamonds", "Items", "Hand", "Pile", "Played"], rows, { class: "players" }));
}

function story(told) {
  return el("details", { class: "story" }, el("summary", {}, `The story so far (${told.length} adventures)`),
      el("ol", {}, told.map((s) => el("li", {}, `${s.adventure} ${s.name}: ${s.success ? "success" : "failure"} `
          + `(${s.plus} for, ${s.minus} against), ${s.token} ${s.from} \u2192 ${s.to}`))));
}

function scores(view, names) {
  const rows = view.scores.map((s) => [seatName(names, s.seat) + ((view.winners || []).includes(s.seat) ? " (wins)" : ""),
    String(s.cards), String(s.donDiego), String(s.diamonds), String(s.objective), String(s.total)]);
  return dataTable("Final scores", ["Player", "Cards", "Don Diego", "Diamonds", "Objective", "Total"], rows,
      { class: "players scores" });
}
