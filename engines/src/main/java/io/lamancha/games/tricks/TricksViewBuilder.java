package io.lamancha.games.tricks;

import io.lamancha.games.tricks.TricksView.PlayedCard;
import io.lamancha.games.tricks.TricksView.PlayerLine;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Builds views field by field from what the viewer may see: public facts for everyone, plus the
 * viewer's own hand and legal cards for a seat. No other seat's hand is ever read here except for
 * its size.
 */
final class TricksViewBuilder {

    private TricksViewBuilder() {
    }

    static TricksView build(TricksGame game, int viewer) {
        Round round = game.round();
        Trick trick = round.trick();
        Colour starting = trick.startingColour();
        List<String> hand = null;
        List<String> playable = null;
        if (viewer >= 0) {
            hand = TricksGame.codes(game.power().sorted(round.hand(viewer)));
            playable = game.legalMoves(viewer);
        }
        List<Integer> winners = game.result().map(r -> r.winners()).orElse(List.of());
        return new TricksView(viewer, game.seats(), round.number, round.trickNumber(),
                game.power().codes(), TricksGame.codes(round.leftovers), plays(trick),
                starting == null ? null : starting.code(), round.leader(), game.isOver() ? -1 : round.turn(),
                players(game), hand, playable, TricksGame.codes(round.played()), plays(round.lastTrick()),
                round.lastWinner(), game.isOver(), winners);
    }

    private static List<PlayedCard> plays(Trick trick) {
        return trick.plays().stream().map(p -> new PlayedCard(p.seat(), p.card().code()))
                .collect(Collectors.toUnmodifiableList());
    }

    private static List<PlayerLine> players(TricksGame game) {
        Round round = game.round();
        List<Integer> scores = game.scores();
        List<Integer> lastRound = game.lastRound();
        List<PlayerLine> lines = new ArrayList<>();
        for (int s = 0; s < game.seats(); s++) {
            lines.add(new PlayerLine(s, round.tricksTaken(s), round.passesTaken(s), scores.get(s),
                    lastRound.get(s), round.handSize(s)));
        }
        return lines;
    }
}
