package io.lamancha.games.hidalgo;

import java.util.List;
import java.util.Map;

/**
 * The setup table: hand and pool sizes, the object tokens in the box, and per player count the
 * adventures per chapter and the seats that get a setup diamond (1-based, counted clockwise from
 * the first start player, who is drawn at random).
 */
public record SetupData(int handSize, int poolSize, List<BoxToken> tokenBox, Map<Integer, PlayerCount> players) {

    public SetupData {
        tokenBox = List.copyOf(tokenBox);
        players = Map.copyOf(players);
    }

    /** An object token: an item (with its type) or a diamond ({@code item} null). */
    public record BoxToken(String id, ItemType item, int minPlayers) {
    }

    /** The rows of the setup table for one player count. */
    public record PlayerCount(List<Integer> adventuresPerChapter, List<Integer> setupDiamondSeats) {
        public PlayerCount {
            adventuresPerChapter = List.copyOf(adventuresPerChapter);
            setupDiamondSeats = List.copyOf(setupDiamondSeats);
        }
    }
}
