package io.lamancha.server.e2e;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Programs of the machine that some end-to-end tests drive (telnet, redis-server). */
public final class Programs {

    private Programs() {
    }

    /** Whether {@code program} is an executable on the {@code PATH}. */
    public static boolean onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs {@code command} with {@code input} on its standard input; returns its exit code and
     * everything it wrote (standard error too). Bounded: fails after 60 s.
     */
    public static io.lamancha.server.testing.ServerProcess.Ended run(String input, String... command)
            throws java.io.IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (java.io.OutputStream in = p.getOutputStream()) {
            in.write(input.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not end");
        }
        return new io.lamancha.server.testing.ServerProcess.Ended(p.exitValue(),
                new String(out, java.nio.charset.StandardCharsets.UTF_8));
    }

    /**
     * Skips the test with {@code why} when {@code program} is not on the {@code PATH}; fails it
     * instead under CI ({@code CI=true}), whose machine must have it.
     */
    public static void require(String program, String why) {
        if (onPath(program)) {
            return;
        }
        String message = program + " is not on the PATH (" + why + ")";
        if ("true".equals(System.getenv("CI"))) {
            throw new AssertionError(message + "; .ci/run installs it");
        }
        org.junit.jupiter.api.Assumptions.abort("skipped: " + message);
    }
}
