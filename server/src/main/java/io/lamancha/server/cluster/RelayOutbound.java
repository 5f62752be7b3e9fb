package io.lamancha.server.cluster;

import io.lamancha.server.world.LinkedOutbound;
import io.lamancha.server.world.Strand;
import java.nio.charset.StandardCharsets;

/** Where the lines of a session run here for a connection on another node go: to that node. */
final class RelayOutbound implements LinkedOutbound {

    private final ThisNode here;
    private final NodeLink link;
    private final long conn;
    private final String address;

    RelayOutbound(ThisNode here, NodeLink link, long conn, String address) {
        this.here = here;
        this.link = link;
        this.conn = conn;
        this.address = address;
    }

    /** The connection's id on its node. */
    long conn() {
        return conn;
    }

    /** The node the connection is on. */
    String node() {
        return link.to();
    }

    @Override
    public LinkedOutbound.Link link() {
        return link;
    }

    @Override
    public void write(byte[] lines) {
        String text = new String(lines, StandardCharsets.UTF_8);
        link.send(n -> new BusMessage.Output(here.name(), n, conn, text));
    }

    @Override
    public void closeWith(byte[] lastLines) {
        // the session goes here when the other node says the connection closed (or is found dead)
        String text = new String(lastLines, StandardCharsets.UTF_8);
        link.send(n -> new BusMessage.Close(here.name(), n, conn, text));
    }

    @Override
    public void hideInput(boolean hide) {
        link.send(n -> new BusMessage.Echo(here.name(), n, conn, hide));
    }

    @Override
    public Strand strand() {
        return here.world().lobby().strand();
    }

    @Override
    public String address() {
        return address;
    }
}
