package io.lamancha.clients.load;

import io.lamancha.clients.cli.ServerAddress;
import java.net.InetAddress;
import java.net.UnknownHostException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Options every load mode shares: where the server is (loopback only: this tool must not be
 * pointed at anyone else's machine), which process to charge CPU to, and how long to run.
 */
final class Target {

    static final int MAX_SECONDS = 600;

    @Mixin
    ServerAddress address = new ServerAddress();

    @Option(names = "--server-pid", description = "The server's process id: report its CPU time per delivered line or move (from /proc).")
    Long serverPid;

    @Option(names = "--duration", description = "Measured seconds (1-" + MAX_SECONDS + "). Default: ${DEFAULT-VALUE}.")
    int duration = 10;

    @Option(names = "--warmup", description = "Seconds of load before measuring. Default: ${DEFAULT-VALUE}.")
    int warmup = 2;

    String host() {
        return address.host();
    }

    int port() {
        return address.port();
    }

    /** Null when the settings are usable, else what is wrong. */
    String problem() {
        try {
            if (!InetAddress.getByName(host()).isLoopbackAddress()) {
                return "--host must be a loopback address (127.0.0.0/8 or ::1); load runs stay on this machine.";
            }
        } catch (UnknownHostException e) {
            return "unknown host " + host();
        }
        if (duration < 1 || duration > MAX_SECONDS || warmup < 0 || warmup > MAX_SECONDS) {
            return "--duration must be 1-" + MAX_SECONDS + " and --warmup 0-" + MAX_SECONDS + " seconds.";
        }
        if (port() < 1 || port() > 65535) {
            return "--port must be 1-65535.";
        }
        return null;
    }
}
