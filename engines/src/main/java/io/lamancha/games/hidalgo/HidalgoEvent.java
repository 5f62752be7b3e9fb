package io.lamancha.games.hidalgo;

import io.lamancha.engine.Audience;
import io.lamancha.engine.GameEvent;

/**
 * What happens at a table of the Hidalgo: one record per event type, whose components are the JSON
 * payload, and {@link #text(io.lamancha.engine.RenderContext)} the sentence a person reads, with the
 * players' names. Seats are 0-based indexes, cards their codes ({@code C50}) with their names,
 * adventures their ids ({@code A19}), tokens and items their keys ({@code glory}, {@code donkey}).
 *
 * <p>Everyone hears an event unless it carries a secret (a card drawn, discarded, set aside, chosen
 * or taken by a blind pick): such an event is a {@link Secret}, told to its {@code seat} alone, and no
 * public event carries anything a seat keeps secret. The 29 types are grouped by the part of the game that tells
 * them: {@link HidalgoPlayEvent} (the first start player, pick, poison, play, reveal, tent), {@link HidalgoAbilityEvent}
 * (abilities and shields) and {@link HidalgoChapterEvent} (the vote, chapter ends, game over).
 */
public sealed interface HidalgoEvent extends GameEvent
        permits HidalgoPlayEvent, HidalgoAbilityEvent, HidalgoChapterEvent, HidalgoEvent.Secret {

    @Override
    default Audience audience() {
        return Audience.EVERYONE;
    }

    /** The events that carry a seat's secret, every one of them: each is told to its {@code seat} alone. */
    sealed interface Secret extends HidalgoEvent permits HidalgoPlayEvent.CardTaken, HidalgoPlayEvent.CardChosen,
            HidalgoAbilityEvent.CardsDrawn, HidalgoAbilityEvent.CardsDiscarded, HidalgoChapterEvent.DiscardMarked {

        int seat();

        @Override
        default Audience audience() {
            return Audience.seat(seat());
        }
    }
}
