package io.lamancha.clients.load;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.Selector;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;

/**
 * Chat fan-out: N clients in one room, S of them sending timed lines at a fixed total rate (open
 * loop: a slow server does not slow the senders), every line counted at every receiver. Runs a
 * warm-up, a measured window, then waits for the last lines; bounded by its settings.
 */
final class FanoutRun {

    /**
     * What to run; durations bound the run, which stops by itself. Clients are spread over
     * {@code ports} in turn (the nodes of a cluster); the server CPU is that of every process in
     * {@code serverPids} (none: not measured).
     */
    record Settings(String host, List<Integer> ports, Transport transport, Dialect dialect, String room, int clients,
                    int senders, double rate, Duration warmup, Duration duration, Duration drain, List<Long> serverPids) {
        Settings {
            ports = List.copyOf(ports);
            serverPids = List.copyOf(serverPids);
        }
    }

    /**
     * What happened; {@code lost} counts lines a receiver should have had and did not.
     * {@code clientCores} is this load generator's own CPU over the measured window in cores (it
     * shares the machine with the server), or -1 where /proc cannot tell.
     */
    record Result(long sent, long expected, long delivered, long windowDeliveries, double seconds, long p50, long p99,
                  long max, long errors, long closed, String lastError, double cpuMicrosPerDelivery,
                  double clientCores) {
        long lost() {
            return expected - delivered;
        }

        String line(String mode, Settings s) {
            return String.format(Locale.ROOT,
                    "RESULT mode=%s transport=%s clients=%d rate=%.0f sent=%d expected=%d delivered=%d lost=%d deliveries_per_s=%.0f "
                            + "p50_us=%d p99_us=%d max_us=%d errors=%d closed=%d cpu_us_per_delivery=%s client_cores=%s",
                    mode, s.transport().name().toLowerCase(Locale.ROOT), s.clients(), s.rate(), sent, expected, delivered, lost(), windowDeliveries / seconds, p50, p99, max,
                    errors, closed, orNa(cpuMicrosPerDelivery), orNa(clientCores));
        }

        private static String orNa(double value) {
            return value < 0 ? "n/a" : String.format(Locale.ROOT, "%.3f", value);
        }
    }

    private final Settings s;

    FanoutRun(Settings settings) {
        this.s = settings;
    }

    Result run() throws IOException, InterruptedException {
        Selector selector = Selector.open();
        String prefix = "l" + Integer.toString(ThreadLocalRandom.current().nextInt(36 * 36 * 36), 36);
        FanoutReader reader = new FanoutReader(selector, s.dialect(), s.transport(), s.room(), prefix);
        List<FanoutConn> conns = new ArrayList<>();
        try {
            List<InetSocketAddress> nodes = new ArrayList<>();
            for (int port : s.ports()) {
                nodes.add(new InetSocketAddress(s.host(), port));
            }
            Thread t = new Thread(reader, "load-reader");
            t.setDaemon(true);
            t.start();
            for (int i = 0; i < s.clients(); i++) {
                conns.add(reader.connect(i, nodes.get(i % nodes.size()), 8));
            }
            awaitReady(reader);
            Thread.sleep(1000);
            return pace(reader, conns);
        } finally {
            reader.stop();
            for (FanoutConn c : conns) {
                c.channel.close();
            }
            selector.close();
        }
    }

    private void awaitReady(FanoutReader reader) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (reader.ready.get() < s.clients()) {
            if (System.nanoTime() > deadline || reader.closed > 0 || reader.errors > 0) {
                throw new IOException(reader.ready.get() + " of " + s.clients() + " clients reached the room; last problem: "
                        + reader.lastError);
            }
            Thread.sleep(20);
        }
    }

    private Result pace(FanoutReader reader, List<FanoutConn> conns) throws IOException, InterruptedException {
        List<ProcStat> servers = new ArrayList<>();
        for (long pid : s.serverPids()) {
            servers.add(new ProcStat(pid));
        }
        ProcStat client = new ProcStat(ProcessHandle.current().pid());
        long clientCpu0 = -1;
        long t0 = System.nanoTime();
        long measureFrom = t0 + s.warmup().toNanos();
        long end = measureFrom + s.duration().toNanos();
        reader.measureFrom = measureFrom;
        long sent = 0;
        long cpu0 = -1;
        long deliveredAtFrom = 0;
        int senders = Math.max(1, Math.min(s.senders(), conns.size()));
        while (true) {
            long now = System.nanoTime();
            if (cpu0 < 0 && now >= measureFrom) {
                cpu0 = cpuMicros(servers);
                clientCpu0 = cpuOrMinusOne(client);
                deliveredAtFrom = reader.delivered;
            }
            if (now >= end) {
                break;
            }
            long due = (long) ((now - t0) * s.rate() / 1e9);
            for (; sent < due; sent++) {
                FanoutConn c = conns.get((int) (sent % senders));
                c.send(s.dialect().message(s.room(), c.id, sent, System.nanoTime()));
            }
            FanoutConn.retryStalled(reader.stalled);
            LockSupport.parkNanos(200_000);
        }
        reader.measureTo = end;
        long cpu1 = cpuMicros(servers);
        long clientCpu1 = cpuOrMinusOne(client);
        double clientCores = clientCpu0 < 0 || clientCpu1 < 0 ? -1 : (clientCpu1 - clientCpu0) / (s.duration().toNanos() / 1e3);
        long window = reader.delivered - deliveredAtFrom;
        long expected = sent * (s.dialect().echoes() ? conns.size() : conns.size() - 1);
        drain(reader, expected);
        double cpuPer = servers.isEmpty() || window == 0 ? -1 : (double) (cpu1 - cpu0) / window;
        LatencyHistogram h = reader.latency;
        return new Result(sent, expected, reader.delivered, window, s.duration().toNanos() / 1e9, h.percentile(50),
                h.percentile(99), h.max(), reader.errors, reader.closed, reader.lastError, cpuPer, clientCores);
    }

    /** The CPU so far of all {@code servers} together, in microseconds. */
    private static long cpuMicros(List<ProcStat> servers) throws IOException {
        long sum = 0;
        for (ProcStat p : servers) {
            sum += p.cpuMicros();
        }
        return sum;
    }

    /** The process's CPU so far in microseconds, or -1 without a Linux /proc. */
    private static long cpuOrMinusOne(ProcStat process) {
        try {
            return process.cpuMicros();
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    private void drain(FanoutReader reader, long expected) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + s.drain().toNanos();
        while (reader.delivered < expected && System.nanoTime() < deadline) {
            FanoutConn.retryStalled(reader.stalled);
            Thread.sleep(10);
        }
    }
}
