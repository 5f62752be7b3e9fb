package io.lamancha.clients;

import io.lamancha.clients.bot.BotMain;
import io.lamancha.clients.bot.ExitCodes;
import java.util.Arrays;

/**
 * {@code java -jar lamancha-clients.jar bot|load|client [options]}: one jar for the three client
 * programs. The repository's {@code ./lamancha-bot}, {@code ./lamancha-load} and
 * {@code ./lamancha-client} scripts call the same entry points directly.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        String[] rest = args.length == 0 ? args : Arrays.copyOfRange(args, 1, args.length);
        String which = args.length == 0 ? "" : args[0];
        switch (which) {
            case "bot":
                return BotMain.run(rest);
            case "load":
                return io.lamancha.clients.load.LoadMain.run(rest);
            case "client":
                return io.lamancha.clients.term.ClientMain.run(rest);
            default:
                System.err.println("Usage: java -jar lamancha-clients.jar bot|load|client [--help | options]");
                return ExitCodes.USAGE;
        }
    }
}
