package io.lamancha.games.tricks;

import io.lamancha.engine.GameView;
import io.lamancha.engine.RenderContext;
import java.util.List;

/**
 * What one viewer sees of a Don Quixote game; the same record for seats and spectators. Cards are
 * codes ({@code R7}, {@code P}); colours are {@code R}, {@code Y}, {@code B}.
 *
 * @param viewer the viewing seat, -1 for a spectator
 * @param seats number of seats
 * @param round round number, from 1
 * @param trick trick number within the round, 1..7
 * @param suitPower the suit power stack, strongest colour first
 * @param leftovers the 2 face-up cards not dealt this round
 * @param currentTrick the cards played into the current trick, in play order
 * @param startingColour the colour to follow, {@code null} (omitted) until a number card is played
 * @param leader seat that led (or is to lead) the current trick
 * @param turn seat to play now, -1 once the game is over
 * @param players per seat: tricks and pass cards taken this round, score, last round's points,
 *     cards in hand
 * @param hand the viewer's own hand, sorted by colour as stacked (strongest first), numbers
 *     ascending, pass cards last; {@code null} for a spectator
 * @param playable the viewer's legal cards now (empty when not its turn); {@code null} for a
 *     spectator
 * @param playedThisRound the cards of this round's completed tricks, in play order (public)
 * @param lastTrick the previous completed trick of this round (empty before the first one ends)
 * @param lastTrickWinner seat that won {@code lastTrick}, -1 when there is none
 * @param over whether the game is over
 * @param winners the winning seats once over (several for a shared victory), else empty
 */
public record TricksView(
        int viewer,
        int seats,
        int round,
        int trick,
        List<String> suitPower,
        List<String> leftovers,
        List<PlayedCard> currentTrick,
        String startingColour,
        int leader,
        int turn,
        List<PlayerLine> players,
        List<String> hand,
        List<String> playable,
        List<String> playedThisRound,
        List<PlayedCard> lastTrick,
        int lastTrickWinner,
        boolean over,
        List<Integer> winners) implements GameView {

    public TricksView {
        suitPower = List.copyOf(suitPower);
        leftovers = List.copyOf(leftovers);
        currentTrick = List.copyOf(currentTrick);
        players = List.copyOf(players);
        hand = hand == null ? null : List.copyOf(hand);
        playable = playable == null ? null : List.copyOf(playable);
        playedThisRound = List.copyOf(playedThisRound);
        lastTrick = List.copyOf(lastTrick);
        winners = List.copyOf(winners);
    }

    /** A card in a trick and the seat that played it. */
    public record PlayedCard(int seat, String card) {
    }

    /** One seat's public line. */
    public record PlayerLine(int seat, int tricks, int passCards, int score, int lastRoundPoints, int handSize) {
    }

    @Override
    public List<String> render(RenderContext context) {
        return TricksRender.render(this, context);
    }
}
