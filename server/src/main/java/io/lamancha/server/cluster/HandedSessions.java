package io.lamancha.server.cluster;

import io.lamancha.protocol.event.Bye;
import io.lamancha.protocol.event.Notice;
import io.lamancha.server.world.HandedSession;
import io.lamancha.server.world.Relay;
import io.lamancha.server.world.Room;
import io.lamancha.server.world.Session;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The sessions this node runs for connections on other nodes (their rooms are here): their
 * lines come in as {@link BusMessage.Input}, and go back over a {@link NodeLink} per node.
 */
final class HandedSessions {

    /** Where the input of a session handed on goes: nowhere (its connection's node sends it on itself). */
    private static final Relay NOWHERE = new Relay() {
        @Override
        public void line(String text) {
        }

        @Override
        public void closed() {
        }
    };

    private final ThisNode here;
    /** Sessions run here for a connection on another node, by node and connection id. */
    private final ConcurrentHashMap<String, Session> handedIn = new ConcurrentHashMap<>();
    /** The way to each node this node runs sessions for. */
    private final ConcurrentHashMap<String, NodeLink> links = new ConcurrentHashMap<>();

    HandedSessions(ThisNode here) {
        this.here = here;
    }

    /** How many sessions this node runs for other nodes' connections. */
    int size() {
        return handedIn.size();
    }

    /**
     * Hands {@code session} on to {@code to} when it runs here for a connection on another node:
     * that node hands it on, or takes it back. False when its connection is here.
     */
    boolean handOn(Session session, String to, HandedSession handed) {
        if (!(session.outbound() instanceof RelayOutbound r)) {
            return false;
        }
        handedIn.remove(r.node() + "/" + r.conn());
        // what the session is given from now on (the /accept of an ad, by the command that handed
        // it off) goes along, once that command is done, as its user's own input
        List<String> typed = new ArrayList<>();
        session.relay(new Relay() {
            @Override
            public void line(String text) {
                synchronized (typed) {
                    typed.add(text);
                }
            }

            @Override
            public void closed() {
            }
        });
        session.runOnOwner(() -> {
            session.relay(NOWHERE);
            List<String> lines;
            synchronized (typed) {
                lines = List.copyOf(typed);
            }
            here.bus().send(r.node(), new BusMessage.Rehome(here.name(), r.conn(), to, handed, lines));
        });
        return true;
    }

    /** Takes in what another node says of the sessions run here for it; false when {@code m} says nothing of them. */
    boolean heard(BusMessage m) {
        if (m instanceof BusMessage.Input in) {
            Session s = handedIn.get(in.node() + "/" + in.conn());
            if (s != null) {
                here.input().line(s, in.line());
            }
        } else if (m instanceof BusMessage.Redraw r) {
            for (long conn : r.conns()) {
                Session s = handedIn.get(r.node() + "/" + conn);
                if (s != null) {
                    redraw(s);
                }
            }
        } else if (m instanceof BusMessage.Closed c) {
            Session s = handedIn.remove(c.node() + "/" + c.conn());
            if (s != null) {
                here.input().disconnected(s);
            }
        } else if (m instanceof BusMessage.HandOff h) {
            handedOver(h);
        } else {
            return false;
        }
        return true;
    }

    /** A session comes from another node, to a room here; the name is this node's from now on. */
    private void handedOver(BusMessage.HandOff h) {
        String key = h.node() + "/" + h.conn();
        NodeLink link = links.computeIfAbsent(h.node(), to -> new NodeLink(here, to));
        Session s = here.input().handedOver(new RelayOutbound(here, link, h.conn(), h.address()), h.session());
        handedIn.put(key, s);
    }

    /** Some lines for {@code s} were lost between the nodes: it is told, and shown its table again. */
    private void redraw(Session s) {
        s.send(new Notice("cluster", "Some lines between the nodes of this server were lost; here is where"
                + " you are again."));
        Room r = s.room();
        if (r != null && r.activity() != null) {
            here.input().line(s, "/show");
        }
    }

    /** {@code dead} is taken for dead: the sessions run here for its connections are disconnected. */
    void nodeDead(String dead) {
        links.remove(dead);
        for (Map.Entry<String, Session> e : handedIn.entrySet()) {
            if (e.getKey().startsWith(dead + "/") && handedIn.remove(e.getKey(), e.getValue())) {
                here.input().disconnected(e.getValue());
            }
        }
    }

    /** This node drains: the other nodes carry the players relayed here, nobody is told goodbye for them. */
    void drained() {
        handedIn.clear();
    }

    /** This node stops: the users it ran for other nodes' connections hear so, as its own do. */
    void close() {
        for (Session s : handedIn.values()) {
            s.closeWith(null, new Bye(Bye.Code.STOPPING, "the node that ran your room is stopping; log in again,"
                    + " your seat waits"));
        }
    }
}
