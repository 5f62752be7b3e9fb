package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameView;
import io.lamancha.engine.RenderContext;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One viewer's view of the cooperative variant. Public: the row with each task's progress, the
 * penalty cards, the size of the draw pile and of every hand. Only the viewer's own seat gets
 * {@code hand}, {@code codeNames} and {@code penaltyDue}; the pile's order is never shown.
 *
 * @param seat the viewer's seat, -1 for a spectator
 * @param variant always {@code coop}
 * @param awaited the seat to move (empty once over)
 * @param row the tasks from left to right
 * @param task index in {@code row} of the task due now (equals the row's size once all are done)
 * @param penaltyCards the penalty cards laid so far; the fourth loses the game
 * @param drawPile cards left in the shared draw pile
 * @param handSizes cards in each seat's hand
 * @param handLimit the hand size the seats draw back up to (5, or 4 when harder)
 * @param hand the viewer's hand, ascending; null for a spectator
 * @param codeNames the viewer's legal code names by country label; null unless it is the viewer's turn
 * @param penaltyDue whether the viewer, to move, cannot make a code name and must lay a penalty card
 * @param outcome {@code playing}, {@code won} or {@code lost}
 */
public record DonCarloCoopView(int seat, String variant, List<Integer> awaited, List<TaskView> row, int task,
                               List<Integer> penaltyCards, int drawPile, List<Integer> handSizes, int handLimit,
                               List<Integer> hand, Map<String, List<String>> codeNames, boolean penaltyDue,
                               String outcome) implements GameView {

    /**
     * One country card of the row as a task.
     *
     * @param required agents the task needs
     * @param agents the queue while the country is open; empty once closed (the pile lies face down)
     * @param state {@code closed} (done), {@code due} (the one that may be completed now) or {@code waiting}
     */
    public record TaskView(String name, String numbers, int required, List<AgentView> agents, String state) {
        public TaskView {
            agents = List.copyOf(agents);
        }
    }

    public DonCarloCoopView {
        awaited = List.copyOf(awaited);
        row = List.copyOf(row);
        penaltyCards = List.copyOf(penaltyCards);
        handSizes = List.copyOf(handSizes);
        hand = hand == null ? null : List.copyOf(hand);
        codeNames = codeNames == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(codeNames));
    }

    @Override
    public List<String> render(RenderContext context) {
        return DonCarloCoopRender.render(this, context);
    }
}
