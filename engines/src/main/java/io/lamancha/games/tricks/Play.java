package io.lamancha.games.tricks;

/** One card played into a trick, and by whom. */
record Play(int seat, Card card) {
}
