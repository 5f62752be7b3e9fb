package io.lamancha.dist;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/** The machine a package test changes: its programs, run bounded, and what it requires of it. */
final class Machine {

    /** How a program ended: its exit code and all it wrote (standard error too). */
    record Ran(int code, String output) {
    }

    private Machine() {
    }

    /** Runs {@code command} to its end (at most two minutes). */
    static Ran run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not end");
        }
        return new Ran(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }

    /** Runs {@code command} and fails unless it exits with 0; returns what it wrote. */
    static String succeed(String... command) throws IOException, InterruptedException {
        Ran ran = run(command);
        if (ran.code() != 0) {
            throw new AssertionError(String.join(" ", command) + " exited with " + ran.code() + ":\n" + ran.output());
        }
        return ran.output();
    }

    /**
     * Skips the test, saying why, unless {@code met}; under CI ({@code CI=true}), whose machine
     * must be fit for it, fails instead.
     */
    static void require(boolean met, String why) {
        if (met) {
            return;
        }
        if ("true".equals(System.getenv("CI"))) {
            throw new AssertionError(why + " (.ci/run runs as root and installs dpkg)");
        }
        Assumptions.abort("skipped: " + why);
    }

    static boolean root() throws IOException, InterruptedException {
        return onPath("id") && run("id", "-u").output().strip().equals("0");
    }

    /** Whether {@code program} is an executable on the {@code PATH}. */
    static boolean onPath(String program) {
        String path = System.getenv("PATH");
        return path != null && List.of(path.split(File.pathSeparator)).stream()
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
    }

    /**
     * What dpkg knows of {@code pkg}: its status, such as {@code install ok installed} or
     * {@code deinstall ok config-files} (removed, its config files kept); empty when nothing.
     */
    static String packageStatus(String pkg) throws IOException, InterruptedException {
        Ran status = run("dpkg-query", "--show", "--showformat=${Status}", pkg);
        return status.code() != 0 || status.output().endsWith("not-installed") ? "" : status.output().strip();
    }
}
