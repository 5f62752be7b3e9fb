package io.lamancha.server.e2e;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Programs of the machine that some end-to-end tests drive (telnet, redis-server). */
final class Programs {

    private Programs() {
    }

    /** Whether {@code program} is an executable on the {@code PATH}. */
    static boolean onPath(String program) {
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
     * Skips the test with {@code why} when {@code program} is not on the {@code PATH}; fails it
     * instead under CI ({@code CI=true}), whose machine must have it.
     */
    static void require(String program, String why) {
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
