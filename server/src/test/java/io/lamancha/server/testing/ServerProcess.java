package io.lamancha.server.testing;

import io.lamancha.server.cli.Main;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real server in a JVM of its own, started the way an operator starts it ({@link Main} with
 * a port of 0 and a data dir), so it can be killed with SIGKILL: no shutdown hook, no close, no
 * flush. Its output goes to a file, read for the bound port.
 */
public final class ServerProcess implements AutoCloseable {

    /**
     * The console's line, said once the signal handlers are in place (the log's own "listening on"
     * comes earlier: a SIGHUP sent on that one could reach the JVM's default and stop the server).
     */
    private static final Pattern LISTENING = Pattern.compile("(?m)^La Mancha listening on 127\\.0\\.0\\.1:(\\d+)");
    private static final long START_MILLIS = 90_000;

    private final Process process;
    private final Path output;
    private int port;

    private ServerProcess(Process process, Path output) {
        this.process = process;
        this.output = output;
    }

    /** How a run of the server's command line ended: its exit code and all it wrote. */
    public record Ended(int code, String output) {
    }

    /** Starts {@code Main --port 0 --data data --bot-delay-ms 0 --unlimited} plus {@code options}; waits until it listens. */
    public static ServerProcess start(Path data, Path output, String... options) throws IOException, InterruptedException {
        return launch(data, output, options).awaitListening();
    }

    /**
     * Starts the same without waiting, so that several can start at once; {@link #awaitListening}
     * then waits for each.
     */
    public static ServerProcess launch(Path data, Path output, String... options) throws IOException {
        List<String> arguments = new ArrayList<>(List.of(
                "--port", "0", "--data", data.toString(), "--bot-delay-ms", "0", "--unlimited"));
        arguments.addAll(List.of(options));
        return new ServerProcess(launch(arguments, output), output);
    }

    /** Starts {@code Main} with exactly {@code arguments} (a port of 0 among them); waits until it listens. */
    public static ServerProcess startExactly(Path output, String... arguments) throws IOException, InterruptedException {
        return new ServerProcess(launch(List.of(arguments), output), output).awaitListening();
    }

    /** Waits until the server listens, and learns its port; fails if it ends first or takes too long. */
    public ServerProcess awaitListening() throws IOException, InterruptedException {
        long end = System.currentTimeMillis() + START_MILLIS;
        while (System.currentTimeMillis() < end) {
            Matcher m = LISTENING.matcher(Files.readString(output, StandardCharsets.UTF_8));
            if (m.find()) {
                port = Integer.parseInt(m.group(1));
                return this;
            }
            if (!process.isAlive()) {
                break;
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new AssertionError("the server did not start; its output: " + Files.readString(output, StandardCharsets.UTF_8));
    }

    /**
     * Runs {@code Main} with exactly {@code arguments} (a server that does not start, or a command
     * such as {@code check}) and waits for it to end.
     */
    public static Ended run(Path output, String... arguments) throws IOException, InterruptedException {
        Process process = launch(List.of(arguments), output);
        if (!process.waitFor(START_MILLIS, TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("lamancha " + String.join(" ", arguments) + " did not end; its output: "
                    + Files.readString(output, StandardCharsets.UTF_8));
        }
        return new Ended(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
    }

    private static Process launch(List<String> arguments, Path output) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // the production logging set-up, not the tests' log4j2-test.xml that the class path also holds
                "-Dlog4j2.configurationFile=log4j2.xml",
                // a test's server lives seconds: no optimising compiler to wait for on a two-core machine
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(arguments);
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.to(output.toFile())).start();
        reapAtExit(process);
        return process;
    }

    /**
     * Kills the server if the test JVM ends first (a test that timed out, a fork stopped by
     * surefire): a server left running would hold its Redis keys and spoil later runs.
     */
    private static void reapAtExit(Process process) {
        Thread reaper = new Thread(process::destroyForcibly, "reap-server-" + process.pid());
        Runtime.getRuntime().addShutdownHook(reaper);
        process.onExit().thenRun(() -> {
            try {
                Runtime.getRuntime().removeShutdownHook(reaper);
            } catch (IllegalStateException shuttingDown) {
                // the hooks are running: this one finds the process gone
            }
        });
    }

    public int port() {
        return port;
    }

    /** Whether the server process still runs. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Everything the process has written to standard output and error so far. */
    public String output() throws IOException {
        return Files.readString(output, StandardCharsets.UTF_8);
    }

    /** Sends the signal {@code name} (TERM, INT, HUP) as {@code kill -NAME} does. */
    public void signal(String name) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + name, String.valueOf(process.pid())).inheritIO().start();
        if (!kill.waitFor(10, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new AssertionError("kill -" + name + " " + process.pid() + " failed");
        }
    }

    /** Waits for the process to end (within 60 s) and returns its exit code. */
    public int awaitExit() throws InterruptedException, IOException {
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the server did not end; its output: " + output());
        }
        return process.exitValue();
    }

    /** Waits (at most 30 s) until the output has a line that contains {@code text}; returns the output. */
    public String awaitOutput(String text) throws IOException, InterruptedException {
        long end = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < end) {
            String all = output();
            if (all.contains(text)) {
                return all;
            }
            if (!process.isAlive()) {
                break;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the server never said '" + text + "'; its output: " + output());
    }

    /** SIGKILL (what {@link Process#destroyForcibly()} sends on Linux), and waits until it is gone. */
    public void killNine() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new AssertionError("the server survived SIGKILL");
        }
    }

    /** SIGTERM: the shutdown hook closes the server and the store; waits until the process ends. */
    public void stop() throws InterruptedException, IOException {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the server did not stop on SIGTERM; its output: "
                    + Files.readString(output, StandardCharsets.UTF_8));
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            killNine();
        }
    }
}
