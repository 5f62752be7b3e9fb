package io.lamancha.server.cli;

import io.lamancha.games.Games;
import io.lamancha.server.net.tls.SelfSignedIdentity;
import io.lamancha.server.store.StoreBackup;
import io.lamancha.server.store.StoreCheck;
import io.lamancha.server.store.StoreException;
import io.lamancha.server.store.UnusableStoreException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import io.lamancha.server.recovery.StoreChecker;
import io.lamancha.server.ops.Console;
import io.lamancha.server.ops.StartFailure;
import io.lamancha.server.store.FileModes;

/** {@code lamancha backup DIR}: copies the embedded store into a new data directory, and checks the copy. */
@Command(name = "backup", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Backs up the embedded store into DIR, a new data directory.",
                "Copies the H2 store of --data with H2's BACKUP TO, then checks the copy as 'check' "
                + "does. DIR is then a data directory of its own: to restore, stop the server and "
                + "start it with --data DIR (see docs/OPERATIONS.md). Stop the server first: H2 lets "
                + "one process at a time open the store. For PostgreSQL use pg_dump."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the copy is written and sound",
                "1:the store or its copy has problems, or the copy could not be written",
                "2:a bad command line (DIR holds a store already, or --db is given)",
                "3:the store could not be read (none there, in use by a running server)"})
final class BackupCommand implements Callable<Integer> {

    static final int DONE = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;
    static final int CANNOT_READ = 3;

    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "A new (or empty) directory for the copy.")
    Path target;

    @Override
    public Integer call() {
        main.pointLogging();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (main.db != null) {
            Console.say(err, "backup copies the embedded H2 store; for PostgreSQL use pg_dump, e.g. "
                    + "pg_dump --format=custom --file=lamancha.dump DBNAME (see docs/OPERATIONS.md).");
            return USAGE;
        }
        Path copy;
        try {
            copy = StoreBackup.write(main.data, target);
            SelfSignedIdentity.copy(main.data, target);
            FileModes.ownerOnlyWithFiles(target);
        } catch (IOException e) {
            Console.fail(err, main.verbose(), new StartFailure("The TLS certificate could not be copied with the "
                    + "store (" + e + ").", e));
            return FAILED;
        } catch (IllegalArgumentException e) {
            Console.say(err, e.getMessage());
            return USAGE;
        } catch (UnusableStoreException e) {
            Console.fail(err, main.verbose(), new StartFailure(e.getMessage(), e));
            return e.reason() == UnusableStoreException.Reason.DAMAGED ? FAILED : CANNOT_READ;
        } catch (StoreException e) {
            Console.fail(err, main.verbose(), new StartFailure("The backup could not be written ("
                    + e.getMessage() + ").", e));
            return FAILED;
        }
        Console.say(out, "Backed up the store of " + main.data.toAbsolutePath() + " to " + copy + " ("
                + kibibytes(copy) + " KiB). Checking the copy:");
        List<String> problems;
        try (StoreCheck check = StoreCheck.open(null, target)) {
            problems = new StoreChecker(Games.registry(), out).check(check);
        } catch (StoreException e) {
            Console.fail(err, main.verbose(), StartFailure.of(e));
            return FAILED;
        }
        if (!problems.isEmpty()) {
            Console.say(out, "The copy has problems: keep an older backup.");
            return FAILED;
        }
        Console.say(out, "The copy is sound. To restore it, stop the server and start it with --data "
                + target.toAbsolutePath() + " (see docs/OPERATIONS.md).");
        return DONE;
    }

    private static long kibibytes(Path file) {
        try {
            return (Files.size(file) + 1023) / 1024;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
