package io.lamancha.clients.load;

import io.lamancha.clients.cli.ClientVersion;
import io.lamancha.clients.bot.ExitCodes;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code lamancha-load idle}: opens many connections that each ping once and then stay silent,
 * holds them, and reports how many the server kept and its resident memory per connection.
 */
@Command(name = "idle", mixinStandardHelpOptions = true, versionProvider = ClientVersion.class, sortOptions = false,
        description = {"Idle connections held: N connections, one /ping each, then silence for --duration seconds.",
                "Each side needs a file descriptor per connection: check ulimit -n."})
final class IdleCommand implements Callable<Integer> {

    @Mixin
    Target target = new Target();

    @Option(names = "--connections", description = "Connections to open (1-100000). Default: ${DEFAULT-VALUE}.")
    int connections = 1000;

    @Override
    public Integer call() throws Exception {
        String problem = target.problem();
        if (problem == null && (connections < 1 || connections > 100_000)) {
            problem = "--connections must be 1-100000.";
        }
        if (problem != null) {
            System.err.println(problem);
            return ExitCodes.USAGE;
        }
        ProcStat server = target.serverPid == null ? null : new ProcStat(target.serverPid);
        long rss0 = server == null ? -1 : server.rssKb();
        Selector selector = Selector.open();
        FanoutReader reader = new FanoutReader(selector, new Dialect.Ping(), Transport.TCP, "lobby", "i");
        List<SocketChannel> open = new ArrayList<>();
        Thread t = new Thread(reader, "idle-reader");
        t.setDaemon(true);
        t.start();
        try {
            InetSocketAddress address = new InetSocketAddress(target.host(), target.port());
            for (int i = 0; i < connections; i++) {
                open.add(reader.connect(i, address, 256).channel);
            }
        } catch (IOException e) {
            System.err.println("opened " + open.size() + " connections, then: " + e.getMessage());
        }
        long deadline = System.nanoTime() + (target.warmup + 60L) * 1_000_000_000L;
        while (reader.ready.get() + reader.closed < open.size() && System.nanoTime() < deadline) {
            FanoutConn.retryStalled(reader.stalled);
            Thread.sleep(50);
        }
        Thread.sleep(target.duration * 1000L);
        long held = reader.ready.get() - reader.closed;
        long rss1 = server == null ? -1 : server.rssKb();
        reader.stop();
        for (SocketChannel ch : open) {
            ch.close();
        }
        selector.close();
        double perConn = server == null || held <= 0 ? -1 : (rss1 - rss0) / (double) held;
        System.out.printf(Locale.ROOT, "idle: asked %d, opened %d, held %d for %d s; server RSS %d -> %d kB (%.1f kB per connection)%s%n",
                connections, open.size(), held, target.duration, rss0, rss1, perConn,
                reader.lastError == null ? "" : "; last problem: " + reader.lastError);
        System.out.printf(Locale.ROOT, "RESULT mode=idle asked=%d held=%d rss_kb=%d kb_per_conn=%.1f%n", connections, held, rss1, perConn);
        return held == connections ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
