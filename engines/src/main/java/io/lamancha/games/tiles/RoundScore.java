package io.lamancha.games.tiles;

/**
 * One player's scoring of one round, by category (the BrettspielWelt score aide).
 *
 * @param castle6 points of the castle worth 6 (6 or 0)
 * @param castle4 points of the castle worth 4 (4 or 0)
 * @param defenseStrength the summed strength of the defending knights
 * @param defense 5 when the strength reached 4/8/12 in round 1/2/3, else 0
 * @param largestGroup strength of the strongest knight group; scored in round 3 only, else 0
 * @param total the round's points
 */
public record RoundScore(int round, int castle6, int castle4, int churches, int windmills,
                         int defenseStrength, int defense, int largestGroup, int total) {

    static RoundScore of(int round, int castle6, int castle4, int churches, int windmills,
                         int defenseStrength, int defense, int largestGroup) {
        return new RoundScore(round, castle6, castle4, churches, windmills, defenseStrength, defense,
                largestGroup, castle6 + castle4 + churches + windmills + defense + largestGroup);
    }
}
