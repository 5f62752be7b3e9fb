package io.lamancha.server.ops;

import io.lamancha.protocol.event.Stats;
import io.lamancha.server.metrics.ServerMetrics;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmInfoMetrics;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The server's metrics in a Prometheus registry: what the parts report through
 * {@link ServerMetrics}, gauges read when scraped, and the JVM's own. Names start with
 * {@code lamancha_}; {@link #scrape()} is the text {@code GET /metrics} answers with.
 */
public final class OperatorMetrics implements ServerMetrics {

    /** Command latencies are counted into these buckets (an interactive server answers in ms). */
    private static final Duration[] LATENCY_BUCKETS = {Duration.ofMillis(1), Duration.ofMillis(5), Duration.ofMillis(25),
            Duration.ofMillis(100), Duration.ofMillis(500), Duration.ofSeconds(2)};

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    /** What the counters say, for Prometheus's HELP: a counter first made where it is counted has none else. */
    private static final Map<String, String> HELP = Map.of(
            "lamancha.errors", "Error replies to commands, by code",
            "lamancha.logins", "Logins, by outcome (failed: a wrong password or resume token)",
            "lamancha.moves", "Moves made durable, by game",
            "lamancha.games.finished", "Games played to the end, by game",
            "lamancha.disconnects", "Connections ended, by transport and reason",
            "lamancha.cluster.takeovers", "Rooms of a dead node this node took over",
            "lamancha.store.fenced.writes", "Writes refused by the fence: their game is run by another node now");
    private final Map<String, Counter> bytesByTransport = new ConcurrentHashMap<>();
    /** The counters of {@link #described}, by name then tags. */
    private final Map<List<String>, Counter> counters = new ConcurrentHashMap<>();
    /** The counters of moves recorded, by game id. */
    private final Map<String, Counter> moveCounters = new ConcurrentHashMap<>();
    /** The command timers, by command and outcome. */
    private final Map<List<String>, Timer> commandTimers = new ConcurrentHashMap<>();
    private final Timer groupCommits;
    private final DistributionSummary groupCommitWrites;
    private final Timer passwordHashes;
    private final Timer fanoutRounds;

    public OperatorMetrics() {
        // Names promtool refuses: an abbreviated unit (ns), and a gauge that ends in _count.
        registry.config().meterFilter(MeterFilter.deny(id -> id.getName().equals("process.cpu.time")
                || id.getName().equals("system.cpu.count")));
        new JvmMemoryMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new JvmInfoMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new FileDescriptorMetrics().bindTo(registry);
        groupCommits = Timer.builder("lamancha.group.commit").description("Group commits of the move journal, until durable")
                .serviceLevelObjectives(LATENCY_BUCKETS).register(registry);
        groupCommitWrites = DistributionSummary.builder("lamancha.group.commit.writes")
                .description("Writes per group commit").serviceLevelObjectives(1, 2, 4, 8, 16, 32, 64, 128, 256)
                .register(registry);
        passwordHashes = Timer.builder("lamancha.password.hash").description("Argon2id derivations")
                .serviceLevelObjectives(Duration.ofMillis(10), Duration.ofMillis(50), Duration.ofMillis(100),
                        Duration.ofMillis(250), Duration.ofSeconds(1))
                .register(registry);
        fanoutRounds = Timer.builder("lamancha.fanout.round")
                .description("Rounds of a room's fan-out on one event loop, the loop's time on them")
                .serviceLevelObjectives(Duration.ofNanos(100_000), Duration.ofMillis(1), Duration.ofMillis(5),
                        Duration.ofMillis(25), Duration.ofMillis(100))
                .register(registry);
        for (Login outcome : Login.values()) {
            loginCounter(outcome);
        }
    }

    /** Prometheus text exposition of every metric. */
    public String scrape() {
        return registry.scrape();
    }

    /** Registers a counter read at each scrape (it only grows); {@code tags} as name, value pairs. */
    public void counter(String name, String description, Supplier<Number> value, String... tags) {
        FunctionCounter.builder(name, value, v -> v.get().doubleValue()).description(description).tags(tags)
                .register(registry);
    }

    /** Registers a gauge read at each scrape; {@code tags} as name, value pairs. */
    public void gauge(String name, String description, Supplier<Number> value, String... tags) {
        Gauge.builder(name, value).description(description).tags(tags).register(registry);
    }

    @Override
    public Stats stats() {
        Map<String, Long> logins = new TreeMap<>();
        for (Login outcome : Login.values()) {
            logins.put(outcome.name().toLowerCase(Locale.ROOT), (long) loginCounter(outcome).count());
        }
        Map<String, Integer> running = gaugesBy("lamancha.games.running", "game");
        running.values().removeIf(n -> n == 0);
        long commands = 0;
        double commandSeconds = 0;
        for (Timer t : registry.find("lamancha.commands").timers()) {
            commands += t.count();
            commandSeconds += t.totalTime(TimeUnit.SECONDS);
        }
        return new Stats(ManagementFactory.getRuntimeMXBean().getUptime() / 1000,
                gaugesBy("lamancha.connections", "transport"), gaugesBy("lamancha.connections", "format"),
                gauge("lamancha.users.logged.in"), gaugesBy("lamancha.rooms", "state"), running,
                gauge("lamancha.seats.held"), commands, commands == 0 ? 0 : commandSeconds * 1000 / commands,
                total("lamancha.errors"), total("lamancha.moves"), total("lamancha.games.finished"), logins,
                total("lamancha.disconnects"), total("lamancha.output.bytes"), groupCommits.count(),
                groupCommits.mean(TimeUnit.MILLISECONDS), groupCommitWrites.mean(),
                gauge("lamancha.event.loop.pending.tasks"));
    }

    /** The gauges of {@code name} summed by one tag's values. */
    private Map<String, Integer> gaugesBy(String name, String tag) {
        Map<String, Integer> by = new TreeMap<>();
        for (Gauge g : registry.find(name).gauges()) {
            by.merge(g.getId().getTag(tag), (int) g.value(), Integer::sum);
        }
        return by;
    }

    private int gauge(String name) {
        Gauge g = registry.find(name).gauge();
        return g == null ? 0 : (int) g.value();
    }

    private long total(String name) {
        return (long) registry.find(name).counters().stream().mapToDouble(Counter::count).sum();
    }

    @Override
    public void commandFinished(String command, long nanos, String errorCode) {
        String outcome = errorCode == null ? "ok" : "error";
        commandTimers.computeIfAbsent(List.of(command, outcome), k -> Timer.builder("lamancha.commands")
                .description("Commands, from the line taken to the reply's end")
                .tags("command", command, "outcome", outcome)
                .serviceLevelObjectives(LATENCY_BUCKETS).register(registry))
                .record(nanos, TimeUnit.NANOSECONDS);
        if (errorCode != null) {
            error(errorCode);
        }
    }

    /** An error reply by its code. */
    public void error(String code) {
        described("lamancha.errors", "code", code).increment();
    }

    /**
     * A counter described by {@link #HELP}, made on its first use and then found in a map (a
     * move's and a command's counters are counted thousands of times a second: the registry's
     * builder would make and sort their tags each time).
     */
    private Counter described(String name, String... tags) {
        List<String> key = new ArrayList<>(tags.length + 1);
        key.add(name);
        key.addAll(Arrays.asList(tags));
        return counters.computeIfAbsent(key, k -> Counter.builder(name).description(HELP.get(name))
                .tags(tags).register(registry));
    }

    /** Shows the cluster's counters of take-overs and fenced writes at 0 before the first. */
    public void clusterCounters() {
        described("lamancha.cluster.takeovers");
        described("lamancha.store.fenced.writes");
    }

    @Override
    public void roomTakenOver() {
        described("lamancha.cluster.takeovers").increment();
    }

    @Override
    public void fencedWrites(int writes) {
        described("lamancha.store.fenced.writes").increment(writes);
    }

    @Override
    public void login(Login outcome) {
        loginCounter(outcome).increment();
    }

    private Counter loginCounter(Login outcome) {
        return described("lamancha.logins", "outcome", outcome.name().toLowerCase(Locale.ROOT));
    }

    @Override
    public void moveRecorded(String game) {
        // once a move, on the journal's thread: found by the game's id alone
        moveCounters.computeIfAbsent(game, g -> described("lamancha.moves", "game", g)).increment();
    }

    @Override
    public void gameFinished(String game) {
        described("lamancha.games.finished", "game", game).increment();
    }

    @Override
    public void connectionEnded(String transport, String reason) {
        described("lamancha.disconnects", "transport", transport, "reason", reason).increment();
    }

    @Override
    public void bytesWritten(String transport, long bytes) {
        bytesByTransport.computeIfAbsent(transport, t -> Counter.builder("lamancha.output.bytes")
                .description("Bytes written to connections").baseUnit("bytes").tags("transport", t).register(registry))
                .increment(bytes);
    }

    @Override
    public void groupCommit(int writes, long nanos) {
        groupCommits.record(nanos, TimeUnit.NANOSECONDS);
        groupCommitWrites.record(writes);
    }

    @Override
    public void fanoutRound(long nanos) {
        fanoutRounds.record(nanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public void passwordHashed(long nanos) {
        passwordHashes.record(nanos, TimeUnit.NANOSECONDS);
    }
}
