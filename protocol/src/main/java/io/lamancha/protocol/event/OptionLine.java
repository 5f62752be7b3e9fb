package io.lamancha.protocol.event;

/** One option of a table: current value, default, allowed values ({@code a|b} or {@code 0..600}) and help. */
public record OptionLine(String key, String value, String defaultValue, String allowed, String help) {
}
