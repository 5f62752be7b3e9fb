package io.lamancha.clients.term;

import io.lamancha.clients.cli.ClientVersion;
import io.lamancha.clients.cli.ServerAddress;
import io.lamancha.clients.bot.ExitCodes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;
import org.jline.utils.InfoCmp;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code lamancha} for people (run as {@code ./lamancha-client}; {@code ./lamancha} starts the
 * server): the same text protocol nc and telnet see, with line editing, history, Tab completion of
 * commands and legal moves, colours where the terminal has them, and reconnection after a drop.
 * Hidden helper queries carry the tag {@code tc} and are never shown.
 */
@Command(name = "lamancha", mixinStandardHelpOptions = true, sortOptions = false, versionProvider = ClientVersion.class,
        description = {"Terminal client for La Mancha: line editing, history, Tab completion of commands and legal moves,",
                "colours, and reconnection. Plain telnet or nc work too; this is a comfort."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:you quit, or the server said goodbye", "2:bad command-line arguments", "3:could not connect to the server"})
public final class ClientMain implements Callable<Integer> {

    private static final String HIDDEN = "#tc ";

    @Mixin
    ServerAddress server = new ServerAddress();

    @Option(names = "--name", description = "Log in with this name at once.")
    String name;

    @Option(names = "--no-color", description = "No colours, even when the terminal has them (NO_COLOR in the environment does the same).")
    boolean noColor;

    @Option(names = "--history", description = "History file. Default: ~/.lamancha_history.")
    Path history = Path.of(System.getProperty("user.home"), ".lamancha_history");

    public static void main(String[] args) {
        System.exit(run(args));
    }

    public static int run(String... args) {
        return new CommandLine(new ClientMain()).execute(args);
    }

    @Override
    public Integer call() throws IOException {
        Completions completions = new Completions();
        try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
            LineReader reader = LineReaderBuilder.builder().terminal(terminal).appName("lamancha").completer(completions)
                    .variable(LineReader.HISTORY_FILE, history).build();
            boolean color = !noColor && System.getenv("NO_COLOR") == null && terminal.getNumericCapability(InfoCmp.Capability.max_colors) != null
                    && terminal.getNumericCapability(InfoCmp.Capability.max_colors) >= 8;
            ServerLink[] link = new ServerLink[1];
            link[0] = new ServerLink(server.host(), server.port(), line -> show(reader, completions, link[0], line, color),
                    s -> print(reader, s, color ? AttributedStyle.DEFAULT.foreground(AttributedStyle.GREEN) : null),
                    () -> terminal.raise(Terminal.Signal.INT)); // wakes the prompt, which then sees the end
            try {
                link[0].open();
            } catch (IOException e) {
                terminal.writer().println("No La Mancha server at " + server.host() + ":" + server.port() + " (" + e.getMessage() + ").");
                return ExitCodes.NO_SERVER;
            }
            link[0].send(HIDDEN + "/help");
            if (color) {
                link[0].send("/set color on");
            }
            if (name != null) {
                link[0].send("/login " + name);
            }
            return loop(reader, link[0]);
        }
    }

    private static int loop(LineReader reader, ServerLink link) {
        while (!link.quitting() && !link.ended()) {
            String line;
            try {
                line = reader.readLine("> ");
            } catch (UserInterruptException e) {
                continue;
            } catch (EndOfFileException e) {
                line = "/quit";
            }
            try {
                link.send(line);
            } catch (IOException e) {
                print(reader, "Not sent (the connection is down; reconnecting): " + line, null);
            }
        }
        try {
            Thread.sleep(300);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        link.close();
        return ExitCodes.OK;
    }

    private static void show(LineReader reader, Completions completions, ServerLink link, String line, boolean color) {
        if (line.startsWith(HIDDEN)) {
            String body = line.substring(HIDDEN.length());
            completions.helpLine(body);
            completions.serverLine(body);
            return;
        }
        if (completions.serverLine(line)) {
            try {
                link.send(HIDDEN + "/moves");
            } catch (IOException e) {
                // The reader notices the drop and reconnects; completion waits for the next prompt.
            }
        }
        print(reader, line, color ? Painter.styleOf(line) : null);
    }

    private static void print(LineReader reader, String line, AttributedStyle style) {
        if (style == null) {
            reader.printAbove(AttributedString.fromAnsi(line));
        } else {
            reader.printAbove(new AttributedString(line, style));
        }
    }
}
