package io.lamancha.server.world;

import io.lamancha.protocol.LineEncoder;
import io.lamancha.protocol.ServerEvent;
import io.lamancha.protocol.WireFormat;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * A room feed that encodes each event once per wire format and writes a copy of those bytes to
 * every recipient's outbound: for servers whose transports cannot share lines, and for tests.
 * Confined to the room's strand.
 */
public final class CopyingFeed implements RoomFeed {

    private final LineEncoder encoder;
    private final Set<Session> members = new LinkedHashSet<>();

    public CopyingFeed(LineEncoder encoder) {
        this.encoder = encoder;
    }

    /** Opens a copying feed for every room. */
    public static Factory factory(LineEncoder encoder) {
        return strand -> new CopyingFeed(encoder);
    }

    @Override
    public void add(Session member) {
        members.add(member);
    }

    @Override
    public void remove(Session member) {
        members.remove(member);
    }

    @Override
    public void reformatted(Session member) {
        // Each event is encoded for the format a member has when it is sent.
    }

    @Override
    public void broadcast(ServerEvent event) {
        deliver(members, event);
    }

    @Override
    public void broadcastEncoded(byte[] lines) {
        for (Session s : members) {
            s.sendEncoded(lines);
        }
    }

    @Override
    public void deliver(Collection<Session> recipients, ServerEvent event) {
        Map<WireFormat, byte[]> encoded = new EnumMap<>(WireFormat.class);
        for (Session s : recipients) {
            s.sendEncoded(encoded.computeIfAbsent(s.format(), f -> encoder.encodeBytes(event, f, null)));
        }
    }
}
