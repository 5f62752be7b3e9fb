package io.lamancha.clients.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A loopback TCP relay to a server whose connections a test can cut, as a flaky network would. */
public final class DropProxy implements AutoCloseable {

    private final ServerSocket listener;
    private final int upstream;
    private final List<Socket> open = new CopyOnWriteArrayList<>();

    public DropProxy(int upstreamPort) throws IOException {
        this.upstream = upstreamPort;
        this.listener = new ServerSocket(0);
        Thread acceptor = new Thread(this::acceptLoop, "drop-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** Cuts every relayed connection at once, both sides. */
    public void dropAll() {
        for (Socket s : open) {
            close(s);
        }
        open.clear();
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                Socket server = new Socket("127.0.0.1", upstream);
                open.add(client);
                open.add(server);
                pump(client, server);
                pump(server, client);
            } catch (IOException e) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[8192];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    out.write(buf, 0, n);
                }
            } catch (IOException e) {
                // One side went away; the finally below ends the other.
            } finally {
                close(from);
                close(to);
            }
        }, "drop-proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // Already closed.
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        dropAll();
    }
}
