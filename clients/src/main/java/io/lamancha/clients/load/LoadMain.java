package io.lamancha.clients.load;

import io.lamancha.clients.cli.ClientVersion;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code lamancha-load}: load generator and benchmark driver for La Mancha (and an IRC server for
 * comparison). Every mode is bounded in clients and seconds and stops by itself; targets must be
 * on loopback.
 */
@Command(name = "lamancha-load", mixinStandardHelpOptions = true, versionProvider = ClientVersion.class,
        description = {"Load generator for La Mancha. Every mode stops by itself and prints a RESULT line.",
                "Load runs stay on this machine: --host must be a loopback address.",
                "Start the server with: ./lamancha --unlimited --bot-delay-ms 0"},
        subcommands = {ChatCommand.class, ChatCommand.Irc.class, GamesCommand.class, IdleCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run finished with nothing lost and no errors", "1:lines were lost, errors were seen, or setup failed",
                "2:bad command-line arguments (or no mode given)", "3:no server at the address given"})
public final class LoadMain implements java.util.concurrent.Callable<Integer> {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the CLI and returns its exit code. */
    public static int run(String... args) {
        CommandLine cl = new CommandLine(new LoadMain());
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("lamancha-load: " + e.getMessage());
            return 1;
        });
        return cl.execute(args);
    }

    @Override
    public Integer call() {
        System.err.println("Say which mode: chat, irc, games or idle (lamancha-load <mode> --help).");
        return io.lamancha.clients.bot.ExitCodes.USAGE;
    }
}
