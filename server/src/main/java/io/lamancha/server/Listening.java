package io.lamancha.server;

import io.lamancha.server.ops.StartFailure;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import java.net.InetSocketAddress;

/**
 * Binds the server's listening sockets on its address, and says why one cannot be bound in the
 * sentence the operator reads, naming the option that picks another.
 */
final class Listening {

    private final String bind;

    Listening(String bind) {
        this.bind = bind;
    }

    /** @throws StartFailure when {@code port} cannot be bound */
    Channel bind(ServerBootstrap b, int port, String option) throws InterruptedException {
        try {
            return b.bind(bind, port).sync().channel();
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            // sync() rethrows the bind's IOException undeclared
            throw new StartFailure(cannotListen(e, port, option), e);
        }
    }

    /** The port {@code bound} listens on. */
    static int port(Channel bound) {
        return ((InetSocketAddress) bound.localAddress()).getPort();
    }

    /** Why a listening socket could not be bound, as the sentence the operator reads. */
    String cannotListen(Exception e, int port, String option) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (why.contains("Address already in use")) {
            return "Port " + port + " is in use; pick another with " + option + ".";
        }
        if (why.contains("Cannot assign requested address")) {
            return "This machine has no address " + bind + " to listen on; pick another with --bind.";
        }
        if (why.contains("Permission denied")) {
            return "Port " + port + " needs privileges this user does not have; pick one above 1023"
                    + " with " + option + ".";
        }
        return "Cannot listen on " + bind + ":" + port + " (" + why
                + "); pick another " + option + " or --bind.";
    }
}
