package io.lamancha.server.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP proxy on loopback for partition tests: what connects to {@link #port()} is piped to the
 * target; {@link #cut()} drops every connection and refuses new ones (the network is gone),
 * {@link #mend()} takes them again on the same port.
 */
public final class TcpProxy implements AutoCloseable {

    private final int target;
    private final int port;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile ServerSocket listener;

    public TcpProxy(int target) throws IOException {
        this.target = target;
        this.listener = bind(0);
        this.port = listener.getLocalPort();
        accept(listener);
    }

    public int port() {
        return port;
    }

    private static ServerSocket bind(int port) throws IOException {
        ServerSocket s = new ServerSocket();
        s.setReuseAddress(true);
        s.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        return s;
    }

    private void accept(ServerSocket on) {
        Thread t = new Thread(() -> {
            while (!on.isClosed()) {
                try {
                    Socket client = on.accept();
                    Socket server = new Socket(InetAddress.getLoopbackAddress(), target);
                    open.add(client);
                    open.add(server);
                    pipe(client, server);
                    pipe(server, client);
                } catch (IOException e) {
                    // closed by cut(), or the target refused: the client sees its socket close
                }
            }
        }, "tcp-proxy-accept");
        t.setDaemon(true);
        t.start();
    }

    private void pipe(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[16384];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    out.write(buf, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // either side closed
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }, "tcp-proxy-pipe");
        t.setDaemon(true);
        t.start();
    }

    /** The network is gone: every connection through the proxy drops, new ones are refused. */
    public synchronized void cut() throws IOException {
        listener.close();
        for (Socket s : open) {
            closeQuietly(s);
        }
        open.clear();
    }

    /** The network is back, on the same port. */
    public synchronized void mend() throws IOException {
        listener = bind(port);
        accept(listener);
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        cut();
    }
}
