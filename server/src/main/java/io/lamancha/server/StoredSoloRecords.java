package io.lamancha.server;

import io.lamancha.protocol.event.GameOver;
import io.lamancha.server.store.Storage;
import io.lamancha.server.table.TableServices;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;

/** People's solo scores as the store keeps them, looked up on the store thread. */
public final class StoredSoloRecords implements TableServices.SoloRecords {

    private static final Logger LOG = LogManager.getLogger(StoredSoloRecords.class);

    private final Storage storage;

    public StoredSoloRecords(Storage storage) {
        this.storage = storage;
    }

    @Override
    public void best(String name, String game, Consumer<OptionalInt> then) {
        // the games just ended may be on their way to the store (the write-ahead file): read after
        storage.games().settled().whenComplete((held, refused) ->
                storage.io().execute(() -> then.accept(storage.games().bestScore(name, game, 1))));
    }

    @Override
    public void rank(String name, String game, int score, Consumer<Optional<GameOver.SoloRank>> then) {
        storage.games().settled().whenComplete((held, refused) -> storage.io().execute(() -> {
            Optional<GameOver.SoloRank> rank = Optional.empty();
            try {
                rank = storage.games().rank(name, game, 1, score).map(r ->
                        new GameOver.SoloRank(r.better() + 1, r.games(), r.best(), r.equal() > 1));
            } catch (RuntimeException e) {
                LOG.warn("could not rank a solo score of {} at {}", name, game, e);
            }
            then.accept(rank);
        }));
    }
}
