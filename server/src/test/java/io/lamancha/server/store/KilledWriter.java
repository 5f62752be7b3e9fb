package io.lamancha.server.store;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;

/**
 * The process {@link KillNineTest} kills: plays moves into the given games as fast as the store
 * acknowledges them, printing {@code ack game seq} for each acknowledged move, until killed.
 * Arguments: the JDBC URL or {@code -} for the embedded database, the data dir, then game ids,
 * each of them or {@code new}: a game this process starts itself, in the group commit, with its
 * moves queued behind it at once (as a table does). With {@code -Dkilled.ahead=true} the
 * embedded store's journal goes through the write-ahead file, as a server's does.
 */
final class KilledWriter {
    private KilledWriter() {
    }

    public static void main(String[] args) throws InterruptedException {
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        Database database = Database.open(args[0].equals("-") ? null : args[0], Path.of(args[1]));
        GameStore games = Boolean.getBoolean("killed.ahead")
                ? GameStore.writingAhead(database, Clock.systemUTC(), io.lamancha.server.metrics.ServerMetrics.NONE)
                : new GameStore(database, Clock.systemUTC());
        for (int i = 2; i < args.length; i++) {
            long game = args[i].equals("new")
                    ? games.start("new" + i, "skat", java.util.Map.of(), i, java.util.List.of(StoredSeat.human("n")),
                            false).id()
                    : Long.parseLong(args[i]);
            Thread player = new Thread(() -> {
                for (int seq = 0; ; seq++) {
                    games.append(game, seq, 0, "move " + seq).join();
                    out.println("ack " + game + " " + seq);
                }
            });
            player.start();
        }
        out.println("started");
        Thread.sleep(Long.MAX_VALUE);
    }
}
