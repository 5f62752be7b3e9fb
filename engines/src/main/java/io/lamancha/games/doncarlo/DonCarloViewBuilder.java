package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builds the views of both variants field by field from what the viewer may see: the board, every
 * seat's counts and any hand lying open for everyone, plus the viewer's own hand, code names and
 * pending choice for a seat. No other seat's hidden hand is read here except for its size.
 */
final class DonCarloViewBuilder {

    private DonCarloViewBuilder() {
    }

    static DonCarloCompetitiveView competitive(DonCarloCompetitiveGame game, int viewer) {
        List<DonCarloCompetitiveView.CountryView> countries = new ArrayList<>();
        for (Country c : game.board().countries()) {
            countries.add(new DonCarloCompetitiveView.CountryView(c.title(), c.numbers(), c.points(),
                    agents(game.board().queue(c)), DonCarloCompetitiveScoring.leader(game.board().queue(c))));
        }
        List<DonCarloCompetitiveView.SeatView> seats = new ArrayList<>();
        for (int s = 0; s < game.seats(); s++) {
            Family f = game.family(s);
            seats.add(new DonCarloCompetitiveView.SeatView(s, f.influence, f.bonus, f.countryPoints, f.total(),
                    f.stockSize(), f.hand().size(), f.open ? sorted(f.hand()) : null, f.out));
        }
        boolean toMove = !game.isOver() && viewer == game.turn();
        String phase = game.isOver() ? "over" : game.choosingBack() ? "back" : "play";
        return new DonCarloCompetitiveView(viewer, "competitive", awaited(game), phase, countries, seats,
                viewer < 0 ? null : sorted(game.family(viewer).hand()),
                toMove && !game.choosingBack() ? game.board().byCountry(game.playable(viewer)) : null,
                toMove && game.choosingBack() ? game.family(viewer).hand().size() - DonCarloCompetitiveGame.HAND : 0,
                game.result().map(r -> r.breakdown()).orElse(null));
    }

    static DonCarloCoopView coop(DonCarloCoopGame game, int viewer) {
        List<DonCarloCoopView.TaskView> row = new ArrayList<>();
        for (int i = 0; i < game.row().size(); i++) {
            Country c = game.row().get(i);
            boolean closed = i < game.task();
            row.add(new DonCarloCoopView.TaskView(c.title(), c.numbers(), c.points(),
                    closed ? List.of() : agents(game.board().queue(c)),
                    closed ? "closed" : i == game.task() ? "due" : "waiting"));
        }
        List<Integer> handSizes = new ArrayList<>();
        for (int s = 0; s < game.seats(); s++) {
            handSizes.add(game.hand(s).size());
        }
        boolean toMove = !game.isOver() && viewer == game.turn();
        Map<String, List<String>> codeNames = toMove ? game.board().byCountry(game.playable(viewer)) : null;
        String outcome = game.outcome().name().toLowerCase(Locale.ROOT);
        return new DonCarloCoopView(viewer, "coop", awaited(game), row, game.task(), game.penalties(),
                game.pileSize(), handSizes, game.handSize(), viewer < 0 ? null : sorted(game.hand(viewer)),
                codeNames, toMove && codeNames.isEmpty(), outcome);
    }

    /** The seat to move, or none once over. */
    private static List<Integer> awaited(DonCarloGame game) {
        return game.isOver() ? List.of() : List.of(game.turn());
    }

    /** A country's queue as every viewer sees it, first arrival first. */
    private static List<AgentView> agents(List<Agent> queue) {
        List<AgentView> agents = new ArrayList<>();
        for (Agent a : queue) {
            agents.add(new AgentView(a.seat(), a.code().notation()));
        }
        return agents;
    }

    static List<Integer> sorted(List<Integer> cards) {
        List<Integer> copy = new ArrayList<>(cards);
        Collections.sort(copy);
        return copy;
    }
}
