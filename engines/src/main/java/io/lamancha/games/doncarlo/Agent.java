package io.lamancha.games.doncarlo;

/** An agent in a country's queue: who sent it and under which code name. */
record Agent(int seat, CodeName code) {
}
