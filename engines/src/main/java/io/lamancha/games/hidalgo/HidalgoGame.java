package io.lamancha.games.hidalgo;

import io.lamancha.engine.EventSink;
import io.lamancha.engine.Game;
import io.lamancha.engine.GameEvent;
import io.lamancha.engine.GameResult;
import io.lamancha.engine.GameView;
import io.lamancha.engine.MoveResult;
import io.lamancha.engine.RenderContext;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A game of Don Quixote: The Ingenious Hidalgo, following the procedure of docs/games/hidalgo.md.
 * Every move is checked against the complete legal-move list before it touches the state.
 */
final class HidalgoGame implements Game {

    private final HidalgoState st;
    /** The index path's procedure: it tells nobody, so one serves every move. */
    private final Procedure untold;
    private int version;

    HidalgoGame(HidalgoState st) {
        this.st = st;
        this.untold = new Procedure(st, EventSink.dropped());
        untold.beginAdventure();
    }

    /** The state, for tests that build exact positions. */
    HidalgoState state() {
        return st;
    }

    @Override
    public int seats() {
        return st.seats;
    }

    @Override
    public Set<Integer> awaited() {
        return LegalMoves.awaited(st);
    }

    @Override
    public List<String> legalMoves(int seat) {
        return LegalMoves.of(st, seat);
    }

    @Override
    public MoveResult apply(int seat, String move) {
        if (st.phase == Phase.OVER) {
            return MoveResult.notYourTurn("The game is over.");
        }
        if (!LegalMoves.awaits(st, seat)) {
            return MoveResult.notYourTurn("It is not your turn: " + WaitingFor.describe(st) + ".");
        }
        if (st.phase == Phase.PLAY) {
            return play(seat, move);
        }
        List<String> legal = legalMoves(seat);
        if (legal.contains(move)) {
            // written as the legal moves write it: its own canonical form, and one step
            return applied(seat, move, List.of(move), legal);
        }
        String canonical = MoveText.canonical(st.phase, move);
        List<String> steps = List.of(canonical);
        if (st.phase == Phase.CHAPTER_DISCARD && canonical.startsWith("discard C")) {
            steps = discardSteps(canonical);
        }
        for (String step : steps) {
            if (!legal.contains(step)) {
                return MoveResult.illegal(reason(canonical, legal));
            }
        }
        return applied(seat, canonical, steps, legal);
    }

    /**
     * Applies checked steps, each by its number in the seat's legal moves as they stand when it is
     * made ({@code legal} for the first), through a procedure that tells what happens.
     */
    private MoveResult applied(int seat, String canonical, List<String> steps, List<String> legal) {
        List<GameEvent> events = new ArrayList<>();
        Procedure told = new Procedure(st, EventSink.into(events));
        for (int i = 0; i < steps.size(); i++) {
            List<String> now = i == 0 ? legal : legalMoves(seat);
            MoveByIndex.apply(st, told, seat, now.indexOf(steps.get(i)));
        }
        version++;
        return MoveResult.accepted(canonical, events);
    }

    /**
     * A PLAY line, the commonest move: read as a submission and checked against the seat's choices
     * as they stand, without writing out its legal moves (as {@link #apply} checks the other moves).
     */
    private MoveResult play(int seat, String move) {
        PlaySubmission submission = MoveText.play(move);
        if (submission == null || !LegalMoves.playChoices(st, seat).contains(submission)) {
            return MoveResult.illegal(reason(MoveText.canonical(st.phase, move), legalMoves(seat)));
        }
        List<GameEvent> events = new ArrayList<>();
        new Procedure(st, EventSink.into(events)).submit(seat, submission);
        version++;
        return MoveResult.accepted(submission.canonical(), events);
    }

    @Override
    public int legalMoveCount(int seat) {
        return LegalMoves.count(st, seat);
    }

    /**
     * The move is checked and read from its number against the orders of the legal-move list, never
     * written out, and applied by a procedure whose events go to {@link EventSink#dropped()}, so no
     * event is made.
     */
    @Override
    public void applyLegal(int seat, int index) {
        MoveByIndex.apply(st, untold, seat, index);
        version++;
    }

    /** {@code discard C4 C9} at the end of chapter I marks each card in turn; repeats are refused. */
    private static List<String> discardSteps(String canonical) {
        List<String> steps = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String card : canonical.substring("discard ".length()).split(" ")) {
            steps.add(seen.add(card) ? "discard " + card : "discard twice " + card);
        }
        return steps;
    }

    private String reason(String canonical, List<String> legal) {
        if (st.phase == Phase.PLAY) {
            return PlaySubmission.refusal(canonical, legal);
        }
        String shown = canonical.isEmpty() ? "An empty move" : "'" + canonical + "'";
        List<String> list = legal.size() > 12 ? legal.subList(0, 12) : legal;
        return shown + " is not possible now. Send one of: " + String.join(", ", list)
                + (legal.size() > 12 ? " (and " + (legal.size() - 12) + " more, see the legal moves)." : ".");
    }

    @Override
    public String named(String text, RenderContext context) {
        return TargetNames.named(text, context);
    }

    @Override
    public String unnamed(String typed, RenderContext context) {
        return TargetNames.unnamed(typed, context);
    }

    /** Who starts: the rules draw the first start player at random (from the seed). */
    @Override
    public List<GameEvent> openingEvents() {
        return st.startDrawn ? List.of(new HidalgoPlayEvent.StartPlayerDrawn(st.firstStartPlayer)) : List.of();
    }

    @Override
    public boolean isOver() {
        return st.phase == Phase.OVER;
    }

    @Override
    public Optional<GameResult> result() {
        if (st.phase != Phase.OVER) {
            return Optional.empty();
        }
        List<Integer> totals = new ArrayList<>();
        List<String> breakdown = new ArrayList<>();
        for (ScoreLine l : st.scores) {
            totals.add(l.total());
            breakdown.add("cards " + l.cards() + ", Don Diego " + l.donDiego() + ", diamonds " + l.diamonds()
                    + ", objective " + l.objective());
        }
        return Optional.of(new GameResult(totals, st.winners, breakdown,
                List.of("A tie in points goes to the higher objective, then to more items."))
                .placedBy(HidalgoScoring.better(st.scores)));
    }

    @Override
    public int version() {
        return version;
    }

    @Override
    public GameView view(int seat) {
        return HidalgoViewBuilder.build(st, seat);
    }

    @Override
    public GameView spectatorView() {
        return HidalgoViewBuilder.build(st, -1);
    }
}
