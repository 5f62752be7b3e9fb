package io.lamancha.games.hidalgo;

import io.lamancha.engine.GameView;
import io.lamancha.engine.RenderContext;
import java.util.List;
import java.util.Map;

/**
 * What one viewer sees (seat, or -1 for a spectator), built field by field by {@link HidalgoViewBuilder}.
 * {@code hand}, {@code objective}, {@code mine} and {@code moves} are the viewer's own and are null
 * for spectators; another seat's pile and objective are null until the game is over; plays are
 * shown only once revealed. Seats are 0-based.
 *
 * @param awaited seats the game waits for (several in PLAY and at the end of chapter I)
 * @param waitingFor what the awaited seats are asked, in words
 * @param question who the open question is about, while an ability, the poison or a shield is
 *     being decided; null in the other phases
 * @param reveal the current adventure's reveal, or the last resolved one; null before the first
 * @param story the adventures Don Quixote went through, in order
 * @param scores the final score table, null until the game is over
 */
public record HidalgoView(int viewer, String phase, List<Integer> awaited, String waitingFor,
                          QuestionView question, String side,
                          int chapter, int adventureNumber, int adventuresInChapter, int startPlayer,
                          boolean startDrawn,
                          boolean riversActive, TrackView track, List<AdventureView> pool, AdventureView current,
                          List<StoryEntry> story, List<String> adventureDiscard, int adventureDeck,
                          int characterDeck, int characterDiscard, int centreDiamonds, List<String> centreItems,
                          List<PlayerView> players, RevealView reveal, List<CardView> hand,
                          ObjectiveView objective, MineView mine, List<String> moves, List<ScoreLine> scores,
                          List<Integer> winners) implements GameView {

    @Override
    public List<String> render(RenderContext context) {
        return new HidalgoRender(this, context).lines();
    }

    /**
     * Who and what the open question is about: {@code by} is, in {@code ability}, the seat whose
     * ability is used, in {@code zap_shield} the zapper, in {@code steal_shield} the thief, in
     * {@code poison_shield} the poison's user; {@code about} is the ability's key, the thing the
     * thief takes ({@code diamond} or an item), {@code zap} or {@code poison}; {@code copied} tells,
     * in {@code ability}, that the ability was copied with the tent.
     */
    public record QuestionView(int by, String about, boolean copied) {
    }

    /** The track: points per space, rivers, and each token's space and value by token name. */
    public record TrackView(List<Integer> points, List<RiverView> rivers, Map<String, Integer> positions,
                            Map<String, Integer> values) {
    }

    public record RiverView(int from, int to) {
    }

    /** An adventure card: printed votes and the outcomes as {@code glory 2}. */
    public record AdventureView(String id, String name, String ref, int plus, int minus, String success,
                                String failure) {
    }

    /** A character card's face. {@code token} is null for special-scoring cards. */
    public record CardView(String id, String name, int plus, int minus, String token, String ability,
                           String scoring) {
    }

    public record ObjectiveView(String id, String name, String text) {
    }

    /**
     * A player's public side; {@code played} tells, during PLAY, that the seat has submitted
     * (never what). {@code pile} and {@code objective} are shown to the owner, and to all at the end.
     */
    public record PlayerView(int seat, int diamonds, List<String> items, int handSize, int pileSize,
                             boolean played, boolean blind, List<CardView> pile, ObjectiveView objective) {
    }

    /** Every play of one adventure after REVEAL, the donkeys, and the tally. */
    public record RevealView(String adventure, boolean resolved, List<PlayView> plays, List<DonkeyView> donkeys,
                             boolean adventureZapped, int plus, int minus, String outcome) {
    }

    public record PlayView(int seat, CardView card, boolean blind, boolean zapped, boolean zapProtected,
                           String copied) {
    }

    public record DonkeyView(int seat, boolean positive) {
    }

    /** The viewer's own secret submission this adventure and the cards set aside to discard. */
    public record MineView(List<String> items, String play, List<String> marked) {
    }
}
