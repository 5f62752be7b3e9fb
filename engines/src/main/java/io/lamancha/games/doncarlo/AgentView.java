package io.lamancha.games.doncarlo;

/**
 * An agent as every viewer sees it.
 *
 * @param seat the seat that sent it
 * @param code its code name, e.g. {@code 1/1/6}
 */
public record AgentView(int seat, String code) {
}
