package io.lamancha.games.hidalgo;

import io.lamancha.engine.RenderContext;
import java.util.List;

/** The events of the vote that ends each adventure, of the end of chapter I and of the game's end. */
public sealed interface HidalgoChapterEvent extends HidalgoEvent {

    /**
     * The adventure's votes were counted: {@code plus} positive against {@code minus} negative (ties
     * fail), and the outcome moved {@code token} {@code steps} steps from space {@code from} to {@code to}.
     */
    record Voted(String adventure, String name, int plus, int minus, boolean success, String token, int steps,
                 int from, int to) implements HidalgoChapterEvent {
        static Voted of(StoryEntry e) {
            return new Voted(e.adventure(), e.name(), e.plus(), e.minus(), e.success(), e.token(), e.steps(),
                    e.from(), e.to());
        }

        public String type() {
            return "vote";
        }

        public String text(RenderContext c) {
            return name + (success ? " succeeds (" : " fails (") + plus + " for, " + minus + " against): " + token
                    + " " + from + " -> " + to + ".";
        }
    }

    /** The chapter ended with this new {@code pool}; every seat may now discard in secret. */
    record ChapterEnded(int chapter, List<String> pool) implements HidalgoChapterEvent {
        public ChapterEnded {
            pool = List.copyOf(pool);
        }

        public String type() {
            return "chapter_end";
        }

        public String text(RenderContext c) {
            return "Chapter " + HidalgoRender.chapter(chapter) + " ends. New pool: " + String.join(" ", pool)
                    + ". Everyone may now discard in secret.";
        }
    }

    /** To the seat alone: the cards it has now set aside to discard at the chapter's end. */
    record DiscardMarked(int seat, List<String> cards) implements HidalgoChapterEvent, HidalgoEvent.Secret {
        public DiscardMarked {
            cards = List.copyOf(cards);
        }

        public String type() {
            return "discard_marked";
        }

        public String text(RenderContext c) {
            return "You set aside " + String.join(" ", cards) + " to discard.";
        }
    }

    /** The seat has set aside all it discards at the chapter's end. */
    record DiscardDone(int seat) implements HidalgoChapterEvent {
        public String type() {
            return "discard_done";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " has finished discarding.";
        }
    }

    /** Once every seat is done: how many cards the seat discarded at the chapter's end. */
    record ChapterDiscard(int seat, int count) implements HidalgoChapterEvent {
        public String type() {
            return "chapter_discard";
        }

        public String text(RenderContext c) {
            return c.name(seat) + " discards " + HidalgoAbilityEvent.cards(count) + ".";
        }
    }

    /** The next chapter began; {@code riversActive} says whether tokens now take the rivers. */
    record ChapterStarted(int chapter, boolean riversActive) implements HidalgoChapterEvent {
        public String type() {
            return "chapter_start";
        }

        public String text(RenderContext c) {
            return "Chapter " + HidalgoRender.chapter(chapter) + " begins" + (riversActive ? ": the rivers are active."
                    : ".");
        }
    }

    /**
     * The game is over: every seat's final {@code totals} and the {@code winners} (several share).
     * Its text says the story is over; who won is the server's end of the game, said once.
     */
    record GameOver(List<Integer> totals, List<Integer> winners) implements HidalgoChapterEvent {
        public GameOver {
            totals = List.copyOf(totals);
            winners = List.copyOf(winners);
        }

        public String type() {
            return "game_over";
        }

        public String text(RenderContext c) {
            return "The story is told: chapter II is over and the cards are scored.";
        }
    }
}
