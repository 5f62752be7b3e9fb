// Don Carlo's table: the countries (or the cooperative row of tasks) with each family's agents,
// the families' standing, and your hand as number cards; the code names you may send are buttons
// in the country they go to, and the cards you may put under your stockpile a button a set. The
// agent sent last is marked, and the end says who won each country.
import { clickable, dataTable, el, plural, seatName } from "./dom.js";

/** "1/1/6": the cards, and the sum that picks the country. */
function codeTitle(code) {
  const cards = code.split("/").map(Number);
  const sum = cards.reduce((a, b) => a + b, 0);
  return `Code name ${code}: an agent made of the cards ${cards.join(", ")} (sum ${sum})`;
}

function countryTitle(c, coop) {
  const sums = `takes code names that add up to ${c.numbers.replace("-", " to ")}`;
  return coop ? `${c.name} ${sums}; the task needs ${c.required} agents`
    : `${c.name} ${sums}; worth ${c.points} points at the end to the family with most agents there`;
}

export const doncarlo = {
  id: "doncarlo",
  drawing: "doncarlo",

  newStory() {
    return { last: null, won: [], finished: null, openCards: [] };
  },

  remember(story, type, data) {
    if (type === "agent_sent" || type === "task_agent_sent") {
      story.last = { seat: data.seat, code: data.code, country: String(data.country).replace(/ \[.*$/, "") };
    } else if (type === "country_won") {
      story.won.push(data);
    } else if (type === "team_finished") {
      story.finished = data;
    }
  },

  draw(view, t) {
    const legalSet = new Set(t.legal);
    const coop = view.variant === "coop";
    const root = el("div", { class: "doncarlo" });
    root.append(el("p", {}, coop ? coopHeadline(view) : "Don Carlo, each family for itself: send agents; "
        + "at the end each country goes to the family with most agents there."));
    const countries = el("div", { class: "countries" });
    for (const c of coop ? view.row || [] : view.countries || []) {
      countries.append(country(c, view, legalSet, t, coop));
    }
    root.append(countries);
    root.append(coop ? coopSeats(view, t.names) : families(view, t.names));
    if (view.hand) root.append(el("h3", {}, "Your hand"), hand(view.hand, legalSet, t.play));
    const putBack = t.legal.filter((m) => m.startsWith("back "));
    if (putBack.length) root.append(putBackChoices(putBack, view.putBack, t.play));
    return root;
  },

  decision(view, t) {
    if (!t.legal.length) return "";
    if (view.variant === "coop") {
      if (view.penaltyDue) return "You cannot make any code name: lay a penalty card (click a card of your hand). "
          + "The fourth penalty card loses the game for everyone.";
      const due = (view.row || [])[view.task];
      return `Send an agent: click a code name in its task. Only the task due now${due ? ` (${due.name})` : ""} may be `
          + "completed; a later task cannot take its last agent before.";
    }
    if (view.putBack) return `Put ${plural(view.putBack, "card")} under your stockpile: click one of the sets below.`;
    return "Send an agent: click a code name (1 to 4 of your cards) in the country its sum names. "
        + "You score one influence per agent in that country, yours included.";
  },

  legend() {
    return [
      [el("span", { class: "agent" }, "1/1/6"), "A code name: the number cards an agent is made of, joined by /. Their sum (here 8) picks the country."],
      [el("span", { class: "country-chip" }, "Chaotania [8] 8 pts"), "A country, the sums it takes, and what it is worth at the end to the family with most agents there (the first to arrive breaks a tie)."],
      [el("span", { class: "agent legal" }, "2/3"), "A code name you may send now: click it to send the agent."],
      [el("span", { class: "agent new" }, "0/5"), "The agent sent last."],
      ["Influence, Bonus", "Influence: one point per agent in the country it went to, yours included. Bonus: +2 for three equal cards, +1 for three in a row."],
      ["Stock, Hand", "Cards left in a family's stockpile and in its hand; out: no more turns."],
      ["Cooperative", "All families together fill the tasks left to right; a task needs as many agents as its number. The fourth penalty card loses."],
    ];
  },

  roundResult() {
    return null;
  },

  results(view, story, names) {
    const parts = [];
    if (story.won.length) {
      parts.push(dataTable("Countries at the end", ["Country", "Won by", "Agents", "Points"],
          story.won.map((w) => [String(w.country), w.seat >= 0 ? seatName(names, w.seat) : "nobody",
            String(w.agents), String(w.points)]), { class: "players" }));
    }
    if ((view.result || []).length) {
      parts.push(el("ul", { class: "breakdown" }, view.result.map((line, seat) =>
        el("li", {}, `${seatName(names, seat)}: ${line}`))));
    }
    if (view.variant === "coop") {
      const done = (view.row || []).filter((c) => c.state === "closed").length;
      parts.push(el("p", {}, view.outcome === "won" ? `The families completed all ${done} tasks together: everyone wins.`
        : `The families lost with ${done} of ${(view.row || []).length} tasks done`
          + `${story.finished && story.finished.reason ? `: ${story.finished.reason}` : ""}.`));
    }
    return parts.length ? el("div", {}, parts) : null;
  },
};

function coopHeadline(view) {
  const row = view.row || [];
  const due = view.task < row.length ? ` Task ${view.task + 1} of ${row.length} is due.` : "";
  return `Don Carlo, all families together: ${view.outcome}.${due} Penalty cards: `
      + `${(view.penaltyCards || []).join(" ") || "none"} (the fourth loses). Draw pile: ${plural(view.drawPile, "card")}.`;
}

/** A country with its agents, one line per family in order of first arrival. */
function country(c, view, legalSet, t, coop) {
  const lead = c.leader >= 0 ? `led by ${seatName(t.names, c.leader)}` : "no agents yet";
  const about = coop ? `needs ${c.required}, ${(c.agents || []).length} sent, ${c.state === "due" ? "DUE NOW" : c.state}`
    : `${c.points} pts, ${lead}`;
  const box = el("section", { class: `country${c.state ? " " + c.state : ""}`, "data-country": c.name,
    "aria-label": c.name },
  el("h4", { title: countryTitle(c, coop) }, `${c.name} [${c.numbers}]`), el("p", { class: "about" }, about));
  const bySeat = new Map();
  for (const a of c.agents || []) {
    if (!bySeat.has(a.seat)) bySeat.set(a.seat, []);
    bySeat.get(a.seat).push(a.code);
  }
  const last = t.story && t.story.last;
  const list = el("ul", { class: "agents", "aria-label": `agents in ${c.name}` });
  for (const [seat, codes] of bySeat) {
    list.append(el("li", { class: `family f${seat}`, "data-seat": seat },
        el("span", { class: "who" }, seatName(t.names, seat)),
        codes.map((code) => {
          const isLast = last && last.seat === seat && last.code === code && last.country === c.name;
          return el("span", { class: `agent${isLast ? " new" : ""}`, "data-code": code,
            title: codeTitle(code) + (isLast ? "; sent last" : "") }, code);
        })));
  }
  box.append(list);
  const sendable = codeNamesFor(c, view.codeNames).filter((m) => legalSet.has(m));
  if (sendable.length) {
    box.append(el("div", { class: "send" }, "Send: ",
        sendable.map((m) => clickable("span", { class: "agent", title: `${codeTitle(m)}: send it to ${c.name}` }, m, t.play, m))));
  }
  return box;
}

function codeNamesFor(c, codeNames) {
  const label = `${c.name} [`;
  const key = Object.keys(codeNames || {}).find((k) => k.startsWith(label));
  return key ? codeNames[key] : [];
}

function families(view, names) {
  const rows = (view.seats || []).map((s) => {
    const awaited = (view.awaited || []).includes(s.seat);
    const hand = s.openHand ? `${s.handSize}, open: ${s.openHand.join(" ")}` : String(s.handSize);
    return { attrs: { class: `f${s.seat}${awaited ? " turn" : ""}`, "data-seat": s.seat }, cells: [
      el("span", { class: "who" }, seatName(names, s.seat) + (s.out ? " (out)" : "") + (awaited ? " (to move)" : "")),
      String(s.influence), String(s.bonus), String(s.country), String(s.total), String(s.stock), hand] };
  });
  return dataTable(null, ["Family", "Influence", "Bonus", "Country", "Total", "Stock", "Hand"], rows, { class: "players" });
}

function coopSeats(view, names) {
  return el("p", { class: "players" }, "Cards in hand: ", (view.handSizes || []).map((n, seat) =>
    `${seatName(names, seat)} ${n}${(view.awaited || []).includes(seat) ? " (to move)" : ""}`).join(", "));
}

/** Your number cards; a card is clickable when laying it as a penalty card is legal. */
function hand(cards, legalSet, play) {
  const row = el("div", { class: "hand", role: "group", "aria-label": "your hand" });
  const offered = new Set();
  for (const n of cards) {
    const move = `penalty ${n}`;
    const legal = legalSet.has(move) && !offered.has(move);
    if (legal) offered.add(move);
    row.append(clickable("span", { class: "card number", "data-card": n,
      title: legal ? `Lay ${n} as a penalty card` : `Number card ${n}` }, legal ? move : null, play, String(n)));
  }
  return row;
}

/** Each set of cards you may put under your stockpile ("back 5 6"), as a button of its cards. */
function putBackChoices(moves, count, play) {
  return el("div", { class: "put-back", role: "group", "aria-label": "cards to put under your stockpile" },
      el("p", {}, `Put ${plural(count || moves[0].split(" ").length - 1, "card")} under your stockpile:`),
      moves.map((m) => clickable("span", { class: "choice", title: `Put ${m.slice("back ".length)} under your stockpile` },
          m, play, m.slice("back ".length).split(" ").map((n) => el("span", { class: "card number" }, n)))));
}
