package io.lamancha.server.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.lamancha.server.store.UnusableStoreException;
import java.io.IOException;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import io.lamancha.server.ops.StartFailure;

/** A start that meets a full disk says so, whatever the store's layers made of it on the way. */
class StartSentenceTest {

    @Test
    void aFullDiskUnderTheMigrationIsNamedAsAFullDiskNotADamagedStore() {
        RuntimeException met = new UnusableStoreException(UnusableStoreException.Reason.DAMAGED,
                "The store in data cannot be brought to this server's schema (...); restore a backup.",
                new IllegalStateException("migration failed",
                        new SQLException("General error", "HY000", new IOException("No space left on device"))));
        StartFailure said = StartFailure.of(met);
        assertThat(said.getMessage()).startsWith("The disk is full: ").contains("make room on the disk")
                .doesNotContain("restore a backup");
    }

    @Test
    void postgresqlsFullDiskIsOneToo() {
        RuntimeException met = new RuntimeException("could not open", new SQLException("could not extend file",
                "53100"));
        assertThat(StartFailure.of(met).getMessage()).startsWith("The disk is full: ");
    }
}
