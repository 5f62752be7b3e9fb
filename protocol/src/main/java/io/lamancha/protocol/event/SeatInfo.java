package io.lamancha.protocol.event;

/**
 * A seat at a table.
 *
 * @param seat seat index from 0 (shown to people as seat 1, 2, ...)
 * @param bot bot level, or {@code null} for a person
 */
public record SeatInfo(int seat, String name, String bot) {
}
