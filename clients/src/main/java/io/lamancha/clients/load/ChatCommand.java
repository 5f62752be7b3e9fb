package io.lamancha.clients.load;

import io.lamancha.clients.cli.ClientVersion;
import io.lamancha.clients.bot.ExitCodes;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code lamancha-load chat} and {@code lamancha-load irc}: the same fan-out run, two dialects. */
@Command(name = "chat", mixinStandardHelpOptions = true, versionProvider = ClientVersion.class, sortOptions = false,
        description = {"Chat fan-out against La Mancha: N clients in one room, a fixed total rate of timed lines.",
                "Start the server with --unlimited (no flood, idle or per-address limits)."})
class ChatCommand implements Callable<Integer> {

    static final int MAX_CLIENTS = 20_000;

    @Mixin
    Target target = new Target();

    @Option(names = "--clients", description = "Clients in the room (1-" + MAX_CLIENTS + "). Default: ${DEFAULT-VALUE}.")
    int clients = 200;

    @Option(names = "--rate", description = "Lines per second sent in total. Default: ${DEFAULT-VALUE}.")
    double rate = 3000;

    @Option(names = "--senders", description = "How many of the clients send (0 = all). Default: ${DEFAULT-VALUE}.")
    int senders;

    @Option(names = "--room", description = "Room (La Mancha) or channel without # (IRC). Default: lobby / bench.")
    String room;

    @Option(names = "--drain", description = "Seconds to wait for the last lines after sending stops. Default: ${DEFAULT-VALUE}.")
    int drain = 10;

    @Option(names = "--channel", description = "La Mancha: chat in a chat channel (/channel, /gtell) named --room"
            + " (default bench) instead of in a room.")
    boolean channel;

    @Option(names = "--transport", paramLabel = "tcp|ws", converter = TransportConverter.class,
            description = "La Mancha: connect over TCP, or over WebSocket (then --port is the server's --http-port)."
                    + " Default: tcp.")
    Transport transport = Transport.TCP;

    @Option(names = "--also-port", paramLabel = "PORT", split = ",", description = "La Mancha: more nodes of one "
            + "cluster; the clients are spread over --port and these in turn (repeatable, or several with commas).")
    List<Integer> alsoPorts = new ArrayList<>();

    @Option(names = "--also-pid", paramLabel = "PID", split = ",", description = "Their process ids: the server CPU "
            + "per delivery is then that of every node given.")
    List<Long> alsoPids = new ArrayList<>();

    Dialect dialect() {
        return channel ? new Dialect.Channel() : new Dialect.LaMancha();
    }

    String mode() {
        return "chat";
    }

    String defaultRoom() {
        return channel ? "bench" : "lobby";
    }

    @Override
    public Integer call() throws Exception {
        String problem = target.problem();
        if (problem == null && (clients < 2 || clients > MAX_CLIENTS || rate <= 0 || rate > 2_000_000 || senders < 0 || drain < 0)) {
            problem = "--clients 2-" + MAX_CLIENTS + ", --rate 1-2000000, --senders >= 0, --drain >= 0.";
        }
        if (problem == null && transport == Transport.WS && dialect() instanceof Dialect.Irc) {
            problem = "--transport ws is for La Mancha (chat), not IRC.";
        }
        if (problem == null && alsoPorts.stream().anyMatch(p -> p < 1 || p > 65535)) {
            problem = "--also-port must be 1-65535.";
        }
        if (problem == null && !alsoPids.isEmpty() && target.serverPid == null) {
            problem = "--also-pid goes with --server-pid (the node of --port).";
        }
        if (problem != null) {
            System.err.println(problem);
            return ExitCodes.USAGE;
        }
        List<Integer> ports = new ArrayList<>(List.of(target.port()));
        ports.addAll(alsoPorts);
        List<Long> pids = new ArrayList<>();
        if (target.serverPid != null) {
            pids.add(target.serverPid);
            pids.addAll(alsoPids);
        }
        FanoutRun.Settings s = new FanoutRun.Settings(target.host(), ports, transport, dialect(),
                room == null ? defaultRoom() : room, clients, senders == 0 ? clients : senders, rate, Duration.ofSeconds(target.warmup),
                Duration.ofSeconds(target.duration), Duration.ofSeconds(drain), pids);
        FanoutRun.Result r;
        try {
            r = new FanoutRun(s).run();
        } catch (java.net.ConnectException e) {
            System.err.println("no server at " + target.host() + ":" + target.port());
            return ExitCodes.NO_SERVER;
        }
        PrintStream out = System.out;
        out.printf(Locale.ROOT, "%s over %s: %d clients, %.0f lines/s for %d s%n", mode(),
                transport == Transport.WS ? "WebSocket" : "TCP", clients, rate, target.duration);
        out.printf(Locale.ROOT, "sent %d, delivered %d of %d (lost %d), %.0f deliveries/s%n", r.sent(), r.delivered(),
                r.expected(), r.lost(), r.windowDeliveries() / r.seconds());
        out.printf(Locale.ROOT, "latency p50 %d us, p99 %d us, max %d us; errors %d, closed %d%s%n", r.p50(), r.p99(), r.max(),
                r.errors(), r.closed(), r.lastError() == null ? "" : " (last: " + r.lastError() + ")");
        out.println(r.line(mode(), s));
        return r.lost() == 0 && r.errors() == 0 && r.closed() == 0 ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** {@code tcp} or {@code ws}, as the option is written. */
    static final class TransportConverter implements CommandLine.ITypeConverter<Transport> {
        @Override
        public Transport convert(String value) {
            for (Transport t : Transport.values()) {
                if (t.name().equalsIgnoreCase(value)) {
                    return t;
                }
            }
            throw new CommandLine.TypeConversionException("'" + value + "' is not a transport: tcp or ws");
        }
    }

    /** The same run against an IRC server: NICK/USER, JOIN #room, PRIVMSG. */
    @Command(name = "irc", mixinStandardHelpOptions = true, versionProvider = ClientVersion.class, sortOptions = false,
            description = {"Chat fan-out against an IRC server (e.g. ngIRCd on 127.0.0.1:6667 with flood limits off: --port 6667),",
                    "for a side-by-side with La Mancha's chat mode."})
    static final class Irc extends ChatCommand {
        @Override
        Dialect dialect() {
            return new Dialect.Irc();
        }

        @Override
        String mode() {
            return "irc";
        }

        @Override
        String defaultRoom() {
            return "bench";
        }
    }
}
