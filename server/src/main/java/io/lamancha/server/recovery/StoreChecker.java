package io.lamancha.server.recovery;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.server.store.StoreCheck;
import io.lamancha.server.store.StoredGame;
import io.lamancha.server.table.Replays;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import io.lamancha.server.ops.Console;

/**
 * Checks a store the way {@code lamancha check} reports it: the store's own checks (schema, every
 * table), then every running game replayed through its engine as a server would restore it.
 */
public final class StoreChecker {

    private final GameRegistry games;
    private final PrintWriter out;

    public StoreChecker(GameRegistry games, PrintWriter out) {
        this.games = games;
        this.out = out;
    }

    /**
     * Tells on {@code out} what is fine and what is not.
     *
     * @return the problems found; none for a sound store
     * @throws io.lamancha.server.store.StoreException when the running games cannot be read
     */
    public List<String> check(StoreCheck store) {
        StoreCheck.Report report = store.check();
        report.found().forEach(line -> Console.say(out, line));
        List<String> problems = new ArrayList<>(report.problems());
        if (problems.isEmpty()) {
            problems.addAll(replayRunning(store.runningGames()));
        }
        problems.forEach(p -> Console.say(out, "Problem: " + p));
        return problems;
    }

    private List<String> replayRunning(List<StoredGame> running) {
        List<String> problems = new ArrayList<>();
        for (StoredGame g : running) {
            Optional<GameDefinition> def = games.find(g.gameId());
            Optional<String> problem = def.isEmpty()
                    ? Optional.of("it is of a game this server does not have (" + g.gameId() + ")")
                    : Replays.problem(def.get(), g.options(), g.seed(), g.seats().size(), GameRestorer.moves(g));
            problem.ifPresent(p -> problems.add("Running game " + g.id() + " in " + g.room() + " does not replay: " + p
                    + "; a server starting on this store abandons it."));
        }
        int replayed = running.size() - problems.size();
        Console.say(out, "Running games: " + running.size() + (running.isEmpty() ? "."
                : problems.isEmpty() ? ", each replays through its engine."
                : ", " + replayed + " of them replay through their engines."));
        return problems;
    }
}
