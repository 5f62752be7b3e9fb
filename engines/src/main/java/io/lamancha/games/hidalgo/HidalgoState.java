package io.lamancha.games.hidalgo;

import io.lamancha.engine.Rng;
import java.util.ArrayList;
import java.util.List;

/**
 * The whole table, secrets included. It never leaves the engine: views copy from it field by field.
 * Seats are 0-based here; the notation's {@code seat<k>} is seat k-1.
 */
final class HidalgoState {

    final HidalgoData data;
    final TrackSide side;
    final int seats;
    final Rng rng;
    final List<Integer> perChapter;
    int chapter = 1;
    int adventureInChapter;
    int startPlayer;
    /** The start player of the first adventure, drawn at random at setup. */
    int firstStartPlayer;
    /** Whether the first start player was drawn at random (else the first seat starts: {@code start first}). */
    boolean startDrawn;
    TokenPositions track;
    final List<String> adventureDeck = new ArrayList<>();
    final List<String> pool = new ArrayList<>();
    final List<String> adventureDiscard = new ArrayList<>();
    final List<String> removedAdventures = new ArrayList<>();
    final List<StoryEntry> story = new ArrayList<>();
    String current;
    final List<Integer> characterDeck = new ArrayList<>();
    final List<Integer> characterDiscard = new ArrayList<>();
    final List<Hand> hands = new ArrayList<>();
    final List<List<Integer>> piles = new ArrayList<>();
    final int[] diamonds;
    final String[] objectives;
    int centreDiamonds;
    final List<ItemToken> items = new ArrayList<>();
    Round round;
    ResolvedAdventure lastResolved;
    Phase phase = Phase.PICK;
    final Pending pending = new Pending();
    List<ScoreLine> scores;
    List<Integer> winners;

    HidalgoState(HidalgoData data, TrackSide side, int seats, long seed) {
        this.data = data;
        this.side = side;
        this.seats = seats;
        this.rng = new Rng(seed);
        this.perChapter = data.setup().players().get(seats).adventuresPerChapter();
        this.track = TokenPositions.start(side);
        this.diamonds = new int[seats];
        this.objectives = new String[seats];
        this.round = new Round(seats, items);
        for (int s = 0; s < seats; s++) {
            hands.add(new Hand());
            piles.add(new ArrayList<>());
        }
    }

    int left(int seat) {
        return (seat + 1) % seats;
    }

    /** Seats clockwise from the start player. */
    int[] clockwise() {
        int[] order = new int[seats];
        for (int i = 0; i < seats; i++) {
            order[i] = (startPlayer + i) % seats;
        }
        return order;
    }

    boolean riversActive() {
        return chapter >= data.riversActiveInChapter();
    }

    /** Draw rule: an empty deck is rebuilt from its shuffled discard pile; null when both are empty. */
    Integer drawCharacter() {
        return draw(characterDeck, characterDiscard);
    }

    String drawAdventure() {
        return draw(adventureDeck, adventureDiscard);
    }

    private <T> T draw(List<T> deck, List<T> discard) {
        if (deck.isEmpty() && !discard.isEmpty()) {
            deck.addAll(discard);
            discard.clear();
            rng.shuffle(deck);
        }
        return deck.isEmpty() ? null : deck.remove(deck.size() - 1);
    }

    List<ItemToken> itemsOf(int owner) {
        List<ItemToken> out = new ArrayList<>();
        for (ItemToken t : items) {
            if (t.owner == owner) {
                out.add(t);
            }
        }
        return out;
    }

    /** The first token of this type the seat holds and may use this adventure, or null. */
    ItemToken usableItem(int seat, ItemType type) {
        for (int i = 0; i < items.size(); i++) {
            ItemToken t = items.get(i);
            if (t.type == type && usable(i, seat)) {
                return t;
            }
        }
        return null;
    }

    /** How many tokens of this type the seat holds and may use this adventure. */
    int usableCount(int seat, ItemType type) {
        int count = 0;
        for (int i = 0; i < items.size(); i++) {
            count += items.get(i).type == type && usable(i, seat) ? 1 : 0;
        }
        return count;
    }

    /** Whether the token at {@code place} in {@link #items} is the seat's and was when the adventure began. */
    private boolean usable(int place, int seat) {
        return items.get(place).owner == seat && round.heldAtStart(place, seat);
    }

    /** Uses a shield: the first use flips it, the second returns it to the centre restored. */
    void useShield(int seat) {
        ItemToken shield = usableItem(seat, ItemType.SHIELD);
        if (shield.damaged) {
            shield.damaged = false;
            shield.owner = ItemToken.CENTRE;
        } else {
            shield.damaged = true;
        }
        round.markUsed(ItemType.SHIELD, seat);
    }

    /** Returns a used item to the centre and bars its user from taking that type back this adventure. */
    void returnItem(ItemToken token, int user) {
        token.owner = ItemToken.CENTRE;
        round.markUsed(token.type, user);
    }

    int itemCount(int seat) {
        return itemsOf(seat).size();
    }

    boolean hasCard(int seat) {
        return round.poisoned(seat) ? round.play[seat] != null : !hands.get(seat).isEmpty();
    }
}
