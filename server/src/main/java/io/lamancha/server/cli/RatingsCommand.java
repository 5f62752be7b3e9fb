package io.lamancha.server.cli;

import io.lamancha.server.store.Persistence;
import io.lamancha.server.store.StoreException;
import io.lamancha.server.store.UnusableStoreException;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import io.lamancha.server.ops.Console;
import io.lamancha.server.ops.StartFailure;

/** {@code lamancha ratings --rebuild}: recomputes every rating from the stored games. */
@Command(name = "ratings", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Recomputes every rating from the stored rated games.",
                "Ratings are derived data: --rebuild forgets them and rates every finished rated game "
                + "again, in the order they finished, in one transaction, giving the numbers the live "
                + "updates gave. Stop the server first on an embedded store."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the ratings are rebuilt",
                "1:the store could not be written",
                "2:a bad command line",
                "3:the store could not be opened (none there, in use, unreachable)"})
final class RatingsCommand implements Callable<Integer> {

    static final int DONE = 0;
    static final int FAILED = 1;
    static final int CANNOT_OPEN = 3;

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Option(names = "--rebuild", required = true, description = "Recompute every rating from the stored games.")
    boolean rebuild;

    @Override
    public Integer call() {
        main.pointLogging();
        PrintWriter out = spec.commandLine().getOut();
        try (Persistence store = Persistence.open(main.db, main.data, Set.of(), Clock.systemUTC())) {
            int games = store.storage().ratings().rebuild();
            Console.say(out, "Rebuilt the ratings from " + games + " rated game" + (games == 1 ? "" : "s") + ".");
            return DONE;
        } catch (UnusableStoreException e) {
            Console.fail(spec.commandLine().getErr(), main.verbose(), new StartFailure(e.getMessage(), e));
            return CANNOT_OPEN;
        } catch (StoreException e) {
            Console.fail(spec.commandLine().getErr(), main.verbose(), StartFailure.of(e));
            return FAILED;
        }
    }
}
