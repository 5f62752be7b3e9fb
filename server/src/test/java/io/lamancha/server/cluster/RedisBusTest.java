package io.lamancha.server.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The bus on the test Redis ({@code LAMANCHA_TEST_REDIS_URL}): what it cannot read is dropped and
 * counted, and what follows it still arrives. Skipped without that Redis (failed on CI).
 */
class RedisBusTest {

    @Test
    @Timeout(30)
    void aMessageOfAnUnknownKindIsDroppedAndCountedAndTheNextOneArrives() throws Exception {
        String url = System.getenv("LAMANCHA_TEST_REDIS_URL");
        if (url == null || url.isBlank()) {
            if ("true".equals(System.getenv("CI"))) {
                throw new IllegalStateException("CI must run the Redis tests, but LAMANCHA_TEST_REDIS_URL is not set");
            }
            Assumptions.abort("LAMANCHA_TEST_REDIS_URL is not set");
        }
        ClusterMeter meter = new ClusterMeter();
        CompletableFuture<Void> joined = new CompletableFuture<>();
        CompletableFuture<BusMessage> heard = new CompletableFuture<>();
        RedisClient client = RedisClient.create(url);
        try (Bus bus = new MeteredBus(new RedisBus(url), meter);
                StatefulRedisConnection<String, String> other = client.connect()) {
            bus.listen("node-test", heard::complete, () -> joined.complete(null));
            joined.get(10, TimeUnit.SECONDS);

            other.sync().publish(RedisBus.EVERYONE, "{\"t\":\"from-a-newer-node\",\"node\":\"node-z\"}");
            other.sync().publish(RedisBus.EVERYONE, "not json at all");
            other.sync().publish(RedisBus.EVERYONE, "{\"t\":\"hello\",\"node\":\"node-z\"}");

            assertThat(heard.get(10, TimeUnit.SECONDS)).isEqualTo(new BusMessage.Hello("node-z"));
            assertThat(meter.messagesUnreadable()).as("both unreadable messages counted").isEqualTo(2);
            assertThat(meter.messagesReceived()).as("only the readable one received").isEqualTo(1);
        } finally {
            client.shutdown();
        }
    }
}
