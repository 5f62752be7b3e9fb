package io.lamancha.games.hidalgo;

/** What the game waits for (the phases of docs/games/hidalgo.md); the automatic steps never rest in a phase. */
enum Phase {
    PICK, POISON, POISON_SHIELD, PLAY, TENT, ABILITY, ZAP_SHIELD, STEAL_SHIELD, REFRESH_DISCARD, REFRESH_KEEP,
    CHAPTER_DISCARD, OVER
}
