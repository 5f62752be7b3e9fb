package io.lamancha.games.tiles;

import io.lamancha.engine.Audience;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.List;

/**
 * What happens in a game of Don Quixote (tile game). Placements are secret until everyone has
 * placed: the room only hears {@link Placed}; the tile itself goes to its owner alone
 * ({@link OwnPlacement}) until {@link Revealed} shows every placement of the turn at once.
 */
public sealed interface TilesEvent extends GameEvent {

    /** An event everyone at the table and every spectator sees. */
    sealed interface PublicEvent extends TilesEvent {
        @Override
        default Audience audience() {
            return Audience.EVERYONE;
        }
    }

    /** An event only the seat it names sees. */
    sealed interface SeatEvent extends TilesEvent {
        int seat();

        @Override
        default Audience audience() {
            return Audience.seat(seat());
        }
    }

    /** Public: a seat has placed this turn (which tile stays secret). */
    record Placed(int seat, String field) implements PublicEvent {
        public String type() {
            return "placed";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " has placed.";
        }
    }

    /** To the placing seat only: what it placed. */
    record OwnPlacement(int seat, String field, String tile, boolean rotated) implements SeatEvent {
        public String type() {
            return "own_placement";
        }

        public String text(RenderContext c) {
            return "You place " + tile + (rotated ? "r" : "") + " on " + field + ".";
        }
    }

    /** One seat's placement of a turn, as revealed. */
    record Placement(int seat, String tile, boolean rotated) {
    }

    /** Public, once everyone has placed: every placement of the turn. */
    record Revealed(String field, List<Placement> placements) implements PublicEvent {
        public Revealed {
            placements = List.copyOf(placements);
        }

        public String type() {
            return "placements_revealed";
        }

        public String text(RenderContext c) {
            List<String> parts = new ArrayList<>();
            for (Placement p : placements) {
                parts.add(c.name(p.seat()) + " " + p.tile() + (p.rotated() ? "r" : ""));
            }
            String each = String.join(", ", parts) + ".";
            return TextFit.firstFitting("Placed on " + field + ": " + each, "On " + field + ": " + each,
                    "Placed on " + field + " by everyone; /show <name> shows a board.");
        }
    }

    /** Public: the next position card is turned up. */
    record FieldAnnounced(int round, int turn, int turns, String field) implements PublicEvent {
        public String type() {
            return "field_announced";
        }

        public String text(RenderContext c) {
            return "Round " + round + ", turn " + turn + "/" + turns + ": everyone places a tile on " + field + ".";
        }
    }

    /** To one seat: the tiles it draws for a round (the hidden last tile is not named). */
    record HandDealt(int seat, int round, List<String> tiles, boolean hiddenLast) implements SeatEvent {
        public HandDealt {
            tiles = List.copyOf(tiles);
        }

        public String type() {
            return "hand_dealt";
        }

        public String text(RenderContext c) {
            return "Your tiles for round " + round + ": " + String.join(" ", tiles)
                    + (hiddenLast ? " + 1 hidden, placed last." : ".");
        }
    }

    /** To one seat: its hidden round-3 tile, now to be placed. */
    record LastTileRevealed(int seat, String tile, String field) implements SeatEvent {
        public String type() {
            return "hidden_tile_revealed";
        }

        public String text(RenderContext c) {
            return "Your hidden tile is " + tile + ": place it on " + field + ", turned or not.";
        }
    }

    /**
     * Public, at a round's end: every seat's scoring of the round, and the totals. Its line opens
     * the round's scoring; a {@link CategoryScored} line per seat and category, and a
     * {@link RoundPoints} line per seat, follow.
     */
    record RoundScored(int round, List<RoundScore> scores, List<Integer> totals) implements PublicEvent {
        public RoundScored {
            scores = List.copyOf(scores);
            totals = List.copyOf(totals);
        }

        public String type() {
            return "round_scored";
        }

        public String text(RenderContext c) {
            return "Round " + round + " scored: each player's points by category follow.";
        }
    }

    /**
     * Public, at a round's end: one seat's points in one category and what made them.
     *
     * @param category {@code castle6}, {@code castle4}, {@code churches}, {@code windmills},
     *     {@code defense}, or {@code knight_group} (round 3 only)
     * @param parts a castle: the knights joined to it; churches and windmills: how many each
     *     network holds, most first; defense: each defending knight's strength; knight group: each
     *     group's strength; largest first
     * @param needed a castle: the knights needed; churches and windmills: how many must be joined
     *     to score; defense: the strength needed; knight group: 0
     */
    record CategoryScored(int round, int seat, String category, int points, List<Integer> parts, int needed)
            implements PublicEvent {
        static final int SET_NEEDED = 2;

        public CategoryScored {
            parts = List.copyOf(parts);
        }

        public String type() {
            return "category_scored";
        }

        public String text(RenderContext c) {
            return ScoreExplanation.line(this, c);
        }
    }

    /** Public, at a round's end, after its categories: one seat's points this round and in all. */
    record RoundPoints(int round, int seat, int points, int total) implements PublicEvent {
        public String type() {
            return "round_points";
        }

        public String text(RenderContext c) {
            return c.name(seat) + ": " + ScoreExplanation.points(points) + " in round " + round + ", " + total
                    + " in all.";
        }
    }

    /** Public: the final totals and the winners (a tie is a shared win). */
    record GameOver(List<Integer> totals, List<Integer> winners) implements PublicEvent {
        public GameOver {
            totals = List.copyOf(totals);
            winners = List.copyOf(winners);
        }

        public String type() {
            return "game_over";
        }

        public String text(RenderContext c) {
            return Results.sentence(totals);
        }
    }
}
