// Reads back what the page drew on its table, game by game, in plain values, for the browser tests
// to compare with the JSON view the page was sent. Evaluated in the page: () => summary.
() => {
  const table = document.getElementById("table");
  const all = (sel, root = table) => [...root.querySelectorAll(sel)];
  const text = (node) => (node ? node.textContent.trim() : null);
  const summary = { version: Number(table.dataset.version), game: table.dataset.game || null,
    over: table.dataset.over === "true", failed: !!table.querySelector(".drawing-failed") };
  const trick = (node) => node ? all("figure", node).map((f) => [text(f.querySelector("figcaption")).replace(/ \(won\)$/, ""),
    f.querySelector("[data-card]").dataset.card]) : null;
  if (table.querySelector(".tricks")) {
    summary.current = trick(table.querySelector('[data-trick="current"]')) || [];
    const done = table.querySelector('[data-trick="completed"]');
    summary.completed = done ? { cards: trick(done), winner: done.dataset.winner } : null;
    const last = table.querySelector('[data-trick="last"]');
    summary.last = last ? { winner: last.dataset.winner, cards: all("[data-card]", last).map((c) => c.dataset.card) } : null;
    summary.hand = all(".hand [data-card]").map((c) => c.dataset.card);
    summary.playable = all(".hand .legal").map((c) => c.dataset.card);
    summary.power = all(".power [data-colour], .facts [data-colour]").map((c) => c.dataset.colour);
    summary.players = all(".players tbody tr").map((r) => all("td", r).map((td) => td.textContent.replace(/ \(to play\)$/, "")));
  } else if (table.querySelector(".doncarlo")) {
    summary.countries = Object.fromEntries(all(".country").map((c) => [c.dataset.country,
      all(".family", c).flatMap((f) => all(".agent", f).map((a) => [Number(f.dataset.seat), a.dataset.code]))]));
    summary.sendable = all(".country .send .legal").map((b) => b.dataset.move).sort();
    summary.hand = all(".hand [data-card]").map((c) => Number(c.dataset.card));
    summary.totals = all(".players tbody tr").map((r) => Number(r.children[4].textContent));
  } else if (table.querySelector(".tiles")) {
    summary.boards = Object.fromEntries(all(".principality").map((b) => [b.dataset.seat,
      Object.fromEntries(all("td.field[data-tile]", b).map((f) => [f.dataset.field, f.dataset.tile]))]));
    summary.current = all(".principality.own td.field.current").map((f) => f.dataset.field);
    summary.hand = all(".hand figure[data-tile]").map((f) => f.dataset.tile);
    summary.placeable = all(".hand .legal").map((b) => b.dataset.move).sort();
  } else if (table.querySelector(".hidalgo")) {
    summary.tokens = Object.fromEntries(all(".track [data-token]").map((t) => [t.dataset.token, Number(t.closest("[data-space]").dataset.space)]));
    summary.hand = all('.hand .hcard[data-card]').map((c) => c.dataset.card);
    summary.pool = all(".pool [data-adventure]").map((a) => a.dataset.adventure);
    summary.reveal = all(".reveal .plays li[data-seat]").map((l) => [Number(l.dataset.seat),
      (l.querySelector("[data-card]") || {}).dataset ? l.querySelector("[data-card]").dataset.card : null]);
  }
  summary.moves = all("#moves button.move", document).map((b) => b.dataset.move);
  return JSON.stringify(summary);
}
