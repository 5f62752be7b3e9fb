package io.lamancha.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.Delay;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/**
 * The cluster's bus on Redis, through Lettuce: one pub/sub connection (the channel every node
 * hears and this node's own), one connection for commands, and the hash of names. Lettuce
 * reconnects by itself and subscribes again; each time it has, {@code joined} runs. While Redis
 * is unreachable commands fail at once rather than queue: what the bus carries may be lost, and
 * a claim of a name fails (the login is refused) rather than waits.
 */
final class RedisBus implements Bus {

    private static final Logger LOG = LogManager.getLogger(RedisBus.class);
    private static final String PREFIX = "lamancha:";
    static final String EVERYONE = PREFIX + "all";
    static final String NAMES = PREFIX + "names";
    // KEYS[1] the names (name -> node), KEYS[2] the names of the node ARGV[2]; ARGV[1] a name
    private static final String CLAIM = "local ok = redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) "
            + "if ok == 1 then redis.call('SADD', KEYS[2], ARGV[1]) return ARGV[2] end "
            + "return redis.call('HGET', KEYS[1], ARGV[1])";
    private static final String TAKE = "redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) "
            + "redis.call('SADD', KEYS[2], ARGV[1]) return 1";
    private static final String RELEASE = "redis.call('SREM', KEYS[2], ARGV[1]) "
            + "if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then "
            + "return redis.call('HDEL', KEYS[1], ARGV[1]) end return 0";
    static final String ALIVE = PREFIX + "alive:";
    // ARGV[1] a node: every name it holds is freed; ARGV[2] '1': even while KEYS[3] (it is alive) exists
    private static final String FORGET = "if ARGV[2] ~= '1' and redis.call('EXISTS', KEYS[3]) == 1 then return 0 end "
            + "local n = 0 for _, name in ipairs(redis.call('SMEMBERS', KEYS[2])) do "
            + "if redis.call('HGET', KEYS[1], name) == ARGV[1] then redis.call('HDEL', KEYS[1], name) n = n + 1 end "
            + "end redis.call('DEL', KEYS[2]) return n";

    static final String ROOM = PREFIX + "room:";
    // KEYS[1] a room's lease; ARGV[1] a node, ARGV[2] the lease in ms
    private static final String CLAIM_ROOM = "local h = redis.call('GET', KEYS[1]) "
            + "if not h or h == ARGV[1] then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return ARGV[1] end "
            + "return h";
    // KEYS the leases of a node's rooms: each renewed (or taken again when it ran out); the rest returned
    private static final String RENEW_ROOMS = "local lost = {} for _, k in ipairs(KEYS) do "
            + "local h = redis.call('GET', k) "
            + "if h == ARGV[1] then redis.call('PEXPIRE', k, ARGV[2]) "
            + "elseif not h then redis.call('SET', k, ARGV[1], 'PX', ARGV[2]) "
            + "else table.insert(lost, k) end end return lost";
    static final String SEATS = PREFIX + "seats";
    /** The counter that numbers the ads for games ({@code /seek}) across the cluster. */
    static final String SEEKS = PREFIX + "seeks";
    // KEYS[1] the counter; ARGV[1] a number the next must be above (an ad a node still lists)
    private static final String NEXT_SEEK = "local n = redis.call('INCR', KEYS[1]) "
            + "if n <= tonumber(ARGV[1]) then n = tonumber(ARGV[1]) + 1 redis.call('SET', KEYS[1], n) end return n";
    private static final String FREE_SEAT = "if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then "
            + "return redis.call('HDEL', KEYS[1], ARGV[1]) end return 0";
    private static final String RELEASE_ROOM = "if redis.call('GET', KEYS[1]) == ARGV[1] then "
            + "return redis.call('DEL', KEYS[1]) end return 0";

    private final ObjectMapper json = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    private final ClientResources resources;
    private final RedisClient client;
    private final StatefulRedisConnection<String, String> commands;
    private final StatefulRedisPubSubConnection<String, String> pubsub;
    private volatile Runnable unreadable = () -> { };

    /** Connects to {@code uri}; fails (with Lettuce's exception) when Redis cannot be reached now. */
    RedisBus(String uri) {
        this.resources = ClientResources.builder()
                .reconnectDelay(Delay.exponential(Duration.ofMillis(100), Duration.ofSeconds(2), 2,
                        java.util.concurrent.TimeUnit.MILLISECONDS))
                .build();
        this.client = RedisClient.create(resources, RedisURI.create(uri));
        client.setOptions(ClientOptions.builder()
                .autoReconnect(true)
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .timeoutOptions(TimeoutOptions.enabled(Duration.ofSeconds(2)))
                .build());
        StatefulRedisConnection<String, String> c = null;
        try {
            c = client.connect();
            this.commands = c;
            this.pubsub = client.connectPubSub();
        } catch (RuntimeException e) {
            if (c != null) {
                c.close();
            }
            client.shutdown(Duration.ZERO, Duration.ofSeconds(1));
            resources.shutdown();
            throw e;
        }
    }

    private static String nodeChannel(String node) {
        return PREFIX + "node:" + node;
    }

    @Override
    public CompletionStage<Long> publish(BusMessage message) {
        return publishTo(EVERYONE, message);
    }

    @Override
    public CompletionStage<Long> send(String node, BusMessage message) {
        return publishTo(nodeChannel(node), message);
    }

    private CompletionStage<Long> publishTo(String channel, BusMessage message) {
        String text;
        try {
            text = json.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a bus message that cannot be written: " + message.getClass(), e);
        }
        try {
            CompletionStage<Long> sent = commands.async().publish(channel, text);
            sent.exceptionally(e -> {
                LOG.debug("lost on the bus ({}): {}", e.getMessage(), message.getClass().getSimpleName());
                return 0L;
            });
            return sent;
        } catch (RuntimeException e) {
            LOG.debug("lost on the bus ({}): {}", e.getMessage(), message.getClass().getSimpleName());
            return CompletableFuture.failedFuture(e);
        }
    }

    private static String[] names(String node) {
        return new String[] {NAMES, PREFIX + "names:" + node};
    }

    @Override
    public CompletionStage<String> claimName(String nameKey, String node) {
        return call(a -> a.<String>eval(CLAIM, ScriptOutputType.VALUE, names(node), nameKey, node));
    }

    @Override
    public CompletionStage<Void> takeName(String nameKey, String node) {
        return call(a -> a.<Long>eval(TAKE, ScriptOutputType.INTEGER, names(node), nameKey, node))
                .thenApply(x -> null);
    }

    @Override
    public void releaseName(String nameKey, String node) {
        call(a -> a.<Long>eval(RELEASE, ScriptOutputType.INTEGER, names(node), nameKey, node))
                .exceptionally(e -> 0L);
    }

    @Override
    public CompletionStage<Long> forgetNames(String node, boolean evenIfAlive) {
        String[] keys = {NAMES, PREFIX + "names:" + node, ALIVE + node};
        return call(a -> a.<Long>eval(FORGET, ScriptOutputType.INTEGER, keys, node, evenIfAlive ? "1" : "0"));
    }

    @Override
    public CompletionStage<?> alive(String node, Duration ttl) {
        return call(a -> a.set(ALIVE + node, "1", io.lettuce.core.SetArgs.Builder.px(ttl.toMillis())));
    }

    @Override
    public CompletionStage<Boolean> isAlive(String node) {
        return call(a -> a.exists(ALIVE + node)).thenApply(n -> n != null && n > 0);
    }

    @Override
    public CompletionStage<String> claimRoom(String roomKey, String node, Duration ttl) {
        return call(a -> a.<String>eval(CLAIM_ROOM, ScriptOutputType.VALUE, new String[] {ROOM + roomKey}, node,
                Long.toString(ttl.toMillis())));
    }

    @Override
    public CompletionStage<List<String>> renewRooms(String node, Collection<String> roomKeys, Duration ttl) {
        if (roomKeys.isEmpty()) {
            return CompletableFuture.completedFuture(List.of());
        }
        String[] keys = new String[roomKeys.size()];
        int i = 0;
        for (String k : roomKeys) {
            keys[i++] = ROOM + k;
        }
        return call(a -> a.<List<Object>>eval(RENEW_ROOMS, ScriptOutputType.MULTI, keys, node,
                Long.toString(ttl.toMillis()))).thenApply(lost -> {
                    List<String> out = new ArrayList<>();
                    for (Object k : lost) {
                        out.add(k.toString().substring(ROOM.length()));
                    }
                    return out;
                });
    }

    @Override
    public void releaseRoom(String roomKey, String node) {
        call(a -> a.<Long>eval(RELEASE_ROOM, ScriptOutputType.INTEGER, new String[] {ROOM + roomKey}, node))
                .exceptionally(e -> 0L);
    }

    @Override
    public void holdSeat(String nameKey, String room) {
        call(a -> a.hset(SEATS, nameKey, room)).exceptionally(e -> false);
    }

    @Override
    public void freeSeat(String nameKey, String room) {
        call(a -> a.<Long>eval(FREE_SEAT, ScriptOutputType.INTEGER, new String[] {SEATS}, nameKey, room))
                .exceptionally(e -> 0L);
    }

    @Override
    public CompletionStage<String> seatOf(String nameKey) {
        return call(a -> a.hget(SEATS, nameKey));
    }

    @Override
    public CompletionStage<String> roomHolder(String roomKey) {
        return call(a -> a.get(ROOM + roomKey));
    }

    /** The number of a new ad: the cluster's counter moved on, above {@code floor} too. */
    CompletionStage<Long> nextSeekId(long floor) {
        return call(a -> a.<Long>eval(NEXT_SEEK, ScriptOutputType.INTEGER, new String[] {SEEKS}, Long.toString(floor)));
    }

    /** A command, its failure (Redis down) as a failed stage rather than a throw. */
    <T> CompletionStage<T> call(java.util.function.Function<RedisAsyncCommands<String, String>,
            CompletionStage<T>> command) {
        try {
            return command.apply(commands.async());
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /** Both connections are up: Lettuce marks one inactive from the moment it drops until it is back. */
    @Override
    public boolean connected() {
        return commands.isOpen() && pubsub.isOpen();
    }

    @Override
    public void onUnreadable(Runnable counted) {
        this.unreadable = counted;
    }

    @Override
    public void listen(String node, Consumer<BusMessage> inbound, Runnable joined) {
        pubsub.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, String message) {
                BusMessage m;
                try {
                    m = json.readValue(message, BusMessage.class);
                } catch (JsonProcessingException | RuntimeException e) {
                    // not the parser's message: it may quote the text, and a user's lines cross here
                    LOG.warn("a message on {} that is not the cluster's was dropped ({})", channel,
                            e.getClass().getSimpleName());
                    unreadable.run();
                    return;
                }
                inbound.accept(m);
            }

            @Override
            public void subscribed(String channel, long count) {
                if (EVERYONE.equals(channel)) {
                    joined.run();
                }
            }
        });
        pubsub.sync().subscribe(EVERYONE, nodeChannel(node));
    }

    @Override
    public void close() {
        pubsub.close();
        commands.close();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
        resources.shutdown();
    }
}
