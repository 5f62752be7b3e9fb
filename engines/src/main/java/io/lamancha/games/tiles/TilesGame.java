package io.lamancha.games.tiles;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A game in progress: each turn the next position card names the current field, every seat
 * places one tile there in secret, and once all have placed the placements are revealed
 * together. Rounds of 9/7/6 turns each end with a scoring; in round 3 the last tile drawn stays
 * hidden until the last turn.
 */
final class TilesGame implements Game {

    static final List<Integer> ROUND_SIZES = List.of(9, 7, 6);
    static final int MAX_SEATS = 4;
    /**
     * Every set of seats a game can await, indexed by its bits (seat s is bit s), each sorted and
     * unmodifiable: {@link #awaited()} is asked before every move and so builds nothing.
     */
    private static final List<Set<Integer>> SEAT_SETS = seatSets();

    private final Setup setup;
    private final List<PlayerState> players = new ArrayList<>();
    private int round = 1;
    private int turn = 1;
    private int deckIndex;
    private int version;
    private GameResult result;

    TilesGame(Setup setup) {
        this.setup = setup;
        for (List<RoadTile> stack : setup.stacks()) {
            players.add(new PlayerState(stack, setup.startingBoard()));
        }
        deal(EventSink.dropped()); // the opening hands are shown by the views
    }

    @Override
    public int seats() {
        return players.size();
    }

    @Override
    public Set<Integer> awaited() {
        int seats = 0;
        for (int s = 0; result == null && s < players.size(); s++) {
            if (players.get(s).pending() == null) {
                seats |= 1 << s;
            }
        }
        return SEAT_SETS.get(seats);
    }

    private static List<Set<Integer>> seatSets() {
        List<Set<Integer>> sets = new ArrayList<>();
        for (int bits = 0; bits < 1 << MAX_SEATS; bits++) {
            SortedSet<Integer> seats = new TreeSet<>();
            for (int s = 0; s < MAX_SEATS; s++) {
                if ((bits & 1 << s) != 0) {
                    seats.add(s);
                }
            }
            sets.add(Collections.unmodifiableSortedSet(seats));
        }
        return List.copyOf(sets);
    }

    /** Whether the seat still has to place this turn. */
    private boolean awaits(int seat) {
        return result == null && seat >= 0 && seat < players.size() && players.get(seat).pending() == null;
    }

    /** Each placeable tile twice, as it lies and turned: {@code place T07}, {@code place T07 r}. */
    @Override
    public List<String> legalMoves(int seat) {
        if (!awaits(seat)) {
            return List.of();
        }
        PlayerState player = players.get(seat);
        String[] moves = new String[2 * player.handSize()];
        for (int i = 0; i < player.handSize(); i++) {
            RoadTile t = player.handTile(i);
            moves[2 * i] = notation(t, false);
            moves[2 * i + 1] = notation(t, true);
        }
        return List.of(moves);
    }

    private static String notation(RoadTile tile, boolean rotated) {
        return "place " + tile.id() + (rotated ? " r" : "");
    }

    @Override
    public int legalMoveCount(int seat) {
        return awaits(seat) ? 2 * players.get(seat).handSize() : 0;
    }

    @Override
    public void applyLegal(int seat, int index) {
        Game.checkLegalIndex(seat, index, legalMoveCount(seat));
        place(seat, players.get(seat).handTile(index / 2), index % 2 == 1, EventSink.dropped());
    }

    @Override
    public MoveResult apply(int seat, String move) {
        if (seat < 0 || seat >= players.size()) {
            return MoveResult.notYourTurn("Only seated players place tiles.");
        }
        if (result != null) {
            return MoveResult.notYourTurn("The game is over; nothing is left to place.");
        }
        PlayerState player = players.get(seat);
        if (player.pending() != null) {
            return MoveResult.notYourTurn("You have already placed on " + currentField()
                    + " this turn; wait until everyone has placed.");
        }
        MoveParser.Outcome parsed = MoveParser.parse(move == null ? "" : move, setup.tiles().upperCaseIds(),
                currentField());
        if (parsed.problem() != null) {
            return MoveResult.illegal(parsed.problem() + " You can place: " + player.choices() + ".");
        }
        RoadTile tile = player.placeable(parsed.move().tileId());
        if (tile == null) {
            return MoveResult.illegal(parsed.move().tileId() + " is not a tile you can place now; choose one of: "
                    + player.choices() + ".");
        }
        List<GameEvent> events = new ArrayList<>();
        place(seat, tile, parsed.move().rotated(), EventSink.into(events));
        return MoveResult.accepted(notation(tile, parsed.move().rotated()), events);
    }

    /** Places a checked tile; {@code events} keeps what happened, or drops it on the index path. */
    private void place(int seat, RoadTile tile, boolean rotated, EventSink events) {
        players.get(seat).place(tile, rotated);
        version++;
        events.add(() -> new TilesEvent.Placed(seat, currentField().name()));
        events.add(() -> new TilesEvent.OwnPlacement(seat, currentField().name(), tile.id(), rotated));
        if (allPlaced()) {
            resolveTurn(events);
        }
    }

    private boolean allPlaced() {
        for (PlayerState p : players) {
            if (p.pending() == null) {
                return false;
            }
        }
        return true;
    }

    /** Everyone has placed: reveal, score a finished round, and turn up the next field. */
    private void resolveTurn(EventSink events) {
        Field field = currentField();
        List<TilesEvent.Placement> placements = events.keeps() ? new ArrayList<>() : null;
        for (int s = 0; s < players.size(); s++) {
            Piece p = players.get(s).commit(field);
            if (placements != null) {
                placements.add(new TilesEvent.Placement(s, p.tileId(), p.rotated()));
            }
        }
        events.add(() -> new TilesEvent.Revealed(field.name(), placements));
        deckIndex++;
        if (turn < turnsInRound()) {
            turn++;
        } else {
            scoreRound(events);
            if (round == ROUND_SIZES.size()) {
                List<Integer> totals = players.stream().map(PlayerState::total).toList();
                result = Results.of(players.stream().map(PlayerState::scores).toList());
                events.add(() -> new TilesEvent.GameOver(totals, result.winners()));
                return;
            }
            round++;
            turn = 1;
            deal(events);
        }
        announce(events);
    }

    private void scoreRound(EventSink events) {
        List<RoundScore> scores = new ArrayList<>();
        for (PlayerState p : players) {
            RoundScore score = p.score(round);
            p.addScore(score);
            scores.add(score);
        }
        events.add(() -> new TilesEvent.RoundScored(round, scores, players.stream().map(PlayerState::total).toList()));
        for (int s = 0; events.keeps() && s < players.size(); s++) {
            PlayerState p = players.get(s);
            p.working().events(s, scores.get(s), p.total()).forEach(events::add);
        }
    }

    private void deal(EventSink events) {
        boolean lastRound = round == ROUND_SIZES.size();
        for (int s = 0; s < players.size(); s++) {
            int seat = s;
            PlayerState p = players.get(s);
            p.draw(turnsInRound(), lastRound);
            events.add(() -> new TilesEvent.HandDealt(seat, round, p.placeable().stream().map(RoadTile::id).toList(),
                    p.hasHiddenTile()));
        }
    }

    private void announce(EventSink events) {
        boolean lastTurn = round == ROUND_SIZES.size() && turn == turnsInRound();
        if (lastTurn) {
            for (PlayerState p : players) {
                p.revealLast();
            }
        }
        if (!events.keeps()) {
            return;
        }
        String field = currentField().name();
        events.add(new TilesEvent.FieldAnnounced(round, turn, turnsInRound(), field));
        for (int s = 0; lastTurn && s < players.size(); s++) {
            events.add(new TilesEvent.LastTileRevealed(s, players.get(s).revealedLast().id(), field));
        }
    }

    @Override
    public boolean isOver() {
        return result != null;
    }

    @Override
    public Optional<GameResult> result() {
        return Optional.ofNullable(result);
    }

    @Override
    public int version() {
        return version;
    }

    @Override
    public GameView view(int seat) {
        return TilesViewBuilder.build(this, seat);
    }

    @Override
    public GameView spectatorView() {
        return TilesViewBuilder.build(this, -1);
    }

    /** The field everyone places on now; null once the game is over. */
    Field currentField() {
        return result == null ? setup.deck().get(deckIndex) : null;
    }

    int round() {
        return round;
    }

    int turn() {
        return turn;
    }

    int turnsInRound() {
        return ROUND_SIZES.get(round - 1);
    }

    Setup setup() {
        return setup;
    }

    List<PlayerState> players() {
        return List.copyOf(players);
    }
}
