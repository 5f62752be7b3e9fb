package io.lamancha.clients.bot;

import io.lamancha.clients.cli.ClientVersion;
import io.lamancha.clients.cli.ServerAddress;
import io.lamancha.clients.kit.BotClient;
import io.lamancha.clients.kit.BotConfig;
import io.lamancha.clients.kit.BotException;
import io.lamancha.clients.kit.GameEnd;
import io.lamancha.clients.kit.Strategy;
import java.io.PrintWriter;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code lamancha-bot}: plays any game the server offers from the legal-move lists alone and prints
 * one result line per finished game. Exit codes: see {@link ExitCodes}.
 */
@Command(name = "lamancha-bot", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = ClientVersion.class,
        description = {"Plays La Mancha games from the legal-move lists and prints one result line per game:",
                "  <game> <room> won|lost <name>=<score>... winners=<names>"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every game was played to the end", "1:the server refused the bot, went silent, or could not be reached again",
                "2:bad command-line arguments", "3:could not connect to the server"})
public final class BotMain implements Callable<Integer> {

    @Mixin
    ServerAddress server = new ServerAddress();

    @Option(names = "--name", description = "Login name (2-16 letters, digits, _ or -). Default: bot<random digits>.")
    String name;

    @Option(names = "--room", description = "Room to enter and wait in until --seats seats are taken, e.g. quixote-tricks-1.")
    String room;

    @Option(names = "--game", description = "Game id: make a new room for it and fill the other seats with server bots.")
    String game;

    @Option(names = "--seats", description = "Seats at the table (0 = the game's minimum). Default: ${DEFAULT-VALUE}.")
    int seats;

    @Option(names = "--strategy", description = "random or first legal move. Default: ${DEFAULT-VALUE}.")
    StrategyName strategy = StrategyName.random;

    @Option(names = "--games", description = "Games to play, then quit. Default: ${DEFAULT-VALUE}.")
    int games = 1;

    @Option(names = "--seed", description = "Seed for --strategy random. Default: random.")
    Long seed;

    @Option(names = "--server-bots", description = "Level of the server bots that fill seats (random or smart). Default: ${DEFAULT-VALUE}.")
    String serverBots = "random";

    @Option(names = "--timeout", description = "Seconds of server silence before giving up. Default: ${DEFAULT-VALUE}.")
    int timeout = 120;

    /** The strategies the CLI offers. */
    enum StrategyName { random, first }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the CLI and returns its exit code (for tests and the combined jar). */
    public static int run(String... args) {
        return new CommandLine(new BotMain()).execute(args);
    }

    @Override
    public Integer call() {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        if ((room == null) == (game == null)) {
            err.println("Give exactly one of --room <room> or --game <game>.");
            return ExitCodes.USAGE;
        }
        if (games < 1 || seats < 0 || timeout < 1) {
            err.println("--games and --timeout must be at least 1, --seats at least 0.");
            return ExitCodes.USAGE;
        }
        String login = name != null ? name : "bot" + ThreadLocalRandom.current().nextInt(10_000, 100_000);
        BotConfig config = new BotConfig(server.host(), server.port(), login, room, game, seats, games, serverBots, 5,
                Duration.ofSeconds(timeout));
        long s = seed != null ? seed : ThreadLocalRandom.current().nextLong();
        Strategy chosen = strategy == StrategyName.first ? Strategy.first() : Strategy.random(s);
        BotClient client = new BotClient(config, chosen, new BotClient.Listener() {
            @Override
            public void gameEnded(GameEnd end) {
                out.println(end.resultLine());
            }

            @Override
            public void note(String message) {
                err.println(login + ": " + message);
            }
        });
        try {
            client.run();
            return ExitCodes.OK;
        } catch (BotException e) {
            err.println(login + ": " + (e.code() != null ? e.code() + ": " : "") + e.getMessage());
            return e.getCause() instanceof ConnectException ? ExitCodes.NO_SERVER : ExitCodes.FAILED;
        }
    }
}
