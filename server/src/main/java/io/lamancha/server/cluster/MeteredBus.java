package io.lamancha.server.cluster;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/** A {@link Bus} whose messages, both ways, are counted in a {@link ClusterMeter}. */
final class MeteredBus implements Bus {

    private final Bus bus;
    private final ClusterMeter meter;

    MeteredBus(Bus bus, ClusterMeter meter) {
        this.bus = bus;
        this.meter = meter;
        bus.onUnreadable(meter::unreadable);
    }

    @Override
    public CompletionStage<Long> publish(BusMessage message) {
        meter.sent();
        return bus.publish(message);
    }

    @Override
    public CompletionStage<Long> send(String node, BusMessage message) {
        meter.sent();
        return bus.send(node, message);
    }

    @Override
    public boolean connected() {
        return bus.connected();
    }

    @Override
    public void listen(String node, Consumer<BusMessage> inbound, Runnable joined) {
        bus.listen(node, m -> {
            meter.received();
            inbound.accept(m);
        }, joined);
    }

    @Override
    public CompletionStage<String> claimName(String nameKey, String node) {
        return bus.claimName(nameKey, node);
    }

    @Override
    public CompletionStage<Void> takeName(String nameKey, String node) {
        return bus.takeName(nameKey, node);
    }

    @Override
    public void releaseName(String nameKey, String node) {
        bus.releaseName(nameKey, node);
    }

    @Override
    public CompletionStage<Long> forgetNames(String node, boolean evenIfAlive) {
        return bus.forgetNames(node, evenIfAlive);
    }

    @Override
    public CompletionStage<?> alive(String node, Duration ttl) {
        return bus.alive(node, ttl);
    }

    @Override
    public CompletionStage<Boolean> isAlive(String node) {
        return bus.isAlive(node);
    }

    @Override
    public CompletionStage<String> claimRoom(String roomKey, String node, Duration ttl) {
        return bus.claimRoom(roomKey, node, ttl);
    }

    @Override
    public CompletionStage<List<String>> renewRooms(String node, Collection<String> roomKeys, Duration ttl) {
        return bus.renewRooms(node, roomKeys, ttl);
    }

    @Override
    public void releaseRoom(String roomKey, String node) {
        bus.releaseRoom(roomKey, node);
    }

    @Override
    public CompletionStage<String> roomHolder(String roomKey) {
        return bus.roomHolder(roomKey);
    }

    @Override
    public void holdSeat(String nameKey, String room) {
        bus.holdSeat(nameKey, room);
    }

    @Override
    public void freeSeat(String nameKey, String room) {
        bus.freeSeat(nameKey, room);
    }

    @Override
    public CompletionStage<String> seatOf(String nameKey) {
        return bus.seatOf(nameKey);
    }

    @Override
    public void close() {
        bus.close();
    }
}
