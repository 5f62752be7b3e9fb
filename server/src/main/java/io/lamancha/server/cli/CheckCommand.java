package io.lamancha.server.cli;

import io.lamancha.games.Games;
import io.lamancha.server.store.StoreCheck;
import io.lamancha.server.store.StoreException;
import io.lamancha.server.store.UnusableStoreException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import io.lamancha.server.recovery.StoreChecker;
import io.lamancha.server.ops.Console;
import io.lamancha.server.ops.StartFailure;

/** {@code lamancha check}: verifies the store of {@code --data} (or {@code --db}) without serving it. */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Checks the store without serving it or writing to it.",
                "Opens it read-only, checks the schema version, reads every row of every table and "
                + "replays every running game through its engine. A server must not be running on "
                + "an embedded store (H2 lets one process at a time open it)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the store is sound",
                "1:the store has problems (damaged, unreadable, a game that does not replay)",
                "2:a bad command line",
                "3:the store could not be checked (none there, in use, unreachable)"})
final class CheckCommand implements Callable<Integer> {

    static final int SOUND = 0;
    static final int PROBLEMS = 1;
    static final int CANNOT_CHECK = 3;

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        main.pointLogging();
        PrintWriter out = spec.commandLine().getOut();
        try (StoreCheck store = StoreCheck.open(main.db, main.data)) {
            Console.say(out, "Checking " + store.name() + ", read-only.");
            List<String> problems = new StoreChecker(Games.registry(), out).check(store);
            if (problems.isEmpty()) {
                Console.say(out, "The store is sound.");
                return SOUND;
            }
            Console.say(out, (problems.size() == 1 ? "1 problem" : problems.size() + " problems")
                    + " found; docs/OPERATIONS.md says what to do (most often: restore a backup).");
            return PROBLEMS;
        } catch (UnusableStoreException e) {
            Console.fail(spec.commandLine().getErr(), main.verbose(), new StartFailure(e.getMessage(), e));
            return e.reason() == UnusableStoreException.Reason.DAMAGED ? PROBLEMS : CANNOT_CHECK;
        } catch (StoreException e) {
            Console.fail(spec.commandLine().getErr(), main.verbose(), StartFailure.of(e));
            return PROBLEMS;
        }
    }
}
