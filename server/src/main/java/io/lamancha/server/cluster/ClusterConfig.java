package io.lamancha.server.cluster;

import io.lamancha.server.world.Names;
import java.net.URI;

/**
 * How a node joins a cluster: the Redis its nodes share, and its own name among them.
 *
 * @param redis a {@code redis://host:port} URL
 * @param node this node's name: unique in the cluster, the same after a restart
 */
public record ClusterConfig(String redis, String node) {

    public ClusterConfig {
        if (redis == null || !(redis.startsWith("redis://") || redis.startsWith("rediss://"))) {
            throw new IllegalArgumentException("--cluster takes a redis://host:port URL, not '" + redis + "'");
        }
        URI.create(redis);
        if (node == null || !Names.isRoomName(node)) {
            throw new IllegalArgumentException("--node takes a name of 2-32 lower-case letters, digits, _ or -"
                    + " (unique in the cluster), not '" + node + "'");
        }
    }
}
