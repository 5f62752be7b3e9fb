package io.lamancha.server.table;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameOptions;
import io.lamancha.protocol.event.GameOver;
import io.lamancha.protocol.event.RatingChange;
import io.lamancha.server.journal.Journal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which games change ratings. A game is rated when the table allows it ({@code /option rated yes},
 * the default), the game and its variant are ratable, it has more than one seat, it is dealt at
 * random (no {@code /option seed}), every seat is a registered person when it starts, and no two
 * of them connect from the same address (unless the operator allows it, for LAN parties). A
 * tournament's game starts before its players come to the table: they are its registered entrants,
 * and as the server, not they, chose who meets, their addresses are not compared. The
 * places it is rated by are the recorded ones ({@link Ending}): a person who left and whose seat a
 * bot played to the end is last.
 */
final class Rated {

    private Rated() {
    }

    /**
     * Why a game about to start with these seats and options is not rated; empty when it is.
     *
     * @param sameAddress whether players who connect from the same address may be rated together
     */
    static Optional<String> unratedBecause(GameDefinition game, GameOptions gameOptions, TableOptions options,
            List<Seat> seats, boolean sameAddress) {
        if (!options.rated()) {
            return Optional.of("this table is set to /option rated no.");
        }
        if (seats.size() < 2) {
            return Optional.of("solo games are not rated.");
        }
        Optional<String> unratable = game.unratable(gameOptions);
        if (unratable.isPresent()) {
            return unratable;
        }
        if (options.seed().isPresent()) {
            return Optional.of("a game dealt from a chosen seed is not rated.");
        }
        for (Seat s : seats) {
            if (s.isBot()) {
                return Optional.of(s.name() + " is a bot; games with bots are not rated.");
            }
        }
        boolean entrants = options.tourney().isPresent();
        for (Seat s : seats) {
            if (!entrants && (s.session() == null || !s.session().registered())) {
                return Optional.of(s.name() + " is a guest; only registered players are rated.");
            }
        }
        if (!sameAddress && !entrants) {
            for (int i = 0; i < seats.size(); i++) {
                for (int j = i + 1; j < seats.size(); j++) {
                    if (seats.get(i).session().address().equals(seats.get(j).session().address())) {
                        return Optional.of(seats.get(i).name() + " and " + seats.get(j).name()
                                + " connect from one address; such games are not rated.");
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** What {@code /spielinfo} says of the table's games' ratings, before anyone is seated. */
    static String note(GameDefinition game, TableOptions options, boolean sameAddress) {
        if (!options.rated()) {
            return "Rated: no, this table is set to /option rated no.";
        }
        Optional<String> unratable = game.unratable(options.forGame());
        if (unratable.isPresent()) {
            return "Rated: no, " + unratable.get();
        }
        return "Rated: yes, when every player is registered (no guest, no bot) and unseeded"
                + (sameAddress ? "." : ", each at an address of their own.");
    }

    /** The changes as the end shows them: in the order of the standings, best first. */
    static List<RatingChange> shown(List<GameOver.Standing> standings, List<Journal.RatingChange> changes) {
        List<RatingChange> out = new ArrayList<>();
        for (GameOver.Standing s : standings) {
            for (Journal.RatingChange c : changes) {
                if (c.seat() == s.seat()) {
                    out.add(new RatingChange(c.name(), c.before(), c.after(), c.provisional()));
                }
            }
        }
        return out;
    }
}
