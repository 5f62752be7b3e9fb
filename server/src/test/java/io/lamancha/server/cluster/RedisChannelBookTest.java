package io.lamancha.server.cluster;

import io.lamancha.server.world.ChannelBook;
import io.lamancha.server.world.ChannelBookContract;
import io.lettuce.core.RedisClient;
import io.lettuce.core.api.StatefulRedisConnection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;

/**
 * The cluster's channel book, its Lua scripts run by the test Redis ({@code LAMANCHA_TEST_REDIS_URL},
 * emptied first): it decides as the book in memory does. Skipped without that Redis (failed on CI).
 */
class RedisChannelBookTest extends ChannelBookContract {

    private RedisBus redis;

    @Override
    protected ChannelBook emptyBook() {
        String url = System.getenv("LAMANCHA_TEST_REDIS_URL");
        if (url == null || url.isBlank()) {
            if ("true".equals(System.getenv("CI"))) {
                throw new IllegalStateException("CI must run the Redis tests, but LAMANCHA_TEST_REDIS_URL is not set");
            }
            Assumptions.abort("LAMANCHA_TEST_REDIS_URL is not set");
        }
        RedisClient client = RedisClient.create(url);
        try (StatefulRedisConnection<String, String> c = client.connect()) {
            c.sync().flushdb();
        } finally {
            client.shutdown();
        }
        redis = new RedisBus(url);
        return new RedisChannelBook(redis);
    }

    @AfterEach
    void close() {
        if (redis != null) {
            redis.close();
        }
    }
}
