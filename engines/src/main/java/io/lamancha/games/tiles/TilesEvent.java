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
            return "Placed on " + field + ": " + String.join(", ", parts) + ".";
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
                    + (hiddenLast ? ", and one hidden tile that you place last." : ".");
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

    /** Public: every seat's scoring of the round just ended, seat by seat, and the totals. */
    record RoundScored(int round, List<RoundScore> scores, List<Integer> totals) implements PublicEvent {
        public RoundScored {
            scores = List.copyOf(scores);
            totals = List.copyOf(totals);
        }

        public String type() {
            return "round_scored";
        }

        public String text(RenderContext c) {
            List<String> parts = new ArrayList<>();
            for (int s = 0; s < scores.size(); s++) {
                RoundScore r = scores.get(s);
                parts.add(c.name(s) + " " + r.total() + " (castles " + r.castle6() + "+" + r.castle4()
                        + ", churches " + r.churches() + ", windmills " + r.windmills() + ", defense "
                        + r.defense() + (round == TilesScoring.LAST_ROUND ? ", knight group " + r.largestGroup() : "")
                        + "; total " + totals.get(s) + ")");
            }
            return "Round " + round + " scored: " + String.join("; ", parts) + ".";
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
            return Results.sentence(c, totals, winners);
        }
    }
}
