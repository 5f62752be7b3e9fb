package io.lamancha.games.hidalgo;

import java.util.ArrayList;
import java.util.List;

/** What {@code /spielinfo} and {@code /help show} teach: the flow of a chapter, and how to read the render. */
final class HidalgoGuide {

    private HidalgoGuide() {
    }

    static List<String> summary() {
        return Columns.fitAll(List.of(
                "Don Quixote: The Ingenious Hidalgo (2-6 players): together you tell Don Quixote's story,"
                        + " each steering it toward the values your cards score.",
                "Two chapters of adventures, 4 each (chapter II has 5 at 5 players, 6 at 6). An adventure:",
                " 1. The start player picks one of the four adventures of the pool: pick A3.",
                " 2. Whoever holds the poison may use it (item poison): everyone else plays a card drawn"
                        + " blindly from the hand on their left (play blind). A shield blocks it.",
                " 3. Everyone plays a card face down at once, their vote: play C50. Donkeys (3 votes"
                        + " for or against) and the tent go in the same line: play C50 donkey + tent.",
                " 4. The cards are revealed. A tent copies a played card's ability: copy C50.",
                " 5. Clockwise from the start player, each may use their card's ability: zap, get"
                        + " diamond/item or refresh 2 (pass declines).",
                " 6. More positive than negative votes is a success, a tie a failure: the outcome's token"
                        + " (glory, love, obsession or delusion) moves along the value track.",
                " 7. Each card goes to its player's pile; the next player clockwise starts.",
                "Between the chapters everyone discards any cards in secret (discard C4, then discard done)"
                        + " and draws back to 9.",
                "At the end each card in your pile scores the points of its token's space, each diamond 2,"
                        + " and your secret objective what it says. Most points wins.",
                "The first start player is drawn at random. Option side a|b: the value track's side"
                        + " (its rivers carry tokens forward in chapter II).",
                "A move aimed at a player names them: zap bob, steal bob shield (a bot without its ~:"
                        + " zap sancho); your list of moves says whose card or item it is."));
    }

    static List<String> legend() {
        List<String> lines = new ArrayList<>(List.of(
                "Value track: one row per token, its letter (G glory, L love, O obsession, D delusion) on"
                        + " its space; worth is what each card of that token scores now.",
                "A2 The Lions (-2): success glory +4: an adventure, its printed votes, and the token a"
                        + " success or a failure moves, by how many spaces.",
                "C50 Marcela -1 love, zap: a card, its votes, the token it scores with, its ability.",
                "Abilities:"));
        for (Ability a : Ability.values()) {
            if (a != Ability.NONE) {
                lines.add("  " + a.label() + ": " + a.effect() + ".");
            }
        }
        lines.add("Items (held since the adventure began, then back to the centre once used):");
        for (ItemType i : ItemType.values()) {
            lines.add("  " + i.key() + ": " + i.effect() + ".");
        }
        lines.add("In your hand, * marks a card a move of yours names now. In a reveal, [blind] is a card"
                + " drawn from another hand, [zapped] a card whose votes do not count.");
        return Columns.fitAll(lines);
    }
}
