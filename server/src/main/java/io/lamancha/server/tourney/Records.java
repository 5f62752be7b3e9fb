package io.lamancha.server.tourney;

import io.lamancha.engine.GameDefinition;
import io.lamancha.engine.GameRegistry;
import io.lamancha.server.store.StoredTourney;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Tournaments to and from the store's records. */
final class Records {

    private Records() {
    }

    /** A new tournament as the store keeps it. */
    static StoredTourney of(TourneySpec spec, Instant now) {
        return new StoredTourney(0, spec.name(), spec.game().id(), spec.format().name(), spec.rounds(), spec.minutes(),
                spec.seats(), spec.rated(), spec.timer(), spec.breakSeconds(), spec.creator(),
                Tourney.Status.OPEN.name(), 0, now, spec.startsAt(), null, null, spec.options(), List.of(), List.of(),
                List.of());
    }

    /** A kept tournament as it ran; empty when this server no longer has its game. */
    static Optional<Tourney> tourney(StoredTourney st, GameRegistry games) {
        Optional<GameDefinition> game = games.find(st.gameId());
        if (game.isEmpty()) {
            return Optional.empty();
        }
        TourneySpec spec = new TourneySpec(st.name(), game.get(), Format.valueOf(st.format()), st.rounds(), st.minutes(),
                st.seats(), st.rated(), st.timer(), st.breakSeconds(), st.creator(), st.startsAt(), st.options());
        Tourney t = new Tourney(st.id(), spec, Tourney.Status.valueOf(st.status().toUpperCase(Locale.ROOT)), st.round(),
                st.endsAt());
        for (StoredTourney.Player p : st.players()) {
            t.enter(new Tourney.Entrant(p.name(), p.rating(), p.withdrawn()));
        }
        for (StoredTourney.Table table : st.tables()) {
            TourneyTable.State state = TourneyTable.State.valueOf(table.state());
            t.seated(new TourneyTable(table.round(), table.table(), table.room(), table.players(), table.bots(), state,
                    state.ended() ? table.halfPoints() : null));
        }
        for (StoredTourney.Missed m : st.missed()) {
            t.missed(m.round(), m.name());
        }
        t.refresh();
        return Optional.of(t);
    }
}
