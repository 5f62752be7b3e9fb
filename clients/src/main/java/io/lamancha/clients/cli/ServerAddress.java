package io.lamancha.clients.cli;

import io.lamancha.protocol.Protocol;
import picocli.CommandLine.Option;

/**
 * Where the La Mancha server listens: the {@code --host} and {@code --port} options of every client
 * command, as a picocli {@code @Mixin}. Defaults: 127.0.0.1 and {@link Protocol#DEFAULT_PORT}. The
 * values are as given; each command checks what it needs of them.
 */
public final class ServerAddress {

    @Option(names = "--host", description = "Server host. Default: ${DEFAULT-VALUE}.")
    private String host = "127.0.0.1";

    @Option(names = "--port", description = "Server port. Default: ${DEFAULT-VALUE}.")
    private int port = Protocol.DEFAULT_PORT;

    public String host() {
        return host;
    }

    public int port() {
        return port;
    }
}
