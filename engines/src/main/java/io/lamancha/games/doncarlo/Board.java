package io.lamancha.games.doncarlo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The countries in play, each with its queue of agents in the order they arrived. */
final class Board {

    private final List<Country> countries;
    private final Map<Country, List<Agent>> queues = new EnumMap<>(Country.class);
    /**
     * The code names some country in play takes and none holds yet: where a hand's code names are
     * looked up after every move. Replaced, never changed, so it can be handed out.
     */
    private CodeNameSet sendable;
    /** The country in play for each sum 0..30 (the most five cards can make), null for none. */
    private final Country[] bySum = new Country[31];
    private int agents;

    Board(List<Country> countries) {
        this.countries = List.copyOf(countries);
        for (Country c : this.countries) {
            queues.put(c, new ArrayList<>());
            for (int sum = c.lowestSum(); sum <= c.highestSum(); sum++) {
                bySum[sum] = c;
            }
        }
        sendable = CodeNameSet.takenByAny(this.countries);
    }

    List<Country> countries() {
        return countries;
    }

    /** The country in play that takes this sum, or null when none does. */
    Country countryFor(int sum) {
        return sum >= 0 && sum < bySum.length ? bySum[sum] : null;
    }

    List<Agent> queue(Country country) {
        return Collections.unmodifiableList(queues.get(country));
    }

    /** The code names some country in play takes and none holds yet, in {@link CodeName} order. */
    CodeNameSet sendable() {
        return sendable;
    }

    /** Whether an agent with this code name is already in the country. */
    boolean holds(Country country, CodeName code) {
        if (CodeNameSet.covers(code)) {
            // a code name only ever goes to the country that takes its sum
            return country.takes(code.sum()) && queues.containsKey(country) && !sendable.contains(code);
        }
        for (Agent agent : queues.get(country)) {
            if (agent.code().equals(code)) {
                return true;
            }
        }
        return false;
    }

    /** Agents sent so far, in all countries; it only ever grows. */
    int agents() {
        return agents;
    }

    /** Puts the agent at the back of the queue; returns the number of agents now there. */
    int send(Country country, Agent agent) {
        List<Agent> queue = queues.get(country);
        queue.add(agent);
        sendable = sendable.without(agent.code());
        agents++;
        return queue.size();
    }

    /** Code names of countries on this board, grouped by the country's label in board order. */
    Map<String, List<String>> byCountry(List<CodeName> codes) {
        Map<String, List<String>> map = new LinkedHashMap<>();
        for (Country c : countries) {
            for (CodeName code : codes) {
                if (c.takes(code.sum())) {
                    map.computeIfAbsent(c.label(), k -> new ArrayList<>()).add(code.notation());
                }
            }
        }
        return map;
    }
}
