/**
 * Tournaments for multiplayer tables, as pure code: how many players sit at how many tables
 * ({@link io.lamancha.server.pairing.Split}), who sits with whom in a Swiss round
 * ({@link io.lamancha.server.pairing.SwissPairing}) and in an arena
 * ({@link io.lamancha.server.pairing.ArenaPairing}), the points a place at a table is worth
 * ({@link io.lamancha.server.pairing.PlacePoints}) and the standings with their tie-breaks
 * ({@link io.lamancha.server.pairing.Standings}). Values and functions only: no clock, no
 * storage, no I/O, nothing of the rest of the server; the running tournaments build on them.
 *
 * <p>Points are counted in halves ({@code int}s): a place shared by two players is worth half a
 * point more than the lower of the two places, so every score is a whole or a half number.
 */
package io.lamancha.server.pairing;
