package io.lamancha.server.store;

import java.sql.SQLException;
import org.h2.api.ErrorCode;

/** Why the first connection to a store failed, as the sentence the operator reads. */
final class ConnectFailure {

    private ConnectFailure() {
    }

    static UnusableStoreException of(StoreLocation location, SQLException e) {
        EmbeddedFile file = location.file();
        if (file != null) {
            switch (e.getErrorCode()) {
                case ErrorCode.DATABASE_ALREADY_OPEN_1:
                    return file.inUse(e);
                case ErrorCode.FILE_CORRUPTED_1:
                case ErrorCode.FILE_VERSION_ERROR_1:
                case ErrorCode.GENERAL_ERROR_1:
                    return file.damaged("is damaged (" + EmbeddedFile.h2Words(e.getMessage()) + ")", e);
                case ErrorCode.DATABASE_NOT_FOUND_WITH_IF_EXISTS_1:
                    return file.damaged("went away while it was being opened", e);
                default:
                    break;
            }
        }
        String why = location.scrub(EmbeddedFile.h2Words(StoreLocation.firstLine(e.getMessage())));
        String check = location.kind() == Database.Kind.POSTGRESQL
                ? "check --db, and that the database server is running" : "check the data directory";
        return new UnusableStoreException(UnusableStoreException.Reason.UNAVAILABLE,
                "Cannot connect to " + location.name() + " (" + why + "); " + check + ".", e);
    }
}
