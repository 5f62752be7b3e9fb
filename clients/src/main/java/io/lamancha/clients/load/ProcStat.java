package io.lamancha.clients.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A process's CPU time and resident memory from Linux's /proc, for "server CPU per delivered line".
 * CPU comes from fields 14 and 15 (utime, stime) of /proc/PID/stat in clock ticks of 10 ms
 * ({@code getconf CLK_TCK} = 100 on Linux x86-64 and arm64).
 */
public final class ProcStat {

    private static final long MICROS_PER_TICK = 10_000;
    private final long pid;

    public ProcStat(long pid) {
        this.pid = pid;
    }

    /** User plus system CPU time used so far, in microseconds. */
    public long cpuMicros() throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.UTF_8);
        // The command name (field 2) may hold spaces; fields are counted after its closing parenthesis.
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MICROS_PER_TICK;
    }

    /** Resident set size in kB (VmRSS of /proc/PID/status). */
    public long rssKb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"), StandardCharsets.UTF_8)) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }
}
