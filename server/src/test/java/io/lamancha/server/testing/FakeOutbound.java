package io.lamancha.server.testing;

import io.lamancha.server.world.Outbound;
import io.lamancha.server.world.Strand;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Collects what a session is sent, line by line, instead of writing to a socket. */
public final class FakeOutbound implements Outbound {

    private final Strand strand;
    private final String address;
    private final List<String> lines = new ArrayList<>();
    private boolean closed;

    public FakeOutbound(Strand strand) {
        this(strand, "127.0.0.1");
    }

    /** An outbound whose peer is at {@code address}. */
    public FakeOutbound(Strand strand, String address) {
        this.strand = strand;
        this.address = address;
    }

    @Override
    public synchronized void write(byte[] bytes) {
        if (closed) {
            return;
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        for (String line : text.split("\n", -1)) {
            if (!line.isEmpty()) {
                lines.add(line);
            }
        }
    }

    @Override
    public synchronized void closeWith(byte[] lastLines) {
        write(lastLines);
        closed = true;
    }

    @Override
    public Strand strand() {
        return strand;
    }

    @Override
    public String address() {
        return address;
    }

    public synchronized List<String> lines() {
        return new ArrayList<>(lines);
    }

    /** Lines received since the last call. */
    public synchronized List<String> take() {
        List<String> out = new ArrayList<>(lines);
        lines.clear();
        return out;
    }

    public synchronized boolean closed() {
        return closed;
    }
}
