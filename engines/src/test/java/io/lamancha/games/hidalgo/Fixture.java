package io.lamancha.games.hidalgo;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.MoveResult;
import java.util.ArrayList;
import java.util.List;

/** Builds exact positions for rule tests: explicit hands, pool, items and track. */
final class Fixture {

    static final HidalgoData DATA = HidalgoDataLoader.loadBundled();

    final HidalgoGame game;
    final HidalgoState st;

    /** A table whose first start player is seat1 (index 0), so positions read as the rulebook's examples. */
    Fixture(int seats, String side) {
        game = new HidalgoGame(TableSetup.create(DATA, side, seats, 12345L, 0));
        st = game.state();
    }

    /**
     * Gives a seat exactly these cards, taken out of wherever they are; its old cards go to the
     * bottom of the deck, so the deck size depends only on the hand sizes.
     */
    Fixture hand(int seat, Integer... cards) {
        List<Integer> wanted = List.of(cards);
        st.characterDeck.addAll(0, st.hands.get(seat).cards());
        st.hands.get(seat).clear();
        for (Hand h : st.hands) {
            h.removeAll(wanted);
        }
        st.characterDeck.removeAll(wanted);
        st.hands.get(seat).addAll(wanted);
        return this;
    }

    /** Makes the pool exactly these adventures. */
    Fixture pool(String... ids) {
        st.adventureDeck.addAll(st.pool);
        st.pool.clear();
        st.adventureDeck.removeAll(List.of(ids));
        st.pool.addAll(List.of(ids));
        return this;
    }

    /** Hands an item token (by box id, e.g. {@code shield}) to a seat, or the centre with -1. */
    Fixture item(String id, int owner) {
        for (ItemToken t : st.items) {
            if (t.id.equals(id)) {
                t.owner = owner;
            }
        }
        return this;
    }

    Fixture track(int glory, int love, int obsession, int delusion) {
        List<Integer> pos = new ArrayList<>(List.of(0, 0, 0, 0));
        pos.set(Token.GLORY.ordinal(), glory);
        pos.set(Token.LOVE.ordinal(), love);
        pos.set(Token.OBSESSION.ordinal(), obsession);
        pos.set(Token.DELUSION.ordinal(), delusion);
        st.track = new TokenPositions(st.side, pos);
        return this;
    }

    /** Restarts the current adventure so item ownership set above counts as held from its start. */
    Fixture begin() {
        new Procedure(st, EventSink.dropped()).beginAdventure();
        return this;
    }

    /**
     * 3 players on A19, every card played, the abilities next: seat1 played the Innkeeper (get),
     * seat2 holds every item (with a single card, so he is not asked to use the poison) and the
     * centre is empty, so the get can only steal.
     */
    static Fixture innkeeperFacingAnEmptyCentre() {
        Fixture f = new Fixture(3, "A").pool("A19", "A3", "A4", "A5").hand(0, 24, 25).hand(1, 4).hand(2, 33, 34);
        f.st.centreDiamonds = 0;
        f.st.items.forEach(t -> t.owner = 1);
        f.begin();
        f.move(0, "pick A19");
        f.move(0, "play C24");
        f.move(1, "play C4");
        f.move(2, "play C33");
        return f;
    }

    /** Applies a move that must be accepted and returns its events. */
    List<GameEvent> move(int seat, String move) {
        MoveResult r = game.apply(seat, move);
        assertThat(r).as("%s by seat%s", move, seat + 1).isInstanceOf(MoveResult.Accepted.class);
        return ((MoveResult.Accepted) r).events();
    }

    int position(Token t) {
        return st.track.position(t);
    }
}
