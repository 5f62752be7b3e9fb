package io.lamancha.server.world;

/**
 * Someone logged in on another node of the cluster, as this node last heard of them.
 *
 * @param name their name, as they spelled it
 * @param node the node that holds their connection
 * @param room the room they are in there
 * @param away their away message, or {@code null}
 */
public record RemoteUser(String name, String node, String room, String away) {
}
