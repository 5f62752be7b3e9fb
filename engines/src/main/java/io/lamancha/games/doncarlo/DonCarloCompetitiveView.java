package io.lamancha.games.doncarlo;

import io.lamancha.engine.GameView;
import io.lamancha.engine.RenderContext;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One viewer's view of the competitive game. Public: the countries with their queues, every
 * seat's score and card counts, and any hand lying open. Only the viewer's own seat gets
 * {@code hand}, {@code codeNames} and {@code putBack}; the order of every stockpile is never shown.
 *
 * @param seat the viewer's seat, -1 for a spectator
 * @param variant always {@code competitive}
 * @param awaited the seat to move (empty once over)
 * @param phase {@code play} (send an agent), {@code back} (put cards under the stockpile) or {@code over}
 * @param countries the countries in play, in number order
 * @param seats every seat's public state
 * @param hand the viewer's hand, ascending; null for a spectator
 * @param codeNames the viewer's legal code names by country label; null unless it is the viewer's
 *     turn to send an agent
 * @param putBack how many cards the viewer must put under its stockpile now (0 otherwise)
 * @param result the final table once over, else null
 */
public record DonCarloCompetitiveView(int seat, String variant, List<Integer> awaited, String phase,
                                      List<CountryView> countries, List<SeatView> seats, List<Integer> hand,
                                      Map<String, List<String>> codeNames, int putBack, List<String> result)
        implements GameView {

    /**
     * A country in play.
     *
     * @param name e.g. {@code Chaotania}
     * @param numbers the sums it takes, e.g. {@code 8} or {@code 9-12}
     * @param points what its card is worth in the country scoring
     * @param agents its queue, first arrival first
     * @param leader the seat that would win the card now (-1 with no agents)
     */
    public record CountryView(String name, String numbers, int points, List<AgentView> agents, int leader) {
        public CountryView {
            agents = List.copyOf(agents);
        }
    }

    /**
     * A seat as everyone sees it.
     *
     * @param stock cards left in its family stockpile
     * @param handSize cards in its hand
     * @param openHand the hand while it lies face up after a forced draw, else null
     * @param out whether the seat has left the game
     */
    public record SeatView(int seat, int influence, int bonus, int country, int total, int stock,
                           int handSize, List<Integer> openHand, boolean out) {
    }

    public DonCarloCompetitiveView {
        awaited = List.copyOf(awaited);
        countries = List.copyOf(countries);
        seats = List.copyOf(seats);
        hand = hand == null ? null : List.copyOf(hand);
        codeNames = codeNames == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(codeNames));
        result = result == null ? null : List.copyOf(result);
    }

    @Override
    public List<String> render(RenderContext context) {
        return DonCarloCompetitiveRender.render(this, context);
    }
}
