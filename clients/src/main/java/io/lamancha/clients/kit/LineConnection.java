package io.lamancha.clients.kit;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * One TCP connection that speaks in lines: UTF-8, each line ended by a line feed. Blocking; one
 * thread reads, and {@link #send} may be called from any thread (it is synchronized).
 */
public final class LineConnection implements Closeable {

    private final Socket socket;
    private final BufferedReader in;
    private final Writer out;

    private LineConnection(Socket socket) throws IOException {
        this.socket = socket;
        this.in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        this.out = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
    }

    /**
     * Connects; reads block at most {@code readTimeout} before throwing
     * {@link java.net.SocketTimeoutException} (zero waits forever).
     */
    public static LineConnection open(String host, int port, Duration readTimeout) throws IOException {
        Socket s = new Socket();
        try {
            s.setTcpNoDelay(true);
            s.connect(new InetSocketAddress(host, port), (int) Math.min(Integer.MAX_VALUE, Duration.ofSeconds(10).toMillis()));
            s.setSoTimeout((int) Math.min(Integer.MAX_VALUE, readTimeout.toMillis()));
            return new LineConnection(s);
        } catch (IOException e) {
            s.close();
            throw e;
        }
    }

    /** Sends one line; the line feed is added here. */
    public synchronized void send(String line) throws IOException {
        out.write(line);
        out.write('\n');
        out.flush();
    }

    /** The next line without its line ending, or {@code null} when the server closed the connection. */
    public String readLine() throws IOException {
        return in.readLine();
    }

    public boolean isClosed() {
        return socket.isClosed();
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // Closing a broken socket can fail; it is closed either way.
        }
    }
}
